import clsx from 'clsx';
import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { useFieldIds } from '../Field/useFieldIds';
import control from '../Field/control.module.css';
import styles from './TextField.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown below the field, announced, and marks the field invalid. */
  error?: string;
  hint?: string;
  /** Renders a <textarea> instead of an <input>. */
  multiline?: boolean;
  /** Keeps the label for assistive technology only, where the placeholder and the row say what the field is for. */
  hideLabel?: boolean;
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
  hideLabel = false,
  rows = 4,
  type,
  id,
  className,
  required,
  ref,
  'aria-describedby': describedByFromProps,
  ...controlProps
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: describedByFromProps });

  const sharedProps = {
    id: ids.control,
    required,
    'aria-invalid': error ? true : controlProps['aria-invalid'],
    'aria-describedby': ids.describedBy,
    className: clsx(control.control, multiline && styles.multiline),
  };

  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
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
    </Field>
  );
}
