import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { AdminOrderView } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { OrderRefunds } from '../src/modules/ordering/order-refunds';
import { openStripeShop, useStripeApp } from './support/stripe-app';
import type { DoubleRefund } from './support/stripe-double';
import {
  FRIDAY_MORNING,
  LIFTED_ORDER_LIMITS,
  orderRow,
  placeOrder,
  type OrderingShop,
} from './support/order-fixtures';

const SECRET_KEY = 'sk_test_bestelklaar_refunds';
const WEBHOOK_SECRET = 'whsec_test_bestelklaar_refunds';
const clock = new SettableClock(FRIDAY_MORNING);
const stripe = new Stripe(SECRET_KEY);
const { double, t } = useStripeApp(SECRET_KEY, WEBHOOK_SECRET, { clock, config: LIFTED_ORDER_LIMITS });
let shop: OrderingShop;
let account: string;

beforeAll(async () => {
  shop = await openStripeShop(t, double, SECRET_KEY, { type: 'express', country: 'BE' });
  account = shop.providerAccountId;
});
beforeEach(() => {
  clock.set(FRIDAY_MORNING);
  double.nextRefundStatus = 'succeeded';
});

/** An order of 2 × Tomatensoep (€ 9.00), paid on Stripe's page and confirmed by the success page. */
async function paidOrder(): Promise<string> {
  const placed = await placeOrder(t, shop).expect(201);
  const { orderId, orderKey } = placed.body as { orderId: string; orderKey: string };
  const row = await orderRow(t, orderId);
  double.settleSession(row.payment_session_id!, { status: 'complete', payment_status: 'paid' });
  await t.http.get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${orderKey}`).expect(200);
  expect((await orderRow(t, orderId)).state).toBe('paid');
  return orderId;
}

const refundRequests = () => double.requests.filter((request) => request.path === '/v1/refunds');
const view = async (orderId: string) =>
  (await t.http.get(`/api/admin/orders/${orderId}`).set(shop.owner.auth).expect(200)).body as AdminOrderView;
const refundAmount = (orderId: string, amount: number, reason = 'Koud') =>
  t.http.post(`/api/admin/orders/${orderId}/refunds`).set(shop.owner.auth).send({ amount, reason });

/** Stripe's event about a refund on the shop's connected account, signed as Stripe signs it. */
function refundEvent(type: string, object: object, id = `evt_${Math.random().toString(16).slice(2)}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(clock.now().getTime() / 1000),
    account,
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: Math.floor(clock.now().getTime() / 1000),
  });
  return t.http
    .post('/api/payments/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload)
    .expect(200);
}

describe('refunds on Stripe', () => {
  it('refunds a cancelled order on the connected account: its PaymentIntent, the amount, the fee back, our ids, one key per refund', async () => {
    const orderId = await paidOrder();
    const paymentIntent = double.session((await orderRow(t, orderId)).payment_session_id!)!.payment_intent;

    const cancelled = (
      await t.http
        .post(`/api/admin/orders/${orderId}/cancel`)
        .set(shop.owner.auth)
        .send({ reason: 'Zaak gesloten' })
        .expect(200)
    ).body as AdminOrderView;

    const [sent] = refundRequests().slice(-1);
    const refundId = cancelled.refunds[0].refundId;
    expect(sent.stripeAccount).toBe(account);
    expect(sent.idempotencyKey).toBe(`refund-${refundId}`);
    expect(Object.fromEntries(sent.form)).toEqual({
      payment_intent: paymentIntent,
      amount: '900',
      refund_application_fee: 'true',
      'metadata[orderId]': orderId,
      'metadata[refundId]': refundId,
    });
    expect(cancelled.refunds[0]).toMatchObject({ status: 'succeeded', amount: 9 });
    const [stored] = [...double.refunds.values()].filter((r) => r.refund.metadata.refundId === refundId);
    expect(stored.refundApplicationFee).toBe(true);
    expect(stored.account).toBe(account);
  });

  it('keeps the platform’s commission when PLATFORM_FEE_REFUNDED is false', async () => {
    const orderId = await paidOrder();
    // The setting is read when a refund is sent; this app's configuration object is the app's own.
    t.config.platformFeeRefunded = false;
    try {
      await refundAmount(orderId, 1).expect(201);
    } finally {
      t.config.platformFeeRefunded = true;
    }
    expect(refundRequests().at(-1)!.form.get('refund_application_fee')).toBe('false');
  });

  it('settles a pending refund from the webhooks in any order, once, and shows a failure to the owner', async () => {
    const orderId = await paidOrder();
    double.nextRefundStatus = 'pending';
    const made = (await refundAmount(orderId, 4.5).expect(201)).body as AdminOrderView;
    expect(made.refunds[0].status).toBe('pending');
    const providerRefund = [...double.refunds.values()].find(
      (r) => r.refund.metadata.refundId === made.refunds[0].refundId,
    )!.refund;

    // The bank refuses it; Stripe's events arrive failed first, then the older pending update, and again.
    const failed = double.settleRefund(providerRefund.id, 'failed', 'expired_or_canceled_card');
    const failedEvent = await refundEvent('refund.failed', failed, 'evt_refund_failed_1');
    expect(failedEvent.status).toBe(200);
    await refundEvent('refund.updated', { ...failed, status: 'pending', failure_reason: undefined });
    await refundEvent('refund.failed', failed, 'evt_refund_failed_1');

    const after = await view(orderId);
    expect(after.refunds[0]).toMatchObject({ status: 'failed', failureReason: 'expired_or_canceled_card' });
    // What failed may be refunded again.
    expect(after.refundedAmount).toBe(0);
    await refundAmount(orderId, 9).expect(201);
    expect((await view(orderId)).refundedAmount).toBe(9);
  });

  it('settles a pending refund from charge.refunded, which lists the charge’s refunds', async () => {
    const orderId = await paidOrder();
    double.nextRefundStatus = 'pending';
    const made = (await refundAmount(orderId, 2).expect(201)).body as AdminOrderView;
    const providerRefund = [...double.refunds.values()].find(
      (r) => r.refund.metadata.refundId === made.refunds[0].refundId,
    )!.refund;
    const succeeded: DoubleRefund = double.settleRefund(providerRefund.id, 'succeeded');
    await refundEvent('charge.refunded', {
      id: succeeded.charge,
      object: 'charge',
      amount: 900,
      amount_refunded: 200,
      refunds: { object: 'list', data: [succeeded] },
    });
    // A late failure of another shop's refund with our refund's id in its metadata changes nothing.
    await refundEvent('refund.failed', { ...succeeded, id: 're_someone_else', status: 'failed' });
    expect((await view(orderId)).refunds[0]).toMatchObject({ status: 'succeeded', amount: 2 });
  });

  it('records Stripe’s refusal as a failed refund and gives its amount back', async () => {
    const orderId = await paidOrder();
    const paymentIntent = double.session((await orderRow(t, orderId)).payment_session_id!)!.payment_intent;
    // Someone refunded it all in Stripe's own dashboard.
    const client = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: double.port, protocol: 'http' });
    await client.refunds.create({ payment_intent: String(paymentIntent) }, { stripeAccount: account });

    const answer = (await refundAmount(orderId, 3).expect(201)).body as AdminOrderView;
    expect(answer.refunds[0].status).toBe('failed');
    expect(answer.refunds[0].failureReason).toMatch(/has already been refunded/);
    expect(answer.refundedAmount).toBe(0);
  });

  it('leaves a refund pending when Stripe does not answer, and the sweeper sends it once later', async () => {
    const orderId = await paidOrder();
    double.stall = 'silent';
    try {
      await refundAmount(orderId, 1.5).expect(201);
    } finally {
      double.stall = undefined;
    }
    const pending = await view(orderId);
    expect(pending.refunds[0].status).toBe('pending');
    expect(pending.refundedAmount).toBe(1.5);
    const unsent = () =>
      [...double.refunds.values()].filter((r) => r.refund.metadata.refundId === pending.refunds[0].refundId);
    expect(unsent()).toHaveLength(0);

    clock.set(new Date(clock.now().getTime() + 2 * 60_000).toISOString());
    expect(await t.app.get(OrderRefunds).sendUnsent()).toBe(1);
    expect(unsent()).toHaveLength(1);
    expect((await view(orderId)).refunds[0].status).toBe('succeeded');
    expect(await t.app.get(OrderRefunds).sendUnsent()).toBe(0);
  }, 30_000);
});
