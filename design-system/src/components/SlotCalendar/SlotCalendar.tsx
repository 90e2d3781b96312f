import clsx from 'clsx';
import { addDays, addMonths, format } from 'date-fns';
import { nl } from 'react-day-picker/locale';
import { useId } from 'react';
import { Calendar } from '../Calendar/Calendar';
import { dateOfIso, isoOfDate } from '../DatePicker/iso-date';
import { FieldError } from '../Field/FieldError';
import { Spinner } from '../Spinner/Spinner';
import styles from './SlotCalendar.module.css';

/**
 * Why a day can or cannot be picked; the domain's `dayStatus` values (decided from the shop's pickup
 * moments, vacations, lead time and time zone), plus 'full' when every piece of the day is taken.
 */
export type CalendarDayStatus = 'available' | 'past' | 'vacation' | 'closed' | 'leadTime' | 'full';

export interface SlotCalendarProps {
  /** The shop's today ('YYYY-MM-DD'), which may differ from the visitor's. */
  today: string;
  dayStatus(date: string): CalendarDayStatus;
  /** The chosen day ('YYYY-MM-DD'). */
  selected?: string;
  onSelect(date: string): void;
  label?: string;
  /** Shown below the calendar and announced, e.g. 'Kies een dag'. */
  error?: string;
  /** While the shop's schedule loads. */
  loading?: boolean;
  /** How many months after the current one the customer can browse. */
  monthsAhead?: number;
  className?: string;
}

const REASONS: Record<CalendarDayStatus, string | undefined> = {
  available: undefined,
  past: undefined,
  closed: 'gesloten',
  vacation: 'vakantie',
  leadTime: 'niet meer te bestellen voor vandaag',
  full: 'volzet',
};

/** The first day from `first` up to (not including) `end` that passes the test. */
function firstDay(first: Date, end: Date, test: (date: Date) => boolean): Date | undefined {
  for (let date = first; date < end; date = addDays(date, 1)) if (test(date)) return date;
  return undefined;
}

const someDay = (first: Date, end: Date, test: (date: Date) => boolean) =>
  firstDay(first, end, test) !== undefined;

/** The customer's pickup-day calendar: only days with a pickup moment the shop can still prepare for. */
export function SlotCalendar({
  today,
  dayStatus,
  selected,
  onSelect,
  label = 'Kies een ophaaldag',
  error,
  loading = false,
  monthsAhead = 3,
  className,
}: SlotCalendarProps) {
  const labelId = useId();
  const errorId = `${labelId}-error`;
  const todayDate = dateOfIso(today) ?? new Date();
  const statusOf = (date: Date) => dayStatus(isoOfDate(date));
  const todayStatus = loading ? undefined : dayStatus(today);
  const lastDay = addMonths(todayDate, monthsAhead + 1);
  const anyFull = !loading && someDay(todayDate, lastDay, (date) => statusOf(date) === 'full');
  // Opens where there is something to choose: the chosen day, else the first day one can pick up
  // (at a month's end often the next month), else this month.
  const openingMonth =
    dateOfIso(selected) ??
    (loading ? undefined : firstDay(todayDate, lastDay, (date) => statusOf(date) === 'available')) ??
    todayDate;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      className={clsx(styles.slotCalendar, className)}
    >
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      {loading ? (
        <div className={styles.loading}>
          <Spinner label="Ophaaldagen laden…" />
        </div>
      ) : (
        <Calendar
          mode="single"
          required
          today={todayDate}
          selected={dateOfIso(selected)}
          defaultMonth={openingMonth}
          startMonth={todayDate}
          endMonth={addMonths(todayDate, monthsAhead)}
          disabled={(date) => statusOf(date) !== 'available'}
          modifiers={{
            available: (date) => statusOf(date) === 'available',
            past: (date) => statusOf(date) === 'past',
            closed: (date) => statusOf(date) === 'closed',
            vacation: (date) => statusOf(date) === 'vacation',
            leadTime: (date) => statusOf(date) === 'leadTime',
            full: (date) => statusOf(date) === 'full',
          }}
          modifiersClassNames={{
            available: styles.available,
            past: styles.past,
            closed: styles.closed,
            vacation: styles.vacation,
            leadTime: styles.leadTime,
            full: styles.full,
          }}
          labels={{
            labelDayButton: (date, modifiers) => {
              const reason = REASONS[statusOf(date)];
              return [
                modifiers.today ? 'Vandaag' : undefined,
                format(date, 'PPPP', { locale: nl }),
                reason,
                modifiers.selected ? 'geselecteerd' : undefined,
              ]
                .filter(Boolean)
                .join(', ');
            },
          }}
          onSelect={(date) => onSelect(isoOfDate(date))}
        />
      )}
      <ul className={styles.legend} aria-label="Legende">
        <li>
          <span className={clsx(styles.swatch, styles.swatchAvailable)} aria-hidden="true" />
          Ophalen mogelijk
        </li>
        <li>
          <span className={clsx(styles.swatch, styles.swatchClosed)} aria-hidden="true" />
          Gesloten
        </li>
        <li>
          <span className={clsx(styles.swatch, styles.swatchVacation)} aria-hidden="true" />
          Vakantie
        </li>
        {anyFull && (
          <li>
            <span className={clsx(styles.swatch, styles.swatchFull)} aria-hidden="true" />
            Volzet
          </li>
        )}
        {todayStatus === 'leadTime' && (
          <li>
            <span className={clsx(styles.swatch, styles.swatchLeadTime)} aria-hidden="true" />
            Vandaag niet meer te bestellen
          </li>
        )}
      </ul>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
