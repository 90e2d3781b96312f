import { describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { OrderSweeper } from '../src/modules/ordering/order-sweeper';
import { withDatabase } from './support/shop-setup';
import { useTestApp } from './support/test-app';
import {
  FRIDAY_MORNING,
  MONDAY,
  MONDAY_PIECES,
  newCustomer,
  openOrderingShop,
  orderAs as orderAsIn,
  orderRow,
  payInSandbox,
  type Customer,
  type OrderingShop,
} from './support/order-fixtures';

/**
 * Nobody holds a shop's slots without paying: at most 2 unpaid orders per shop per e-mail, per
 * phone and per client at once, each claimed race-free when the order is placed.
 */
const clock = new SettableClock(FRIDAY_MORNING);
const t = useTestApp({ trustProxy: true }, { clock });

const UNPAID_MESSAGE =
  'Je hebt al 2 bestellingen bij deze zaak die nog niet betaald zijn. Rond eerst die betaling af, of annuleer ze in de webshop; een onbetaalde bestelling vervalt na 8 minuten.';

const orderAs = (shop: OrderingShop, customer: Customer, overrides: Parameters<typeof orderAsIn>[3] = {}) =>
  orderAsIn(t, shop, customer, overrides);

const pendingOrders = (shop: OrderingShop) =>
  withDatabase(t, async (db) =>
    Number(
      (
        await db.query(`SELECT count(*) FROM orders WHERE account_id = $1 AND state = 'pending_payment'`, [
          shop.owner.id,
        ])
      ).rows[0].count,
    ),
  );

async function burst(count: number, place: (index: number) => ReturnType<typeof orderAs>) {
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => place(index)));
  return {
    placed: answers.filter((answer) => answer.status === 201),
    refused: answers.filter((answer) => answer.status === 409),
    statuses: answers.map((answer) => answer.status),
  };
}

describe('unpaid orders per customer', () => {
  it('20 orders at once with one e-mail: exactly 2 pending, 18 Dutch 409s that point to the open payment', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    const email = newCustomer().email;
    const { placed, refused } = await burst(20, () =>
      orderAs(shop, { ...newCustomer(), email: email.toUpperCase() }),
    );
    expect(placed).toHaveLength(2);
    expect(refused).toHaveLength(18);
    for (const answer of refused)
      expect(answer.body).toEqual({ statusCode: 409, message: UNPAID_MESSAGE, error: 'Conflict' });
    expect(await pendingOrders(shop)).toBe(2);
  });

  it('20 orders at once with one phone number, written in different ways: exactly 2 pending', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    const spellings = ['0470 99 88 77', '+32 470 99 88 77', '0032470998877', '+32470998877'];
    const { placed, refused } = await burst(20, (index) =>
      orderAs(shop, { ...newCustomer(), phone: spellings[index % spellings.length] }),
    );
    expect(placed).toHaveLength(2);
    expect(refused).toHaveLength(18);
    expect(await pendingOrders(shop)).toBe(2);
  });

  it('orders from one client with ever new names: at most 2 pending', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    const client = newCustomer().client;
    const { placed, statuses } = await burst(8, () => orderAs(shop, { ...newCustomer(), client }));
    expect(placed).toHaveLength(2);
    // Refused for the holds (or, should the client's rate limit be lower than 8, for that).
    expect(
      statuses.filter((status) => status !== 201).every((status) => status === 409 || status === 429),
    ).toBe(true);
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThan(0);
    expect(await pendingOrders(shop)).toBe(2);
  });

  it('a paid or cancelled order stops counting; another shop is not affected', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    const other = await openOrderingShop(t);
    const customer = newCustomer();
    const first = (await orderAs(shop, customer).expect(201)).body;
    const second = (await orderAs(shop, customer).expect(201)).body;
    await orderAs(shop, customer).expect(409);
    await orderAs(other, customer).expect(201);

    await payInSandbox(t, first.orderId);
    expect((await orderRow(t, first.orderId)).state).toBe('paid');
    const third = (await orderAs(shop, customer).expect(201)).body;
    await orderAs(shop, customer).expect(409);

    await t.http
      .post(`/api/shop/${shop.subdomain}/orders/${second.orderId}/cancel?key=${second.orderKey}`)
      .expect(200);
    await orderAs(shop, customer).expect(201);
    await orderAs(shop, customer).expect(409);
    expect(third.orderId).toBeTruthy();
  });

  it('the sweeper frees the holds of orders nobody paid', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    const customer = newCustomer();
    await orderAs(shop, customer).expect(201);
    await orderAs(shop, customer).expect(201);
    await orderAs(shop, customer).expect(409);
    clock.advance(33 * 60_000);
    await t.app.get(OrderSweeper).sweep();
    await orderAs(shop, customer).expect(201);
    clock.set(FRIDAY_MORNING);
  });
});

describe('the probe: many unpaid orders from several clients', () => {
  it('81 unpaid orders from 9 clients at once leave the whole day orderable for a real customer', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t, { maxOrdersPerSlot: 10 });
    const clients = Array.from({ length: 9 }, () => newCustomer().client);
    // Each client uses new names, e-mails and numbers, spread over the day's pieces.
    const { placed } = await burst(81, (index) =>
      orderAs(
        shop,
        { ...newCustomer(), client: clients[index % 9] },
        {
          timeSlot: MONDAY_PIECES[index % MONDAY_PIECES.length],
        },
      ),
    );
    // Two each: the rest was refused.
    expect(placed).toHaveLength(18);
    expect(await pendingOrders(shop)).toBe(18);

    const availability = await t.http
      .get(`/api/shop/${shop.subdomain}/slot-availability?from=2030-06-14&days=7`)
      .expect(200);
    expect(availability.body.fullPieces).toEqual([]);

    // A real customer orders and pays for every piece of the day, one after the other.
    const customer = newCustomer();
    for (const piece of MONDAY_PIECES) {
      const order = await orderAs(shop, customer, { timeSlot: piece }).expect(201);
      await payInSandbox(t, order.body.orderId);
      expect((await orderRow(t, order.body.orderId)).state).toBe('paid');
    }
  });
});

describe('the calendar horizon', () => {
  it('refuses a day past the last day the order form offers, and takes that last day', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    // Friday 14 June 2030: the form offers up to the end of July; Monday 29 July is its last Monday.
    await orderAs(shop, newCustomer(), { date: 'Day1-2030-07-29' }).expect(201);
    for (const date of ['Day1-2030-08-05', 'Day1-2031-06-16', 'Day1-2099-06-15']) {
      const refused = await orderAs(shop, newCustomer(), { date }).expect(400);
      expect(refused.body.fields).toEqual({
        date: 'Zo ver vooruit kun je nog niet bestellen. Kies een dag in de kalender.',
      });
    }
    expect(await pendingOrders(shop)).toBe(1);
  });
});

describe("an order's secret", () => {
  it('reading or cancelling needs the secret from the payment links; without it, the same 404', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    const placed = await orderAs(shop, newCustomer()).expect(201);
    expect(placed.headers['cache-control']).toBe('no-store');
    const { orderId, orderKey } = placed.body as { orderId: string; orderKey: string };
    expect(orderKey).toMatch(/^[\w-]{32}$/);

    // The provider sends the customer back to links that carry it.
    const session = await withDatabase(
      t,
      async (db) =>
        (await db.query('SELECT request FROM sandbox_checkout_sessions WHERE order_id = $1', [orderId]))
          .rows[0].request as { successUrl: string; cancelUrl: string },
    );
    expect(session.successUrl).toBe(
      `${t.config.publicBaseUrl}/${shop.subdomain}/betaling-succes?order=${orderId}&key=${orderKey}&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancelUrl).toBe(
      `${t.config.publicBaseUrl}/${shop.subdomain}/betaling-gestopt?order=${orderId}&key=${orderKey}`,
    );
    // Only its hash is kept.
    const stored = await withDatabase(t, async (db) =>
      JSON.stringify((await db.query('SELECT * FROM orders WHERE id = $1', [orderId])).rows[0]),
    );
    expect(stored).not.toContain(orderKey);

    const path = `/api/shop/${shop.subdomain}/orders/${orderId}`;
    const wrongKey = `${orderKey.slice(0, -1)}${orderKey.endsWith('A') ? 'B' : 'A'}`;
    for (const query of ['', '?key=', `?key=${wrongKey}`]) {
      const read = await t.http.get(`${path}${query}`).expect(404);
      expect(read.body.message).toBe('Deze bestelling bestaat niet.');
      await t.http.post(`${path}/cancel${query}`).expect(404);
    }
    expect((await orderRow(t, orderId)).state).toBe('pending_payment');

    await payInSandbox(t, orderId);
    const paid = await t.http.get(`${path}?key=${orderKey}`).expect(200);
    expect(paid.headers['cache-control']).toBe('no-store');
    expect(paid.body).toMatchObject({ status: 'paid', customerName: 'Jan Janssens' });
    await t.http.get(path).expect(404);
  });

  it('a pending order shows its real totals, never BTW € 0,00', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    const { orderId, orderKey } = (await orderAs(shop, newCustomer()).expect(201)).body;
    const pending = await t.http
      .get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${orderKey}`)
      .expect(200);
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(pending.body).toMatchObject({ status: 'pending', lines: [], customerName: '', date: MONDAY });
    // € 9.00 with 6 % VAT inside: € 0.51 VAT, € 8.49 before VAT.
    expect(pending.body.totals).toEqual({
      subtotal: 8.49,
      vat: [{ label: 'BTW (6%)', amount: 0.51 }],
      discount: 0,
      total: 9,
    });
    const cancelled = await t.http
      .post(`/api/shop/${shop.subdomain}/orders/${orderId}/cancel?key=${orderKey}`)
      .expect(200);
    expect(cancelled.headers['cache-control']).toBe('no-store');
    expect(cancelled.body.status).toBe('expired');
    expect(cancelled.body.totals.vat).toEqual([{ label: 'BTW (6%)', amount: 0.51 }]);
  });
});
