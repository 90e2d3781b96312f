import { afterAll, beforeAll } from 'vitest';
import Stripe from 'stripe';
import type { Clock } from '../../src/common/clock';
import type { AppConfig } from '../../src/config/app-config';
import { openOrderingShop, type OrderingShop } from './order-fixtures';
import { withDatabase } from './shop-setup';
import { StripeDouble } from './stripe-double';
import { startTestApp, testAppOnceStarted, type TestApp } from './test-app';

export interface StripeAppOptions {
  /** The app's clock; the double's follows it. The system's clock unless given. */
  clock?: Clock;
  /** Configuration on top of the test app's. */
  config?: Partial<AppConfig>;
}

/**
 * A Stripe double (taking `secretKey`, signing its events with `webhookSecret`) and the app that pays
 * through it, for the test file (or describe block) it is called in: both started before its tests,
 * stopped after them.
 */
export function useStripeApp(
  secretKey: string,
  webhookSecret: string,
  { clock, config = {} }: StripeAppOptions = {},
): { double: StripeDouble; t: TestApp } {
  const double = clock
    ? new StripeDouble(secretKey, () => clock.now().getTime())
    : new StripeDouble(secretKey);
  let t: TestApp | undefined;
  beforeAll(async () => {
    await double.start();
    t = await startTestApp({ ...config, stripe: double.config(webhookSecret) }, { clock });
  });
  afterAll(async () => {
    await t?.close();
    await double.stop();
  });
  return { double, t: testAppOnceStarted(() => t) };
}

/** Posts `payload` to the app's Stripe webhook, with `signature` as its Stripe-Signature header when there is one. */
export function deliverStripeEvent(t: TestApp, payload: string, signature: string | undefined) {
  const request = t.http.post('/api/payments/stripe/webhook').set('Content-Type', 'application/json');
  if (signature) request.set('Stripe-Signature', signature);
  return request.send(payload);
}

/** The Stripe-Signature header Stripe would send with `payload`, signed with `webhookSecret` at `timestamp` (now unless given). */
export function stripeSignature(webhookSecret: string, payload: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: webhookSecret,
    ...(timestamp ? { timestamp } : {}),
  });
}

/** An ordering shop whose payments go to a new connected account (`account`) on the Stripe double. */
export async function openStripeShop(
  t: TestApp,
  double: StripeDouble,
  secretKey: string,
  account: Stripe.AccountCreateParams = { type: 'express' },
): Promise<OrderingShop> {
  const shop = await openOrderingShop(t);
  const stripe = new Stripe(secretKey, { host: '127.0.0.1', port: double.port, protocol: 'http' });
  const { id } = await stripe.accounts.create(account);
  await withDatabase(t, (db) =>
    db.query(
      `UPDATE payment_accounts SET provider = 'stripe', provider_account_id = $2 WHERE account_id = $1`,
      [shop.owner.id, id],
    ),
  );
  return { ...shop, providerAccountId: id };
}
