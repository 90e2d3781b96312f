import * as RadioGroup from '@radix-ui/react-radio-group';
import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId, type FocusEventHandler } from 'react';
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
}: SegmentedChoiceProps<T>) {
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
        className={styles.group}
        value={value}
        onValueChange={(chosen) => onValueChange(chosen as T)}
        onBlur={onBlur}
        orientation="horizontal"
        disabled={disabled}
        name={name}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        data-invalid={error ? true : undefined}
      >
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} className={styles.option}>
            {option.label}
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
