import * as RadioGroup from '@radix-ui/react-radio-group';
import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { CollectionIcon } from '../CollectionIcon/CollectionIcon';
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
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx(styles.field, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <RadioGroup.Root
        className={styles.grid}
        value={value}
        onValueChange={onValueChange}
        disabled={disabled}
        loop
        aria-labelledby={labelId}
        aria-describedby={describedBy}
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
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          <CircleAlert className={styles.errorIcon} aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
