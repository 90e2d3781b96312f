import { combine, invalid, valid, type FieldResult, type Parsed } from '../parsing';
import { addDays, isIsoDate } from '../scheduling/calendar-date';
import { ORDER_FILTER_MESSAGES } from './order-filters';

/** `GET /api/admin/orders/export?from=YYYY-MM-DD&to=YYYY-MM-DD`: the days paid, both included. */
export interface ExportRange {
  from: string;
  to: string;
}

/** At most a year at once. */
export const EXPORT_MAX_DAYS = 366;

export const EXPORT_MESSAGES = {
  rangeTooLong: `Exporteer hoogstens ${EXPORT_MAX_DAYS} dagen tegelijk.`,
} as const;

function readDay(value: unknown): FieldResult<string> {
  return isIsoDate(value) ? valid(value) : invalid(ORDER_FILTER_MESSAGES.dateInvalid);
}

export function parseExportRange(query: Record<string, unknown>): Parsed<ExportRange> {
  const parsed = combine({ from: readDay(query.from), to: readDay(query.to) });
  if (!parsed.ok) return parsed;
  const { from, to } = parsed.value;
  if (to < from) return { ok: false, errors: { to: ORDER_FILTER_MESSAGES.rangeReversed } };
  if (addDays(from, EXPORT_MAX_DAYS) <= to)
    return { ok: false, errors: { to: EXPORT_MESSAGES.rangeTooLong } };
  return parsed;
}
