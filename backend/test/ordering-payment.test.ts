import { describe, expect, it, vi } from 'vitest';
import { CustomerRetention } from '../src/modules/ordering/customer-retention';
import { OrderSweeper } from '../src/modules/ordering/order-sweeper';
import { OrdersService } from '../src/modules/ordering/orders.service';
import { PaymentsService } from '../src/modules/payments/payments.service';
import { withDatabase } from './support/shop-setup';
import {
  FRIDAY_MORNING,
  MONDAY,
  openOrderingShop,
  orderPayload,
  orderRow,
  payInSandbox,
  placeOrder,
  placesTaken,
  useOrderingApp,
  type OrderingShop,
} from './support/order-fixtures';

const { clock, t, shop } = useOrderingApp({ shop: { maxOrdersPerSlot: 1 } });

/** Each order's secret, as its payment result links carry it. */
const keys = new Map<string, string>();

async function placedIn(s: OrderingShop, payload = orderPayload(s)): Promise<string> {
  const response = await placeOrder(t, s, payload).expect(201);
  keys.set(response.body.orderId, response.body.orderKey);
  return response.body.orderId;
}

async function placed(start = '11:00', end = '11:30'): Promise<string> {
  clock.set(FRIDAY_MORNING);
  return placedIn(shop, orderPayload(shop, { timeSlot: { start, end } }));
}

const outcome = (orderId: string, sessionId: string, kind: 'paid' | 'expired', extra: object = {}) => ({
  kind: 'checkout-outcome' as const,
  eventId: `evt_test_${Math.random().toString(16).slice(2)}`,
  eventType: `checkout.session.${kind}`,
  createdAt: clock.now(),
  providerAccountId: shop.providerAccountId,
  sessionId,
  orderId,
  outcome: kind,
  // The total of orderPayload's two soups.
  amountTotalCents: 900,
  currency: 'eur',
  ...extra,
});

const keyOf = (orderId: string) => encodeURIComponent(keys.get(orderId) ?? '');
const viewOf = (orderId: string, s = shop) =>
  t.http.get(`/api/shop/${s.subdomain}/orders/${orderId}?key=${keyOf(orderId)}`);
const cancelOf = (orderId: string, s = shop) =>
  t.http.post(`/api/shop/${s.subdomain}/orders/${orderId}/cancel?key=${keyOf(orderId)}`);

const domainEvents = (orderId: string) =>
  withDatabase(t, async (db) =>
    (
      await db.query(`SELECT type FROM domain_events WHERE payload->>'orderId' = $1 ORDER BY type`, [orderId])
    ).rows.map((row: { type: string }) => row.type),
  );

describe('payment outcomes', () => {
  it('paying on the sandbox page makes the order paid, once; the view then shows its details', async () => {
    const orderId = await placed();
    const pending = await viewOf(orderId).expect(200);
    expect(pending.body).toMatchObject({ status: 'pending', lines: [], customerName: '' });

    await payInSandbox(t, orderId);
    const row = await orderRow(t, orderId);
    expect(row.state).toBe('paid');
    expect(row.paid_at).not.toBeNull();
    expect(row.holds_place).toBe(true);

    const view = await viewOf(orderId).expect(200);
    expect(view.body).toMatchObject({
      orderId,
      status: 'paid',
      date: MONDAY,
      timeSlot: { start: '11:00', end: '11:30' },
      customerName: 'Jan Janssens',
      lines: [{ name: 'Tomatensoep', quantity: 2, unitPrice: 4.5, lineTotal: 9, optionLines: [] }],
      totals: { total: 9, discount: 0 },
      shop: { shopName: 'De Smulhoek', shopAddress: 'Kerkstraat 1, 9000 Gent' },
    });
    expect(typeof view.body.number).toBe('number');

    // The same outcome again, and a late expiry: nothing changes.
    const payments = t.app.get(PaymentsService);
    await payments.apply(outcome(orderId, row.payment_session_id!, 'paid'));
    await payments.apply(outcome(orderId, row.payment_session_id!, 'expired'));
    const after = await orderRow(t, orderId);
    expect(after.state).toBe('paid');
    expect(after.paid_at).toEqual(row.paid_at);
    expect(after.expired_at).toBeNull();
    expect(await domainEvents(orderId)).toEqual(['order.paid']);
    expect(await placesTaken(t, shop, MONDAY, '11:00')).toBe(1);
  });

  it('ignores an outcome from another account or for another session', async () => {
    const orderId = await placed('11:30', '12:00');
    const row = await orderRow(t, orderId);
    const payments = t.app.get(PaymentsService);
    await payments.apply(
      outcome(orderId, row.payment_session_id!, 'paid', { providerAccountId: 'sandbox_acct_vreemd' }),
    );
    await payments.apply(outcome(orderId, 'cs_sandbox_00000000000000000000000000000000', 'paid'));
    await payments.apply(outcome('geen-uuid', row.payment_session_id!, 'paid'));
    expect((await orderRow(t, orderId)).state).toBe('pending_payment');
    // Cancelling ends it and frees the place for the next customer.
    const cancelled = await cancelOf(orderId).expect(200);
    expect(cancelled.body.status).toBe('expired');
    const ended = await orderRow(t, orderId);
    expect(ended).toMatchObject({ state: 'expired', holds_place: false });
    expect(await placesTaken(t, shop, MONDAY, '11:30')).toBe(0);
    expect(await domainEvents(orderId)).toEqual(['order.expired']);
    // A late payment event cannot revive it, and a second cancel changes nothing.
    await payments.apply(outcome(orderId, row.payment_session_id!, 'paid'));
    expect((await orderRow(t, orderId)).state).toBe('expired');
    await cancelOf(orderId).expect(200);
    expect(await placesTaken(t, shop, MONDAY, '11:30')).toBe(0);
    await placed('11:30', '12:00');
  });

  it('the success page asks the provider: a payment whose event never came is found and applied', async () => {
    const orderId = await placed('12:00', '13:00');
    const row = await orderRow(t, orderId);
    await withDatabase(t, (db) =>
      db.query(
        `UPDATE sandbox_checkout_sessions SET status = 'complete', payment_status = 'paid' WHERE id = $1`,
        [row.payment_session_id],
      ),
    );
    expect((await orderRow(t, orderId)).state).toBe('pending_payment');
    const view = await t.http
      .get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${keyOf(orderId)}&session_id=verzonnen`)
      .expect(200);
    expect(view.body.status).toBe('paid');
    expect((await orderRow(t, orderId)).state).toBe('paid');
  });

  it("answers the same Dutch 404 for another shop's order and for an unknown id", async () => {
    const other = await openOrderingShop(t);
    clock.set(FRIDAY_MORNING);
    const ownOrder = await placedIn(other);
    await viewOf(ownOrder, other).expect(200);
    const foreign = await withDatabase(
      t,
      async (db) =>
        (await db.query('SELECT id FROM orders WHERE account_id = $1 LIMIT 1', [shop.owner.id])).rows[0]
          .id as string,
    );
    for (const id of [foreign, '00000000-0000-4000-8000-000000000000', 'niet-een-id']) {
      const response = await viewOf(id, other).expect(404);
      expect(response.body.message).toBe('Deze bestelling bestaat niet.');
      await cancelOf(id, other).expect(404);
    }
  });

  it('the sweeper ends the payment page once the 8-minute hold is over: the hold is released', async () => {
    const sweepShop = await openOrderingShop(t, { maxOrdersPerSlot: 2 });
    clock.set(FRIDAY_MORNING);
    const first = await placeOrder(t, sweepShop, orderPayload(sweepShop)).expect(201);
    expect(await placesTaken(t, sweepShop, MONDAY, '11:00')).toBe(1);

    const sweeper = t.app.get(OrderSweeper);
    clock.advance(8 * 60_000 - 1_000);
    await sweeper.sweep();
    expect((await orderRow(t, first.body.orderId)).state).toBe('pending_payment');

    // The page itself lives 30 minutes (Stripe's minimum): the sweeper ends it at the provider.
    clock.advance(1_000);
    await sweeper.sweep();
    expect(await orderRow(t, first.body.orderId)).toMatchObject({ state: 'expired', holds_place: false });
    expect(await placesTaken(t, sweepShop, MONDAY, '11:00')).toBe(0);
    await placeOrder(t, sweepShop, orderPayload(sweepShop)).expect(201);
    expect(await placesTaken(t, sweepShop, MONDAY, '11:00')).toBe(1);
    clock.set(FRIDAY_MORNING);
  });

  it('when no payment page can be made, the order expires, the place is free and the customer is told', async () => {
    const failing = await openOrderingShop(t, { maxOrdersPerSlot: 1 });
    const payments = t.app.get(PaymentsService);
    const spy = vi.spyOn(payments, 'createCheckoutSession').mockRejectedValueOnce(new Error('provider down'));
    try {
      const refused = await placeOrder(t, failing, orderPayload(failing)).expect(503);
      expect(refused.body.message).toBe('Betalen is nu niet mogelijk. Probeer het later opnieuw.');
    } finally {
      spy.mockRestore();
    }
    const rows = await withDatabase(
      t,
      async (db) =>
        (await db.query('SELECT state, holds_place FROM orders WHERE account_id = $1', [failing.owner.id]))
          .rows,
    );
    expect(rows).toEqual([{ state: 'expired', holds_place: false }]);
    expect(await placesTaken(t, failing, MONDAY, '11:00')).toBe(0);
    await placeOrder(t, failing, orderPayload(failing)).expect(201);
  });
});

describe('orderDocument', () => {
  it('gives the order with its lines, totals and shop, for the mails', async () => {
    const documented = await openOrderingShop(t);
    clock.set(FRIDAY_MORNING);
    const orderId = (await placeOrder(t, documented, orderPayload(documented)).expect(201)).body
      .orderId as string;
    const document = await t.app.get(OrdersService).orderDocument(orderId);
    expect(document).toMatchObject({
      orderId,
      state: 'pending_payment',
      customer: { name: 'Jan Janssens', phone: '+32470123456', email: 'jan@voorbeeld.be' },
      pickupDate: MONDAY,
      timeZone: 'Europe/Brussels',
      totals: { total: 9, subtotal: 8.49, discount: 0 },
      shop: { shopName: 'De Smulhoek', newOrderMails: true },
    });
    expect(document.lines).toHaveLength(1);
  });
});

describe('customer retention', () => {
  it('anonymises a customer two years after their last order at a shop, not before', async () => {
    const keeper = await openOrderingShop(t);
    clock.set(FRIDAY_MORNING);
    const old = await placeOrder(t, keeper, orderPayload(keeper, { email: 'Oud@Voorbeeld.be' })).expect(201);
    const loyal = await placeOrder(t, keeper, orderPayload(keeper, { email: 'trouw@voorbeeld.be' })).expect(
      201,
    );
    // A year later the loyal customer orders again (Monday 2031-06-16).
    clock.set('2031-06-13T08:00:00Z');
    await placeOrder(
      t,
      keeper,
      orderPayload(keeper, { email: 'trouw@voorbeeld.be', date: 'Day1-2031-06-16' }),
    ).expect(201);

    const retention = t.app.get(CustomerRetention);
    clock.set('2032-06-14T07:59:00Z');
    await retention.anonymiseFormerCustomers();
    expect((await orderRow(t, old.body.orderId)).customer_phone).toBe('+32470123456');

    clock.set('2032-06-14T08:01:00Z');
    await retention.anonymiseFormerCustomers();
    const anonymised = await withDatabase(
      t,
      async (db) =>
        (
          await db.query(
            `SELECT customer_name, customer_phone, customer_email, held_by_client, anonymised_at
             FROM orders WHERE id = $1`,
            [old.body.orderId],
          )
        ).rows[0],
    );
    expect(anonymised).toMatchObject({
      customer_name: 'Geanonimiseerd',
      customer_phone: '',
      customer_email: '',
      held_by_client: null,
    });
    expect(anonymised.anonymised_at).not.toBeNull();
    expect((await orderRow(t, loyal.body.orderId)).customer_phone).toBe('+32470123456');
    clock.set(FRIDAY_MORNING);
  });
});
