import { WEEKDAYS_FROM_SUNDAY, type Weekday } from './weekdays';

/**
 * Calendar dates travel as 'YYYY-MM-DD' strings: they name a day, not an instant, so no time
 * zone can shift them. Such strings also compare correctly as plain strings.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOf(date: string): [number, number, number] | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? [year, month, day] : undefined;
}

/** A real calendar day written as 'YYYY-MM-DD' (so '2025-02-30' is not one). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && partsOf(value) !== undefined;
}

function utcMidnight(date: string): Date {
  const parts = partsOf(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]));
}

/** 'YYYY-MM-DD' of a year, month (1-12) and day. */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addDays(date: string, days: number): string {
  const moved = utcMidnight(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return isoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayIndexOf(date: string): number {
  return utcMidnight(date).getUTCDay();
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS_FROM_SUNDAY[weekdayIndexOf(date)];
}

/** 'YYYY-MM-DD' becomes 'dd/mm/yyyy', the dashboard's date format. */
export function formatDutchDate(date: string): string {
  const parts = partsOf(date);
  if (!parts) return date;
  return `${String(parts[2]).padStart(2, '0')}/${String(parts[1]).padStart(2, '0')}/${parts[0]}`;
}

/** The local calendar day of a Date, e.g. one a date picker produced. */
export function isoDateOfLocal(date: Date): string {
  return isoDate(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** Local midnight of a calendar day, for date pickers that work with Date objects. */
export function localDateOf(date: string): Date {
  const parts = partsOf(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(parts[0], parts[1] - 1, parts[2]);
}
