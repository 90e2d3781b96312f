import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './NumberField.module.css';

export interface NumberFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'prefix'> {
  label: string;
  /** Shown before the number, e.g. "€". */
  prefix?: string;
  /** Shown after the number, e.g. "stuks". */
  suffix?: string;
  /** Whole numbers only: phones show digits without a decimal key. */
  integer?: boolean;
  error?: string;
  hint?: string;
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A number typed as text, so "12,50" (Belgian) and "12.50" both work and nothing is silently
 * rounded or cleared the way a browser's number input does; the form parses and checks the value.
 */
export function NumberField({
  label,
  prefix,
  suffix,
  integer = false,
  error,
  hint,
  hideLabel = false,
  id,
  className,
  required,
  ref,
  'aria-describedby': describedByFromProps,
  ...inputProps
}: NumberFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [hint && hintId, error && errorId, describedByFromProps].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={inputId} className={clsx(styles.label, hideLabel && styles.visuallyHidden)}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.control} data-invalid={error ? true : undefined}>
        {prefix && (
          <span className={styles.affix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          autoComplete="off"
          {...inputProps}
          id={inputId}
          ref={ref}
          type="text"
          inputMode={integer ? 'numeric' : 'decimal'}
          required={required}
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={describedBy}
          className={styles.input}
        />
        {suffix && (
          <span className={styles.affix} aria-hidden="true">
            {suffix}
          </span>
        )}
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
