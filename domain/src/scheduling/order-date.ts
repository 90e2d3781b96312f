import { isIsoDate, weekdayIndexOf } from './calendar-date';

/**
 * An order's pickup day as a request may carry it: `YYYY-MM-DD`, or as the order form sends it,
 * `Day{weekdayIndex}-{YYYY-MM-DD}` (0 = Sunday), whose index must then be the date's weekday. The
 * API description gives this pattern for `OrderRequest.date`.
 */
export const ORDER_DATE_PATTERN = '^(?:Day([0-6])-)?(\\d{4}-\\d{2}-\\d{2})$';

const ORDER_DATE = new RegExp(ORDER_DATE_PATTERN);

/** The order's pickup day as the order form sends it: 'Day{weekdayIndex}-{YYYY-MM-DD}', 0 = Sunday. */
export function formatOrderDate(date: string): string {
  return `Day${weekdayIndexOf(date)}-${date}`;
}

/**
 * The calendar day of an order date (see ORDER_DATE_PATTERN), or undefined when it is malformed,
 * names no real day, or its `Day{n}-` is another weekday than the date's.
 */
export function parseOrderDate(value: string): { weekdayIndex: number; date: string } | undefined {
  const match = ORDER_DATE.exec(value);
  if (!match || !isIsoDate(match[2])) return undefined;
  const weekdayIndex = weekdayIndexOf(match[2]);
  if (match[1] !== undefined && Number(match[1]) !== weekdayIndex) return undefined;
  return { weekdayIndex, date: match[2] };
}
