import { isIsoDate, weekdayIndexOf } from './calendar-date';

const ORDER_DATE = /^Day([0-6])-(\d{4}-\d{2}-\d{2})$/;

/** The order's pickup day as the order payload carries it: 'Day{weekdayIndex}-{YYYY-MM-DD}', 0 = Sunday. */
export function formatOrderDate(date: string): string {
  return `Day${weekdayIndexOf(date)}-${date}`;
}

/** The calendar day of an order date, or undefined when it is malformed or its weekday does not match. */
export function parseOrderDate(value: string): { weekdayIndex: number; date: string } | undefined {
  const match = ORDER_DATE.exec(value);
  if (!match || !isIsoDate(match[2])) return undefined;
  const weekdayIndex = Number(match[1]);
  if (weekdayIndexOf(match[2]) !== weekdayIndex) return undefined;
  return { weekdayIndex, date: match[2] };
}
