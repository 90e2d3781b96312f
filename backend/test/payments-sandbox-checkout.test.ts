import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { SettableClock } from '../src/common/clock';
import { PaymentsService } from '../src/modules/payments/payments.service';
import type { CheckoutOutcome } from '../src/modules/payments/payment-events';
import type { CheckoutSessionRequest } from '../src/modules/payments/providers/payment-provider';
import { launchedOwner } from './support/ready-shop';
import { useTestApp } from './support/test-app';

const clock = new SettableClock('2030-03-04T10:00:00Z');
const MINUTE = 60 * 1000;

const t = useTestApp({}, { clock });
let payments: PaymentsService;
let outcomes: CheckoutOutcome[];
let shop: Awaited<ReturnType<typeof onboardedShop>>;

async function onboardedShop(subdomain: string) {
  const owner = await launchedOwner(t, subdomain);
  const link = await t.http.get('/api/admin/stripe-connect/onboarding-link').set(owner.auth).expect(200);
  const token = new URL(link.body.url).searchParams.get('token')!;
  await t.http.post('/api/payments/sandbox/onboarding').type('form').send({ token }).expect(303);
  const account = await payments.chargeableAccount(owner.id);
  expect(account?.provider).toBe('sandbox');
  return { owner, providerAccountId: account!.providerAccountId };
}

beforeAll(async () => {
  payments = t.app.get(PaymentsService);
  payments.registerCheckoutListener(async (outcome) => {
    outcomes.push(outcome);
    return 'applied';
  });
  shop = await onboardedShop('sandbox-kassa');
});
beforeEach(() => {
  outcomes = [];
});

function checkoutRequest(overrides: Partial<CheckoutSessionRequest> = {}): CheckoutSessionRequest {
  const orderId = randomUUID();
  return {
    providerAccountId: shop.providerAccountId,
    orderId,
    orderNumber: 1042,
    shopName: 'De Smulhoek',
    lines: [
      { name: 'Tomatensoep (groot)', unitAmountCents: 450, quantity: 2 },
      { name: 'Broodje <kaas> & ham', unitAmountCents: 375, quantity: 1 },
    ],
    totalCents: 1275,
    feeCents: 26,
    customerEmail: 'klant@voorbeeld.be',
    locale: 'nl',
    expiresAt: new Date(clock.now().getTime() + 30 * MINUTE),
    successUrl: `${t.config.publicBaseUrl}/sandbox-kassa/betaling-succes?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${t.config.publicBaseUrl}/sandbox-kassa/betaling-gestopt?order=${orderId}`,
    idempotencyKey: `checkout-${orderId}`,
    ...overrides,
  };
}

const pagePath = (url: string) => new URL(url).pathname;
const pathAndQuery = (url: string) => pagePath(url) + new URL(url).search;
const page = (url: string) => t.http.get(pagePath(url));
const pay = (url: string) =>
  t.http
    .post(`${pagePath(url)}/pay`)
    .type('form')
    .send('');

describe('the sandbox payment page', () => {
  it('opens a session on the app’s own page, the same one for the same key', async () => {
    const request = checkoutRequest();
    const session = await payments.createCheckoutSession(request);
    expect(session.sessionId).toMatch(/^cs_sandbox_[0-9a-f]{32}$/);
    expect(session.url).toBe(`${t.config.publicBaseUrl}/api/payments/sandbox/checkout/${session.sessionId}`);
    expect(session.expiresAt).toEqual(request.expiresAt);
    expect(await payments.createCheckoutSession(request)).toEqual(session);
    expect(await payments.confirmCheckout(shop.providerAccountId, session.sessionId)).toEqual({
      sessionId: session.sessionId,
      orderId: request.orderId,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotalCents: request.totalCents,
      currency: 'eur',
    });
    expect(outcomes).toEqual([]);
  });

  it.each<[string, Partial<CheckoutSessionRequest>]>([
    ['an expiry under 30 minutes', { expiresAt: new Date(clock.now().getTime() + 20 * MINUTE) }],
    ['an expiry beyond 24 hours', { expiresAt: new Date(clock.now().getTime() + 25 * 60 * MINUTE) }],
    ['no lines', { lines: [], totalCents: 0, feeCents: 0 }],
    ['a fee above the total', { feeCents: 1276 }],
    ['a total that is not the sum of the lines', { totalCents: 1000 }],
  ])('refuses what Stripe refuses: %s', async (_label, overrides) => {
    await expect(payments.createCheckoutSession(checkoutRequest(overrides))).rejects.toThrow(
      /Sandbox weigert/,
    );
  });

  it('shows a Testmodus notice, the shop, the lines, the total, the fee, Betalen and Annuleren', async () => {
    const request = checkoutRequest();
    const { url } = await payments.createCheckoutSession(request);
    const response = await page(url).expect(200).expect('Content-Type', /html/);
    const html = response.text;
    expect(response.headers['cache-control']).toBe('no-store');
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<strong>Testmodus</strong>');
    expect(html).toContain('<h1>Betalen bij De Smulhoek</h1>');
    expect(html).toContain('Tomatensoep (groot)</td><td class="num">2</td>');
    expect(html).toContain('Broodje &lt;kaas&gt; &amp; ham');
    expect(html).not.toContain('<kaas>');
    expect(squashed(html)).toContain('Totaal</th><td class="num"><strong>€ 12,75</strong>');
    expect(squashed(html)).toContain('Waarvan € 0,26 platformkosten');
    expect(html).toContain('<button type="submit">Betalen</button>');
    expect(html).toContain(
      `<a class="button" href="${request.cancelUrl.replaceAll('&', '&amp;')}">Annuleren</a>`,
    );
    expect(html).toContain('open tot 11:30');
  });

  it('pays once: Betalen sends a signed completed event through the webhook path and goes to the success URL', async () => {
    const request = checkoutRequest();
    const { url, sessionId } = await payments.createCheckoutSession(request);
    const paid = await pay(url).expect(303);
    expect(paid.headers.location).toBe(request.successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId));
    expect(outcomes).toEqual([
      expect.objectContaining({
        eventType: 'checkout.session.completed',
        outcome: 'paid',
        providerAccountId: shop.providerAccountId,
        orderId: request.orderId,
        sessionId,
      }),
    ]);
    expect(await payments.confirmCheckout(shop.providerAccountId, sessionId)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
    });

    const replay = await pay(url).expect(409);
    expect(replay.text).toContain('Deze bestelling is al betaald');
    const again = (await page(url).expect(200)).text;
    expect(again).toContain('Deze bestelling is al betaald');
    expect(again).not.toContain('Betalen</button>');
    expect(outcomes).toHaveLength(1);
  });

  it('leaves the session open when applying the payment fails, so the customer can pay again', async () => {
    const request = checkoutRequest();
    const { url } = await payments.createCheckoutSession(request);
    let failOnce = true;
    payments.registerCheckoutListener(async (outcome) => {
      if (failOnce) {
        failOnce = false;
        throw new Error('database even weg');
      }
      outcomes.push(outcome);
      return 'applied';
    });
    try {
      const failed = await pay(url);
      expect(failed.status).not.toBe(303);
      expect((await page(url).expect(200)).text).toContain('Betalen</button>');
      await pay(url).expect(303);
      expect(outcomes).toMatchObject([{ outcome: 'paid', orderId: request.orderId }]);
    } finally {
      payments.registerCheckoutListener(async (outcome) => {
        outcomes.push(outcome);
        return 'applied';
      });
    }
  });

  it('expires like Stripe: after expires_at the page says so, Betalen is refused and the expired event is applied once', async () => {
    const request = checkoutRequest();
    const { url, sessionId } = await payments.createCheckoutSession(request);
    clock.advance(30 * MINUTE - 1000);
    expect((await page(url).expect(200)).text).toContain('Betalen</button>');
    clock.advance(1000);
    try {
      const expired = (await page(url).expect(200)).text;
      expect(expired).toContain('Deze betaalpagina is verlopen');
      expect(expired).not.toContain('Betalen</button>');
      expect(outcomes).toEqual([
        expect.objectContaining({
          eventType: 'checkout.session.expired',
          outcome: 'expired',
          orderId: request.orderId,
          providerAccountId: shop.providerAccountId,
        }),
      ]);
      await pay(url).expect(409);
      expect(await payments.confirmCheckout(shop.providerAccountId, sessionId)).toMatchObject({
        status: 'expired',
        paymentStatus: 'unpaid',
      });
      expect(outcomes).toHaveLength(1);
    } finally {
      clock.advance(-30 * MINUTE);
    }
  });

  it('answers a retrieve after expires_at with expired, applying it (the sweeper’s path)', async () => {
    const request = checkoutRequest();
    const { sessionId } = await payments.createCheckoutSession(request);
    clock.advance(31 * MINUTE);
    try {
      const state = await payments.confirmCheckout(shop.providerAccountId, sessionId);
      expect(state.status).toBe('expired');
      expect(outcomes).toMatchObject([{ outcome: 'expired', orderId: request.orderId, sessionId }]);
    } finally {
      clock.advance(-31 * MINUTE);
    }
  });

  it('keeps the session open after Annuleren, until the customer’s cancel expires it once', async () => {
    const request = checkoutRequest();
    const { url, sessionId } = await payments.createCheckoutSession(request);
    expect((await page(url).expect(200)).text).toContain('Betalen</button>');

    const cancelled = await payments.cancelCheckout(shop.providerAccountId, sessionId);
    expect(cancelled).toMatchObject({ status: 'expired', orderId: request.orderId });
    expect(outcomes).toMatchObject([{ outcome: 'expired', eventType: 'checkout.session.expired' }]);
    expect(await payments.cancelCheckout(shop.providerAccountId, sessionId)).toMatchObject({
      status: 'expired',
    });
    await pay(url).expect(409);
    expect(outcomes).toHaveLength(1);
  });

  it('leaves a paid session paid when the customer cancels afterwards', async () => {
    const { url, sessionId } = await payments.createCheckoutSession(checkoutRequest());
    await pay(url).expect(303);
    expect(await payments.cancelCheckout(shop.providerAccountId, sessionId)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
    });
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['paid']);
  });

  it('knows a session only on its own account', async () => {
    const { sessionId } = await payments.createCheckoutSession(checkoutRequest());
    await expect(payments.confirmCheckout('sandbox_acct_iemandanders', sessionId)).rejects.toThrow();
    await expect(payments.cancelCheckout('sandbox_acct_iemandanders', sessionId)).rejects.toThrow();
    expect(outcomes).toEqual([]);
  });

  it.each([
    ['nonsense', 'niets'],
    ['an unknown well-formed id', `cs_sandbox_${'0'.repeat(32)}`],
    ['a very long id', 'x'.repeat(3000)],
  ])('answers a page for %s with a Dutch 404, and pays nothing', async (_label, id) => {
    const shown = await t.http.get(`/api/payments/sandbox/checkout/${id}`).expect(404);
    expect(shown.text).toContain('Deze betaalpagina bestaat niet');
    await t.http.post(`/api/payments/sandbox/checkout/${id}/pay`).expect(404);
    expect(outcomes).toEqual([]);
  });

  it('answers an id with a NUL byte with 404 before it reaches the page', async () => {
    await t.http.get('/api/payments/sandbox/checkout/%00').expect(404);
    await t.http.post('/api/payments/sandbox/checkout/%00/pay').expect(404);
  });
});

describe('the sandbox dashboard', () => {
  it('lists the shop’s own payments, newest first, with date, order number, total, fee and status', async () => {
    const other = await onboardedShop('sandbox-ander');
    const mine = await onboardedShop('sandbox-mijn');
    const request = (overrides: Partial<CheckoutSessionRequest> = {}) =>
      checkoutRequest({ providerAccountId: mine.providerAccountId, ...overrides });
    const paid = request();
    await pay((await payments.createCheckoutSession(paid)).url).expect(303);
    clock.advance(MINUTE);
    const waiting = request({
      orderNumber: 1043,
      lines: [{ name: 'Lasagne', unitAmountCents: 1250, quantity: 1 }],
      totalCents: 1250,
      feeCents: 25,
      expiresAt: new Date(clock.now().getTime() + 30 * MINUTE),
    });
    await payments.createCheckoutSession(waiting);
    const foreign = checkoutRequest({ providerAccountId: other.providerAccountId });
    await payments.createCheckoutSession(foreign);

    const link = await t.http
      .get('/api/admin/stripe-connect/dashboard-link')
      .set(mine.owner.auth)
      .expect(200);
    const html = (await t.http.get(pathAndQuery(link.body.url)).expect(200)).text;
    const rows = [...html.matchAll(/<tr>\s*<td>([\s\S]*?)<\/tr>/g)].map((row) =>
      squashed(row[0].replace(/<[^>]+>/g, ' ')),
    );
    expect(rows).toEqual([
      `04/03/2030 11:01 #1043 € 12,50 € 0,25 Wacht op betaling`,
      `04/03/2030 11:00 #1042 € 12,75 € 0,26 Betaald`,
    ]);
    expect(html).not.toContain(foreign.orderId);

    // Once its page has expired, the waiting payment says so.
    clock.advance(31 * MINUTE);
    try {
      const fresh = await t.http
        .get('/api/admin/stripe-connect/dashboard-link')
        .set(mine.owner.auth)
        .expect(200);
      const later = (await t.http.get(pathAndQuery(fresh.body.url)).expect(200)).text;
      expect(later).toContain('Verlopen');
      expect(later).not.toContain('Wacht op betaling');
    } finally {
      clock.advance(-32 * MINUTE);
    }
  });

  it('says when there are no payments yet', async () => {
    const fresh = await onboardedShop('sandbox-leeg');
    const link = await t.http
      .get('/api/admin/stripe-connect/dashboard-link')
      .set(fresh.owner.auth)
      .expect(200);
    expect((await t.http.get(pathAndQuery(link.body.url)).expect(200)).text).toContain(
      'Nog geen betalingen ontvangen.',
    );
  });
});

/** The HTML's text with runs of white space as one space. */
function squashed(html: string): string {
  return html.replace(/\s+/g, ' ').replace(/> </g, '><').trim();
}
