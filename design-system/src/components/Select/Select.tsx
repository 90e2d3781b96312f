import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { useFieldIds } from '../Field/useFieldIds';
import control from '../Field/control.module.css';
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
  required,
  'aria-describedby': describedByFromProps,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: describedByFromProps });

  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <div className={styles.controlWrap}>
        <select
          {...selectProps}
          required={required}
          id={ids.control}
          ref={ref}
          aria-invalid={error ? true : selectProps['aria-invalid']}
          aria-describedby={ids.describedBy}
          className={clsx(control.control, styles.select)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </div>
    </Field>
  );
}
