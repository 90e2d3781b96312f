import { addDays, isoDate, todayIn } from '@bestelklaar/domain';
import { formatMonth } from '../shared/order-format';

/** How many months back the export offers, this month included. */
export const EXPORT_MONTHS = 24;

/** A month as the export asks it: its first and last day (`YYYY-MM-DD`, both included). */
export interface ExportMonth {
  month: string;
  label: string;
  from: string;
  to: string;
}

/** This month and the ones before it, newest first, as the shop's calendar counts them. */
export function exportMonths(now: Date, timeZone: string, count = EXPORT_MONTHS): ExportMonth[] {
  const [year = 0, month = 1] = todayIn(timeZone, now).split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    const from = isoDate(Math.floor(index / 12), (index % 12) + 1, 1);
    const next = isoDate(Math.floor((index + 1) / 12), ((index + 1) % 12) + 1, 1);
    const key = from.slice(0, 7);
    return { month: key, label: `${formatMonth(key)} ${key.slice(0, 4)}`, from, to: addDays(next, -1) };
  });
}
