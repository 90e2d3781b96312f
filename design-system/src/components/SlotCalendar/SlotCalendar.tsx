import clsx from 'clsx';
import { addDays, addMonths } from 'date-fns';
import { useId, useMemo } from 'react';
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
  /** The BCP 47 locale the months, weekdays and dates are written in (Intl), e.g. 'fr-BE'. */
  locale?: string;
  /** The calendar's own words in the customer's language; each one left out stays Dutch. */
  texts?: Partial<SlotCalendarTexts>;
  className?: string;
}

/** The words of the calendar beside its dates: its legend, its buttons and why a day cannot be picked. */
export interface SlotCalendarTexts {
  loading: string;
  legend: string;
  available: string;
  closed: string;
  vacation: string;
  full: string;
  leadTimeToday: string;
  today: string;
  selected: string;
  previousMonth: string;
  nextMonth: string;
  /** The name of the previous and next month buttons' bar. */
  monthNavigation: string;
  /** Said after a day that cannot be picked, e.g. 'maandag 23 juni 2025, gesloten'. */
  closedReason: string;
  vacationReason: string;
  leadTimeReason: string;
  fullReason: string;
}

export const SLOT_CALENDAR_TEXTS: SlotCalendarTexts = {
  loading: 'Ophaaldagen laden…',
  legend: 'Legende',
  available: 'Ophalen mogelijk',
  closed: 'Gesloten',
  vacation: 'Vakantie',
  full: 'Volzet',
  leadTimeToday: 'Vandaag niet meer te bestellen',
  today: 'Vandaag',
  selected: 'geselecteerd',
  previousMonth: 'Ga naar vorige maand',
  nextMonth: 'Ga naar volgende maand',
  monthNavigation: 'Navigatiebalk',
  closedReason: 'gesloten',
  vacationReason: 'vakantie',
  leadTimeReason: 'niet meer te bestellen voor vandaag',
  fullReason: 'volzet',
};

function reasonOf(status: CalendarDayStatus, texts: SlotCalendarTexts): string | undefined {
  switch (status) {
    case 'closed':
      return texts.closedReason;
    case 'vacation':
      return texts.vacationReason;
    case 'leadTime':
      return texts.leadTimeReason;
    case 'full':
      return texts.fullReason;
    default:
      return undefined;
  }
}

/** The calendar's dates, months and weekdays as Intl writes them in `locale`. */
function dateWords(locale: string) {
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  const shortWeekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  return {
    day: (date: Date) => day.format(date),
    month: (date: Date) => month.format(date),
    weekday: (date: Date) => weekday.format(date),
    shortWeekday: (date: Date) => shortWeekday.format(date),
  };
}

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
  locale = 'nl-BE',
  texts: someTexts,
  className,
}: SlotCalendarProps) {
  const texts = { ...SLOT_CALENDAR_TEXTS, ...someTexts };
  const words = useMemo(() => dateWords(locale), [locale]);
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
          <Spinner label={texts.loading} />
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
          formatters={{ formatCaption: words.month, formatWeekdayName: words.shortWeekday }}
          labels={{
            labelGrid: words.month,
            labelWeekday: words.weekday,
            labelPrevious: () => texts.previousMonth,
            labelNext: () => texts.nextMonth,
            labelNav: () => texts.monthNavigation,
            labelDayButton: (date, modifiers) => {
              return [
                modifiers.today ? texts.today : undefined,
                words.day(date),
                reasonOf(statusOf(date), texts),
                modifiers.selected ? texts.selected : undefined,
              ]
                .filter(Boolean)
                .join(', ');
            },
          }}
          onSelect={(date) => onSelect(isoOfDate(date))}
        />
      )}
      <ul className={styles.legend} aria-label={texts.legend}>
        <li>
          <span className={clsx(styles.swatch, styles.swatchAvailable)} aria-hidden="true" />
          {texts.available}
        </li>
        <li>
          <span className={clsx(styles.swatch, styles.swatchClosed)} aria-hidden="true" />
          {texts.closed}
        </li>
        <li>
          <span className={clsx(styles.swatch, styles.swatchVacation)} aria-hidden="true" />
          {texts.vacation}
        </li>
        {anyFull && (
          <li>
            <span className={clsx(styles.swatch, styles.swatchFull)} aria-hidden="true" />
            {texts.full}
          </li>
        )}
        {todayStatus === 'leadTime' && (
          <li>
            <span className={clsx(styles.swatch, styles.swatchLeadTime)} aria-hidden="true" />
            {texts.leadTimeToday}
          </li>
        )}
      </ul>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
