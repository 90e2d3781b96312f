import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetailView, Language } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { OrderAttentionSweeper } from '../src/modules/ordering/order-attention-sweeper';
import { openStripeShop, useStripeApp } from './support/stripe-app';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import {
  FRIDAY_MORNING,
  LIFTED_ORDER_LIMITS,
  orderPayload,
  orderRow,
  placeOrder,
  type OrderingShop,
} from './support/order-fixtures';

const SECRET_KEY = 'sk_test_bestelklaar_unseen';
const WEBHOOK_SECRET = 'whsec_test_bestelklaar_unseen';
const clock = new SettableClock(FRIDAY_MORNING);
let inbox: SmtpInbox;
// Started before the app (hooks run in the order they are registered), which reads its address then.
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox?.close();
});
const { double, t } = useStripeApp(SECRET_KEY, WEBHOOK_SECRET, {
  clock,
  config: {
    ...LIFTED_ORDER_LIMITS,
    mailRetryDelaySeconds: 1,
    get smtpUrl() {
      return inbox.url;
    },
  },
});
let shop: OrderingShop;

/** Monday 17 June 2030, 11:00 in Brussels: the start of the orders' pickup piece. */
const PICKUP = '2030-06-17T09:00:00Z';
const minutesBefore = (instant: string, minutes: number) =>
  new Date(new Date(instant).getTime() - minutes * 60_000).toISOString();

beforeAll(async () => {
  shop = await openStripeShop(t, double, SECRET_KEY, { type: 'express', country: 'BE' });
  const current = (await t.http.get('/api/admin/account/settings').set(shop.owner.auth).expect(200)).body;
  await t.http
    .put('/api/admin/account/settings')
    .set(shop.owner.auth)
    .send({ ...current, autoCancelMinutesBeforePickup: 60, shopMinimumOrderTimeBeforePickup: 1 })
    .expect(200);
});
beforeEach(() => {
  clock.set(FRIDAY_MORNING);
  double.nextRefundStatus = 'succeeded';
});

/** 2 × Tomatensoep (€ 9.00) for Monday 11:00, paid on Stripe's page and confirmed by the success page. */
async function paidOrder(email: string, language: Language = 'nl'): Promise<string> {
  const placed = await placeOrder(t, shop, orderPayload(shop, { email, language })).expect(201);
  const { orderId, orderKey } = placed.body as { orderId: string; orderKey: string };
  const row = await orderRow(t, orderId);
  double.settleSession(row.payment_session_id!, { status: 'complete', payment_status: 'paid' });
  await t.http.get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${orderKey}`).expect(200);
  expect((await orderRow(t, orderId)).state).toBe('paid');
  return orderId;
}

const sweep = () => t.app.get(OrderAttentionSweeper).sweep();
const detail = async (orderId: string) =>
  (await t.http.get(`/api/admin/orders/${orderId}`).set(shop.owner.auth).expect(200))
    .body as AdminOrderDetailView;
const refundsOf = (orderId: string) =>
  double.requests.filter(
    (request) => request.path === '/v1/refunds' && request.form.get('metadata[orderId]') === orderId,
  );

describe('an order nobody saw before its pickup, where the shop cancels those by itself', () => {
  it('is cancelled by the system an hour before, refunded in full at Stripe, and its customer told why', async () => {
    const unseen = await paidOrder('noor@voorbeeld.be');
    const seen = await paidOrder('piet@voorbeeld.be');
    await t.http.put(`/api/admin/orders/${seen}/acknowledge`).set(shop.owner.auth).expect(200);

    clock.set(minutesBefore(PICKUP, 61));
    await sweep();
    expect((await detail(unseen)).status).toBe('paid');
    expect(refundsOf(unseen)).toHaveLength(0);

    clock.set(minutesBefore(PICKUP, 60));
    await Promise.all([sweep(), sweep()]);
    const cancelled = await detail(unseen);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.refunds).toMatchObject([
      {
        amount: 9,
        cancelsOrder: true,
        status: 'succeeded',
        reason: 'De zaak bevestigde je bestelling niet op tijd',
      },
    ]);
    expect(cancelled.history.slice(1).map(({ move, by, reason }) => ({ move, by: by.kind, reason }))).toEqual(
      [
        { move: 'cancelled', by: 'system', reason: 'De zaak bevestigde je bestelling niet op tijd' },
        { move: 'refunded', by: 'system', reason: 'De zaak bevestigde je bestelling niet op tijd' },
      ],
    );
    // One refund of the whole amount at the provider, however many sweeps ran.
    expect(refundsOf(unseen).map((request) => request.form.get('amount'))).toEqual(['900']);
    // The order someone saw stands.
    expect((await detail(seen)).status).toBe('paid');
    expect(refundsOf(seen)).toHaveLength(0);

    const [mail] = await inbox.waitFor(
      (received) =>
        received.envelope.to.includes('noor@voorbeeld.be') &&
        /is geannuleerd$/.test(received.parsed.subject ?? ''),
    );
    expect(mail.parsed.text).toContain('Reden: De zaak bevestigde je bestelling niet op tijd');
    expect(mail.parsed.text).toContain('Je krijgt €\u00a09,00 terug.');
  });

  it('tells a French customer why in French', async () => {
    const unseen = await paidOrder('claire@voorbeeld.be', 'fr');
    clock.set(minutesBefore(PICKUP, 60));
    await sweep();
    expect((await detail(unseen)).status).toBe('cancelled');
    const [mail] = await inbox.waitFor(
      (received) =>
        received.envelope.to.includes('claire@voorbeeld.be') &&
        /annulée$/.test(received.parsed.subject ?? ''),
    );
    expect(mail.parsed.text).toContain('Le commerce n’a pas confirmé votre commande à temps');
  });

  it('gives the shop its reminder minutes first, when the order was paid shortly before the cancel moment', async () => {
    clock.set(minutesBefore(PICKUP, 62));
    const unseen = await paidOrder('late@voorbeeld.be');
    clock.set(minutesBefore(PICKUP, 58));
    await sweep();
    // 4 minutes after paying: the reminder (5 minutes) comes first, so not yet.
    expect((await detail(unseen)).status).toBe('paid');
    clock.set(minutesBefore(PICKUP, 57));
    await sweep();
    expect((await detail(unseen)).status).toBe('cancelled');
  });
});
