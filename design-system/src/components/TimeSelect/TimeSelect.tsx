import clsx from 'clsx';
import { ChevronDown, CircleAlert } from 'lucide-react';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './TimeSelect.module.css';

export interface TimeSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
> {
  label: string;
  /** 'HH:MM', or '' while nothing is chosen. */
  value: string;
  onChange(value: string): void;
  /** The choices in order, e.g. every 15 minutes of the day. */
  times: readonly string[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Shown below the field, announced, and marks the field invalid. */
  error?: string;
  /** Keeps the label for assistive technology only, for compact rows. */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A time picked from a fixed list. A native select on purpose: it is fast to use with a keyboard
 * (type "14" to jump), and phones show their own comfortable wheel or list.
 */
export function TimeSelect({
  label,
  value,
  onChange,
  times,
  placeholder = '--:--',
  error,
  hideLabel = false,
  id,
  className,
  ref,
  'aria-describedby': describedByFromProps,
  ...selectProps
}: TimeSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  const describedBy = [error && errorId, describedByFromProps].filter(Boolean).join(' ') || undefined;
  // A value that is not in the list (e.g. an old off-grid time) stays visible instead of silently changing.
  const choices = value && !times.includes(value) ? [value, ...times] : times;

  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={selectId} className={clsx(styles.label, hideLabel && styles.visuallyHidden)}>
        {label}
      </label>
      <div className={styles.controlWrap}>
        <select
          {...selectProps}
          id={selectId}
          ref={ref}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : selectProps['aria-invalid']}
          aria-describedby={describedBy}
          className={styles.control}
        >
          {value === '' && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {choices.map((time) => (
            <option key={time} value={time}>
              {time}
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
