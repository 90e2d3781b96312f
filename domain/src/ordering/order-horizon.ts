import { ORDER_LIMITS } from './order-messages';

/** Months after the shop's current one a customer may order for (the calendar shows them all). */
export const MONTHS_AHEAD = 1;

/**
 * The days a customer may order for: the shop's today up to the end of next month, within what one
 * availability read covers. The order form offers exactly these; the server refuses any later day.
 */
export function orderHorizon(today: string): { from: string; days: number } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  // Day 0 of the month after next is the last day of next month.
  const lastDay = new Date(Date.UTC(year, month + MONTHS_AHEAD, 0));
  const days = Math.round((lastDay.getTime() - Date.parse(`${today}T00:00:00Z`)) / 86_400_000) + 1;
  return { from: today, days: Math.min(days, ORDER_LIMITS.availabilityDaysMax) };
}

/** Whether `date` (YYYY-MM-DD) lies within the horizon counted from the shop's `today`. */
export function isWithinOrderHorizon(today: string, date: string): boolean {
  const { days } = orderHorizon(today);
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + (days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return date >= today && date <= last;
}
