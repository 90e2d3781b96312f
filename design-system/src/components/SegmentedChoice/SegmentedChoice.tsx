import * as RadioGroup from '@radix-ui/react-radio-group';
import clsx from 'clsx';
import type { FocusEventHandler } from 'react';
import { Field } from '../Field/Field';
import { useFieldIds } from '../Field/useFieldIds';
import styles from './SegmentedChoice.module.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

export interface SegmentedChoiceProps<T extends string> {
  label: string;
  options: readonly SegmentedOption<T>[];
  /** Null: nothing chosen yet. */
  value: T | null;
  onValueChange(value: T): void;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  error?: string;
  hint?: string;
  disabled?: boolean;
  name?: string;
  className?: string;
  /** Keeps the label for assistive technology only, where the options say what the choice is. */
  hideLabel?: boolean;
}

/**
 * A few mutually exclusive options side by side (a radio group): Tab reaches the chosen option,
 * the arrow keys move and choose.
 */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onValueChange,
  onBlur,
  error,
  hint,
  disabled,
  name,
  className,
  hideLabel = false,
}: SegmentedChoiceProps<T>) {
  const ids = useFieldIds({ hint, error });

  return (
    <Field
      ids={ids}
      label={label}
      labelFor="group"
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={clsx(styles.field, className)}
    >
      <RadioGroup.Root
        className={styles.group}
        value={value}
        onValueChange={(chosen) => onValueChange(chosen as T)}
        onBlur={onBlur}
        orientation="horizontal"
        disabled={disabled}
        name={name}
        aria-labelledby={ids.label}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        data-invalid={error ? true : undefined}
      >
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} className={styles.option}>
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </Field>
  );
}
