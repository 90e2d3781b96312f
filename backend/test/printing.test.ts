import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { PRINTER_MESSAGES, type PrinterView } from '@bestelklaar/domain';
import { asMultipart, productFields } from './support/catalog-fixtures';
import { SimulatedPrinter, STATUS, ticketText } from './support/cloudprnt-printer';
import { eventually } from './support/eventually';
import {
  openOrderingShop,
  orderPayload,
  placePaidOrder,
  placeOrder,
  useOrderingApp,
  type OrderingShop,
} from './support/order-fixtures';
import { withDatabase } from './support/shop-setup';

/**
 * The kitchen's printers over Star CloudPRNT, with a simulated printer that follows the protocol:
 * each paid order printed once by each printer that takes it, whatever the polls do at once or
 * again, a job handed out again only when its printer did not confirm it within a minute, and a
 * printer back after an hour printing what waited, in order, once.
 */
const { t, shop, clock } = useOrderingApp();

async function addPrinter(
  body: Record<string, unknown> = {},
  owner: OrderingShop['owner'] = shop.owner,
): Promise<{ printerId: string; cloudPrntUrl: string }> {
  const response = await t.http
    .post('/api/admin/printers')
    .set(owner.auth)
    .send({ name: 'Keuken', paperWidth: 80, ...body })
    .expect(201);
  return response.body;
}

async function printerFor(body: Record<string, unknown> = {}, accepts?: string[]) {
  const { printerId, cloudPrntUrl } = await addPrinter(body);
  return { printerId, cloudPrntUrl, printer: new SimulatedPrinter(t, cloudPrntUrl, { accepts }) };
}

const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  withDatabase(t, async (db) => (await db.query(text, values)).rows as T[]);

const jobsOf = async (orderId: string) =>
  (await sql<{ n: number }>('SELECT count(*)::int AS n FROM print_jobs WHERE order_id = $1', [orderId]))[0]!
    .n;

/** Whether the printing subscriber has handled the order's payment (its jobs, if any, are queued). */
const paymentHandled = async (orderId: string) =>
  (
    await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM handled_events handled JOIN domain_events event ON event.id = handled.event_id
       WHERE handled.subscriber = 'printing.paid' AND event.payload ->> 'orderId' = $1`,
      [orderId],
    )
  )[0]!.n;

/** A paid order, once the event's subscriber queued its print jobs (`expected` of them). */
async function paidOrder(expected: number, payload = orderPayload(shop)) {
  const { orderId } = await placePaidOrder(t, shop, payload);
  await eventually(async () => expect(await paymentHandled(orderId)).toBe(1));
  expect(await jobsOf(orderId)).toBe(expected);
  const [{ number }] = await sql<{ number: number }>('SELECT number FROM orders WHERE id = $1', [orderId]);
  return { orderId, number: Number(number) };
}

const printers = async (owner = shop.owner) =>
  (await t.http.get('/api/admin/printers').set(owner.auth).expect(200)).body as PrinterView[];

afterEach(async () => {
  for (const { printerId } of await printers())
    await t.http.delete(`/api/admin/printers/${printerId}`).set(shop.owner.auth).expect(204);
});

describe('a paid order on the kitchen printer', () => {
  it('prints once by itself, with the order on the ticket, and its address carries a token kept only as a hash', async () => {
    const { printerId, cloudPrntUrl, printer } = await printerFor();
    expect(cloudPrntUrl).toMatch(/^https?:\/\/[^/]+\/api\/printers\/cloudprnt\/[A-Za-z0-9_-]{43}$/);
    const token = cloudPrntUrl.split('/').pop()!;
    const [row] = await sql<{ token_hash: string }>('SELECT * FROM printers WHERE id = $1', [printerId]);
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    expect((await printer.turn()).kind).toBe('idle');
    const { orderId, number } = await paidOrder(1);
    const printed = await printer.drain();
    expect(printed).toHaveLength(1);
    expect(printed[0]!.type).toBe('application/vnd.star.starprnt');
    const text = ticketText(printed[0]!);
    expect(text).toContain(`#${number}`);
    expect(text).toContain('2 x Tomatensoep');
    expect(text).toContain('Jan Janssens');
    expect(text).toContain('€ 9,00');
    expect(await printer.drain()).toHaveLength(0);
    const [job] = await sql('SELECT * FROM print_jobs WHERE order_id = $1', [orderId]);
    expect(job).toMatchObject({ reason: 'paid', hand_outs: 1, result_code: '200 OK' });
    expect(job!.confirmed_at).not.toBeNull();
  });

  it('prints once on each of two printers, and a printer that only takes text gets text/plain', async () => {
    const kitchen = await printerFor();
    const bar = await printerFor({ name: 'Bar', paperWidth: 58 }, ['text/plain']);
    const { number } = await paidOrder(2);
    const [fromKitchen, fromBar] = [await kitchen.printer.drain(), await bar.printer.drain()];
    expect(fromKitchen).toHaveLength(1);
    expect(fromBar).toHaveLength(1);
    expect(fromBar[0]!.type).toBe('text/plain');
    const lines = ticketText(fromBar[0]!).split('\n');
    expect(lines[0]).toBe('');
    expect(lines.every((line) => line.length <= 32)).toBe(true);
    expect(lines.some((line) => line.includes(`#${number}`))).toBe(true);
    expect(await kitchen.printer.drain()).toHaveLength(0);
    expect(await bar.printer.drain()).toHaveLength(0);
  });

  it('prints an order on a printer of chosen collections only when a line is of one of them', async () => {
    const drinks = (
      await t.http
        .post('/api/admin/collections')
        .set(shop.owner.auth)
        .send({ name: 'Dranken', icon: 'Coffee' })
        .expect(201)
    ).body._id as string;
    const coffee = (
      await asMultipart(
        t.http.post('/api/admin/products').set(shop.owner.auth),
        productFields({ name: 'Koffie', price: '2.50', collection: drinks }),
      ).expect(201)
    ).body._id as string;
    const bar = await printerFor({ name: 'Bar', collections: [drinks] });
    const kitchen = await printerFor({ name: 'Keuken' });

    const soupOnly = await paidOrder(1);
    expect(await bar.printer.drain()).toHaveLength(0);
    expect(await kitchen.printer.drain()).toHaveLength(1);

    const withCoffee = await paidOrder(
      2,
      orderPayload(shop, {
        cartItems: [
          { _id: shop.productId, type: 'product', quantity: 1, selectedOptions: {}, calculatedPrice: 4.5 },
          { _id: coffee, type: 'product', quantity: 2, selectedOptions: {}, calculatedPrice: 2.5 },
        ],
      }),
    );
    const barTickets = await bar.printer.drain();
    expect(barTickets).toHaveLength(1);
    expect(ticketText(barTickets[0]!)).toContain(`#${withCoffee.number}`);
    expect(ticketText(barTickets[0]!)).toContain('2 x Koffie');
    expect(await kitchen.printer.drain()).toHaveLength(1);
    expect(await jobsOf(soupOnly.orderId)).toBe(1);
    expect((await printers()).find(({ name }) => name === 'Bar')!.collections).toEqual([
      { _id: drinks, name: 'Dranken' },
    ]);

    // A deleted collection leaves the printer, which then prints none of it.
    await t.http.delete(`/api/admin/collections/${drinks}`).set(shop.owner.auth).expect(204);
    expect((await printers()).find(({ name }) => name === 'Bar')!.collections).toEqual([]);
    const [row] = await sql<{ collections: string[] }>('SELECT collections FROM printers WHERE id = $1', [
      bar.printerId,
    ]);
    expect(row!.collections).toEqual([]);
  });

  it('prints the copies asked for on one job, each cut apart', async () => {
    const { printer } = await printerFor({ copies: 3 });
    const { orderId, number } = await paidOrder(1);
    const [ticket] = await printer.drain();
    const text = ticketText(ticket!);
    expect(text.split(`#${number}`)).toHaveLength(4);
    // ESC d 3: feed and cut, once after each copy.
    expect(ticket!.body.toString('latin1').split('\u001bd\u0003')).toHaveLength(4);
    expect(await jobsOf(orderId)).toBe(1);
  });
});

describe('print once, whatever the polls do', () => {
  it('hands a job out once to twenty polls at once, gives the same ticket to every GET, and none after the DELETE', async () => {
    const { printer } = await printerFor();
    const { orderId } = await paidOrder(1);
    const polls = await Promise.all(Array.from({ length: 20 }, () => printer.poll()));
    const ready = polls.filter(({ answer }) => answer.jobReady);
    expect(ready).toHaveLength(1);
    const jobToken = ready[0]!.answer.jobToken;
    expect(ready[0]!.answer.mediaTypes).toContain('text/plain');
    const [job] = await sql<{ hand_outs: number }>('SELECT hand_outs FROM print_jobs WHERE order_id = $1', [
      orderId,
    ]);
    expect(job!.hand_outs).toBe(1);

    const gets = await Promise.all(Array.from({ length: 20 }, () => printer.fetch('text/plain', jobToken)));
    expect(new Set(gets.map(({ ticket }) => ticket!.body.toString('hex'))).size).toBe(1);
    expect((await printer.poll()).answer.jobReady).toBe(false);

    const deletes = await Promise.all(Array.from({ length: 20 }, () => printer.confirm(jobToken)));
    expect(deletes.every((status) => status === 200)).toBe(true);
    // A late error code for a confirmed job changes nothing.
    await printer.confirm(jobToken, '520 Timeout');
    expect((await printer.fetch('text/plain', jobToken)).status).toBe(404);
    clock.advance(5 * 60_000);
    expect((await printer.poll()).answer.jobReady).toBe(false);
    const [done] = await sql('SELECT hand_outs, failures, confirmed_at FROM print_jobs WHERE order_id = $1', [
      orderId,
    ]);
    expect(done).toMatchObject({ hand_outs: 1, failures: 0 });
    expect(done!.confirmed_at).not.toBeNull();
  });

  it('hands each of five jobs out once, round after round of twenty polls at once', async () => {
    const { printer } = await printerFor();
    for (let round = 0; round < 5; round += 1) {
      await paidOrder(1);
      const polls = await Promise.all(Array.from({ length: 20 }, () => printer.poll()));
      const ready = polls.filter(({ answer }) => answer.jobReady);
      expect(ready, `round ${round}`).toHaveLength(1);
      expect(await printer.confirm(ready[0]!.answer.jobToken)).toBe(200);
    }
    const jobs = await sql<{ hand_outs: number }>(
      'SELECT hand_outs FROM print_jobs WHERE printer_id = (SELECT id FROM printers WHERE shop_id = $1)',
      [shop.owner.id],
    );
    expect(jobs.map(({ hand_outs }) => hand_outs)).toEqual([1, 1, 1, 1, 1]);
  });

  it('answers a poll again before the GET with nothing new, and a printer that gets no token still fetches and confirms its job', async () => {
    const { printer } = await printerFor();
    await paidOrder(1);
    const first = await printer.poll();
    expect(first.answer.jobReady).toBe(true);
    expect((await printer.poll()).answer.jobReady).toBe(false);
    expect((await printer.poll()).answer.jobReady).toBe(false);
    // Firmware without jobToken: the GET and DELETE name no job; the printer's held job is meant.
    const fetched = await printer.fetch('application/vnd.star.line', undefined);
    expect(fetched.status).toBe(200);
    expect(fetched.ticket!.type).toBe('application/vnd.star.line');
    expect(await printer.confirm(undefined)).toBe(200);
    expect(await printer.drain()).toHaveLength(0);
  });

  it('hands a job out again after a minute when the printer lost its network mid-job, never after it confirmed', async () => {
    const { printer } = await printerFor();
    const { orderId, number } = await paidOrder(1);
    const lost = await printer.turn({ loseNetwork: true });
    expect(lost.kind).toBe('lost');
    clock.advance(59_000);
    expect((await printer.poll()).answer.jobReady).toBe(false);
    clock.advance(2_000);
    const again = await printer.turn();
    expect(again.kind).toBe('printed');
    expect(ticketText((again as { ticket: Parameters<typeof ticketText>[0] }).ticket)).toContain(
      `#${number}`,
    );
    clock.advance(10 * 60_000);
    expect(await printer.drain()).toHaveLength(0);
    const [job] = await sql('SELECT hand_outs FROM print_jobs WHERE order_id = $1', [orderId]);
    expect(job!.hand_outs).toBe(2);
  });

  it('hands a job out again at once after the printer reports it failed', async () => {
    const { printer } = await printerFor();
    await paidOrder(1);
    const { answer } = await printer.poll();
    expect(await printer.confirm(answer.jobToken, '511 Media decoding error')).toBe(200);
    const printed = await printer.drain();
    expect(printed).toHaveLength(1);
  });

  it('holds jobs while the paper is out and prints them once it is back', async () => {
    const { printer, printerId } = await printerFor();
    printer.statusCode = STATUS.paperOut;
    await paidOrder(1);
    expect((await printer.turn()).kind).toBe('idle');
    const listed = (await printers()).find((one) => one.printerId === printerId)!;
    expect(listed.state).toEqual({ kind: 'paper-out' });
    expect(listed.jobsWaiting).toBe(1);
    printer.statusCode = STATUS.online;
    expect(await printer.drain()).toHaveLength(1);
    expect((await printers()).find((one) => one.printerId === printerId)).toMatchObject({
      state: { kind: 'online' },
      jobsWaiting: 0,
    });
  });

  it('prints what waited while the printer was offline for an hour, in order, once', async () => {
    const { printer, printerId } = await printerFor();
    expect((await printers())[0]!.state).toEqual({ kind: 'never' });
    await printer.turn();
    const lastPoll = clock.now().toISOString();
    const orders = [await paidOrder(1), await paidOrder(1), await paidOrder(1)];
    clock.advance(60 * 60_000);
    const listed = (await printers()).find((one) => one.printerId === printerId)!;
    expect(listed.state).toEqual({ kind: 'offline', since: lastPoll });
    expect(listed.jobsWaiting).toBe(3);

    const printed = await printer.drain();
    expect(printed.map((ticket) => /#(\d+)/.exec(ticketText(ticket))![1])).toEqual(
      orders.map(({ number }) => String(number)),
    );
    expect(await printer.drain()).toHaveLength(0);
  });

  it('polls on an interval like a printer on the counter and prints each order once', async () => {
    const { printer } = await printerFor();
    printer.start(20);
    try {
      const orders = [await paidOrder(1), await paidOrder(1)];
      await eventually(async () => expect(printer.printed).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(printer.printed).toHaveLength(2);
      expect(printer.printed.map((ticket) => /#(\d+)/.exec(ticketText(ticket))![1])).toEqual(
        orders.map(({ number }) => String(number)),
      );
    } finally {
      await printer.stop();
    }
  });
});

describe("'Opnieuw afdrukken'", () => {
  it('makes a new job on purpose, printed once and marked as printed again', async () => {
    const { printer } = await printerFor();
    const { orderId, number } = await paidOrder(1);
    expect(await printer.drain()).toHaveLength(1);
    const again = await t.http.post(`/api/admin/orders/${orderId}/print`).set(shop.owner.auth).expect(201);
    expect(again.body).toEqual({ jobs: 1 });
    const [ticket, ...more] = await printer.drain();
    expect(more).toHaveLength(0);
    expect(ticketText(ticket!)).toContain('OPNIEUW AFGEDRUKT (2)');
    expect(ticketText(ticket!)).toContain(`#${number}`);
  });

  it('refuses an unpaid order, and an order no printer takes', async () => {
    const unpaid = (await placeOrder(t, shop).expect(201)).body.orderId as string;
    await printerFor();
    const refused = await t.http.post(`/api/admin/orders/${unpaid}/print`).set(shop.owner.auth).expect(409);
    expect(refused.body.message).toBe(PRINTER_MESSAGES.notPaid);
    for (const { printerId } of await printers())
      await t.http.delete(`/api/admin/printers/${printerId}`).set(shop.owner.auth).expect(204);
    const { orderId } = await paidOrder(0);
    const none = await t.http.post(`/api/admin/orders/${orderId}/print`).set(shop.owner.auth).expect(409);
    expect(none.body.message).toBe(PRINTER_MESSAGES.noPrinter);
  });
});

describe("another shop's printers and orders", () => {
  it("are not found, and a printer prints its own shop's orders only", async () => {
    const other = await openOrderingShop(t);
    const theirs = await addPrinter({ name: 'Hun keuken' }, other.owner);
    const theirPrinter = new SimulatedPrinter(t, theirs.cloudPrntUrl);
    const { printer, printerId } = await printerFor();
    const { orderId } = await paidOrder(1);

    expect((await printers(other.owner)).map(({ name }) => name)).toEqual(['Hun keuken']);
    await t.http.delete(`/api/admin/printers/${printerId}`).set(other.owner.auth).expect(404);
    await t.http.post(`/api/admin/orders/${orderId}/print`).set(other.owner.auth).expect(404);
    expect(await theirPrinter.drain()).toHaveLength(0);
    // Our printer's job token means nothing at their address.
    const { answer } = await printer.poll();
    expect((await theirPrinter.fetch('text/plain', answer.jobToken)).status).toBe(404);
    expect(await printer.drain()).toHaveLength(0);
    expect(await printer.confirm(answer.jobToken)).toBe(200);
    expect(await printer.drain()).toHaveLength(0);
  });
});

describe('the CloudPRNT address', () => {
  it("answers a wrong token with a bare 404, and a removed printer's address stops working", async () => {
    const { printerId, cloudPrntUrl } = await addPrinter();
    const path = new URL(cloudPrntUrl).pathname;
    const wrong = path.replace(/[A-Za-z0-9_-]{43}$/, 'A'.repeat(43));
    for (const candidate of [wrong, '/api/printers/cloudprnt/kort', `${path}x`]) {
      const answer = await t.http.post(candidate).send({ statusCode: '200%20OK' });
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toMatch(/printer|token/i);
    }
    await t.http.delete(`/api/admin/printers/${printerId}`).set(shop.owner.auth).expect(204);
    expect((await t.http.post(path).send({})).status).toBe(404);
  });

  it('refuses a printer that asks more than 300 times a minute, and no other printer', async () => {
    const { printer } = await printerFor();
    const other = await printerFor({ name: 'Bar' });
    const statuses: number[] = [];
    for (let batch = 0; batch < 7; batch += 1)
      statuses.push(
        ...(await Promise.all(Array.from({ length: 50 }, () => printer.poll()))).map(({ status }) => status),
      );
    expect(statuses.filter((status) => status === 200)).toHaveLength(300);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    expect((await other.printer.poll()).status).toBe(200);
  });

  it('cannot be made to fail by big, malformed or mistyped bodies, or a media type it does not offer', async () => {
    const { cloudPrntUrl, printer } = await printerFor();
    const path = new URL(cloudPrntUrl).pathname;
    const big = await t.http
      .post(path)
      .set('Content-Type', 'application/json')
      .send(`{"status":"${'x'.repeat(2_000_000)}"}`);
    expect(big.status).toBe(413);
    const malformed = await t.http.post(path).set('Content-Type', 'application/json').send('{"status":');
    expect(malformed.status).toBe(400);
    const mistyped = await t.http.post(path).send({ statusCode: 200, printingInProgress: 'ja' });
    expect(mistyped.status).toBe(400);
    expect(Object.keys(mistyped.body.fields).sort()).toEqual(['printingInProgress', 'statusCode']);
    const long = await t.http
      .post(path)
      .send({ statusCode: '200 OK', status: 'y'.repeat(100_000), extra: { a: [1] } });
    expect(long.status).toBe(200);
    const [row] = await sql<{ last_status: { status: string } }>(
      'SELECT last_status FROM printers WHERE token_hash IS NOT NULL ORDER BY created_at DESC LIMIT 1',
    );
    expect(row!.last_status.status.length).toBeLessThanOrEqual(200);
    await paidOrder(1);
    const { answer } = await printer.poll();
    expect((await printer.fetch('image/png', answer.jobToken)).status).toBe(415);
    expect((await t.http.get(path).query({ type: 'text/plain', token: 'geen-id' })).status).toBe(404);
    expect(await printer.drain()).toHaveLength(0);
    clock.advance(61_000);
    expect(await printer.drain()).toHaveLength(1);
  });
});

describe("'Printer toevoegen'", () => {
  it("refuses another paper width, too many copies and a collection that is not the shop's, in Dutch", async () => {
    const refused = await t.http
      .post('/api/admin/printers')
      .set(shop.owner.auth)
      .send({ name: 'Keuken', paperWidth: 76, copies: 9 })
      .expect(400);
    expect(refused.body.fields).toEqual({
      paperWidth: PRINTER_MESSAGES.paperWidth,
      copies: PRINTER_MESSAGES.copies,
    });
    const unknown = await t.http
      .post('/api/admin/printers')
      .set(shop.owner.auth)
      .send({ name: 'Keuken', paperWidth: 58, collections: ['00000000-0000-4000-8000-000000000000'] })
      .expect(404);
    expect(unknown.body.message).toBe(PRINTER_MESSAGES.collectionUnknown);
    expect(await printers()).toEqual([]);
  });
});
