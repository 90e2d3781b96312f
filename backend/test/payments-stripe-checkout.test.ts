import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { launchedOwner } from './support/ready-shop';
import { deliverStripeEvent, stripeSignature, useStripeApp } from './support/stripe-app';
import { PaymentsService } from '../src/modules/payments/payments.service';
import type { CheckoutOutcome } from '../src/modules/payments/payment-events';
import type { CheckoutSessionRequest } from '../src/modules/payments/providers/payment-provider';

const SECRET_KEY = 'sk_test_bestelklaar_checkout';
const WEBHOOK_SECRET = 'whsec_test_bestelklaar_checkout';

const { double, t } = useStripeApp(SECRET_KEY, WEBHOOK_SECRET);
let payments: PaymentsService;
let outcomes: CheckoutOutcome[];
let shopAccount: string;

beforeAll(async () => {
  payments = t.app.get(PaymentsService);
  payments.registerCheckoutListener(async (outcome) => {
    outcomes.push(outcome);
    return 'applied';
  });
  const owner = await launchedOwner(t, 'kassa');
  const link = await t.http.get('/api/admin/stripe-connect/onboarding-link').set(owner.auth).expect(200);
  shopAccount = /\/setup\/e\/(acct_[a-z0-9]+)\//.exec(link.body.url)![1];
});
beforeEach(() => {
  outcomes = [];
});

function checkoutRequest(overrides: Partial<CheckoutSessionRequest> = {}): CheckoutSessionRequest {
  const orderId = randomUUID();
  return {
    providerAccountId: shopAccount,
    orderId,
    orderNumber: 1042,
    shopName: 'De Smulhoek',
    lines: [
      { name: 'Tomatensoep (groot)', unitAmountCents: 450, quantity: 2 },
      { name: 'Broodje kaas', unitAmountCents: 375, quantity: 1 },
    ],
    totalCents: 1275,
    feeCents: 26,
    customerEmail: 'klant@voorbeeld.be',
    locale: 'nl',
    expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    successUrl: `https://bestelklaar.test/kassa/betaling-succes?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `https://bestelklaar.test/kassa/betaling-gestopt?order=${orderId}`,
    idempotencyKey: `checkout-${orderId}`,
    ...overrides,
  };
}

const lastSessionRequest = () => double.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;

describe('Stripe Checkout on the shop’s connected account', () => {
  it('creates a direct charge: Stripe-Account header, EUR lines summing to the total, the fee, order id and number, locale, expiry and idempotency key', async () => {
    const request = checkoutRequest();
    const session = await payments.createCheckoutSession(request);

    const sent = lastSessionRequest();
    expect(sent.method).toBe('POST');
    expect(sent.stripeAccount).toBe(shopAccount);
    expect(sent.idempotencyKey).toBe(request.idempotencyKey);
    const form = sent.form;
    expect(form.get('mode')).toBe('payment');
    const lines = [0, 1].map((index) => ({
      name: form.get(`line_items[${index}][price_data][product_data][name]`),
      currency: form.get(`line_items[${index}][price_data][currency]`),
      unitAmount: Number(form.get(`line_items[${index}][price_data][unit_amount]`)),
      quantity: Number(form.get(`line_items[${index}][quantity]`)),
    }));
    expect(lines).toEqual([
      { name: 'Tomatensoep (groot)', currency: 'eur', unitAmount: 450, quantity: 2 },
      { name: 'Broodje kaas', currency: 'eur', unitAmount: 375, quantity: 1 },
    ]);
    expect(form.has('line_items[2][quantity]')).toBe(false);
    expect(lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0)).toBe(request.totalCents);
    expect(form.get('payment_intent_data[application_fee_amount]')).toBe('26');
    expect(form.get('client_reference_id')).toBe(request.orderId);
    expect(form.get('metadata[orderId]')).toBe(request.orderId);
    expect(form.get('metadata[orderNumber]')).toBe('1042');
    expect(form.get('payment_intent_data[description]')).toBe('Bestelling #1042 bij De Smulhoek');
    expect(form.get('payment_intent_data[metadata][orderId]')).toBe(request.orderId);
    expect(form.get('payment_intent_data[metadata][orderNumber]')).toBe('1042');
    expect(form.get('customer_email')).toBe('klant@voorbeeld.be');
    expect(form.get('locale')).toBe('nl');
    expect(form.get('expires_at')).toBe(String(Math.floor(request.expiresAt.getTime() / 1000)));
    expect(form.get('success_url')).toBe(request.successUrl);
    expect(form.get('cancel_url')).toBe(request.cancelUrl);
    // The account's own methods (card, Bancontact, iDEAL) show, so none are named.
    expect([...form.keys()].filter((key) => key.startsWith('payment_method_types'))).toEqual([]);

    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.sessionId}`);
    expect(session.expiresAt.getTime()).toBe(Math.floor(request.expiresAt.getTime() / 1000) * 1000);
    expect(double.session(session.sessionId)?.amount_total).toBe(1275);
  });

  it('answers the same session when asked twice for the same order', async () => {
    const request = checkoutRequest();
    const first = await payments.createCheckoutSession(request);
    const second = await payments.createCheckoutSession(request);
    expect(second.sessionId).toBe(first.sessionId);
  });

  it.each<[string, Partial<CheckoutSessionRequest>, RegExp]>([
    [
      'an expiry under 30 minutes',
      { expiresAt: new Date(Date.now() + 10 * 60 * 1000) },
      /at least 30 minutes/,
    ],
    ['an expiry beyond 24 hours', { expiresAt: new Date(Date.now() + 25 * 60 * 60 * 1000) }, /24 hours/],
    ['no lines', { lines: [], totalCents: 0, feeCents: 0 }, /line_items/],
    ['a fee above the total', { feeCents: 1276 }, /application fee/],
    ['an account that is not the platform’s', { providerAccountId: 'acct_onbekend' }, /access to account/],
  ])('is refused by Stripe for %s', async (_label, overrides, message) => {
    await expect(payments.createCheckoutSession(checkoutRequest(overrides))).rejects.toThrow(message);
  });

  it('confirms a paid session from Stripe’s word, once, and never from an open one', async () => {
    const request = checkoutRequest();
    const { sessionId } = await payments.createCheckoutSession(request);

    const open = await payments.confirmCheckout(shopAccount, sessionId);
    expect(open).toEqual({
      sessionId,
      orderId: request.orderId,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotalCents: request.totalCents,
      currency: 'eur',
    });
    expect(outcomes).toEqual([]);

    double.settleSession(sessionId, { status: 'complete', payment_status: 'paid' });
    await payments.confirmCheckout(shopAccount, sessionId);
    await payments.confirmCheckout(shopAccount, sessionId);
    expect(outcomes).toMatchObject([
      { outcome: 'paid', orderId: request.orderId, sessionId, providerAccountId: shopAccount },
    ]);
    const retrieved = double.requests.filter((r) => r.path === `/v1/checkout/sessions/${sessionId}`);
    expect(retrieved.every((r) => r.method === 'GET' && r.stripeAccount === shopAccount)).toBe(true);
  });

  it('expires an open session when the customer cancels, and leaves a paid one paid', async () => {
    const open = checkoutRequest();
    const { sessionId } = await payments.createCheckoutSession(open);
    const cancelled = await payments.cancelCheckout(shopAccount, sessionId);
    expect(cancelled.status).toBe('expired');
    expect(lastExpire(sessionId)?.stripeAccount).toBe(shopAccount);
    expect(outcomes).toMatchObject([{ outcome: 'expired', orderId: open.orderId }]);

    const paid = checkoutRequest();
    const { sessionId: paidSession } = await payments.createCheckoutSession(paid);
    double.settleSession(paidSession, { status: 'complete', payment_status: 'paid' });
    const state = await payments.cancelCheckout(shopAccount, paidSession);
    expect(state).toEqual({
      sessionId: paidSession,
      orderId: paid.orderId,
      status: 'complete',
      paymentStatus: 'paid',
      amountTotalCents: paid.totalCents,
      currency: 'eur',
    });
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['expired', 'paid']);

    // Cancelling again answers the end it already had.
    expect((await payments.cancelCheckout(shopAccount, sessionId)).status).toBe('expired');
    expect(outcomes).toHaveLength(2);
  });
});

const lastExpire = (sessionId: string) =>
  double.requests.filter((r) => r.path === `/v1/checkout/sessions/${sessionId}/expire`).at(-1);

function checkoutEvent(
  type: string,
  session: Record<string, unknown>,
  options: { id?: string; account?: string | null; created?: number } = {},
) {
  return JSON.stringify({
    id: options.id ?? `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    created: options.created ?? Math.floor(Date.now() / 1000),
    ...(options.account === null ? {} : { account: options.account ?? shopAccount }),
    data: { object: { object: 'checkout.session', ...session } },
  });
}

const deliver = (payload: string, signature: string | undefined) => deliverStripeEvent(t, payload, signature);
const signed = (payload: string, timestamp?: number) => stripeSignature(WEBHOOK_SECRET, payload, timestamp);

const sessionOf = (orderId: string, fields: Record<string, unknown> = {}) => ({
  id: `cs_test_${randomUUID().replace(/-/g, '')}`,
  client_reference_id: orderId,
  metadata: { orderId },
  status: 'complete',
  payment_status: 'paid',
  ...fields,
});

describe('checkout webhooks on the Connect endpoint', () => {
  it('applies checkout.session.completed with payment_status paid as paid, for the event’s account and order', async () => {
    const orderId = randomUUID();
    const session = sessionOf(orderId);
    const payload = checkoutEvent('checkout.session.completed', session);
    await deliver(payload, signed(payload)).expect(200, { received: true });
    expect(outcomes).toEqual([
      expect.objectContaining({
        kind: 'checkout-outcome',
        eventType: 'checkout.session.completed',
        providerAccountId: shopAccount,
        sessionId: session.id,
        orderId,
        outcome: 'paid',
      }),
    ]);
  });

  it('applies a redelivered event, and the same outcome learnt twice, once', async () => {
    const orderId = randomUUID();
    const session = sessionOf(orderId);
    const completed = checkoutEvent('checkout.session.completed', session);
    await deliver(completed, signed(completed)).expect(200);
    await deliver(completed, signed(completed)).expect(200);
    const succeeded = checkoutEvent('checkout.session.async_payment_succeeded', session);
    await deliver(succeeded, signed(succeeded)).expect(200);
    expect(outcomes).toHaveLength(1);
  });

  it('waits for an asynchronous payment: completed but unpaid is nothing yet, then succeeded is paid', async () => {
    const orderId = randomUUID();
    const pending = sessionOf(orderId, { payment_status: 'unpaid' });
    const completed = checkoutEvent('checkout.session.completed', pending);
    await deliver(completed, signed(completed)).expect(200);
    expect(outcomes).toEqual([]);

    const succeeded = checkoutEvent('checkout.session.async_payment_succeeded', {
      ...pending,
      payment_status: 'paid',
    });
    await deliver(succeeded, signed(succeeded)).expect(200);
    expect(outcomes).toMatchObject([
      { outcome: 'paid', orderId, eventType: 'checkout.session.async_payment_succeeded' },
    ]);
  });

  it.each(['checkout.session.async_payment_failed', 'checkout.session.expired'])(
    'reads %s as the end of the payment page',
    async (type) => {
      const orderId = randomUUID();
      const payload = checkoutEvent(
        type,
        sessionOf(orderId, {
          status: type.endsWith('expired') ? 'expired' : 'complete',
          payment_status: 'unpaid',
        }),
      );
      await deliver(payload, signed(payload)).expect(200);
      expect(outcomes).toMatchObject([{ outcome: 'expired', orderId, eventType: type }]);
    },
  );

  it('finds the order in client_reference_id when the metadata lacks it', async () => {
    const orderId = randomUUID();
    const payload = checkoutEvent('checkout.session.completed', sessionOf(orderId, { metadata: {} }));
    await deliver(payload, signed(payload)).expect(200);
    expect(outcomes).toMatchObject([{ orderId, outcome: 'paid' }]);
  });

  it.each([
    ['no connected account', { account: null }, {}],
    ['no order id', {}, { client_reference_id: null, metadata: {} }],
    [
      'an order id that is no id',
      {},
      { client_reference_id: 'x'.repeat(40), metadata: { orderId: "1'; DROP TABLE orders" } },
    ],
    ['no session id', {}, { id: undefined }],
  ] as const)(
    'ignores an event with %s, answering 200 so Stripe stops sending it',
    async (_label, options, fields) => {
      const payload = checkoutEvent('checkout.session.completed', sessionOf(randomUUID(), fields), options);
      await deliver(payload, signed(payload)).expect(200, { received: true });
      expect(outcomes).toEqual([]);
    },
  );

  it('refuses unsigned, tampered and stale checkout events with 400, applying nothing', async () => {
    const orderId = randomUUID();
    const payload = checkoutEvent('checkout.session.completed', sessionOf(orderId));
    const refused = await deliver(payload, undefined).expect(400);
    expect(refused.body.message).toBe('Ongeldige of verlopen webhook-handtekening.');
    await deliver(payload.replace('"paid"', '"unpaid"'), signed(payload)).expect(400);
    await deliver(payload, signed(payload, Math.floor(Date.now() / 1000) - 301)).expect(400);
    expect(outcomes).toEqual([]);
    await deliver(payload, signed(payload)).expect(200);
    expect(outcomes).toHaveLength(1);
  });
});
