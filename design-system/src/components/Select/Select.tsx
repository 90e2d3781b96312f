import clsx from 'clsx';
import { ChevronDown, CircleAlert } from 'lucide-react';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** Shown below the field, announced, and marks the field invalid. */
  error?: string;
  hint?: string;
  /** Keeps the label for assistive technology only, e.g. for a filter above a list. */
  hideLabel?: boolean;
  /** Reaches the <select>, so react-hook-form's `register()` can be spread onto it. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A choice from a list. A native select on purpose: type-ahead and the keyboard work as everywhere,
 * and phones show their own picker.
 */
export function Select({
  label,
  options,
  error,
  hint,
  hideLabel = false,
  id,
  className,
  ref,
  'aria-describedby': describedByFromProps,
  ...selectProps
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy =
    [hint && hintId, error && errorId, describedByFromProps].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={selectId} className={clsx(styles.label, hideLabel && styles.visuallyHidden)}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.controlWrap}>
        <select
          {...selectProps}
          id={selectId}
          ref={ref}
          aria-invalid={error ? true : selectProps['aria-invalid']}
          aria-describedby={describedBy}
          className={styles.control}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          <CircleAlert className={styles.errorIcon} aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
