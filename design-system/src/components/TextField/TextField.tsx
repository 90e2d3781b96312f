import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';
import styles from './TextField.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown below the field, announced, and marks the field invalid. */
  error?: string;
  hint?: string;
  /** Renders a <textarea> instead of an <input>. */
  multiline?: boolean;
  /** Visible lines of a multiline field. */
  rows?: number;
  /** Reaches the <input> or <textarea>, so react-hook-form's `register()` can be spread onto the field. */
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

export function TextField({
  label,
  error,
  hint,
  multiline = false,
  rows = 4,
  type,
  id,
  className,
  required,
  ref,
  'aria-describedby': describedByFromProps,
  ...controlProps
}: TextFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [hint && hintId, error && errorId, describedByFromProps].filter(Boolean).join(' ') || undefined;

  const sharedProps = {
    id: controlId,
    required,
    'aria-invalid': error ? true : controlProps['aria-invalid'],
    'aria-describedby': describedBy,
    className: clsx(styles.control, multiline && styles.multiline),
  };

  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
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
      {multiline ? (
        <textarea
          {...(controlProps as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...sharedProps}
          rows={rows}
          ref={ref as Ref<HTMLTextAreaElement>}
        />
      ) : (
        <input {...controlProps} {...sharedProps} type={type} ref={ref as Ref<HTMLInputElement>} />
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          <CircleAlert className={styles.errorIcon} aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
