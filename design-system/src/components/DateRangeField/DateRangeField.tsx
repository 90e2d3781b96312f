import clsx from 'clsx';
import { addDays } from 'date-fns';
import type { Ref } from 'react';
import { DatePicker } from '../DatePicker/DatePicker';
import { dateOfIso, isoOfDate } from '../DatePicker/iso-date';
import fieldStyles from '../Field/Field.module.css';
import styles from './DateRangeField.module.css';

export interface DateRange {
  /** 'YYYY-MM-DD', or '' while not chosen. */
  start: string;
  end: string;
}

export interface DateRangeFieldProps {
  /** Names the pair, e.g. 'Periode'; shown above the two fields. */
  legend: string;
  value: DateRange;
  onChange(value: DateRange): void;
  /** Called when one of the two calendars closes, so forms can treat that field as touched. */
  onBlur?(field: keyof DateRange): void;
  errors?: Partial<Record<keyof DateRange, string>>;
  /** The earliest start day; the end can be chosen from the day after the start. */
  min?: string;
  startLabel?: string;
  endLabel?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  startRef?: Ref<HTMLButtonElement>;
  endRef?: Ref<HTMLButtonElement>;
}

/** A period of whole days: a start and an end field, each with its calendar showing the whole period. */
export function DateRangeField({
  legend,
  value,
  onChange,
  onBlur,
  errors = {},
  min,
  startLabel = 'Begindatum',
  endLabel = 'Einddatum',
  required = false,
  disabled = false,
  className,
  startRef,
  endRef,
}: DateRangeFieldProps) {
  const start = dateOfIso(value.start);
  const earliestEnd = start ? isoOfDate(addDays(start, 1)) : min;

  return (
    <fieldset className={clsx(fieldStyles.fieldset, className)} disabled={disabled}>
      <legend className={clsx(fieldStyles.legend, styles.legend)}>{legend}</legend>
      <div className={styles.fields}>
        <DatePicker
          ref={startRef}
          label={startLabel}
          value={value.start}
          min={min}
          range={value}
          required={required}
          disabled={disabled}
          error={errors.start}
          onChange={(next) => onChange({ ...value, start: next })}
          onBlur={() => onBlur?.('start')}
        />
        <DatePicker
          ref={endRef}
          label={endLabel}
          value={value.end}
          min={earliestEnd}
          range={value}
          required={required}
          disabled={disabled}
          error={errors.end}
          onChange={(next) => onChange({ ...value, end: next })}
          onBlur={() => onBlur?.('end')}
        />
      </div>
    </fieldset>
  );
}
