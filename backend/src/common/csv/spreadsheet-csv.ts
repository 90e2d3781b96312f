import { stringify } from 'csv-stringify/sync';
import type { Cents } from '@bestelklaar/domain';

/**
 * A cell: text (anything a person typed may be in it) or an amount the server counted itself.
 * Amounts are the only numbers a sheet takes: plain numbers, such as an order number, go as text.
 */
export type SpreadsheetCell = string | Cents;

/** Cents as a Belgian accountant's Excel reads them: decimal comma, no thousands separator. */
function amountText(value: number): string {
  const sign = value < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(value) / 100);
  return `${sign}${whole},${String(Math.abs(value) % 100).padStart(2, '0')}`;
}

/**
 * One table as a CSV that Excel and LibreOffice open as it is (UTF-8 with a BOM, `;` between fields,
 * CRLF), every row as long as the header. No text cell can run as a formula: one that starts with
 * `=`, `+`, `-`, `@`, tab or CR (or their full-width forms) gets a `'` before it (OWASP's CSV
 * injection rule, csv-stringify's `escape_formulas`), and is otherwise kept as it was. An amount
 * stays a number, '-0,79' too: only the server writes those cells, from cents, never from text.
 */
export function spreadsheetCsv(
  header: readonly string[],
  rows: readonly (readonly SpreadsheetCell[])[],
): string {
  for (const row of rows)
    if (row.length !== header.length)
      throw new Error(`A CSV row has ${row.length} cells where the header has ${header.length}`);
  return stringify([header, ...rows], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: { number: amountText },
  });
}
