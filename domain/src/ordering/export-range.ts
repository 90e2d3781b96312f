import { combine, invalid, valid, type FieldResult, type Parsed } from '../parsing';
import { addDays, isIsoDate } from '../scheduling/calendar-date';
import { ORDER_FILTER_MESSAGES } from './order-filters';

/** Which file the export gives: one row per order, or the VAT summary per rate. */
export const EXPORT_TABLES = ['orders', 'vat'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

/**
 * `GET /api/admin/orders/export?from=YYYY-MM-DD&to=YYYY-MM-DD&table=orders|vat`: the days paid, both
 * included. `table` is `orders` (one row per order, the default) or `vat` (the summary per VAT rate,
 * refunds taken off): two files, each one rectangular table.
 */
export interface ExportRange {
  from: string;
  to: string;
  /** `orders` (default) or `vat`. */
  table?: ExportTable;
}

/** At most a year at once. */
export const EXPORT_MAX_DAYS = 366;

export const EXPORT_MESSAGES = {
  rangeTooLong: `Exporteer hoogstens ${EXPORT_MAX_DAYS} dagen tegelijk.`,
  tableInvalid: 'Kies de bestellingen (orders) of het btw-overzicht (vat).',
} as const;

function readDay(value: unknown): FieldResult<string> {
  return isIsoDate(value) ? valid(value) : invalid(ORDER_FILTER_MESSAGES.dateInvalid);
}

function readTable(value: unknown): FieldResult<ExportTable> {
  if (value === undefined || value === '') return valid('orders');
  return EXPORT_TABLES.some((table) => table === value)
    ? valid(value as ExportTable)
    : invalid(EXPORT_MESSAGES.tableInvalid);
}

export function parseExportRange(query: Record<string, unknown>): Parsed<Required<ExportRange>> {
  const parsed = combine({
    from: readDay(query.from),
    to: readDay(query.to),
    table: readTable(query.table),
  });
  if (!parsed.ok) return parsed;
  const { from, to } = parsed.value;
  if (to < from) return { ok: false, errors: { to: ORDER_FILTER_MESSAGES.rangeReversed } };
  if (addDays(from, EXPORT_MAX_DAYS) <= to)
    return { ok: false, errors: { to: EXPORT_MESSAGES.rangeTooLong } };
  return parsed;
}
