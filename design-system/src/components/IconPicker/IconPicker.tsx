import * as RadioGroup from '@radix-ui/react-radio-group';
import { CollectionIcon } from '../CollectionIcon/CollectionIcon';
import { Field } from '../Field/Field';
import { useFieldIds } from '../Field/useFieldIds';
import styles from './IconPicker.module.css';

export interface IconPickerOption {
  /** The icon's name, as CollectionIcon knows it. */
  value: string;
  label: string;
}

export interface IconPickerProps {
  label: string;
  options: readonly IconPickerOption[];
  /** Null: none chosen yet. */
  value: string | null;
  onValueChange(value: string): void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  className?: string;
}

/** A grid of named icons to choose one from (a radio group: Tab to the grid, arrows to move and choose). */
export function IconPicker({
  label,
  options,
  value,
  onValueChange,
  error,
  hint,
  disabled,
  className,
}: IconPickerProps) {
  const ids = useFieldIds({ hint, error });

  return (
    <Field ids={ids} label={label} labelFor="group" hint={hint} error={error} className={className}>
      <RadioGroup.Root
        className={styles.grid}
        value={value}
        onValueChange={onValueChange}
        disabled={disabled}
        loop
        aria-labelledby={ids.label}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        data-invalid={error ? true : undefined}
      >
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} className={styles.tile}>
            <CollectionIcon icon={option.value} size="md" />
            <span className={styles.tileLabel}>{option.label}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </Field>
  );
}
