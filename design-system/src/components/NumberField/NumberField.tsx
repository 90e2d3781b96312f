import clsx from 'clsx';
import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from '../Field/Field';
import { useFieldIds } from '../Field/useFieldIds';
import control from '../Field/control.module.css';
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
  const ids = useFieldIds({ id, hint, error, describedBy: describedByFromProps });

  return (
    <Field
      ids={ids}
      label={label}
      required={required}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={className}
    >
      {/* The border sits on the wrapper, so prefix, number and suffix read as one field. */}
      <div className={clsx(control.controlGroup, styles.group)} data-invalid={error ? true : undefined}>
        {prefix && (
          <span className={styles.affix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          autoComplete="off"
          {...inputProps}
          id={ids.control}
          ref={ref}
          type="text"
          inputMode={integer ? 'numeric' : 'decimal'}
          required={required}
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={ids.describedBy}
          className={styles.input}
        />
        {suffix && (
          <span className={styles.affix} aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
    </Field>
  );
}
