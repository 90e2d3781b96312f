import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { SettableClock } from '../src/common/clock';
import {
  FRIDAY_MORNING,
  LIFTED_ORDER_LIMITS,
  orderRow,
  placeOrder,
  type OrderingShop,
} from './support/order-fixtures';
import { withDatabase } from './support/shop-setup';
import { openStripeShop, useStripeApp } from './support/stripe-app';

const SECRET_KEY = 'sk_test_bestelklaar_hardening';
const WEBHOOK_SECRET = 'whsec_test_bestelklaar_hardening';
const stripe = new Stripe(SECRET_KEY);

const clock = new SettableClock(FRIDAY_MORNING);
const { double, t } = useStripeApp(SECRET_KEY, WEBHOOK_SECRET, { clock, config: LIFTED_ORDER_LIMITS });
let shop: OrderingShop;

beforeAll(async () => {
  shop = await openStripeShop(t, double, SECRET_KEY);
});

const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

/** Signed with the endpoint's secret, at the app's now: whatever the body, the signature is good. */
function deliver(payload: string) {
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: nowSeconds(),
  });
  return t.http
    .post('/api/payments/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);
}

/** A pending order on the Stripe double: its id, session and total. */
async function pendingOrder() {
  const { orderId, orderKey } = (await placeOrder(t, shop).expect(201)).body as {
    orderId: string;
    orderKey: string;
  };
  const row = await orderRow(t, orderId);
  return { orderId, orderKey, sessionId: row.payment_session_id!, totalCents: row.total_cents };
}

function completedEvent(
  order: { orderId: string; sessionId: string; totalCents: number },
  overrides: { account?: string; amount_total?: number; currency?: string } = {},
) {
  const { account = shop.providerAccountId, ...session } = overrides;
  return JSON.stringify({
    id: `evt_${Math.random().toString(16).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: nowSeconds(),
    account,
    data: {
      object: {
        id: order.sessionId,
        object: 'checkout.session',
        client_reference_id: order.orderId,
        metadata: { orderId: order.orderId },
        status: 'complete',
        payment_status: 'paid',
        amount_total: order.totalCents,
        currency: 'eur',
        ...session,
      },
    },
  });
}

const viewOf = (order: { orderId: string; orderKey: string }) =>
  t.http.get(`/api/shop/${shop.subdomain}/orders/${order.orderId}?key=${order.orderKey}`).expect(200);

describe('a checkout outcome is recorded as handled only when it is applied to the order', () => {
  it('an event from another account changes nothing and does not keep the real payment from being applied', async () => {
    const order = await pendingOrder();
    await deliver(completedEvent(order, { account: 'acct_vreemd' })).expect(200);
    expect((await orderRow(t, order.orderId)).state).toBe('pending_payment');

    // Stripe says it is paid; the success page asks and applies it.
    double.settleSession(order.sessionId, { status: 'complete', payment_status: 'paid' });
    expect((await viewOf(order)).body.status).toBe('paid');
    expect((await orderRow(t, order.orderId)).state).toBe('paid');
  });

  it.each([
    ['an amount other than the order’s total', { amount_total: 1 }],
    ['another currency', { currency: 'usd' }],
  ])('%s changes nothing and raises an alert; the true event still applies', async (_label, overrides) => {
    const alerts = vi.spyOn(Logger.prototype, 'error');
    try {
      const order = await pendingOrder();
      await deliver(completedEvent(order, overrides)).expect(200);
      expect((await orderRow(t, order.orderId)).state).toBe('pending_payment');
      expect(alerts).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^ALARM: .*${order.orderId}`)));

      await deliver(completedEvent(order)).expect(200);
      expect((await orderRow(t, order.orderId)).state).toBe('paid');
    } finally {
      alerts.mockRestore();
    }
  });

  it('many deliveries at once, from the right account and a wrong one, with the success page asking: paid exactly once', async () => {
    const order = await pendingOrder();
    double.settleSession(order.sessionId, { status: 'complete', payment_status: 'paid' });
    const answers = await Promise.all([
      ...Array.from({ length: 15 }, () => deliver(completedEvent(order))),
      ...Array.from({ length: 15 }, () => deliver(completedEvent(order, { account: 'acct_vreemd' }))),
      ...Array.from({ length: 5 }, () =>
        t.http.get(`/api/shop/${shop.subdomain}/orders/${order.orderId}?key=${order.orderKey}`),
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const counts = await withDatabase(t, async (db) => ({
      paidEvents: Number(
        (
          await db.query(
            `SELECT count(*) FROM domain_events WHERE type = 'order.paid' AND payload->>'orderId' = $1`,
            [order.orderId],
          )
        ).rows[0].count,
      ),
      records: Number(
        (
          await db.query(`SELECT count(*) FROM processed_payment_events WHERE event_id LIKE $1`, [
            `%${order.sessionId}%`,
          ])
        ).rows[0].count,
      ),
    }));
    expect(counts).toEqual({ paidEvents: 1, records: 1 });
    expect((await orderRow(t, order.orderId)).state).toBe('paid');
  });
});

describe('signed but malformed webhook bodies', () => {
  type EventBody = Record<string, unknown> & { data: { object: Record<string, unknown> } };
  const wellFormed = (): EventBody =>
    JSON.parse(completedEvent({ orderId: crypto.randomUUID(), sessionId: 'cs_test_x', totalCents: 900 }));

  it.each<[string, (event: EventBody) => unknown]>([
    ['no data', ({ data: _data, ...event }) => event],
    ['data without its object', (event) => ({ ...event, data: {} })],
    ['object: null', (event) => ({ ...event, data: { object: null } })],
    ['data that is a string', (event) => ({ ...event, data: 'checkout' })],
    ['created far in the future', (event) => ({ ...event, created: 1e20 })],
    ['created before Stripe existed', (event) => ({ ...event, created: -1 })],
    ['created as text', (event) => ({ ...event, created: '1718352000' })],
    ['a NUL in the event id', (event) => ({ ...event, id: 'evt_\u0000abc' })],
    ['a NUL in the account id', (event) => ({ ...event, account: 'acct_\u0000abc' })],
    [
      'a NUL in the session id',
      (event) => ({ ...event, data: { object: { ...event.data.object, id: 'cs_\u0000' } } }),
    ],
    ['an event id of 10 000 characters', (event) => ({ ...event, id: `evt_${'a'.repeat(10_000)}` })],
    ['no type', ({ type: _type, ...event }) => event],
    ['an array', () => []],
  ])('%s answers 400 in Dutch and changes nothing', async (_label, malform) => {
    const before = await withDatabase(
      t,
      async (db) => (await db.query('SELECT count(*) FROM processed_payment_events')).rows[0].count,
    );
    const refused = await deliver(JSON.stringify(malform(wellFormed()))).expect(400);
    expect(refused.body).toEqual({
      statusCode: 400,
      message: 'Deze webhook is ondertekend maar onleesbaar.',
      error: 'Bad Request',
    });
    const after = await withDatabase(
      t,
      async (db) => (await db.query('SELECT count(*) FROM processed_payment_events')).rows[0].count,
    );
    expect(after).toBe(before);
  });

  it('an account.updated without the account’s id changes no shop’s account', async () => {
    const updated = () =>
      withDatabase(
        t,
        async (db) =>
          (await db.query('SELECT count(*) FROM payment_accounts WHERE state_event_at IS NOT NULL')).rows[0]
            .count,
      );
    const before = await updated();
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(16).slice(2)}`,
      object: 'event',
      type: 'account.updated',
      created: nowSeconds(),
      data: { object: { object: 'account', charges_enabled: true, details_submitted: true } },
    });
    await deliver(payload).expect(200);
    expect(await updated()).toBe(before);
  });
});
