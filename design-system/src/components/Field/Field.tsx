import clsx from 'clsx';
import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import type { FieldIds } from './useFieldIds';
import styles from './Field.module.css';

export interface FieldProps {
  ids: FieldIds;
  label: string;
  /**
   * 'control': a <label> for the control with id ids.control.
   * 'group': plain text with id ids.label, for a group that names itself with aria-labelledby.
   */
  labelFor?: 'control' | 'group';
  /** Shows a required mark after the label; the control itself carries `required`. */
  required?: boolean;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** The frame every form field shares: label, hint, the control, and the error line. */
export function Field({
  ids,
  label,
  labelFor = 'control',
  required = false,
  hideLabel = false,
  hint,
  error,
  className,
  children,
}: FieldProps) {
  const labelClassName = clsx(styles.label, hideLabel && styles.visuallyHidden);
  const labelContent = (
    <>
      {label}
      {required && (
        <span className={styles.requiredMark} aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );

  return (
    <div className={clsx(styles.field, className)}>
      {labelFor === 'control' ? (
        <label id={ids.label} htmlFor={ids.control} className={labelClassName}>
          {labelContent}
        </label>
      ) : (
        <span id={ids.label} className={labelClassName}>
          {labelContent}
        </span>
      )}
      {hint && (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && <FieldError id={ids.error}>{error}</FieldError>}
    </div>
  );
}
