import clsx from 'clsx';
import type { Ref, SelectHTMLAttributes } from 'react';
import { Select } from '../Select/Select';
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
  value,
  onChange,
  times,
  placeholder = '--:--',
  className,
  ...selectProps
}: TimeSelectProps) {
  // A value that is not in the list (e.g. an old off-grid time) stays visible instead of silently changing.
  const choices = value && !times.includes(value) ? [value, ...times] : times;
  const options = [
    ...(value === '' ? [{ value: '', label: placeholder, disabled: true }] : []),
    ...choices.map((time) => ({ value: time, label: time })),
  ];

  return (
    <Select
      {...selectProps}
      className={clsx(styles.timeSelect, className)}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
