import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';
import { CalendarDays } from 'lucide-react';
import { useState, type Ref } from 'react';
import type { Matcher } from 'react-day-picker';
import { Calendar } from '../Calendar/Calendar';
import { Field } from '../Field/Field';
import { useFieldIds } from '../Field/useFieldIds';
import control from '../Field/control.module.css';
import { dateOfIso, displayOfIso, isoOfDate } from './iso-date';
import styles from './DatePicker.module.css';

export interface DatePickerProps {
  label: string;
  /** The chosen day as 'YYYY-MM-DD', or '' while none is chosen. */
  value: string;
  onChange(value: string): void;
  /** Called when the calendar closes, so forms can treat the field as touched. */
  onBlur?(): void;
  /** Earliest and latest day that can be chosen ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
  /** Days to shade as one period in the calendar, e.g. the vacation being edited. */
  range?: { start: string; end: string };
  /** Shown below the field, announced, and marks the field invalid. */
  error?: string;
  hint?: string;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  className?: string;
  /** Reaches the button, so a form can focus the field with an error. */
  ref?: Ref<HTMLButtonElement>;
}

/** A date field that shows dd/mm/yyyy and opens a Dutch calendar (weeks from Monday) to choose from. */
export function DatePicker({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  range,
  error,
  hint,
  placeholder = 'dd/mm/jjjj',
  disabled = false,
  required = false,
  name,
  id,
  className,
  ref,
}: DatePickerProps) {
  const ids = useFieldIds({ id, hint, error });
  const valueId = `${ids.control}-value`;
  const [open, setOpen] = useState(false);

  const selected = dateOfIso(value);
  const earliest = dateOfIso(min);
  const latest = dateOfIso(max);
  const disabledDays: Matcher[] = [
    ...(earliest ? [{ before: earliest }] : []),
    ...(latest ? [{ after: latest }] : []),
  ];
  const rangeStart = dateOfIso(range?.start);
  const rangeEnd = dateOfIso(range?.end);
  const inRange =
    rangeStart && rangeEnd && rangeStart < rangeEnd ? { from: rangeStart, to: rangeEnd } : undefined;

  const changeOpen = (nextOpen: boolean) => {
    setOpen(nextOpen);
    if (!nextOpen) onBlur?.();
  };

  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <Popover.Root open={open} onOpenChange={changeOpen}>
        <Popover.Trigger asChild>
          <button
            ref={ref}
            id={ids.control}
            name={name}
            type="button"
            value={value}
            disabled={disabled}
            className={clsx(control.control, styles.trigger)}
            aria-labelledby={`${ids.label} ${valueId}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
          >
            <span id={valueId} className={value ? styles.value : styles.placeholder}>
              {value ? displayOfIso(value) : placeholder}
            </span>
            <CalendarDays className={styles.icon} aria-hidden="true" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className={styles.popover}
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={`${label} kiezen`}
            onOpenAutoFocus={(event) => {
              // Start on the chosen day (or today, or the first day that can be chosen), not on the month buttons.
              event.preventDefault();
              (event.currentTarget as HTMLElement)
                .querySelector<HTMLElement>('td button[tabindex="0"]')
                ?.focus();
            }}
          >
            <Calendar
              mode="single"
              required
              selected={selected}
              defaultMonth={selected ?? earliest}
              startMonth={earliest}
              endMonth={latest}
              disabled={disabledDays}
              modifiers={inRange ? { period: inRange } : undefined}
              modifiersClassNames={{ period: styles.period }}
              onSelect={(date) => {
                onChange(isoOfDate(date));
                changeOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </Field>
  );
}
