import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { launchedOwner } from './support/ready-shop';
import { deliverStripeEvent, stripeSignature, useStripeApp } from './support/stripe-app';

const SECRET_KEY = 'sk_test_bestelklaar';
const WEBHOOK_SECRET = 'whsec_test_bestelklaar';
const stripe = new Stripe(SECRET_KEY);

const { double, t } = useStripeApp(SECRET_KEY, WEBHOOK_SECRET);

async function connectedAccountOf(owner: { auth: Record<string, string> }) {
  const link = await t.http.get('/api/admin/stripe-connect/onboarding-link').set(owner.auth).expect(200);
  const accountId = /\/setup\/e\/(acct_[a-z0-9]+)\//.exec(link.body.url)?.[1];
  expect(accountId).toBeDefined();
  return { accountId: accountId!, url: link.body.url as string };
}

function accountUpdated(
  eventId: string,
  accountId: string,
  state: { charges: boolean; details: boolean },
  created = Math.floor(Date.now() / 1000),
) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'account.updated',
    created,
    data: {
      object: {
        id: accountId,
        object: 'account',
        charges_enabled: state.charges,
        details_submitted: state.details,
      },
    },
  });
}

const deliver = (payload: string, signature: string | undefined) => deliverStripeEvent(t, payload, signature);
const signed = (payload: string, timestamp?: number) => stripeSignature(WEBHOOK_SECRET, payload, timestamp);

const onboarded = async (owner: { auth: Record<string, string> }) =>
  (await t.http.get('/api/admin/account/settings').set(owner.auth)).body.onboardingCompleted as boolean;

describe('Stripe Connect onboarding', () => {
  it('creates one Express account per shop and links to Stripe-hosted onboarding back to the dashboard', async () => {
    const owner = await launchedOwner(t, 'stripe-een');
    const first = await connectedAccountOf(owner);
    const second = await connectedAccountOf(owner);
    expect(second.accountId).toBe(first.accountId);

    const created = double.requests.filter((r) => r.path === '/v1/accounts');
    expect(created).toHaveLength(1);
    expect(created[0].form.get('type')).toBe('express');
    expect(created[0].form.get('country')).toBe('BE');
    expect(created[0].form.get('email')).toBe(owner.email);
    for (const capability of ['card_payments', 'transfers', 'bancontact_payments', 'ideal_payments'])
      expect(created[0].form.get(`capabilities[${capability}][requested]`), capability).toBe('true');
    expect(created[0].idempotencyKey).toBe(`connected-account-${owner.id}`);

    const links = double.requests.filter((r) => r.path === '/v1/account_links');
    expect(links.at(-1)!.form.get('account')).toBe(first.accountId);
    expect(links.at(-1)!.form.get('type')).toBe('account_onboarding');
    expect(links.at(-1)!.form.get('return_url')).toBe(`${t.config.publicBaseUrl}/dashboard`);
    expect(links.at(-1)!.form.get('refresh_url')).toBe(`${t.config.publicBaseUrl}/dashboard`);
  });

  it('opens a Dutch shop’s connected account in the Netherlands, read from its contact GSM', async () => {
    const owner = await launchedOwner(t, 'stripe-nl');
    await t.http
      .put('/api/admin/account/settings')
      .set(owner.auth)
      .field('name', 'Daan de Vries')
      .field('shopName', 'Broodje Daan')
      .field('shopDescription', 'Belegde broodjes.')
      .field('shopAddress', 'Damstraat 1, 1012 JS Amsterdam')
      .field('websiteUrl', '')
      .field('contactEmail', 'daan@voorbeeld.nl')
      .field('contactGsm', '06 12345678')
      .field('shopMinimumOrderTimeBeforePickup', '2')
      .field('darkMode', 'false')
      .expect(200);
    const { accountId } = await connectedAccountOf(owner);
    const created = double.requests.filter((r) => r.path === '/v1/accounts').at(-1)!;
    expect(created.form.get('country')).toBe('NL');
    expect(created.form.get('metadata[accountId]')).toBe(owner.id);
    expect(accountId).toMatch(/^acct_/);
  });

  it('opens the Express dashboard through a login link', async () => {
    const owner = await launchedOwner(t, 'stripe-dashboard');
    const { accountId } = await connectedAccountOf(owner);
    const response = await t.http.get('/api/admin/stripe-connect/dashboard-link').set(owner.auth).expect(200);
    expect(response.body.url).toBe(`https://connect.stripe.com/express/${accountId}/login`);
  });

  it('completes onboarding from a signed account.updated event, and only when charges and details are both done', async () => {
    const owner = await launchedOwner(t, 'stripe-webhook');
    const { accountId } = await connectedAccountOf(owner);

    const partial = accountUpdated('evt_partial', accountId, { charges: false, details: true });
    await deliver(partial, signed(partial)).expect(200);
    expect(await onboarded(owner)).toBe(false);

    const complete = accountUpdated('evt_complete', accountId, { charges: true, details: true });
    await deliver(complete, signed(complete)).expect(200);
    expect(await onboarded(owner)).toBe(true);
  });

  it('applies a duplicate event once: a replay of an older event does not undo a newer state', async () => {
    const owner = await launchedOwner(t, 'stripe-dubbel');
    const { accountId } = await connectedAccountOf(owner);
    const disabled = accountUpdated('evt_disabled', accountId, { charges: false, details: false });
    await deliver(disabled, signed(disabled)).expect(200);
    const enabled = accountUpdated('evt_enabled', accountId, { charges: true, details: true });
    await deliver(enabled, signed(enabled)).expect(200);
    await deliver(disabled, signed(disabled)).expect(200);
    expect(await onboarded(owner)).toBe(true);
  });

  it('applies events in the order the provider created them, whatever the order they arrive in', async () => {
    const owner = await launchedOwner(t, 'stripe-volgorde');
    const { accountId } = await connectedAccountOf(owner);
    const now = Math.floor(Date.now() / 1000);
    const newer = accountUpdated('evt_newer', accountId, { charges: true, details: true }, now);
    const older = accountUpdated('evt_older', accountId, { charges: false, details: false }, now - 60);
    await deliver(newer, signed(newer)).expect(200);
    await deliver(older, signed(older)).expect(200);
    expect(await onboarded(owner)).toBe(true);

    // A later event does change the state.
    const later = accountUpdated('evt_later', accountId, { charges: false, details: true }, now + 1);
    await deliver(later, signed(later)).expect(200);
    expect(await onboarded(owner)).toBe(false);
  });

  it('refuses unsigned, tampered and stale events with 400 and changes nothing', async () => {
    const owner = await launchedOwner(t, 'stripe-vals');
    const { accountId } = await connectedAccountOf(owner);
    const payload = accountUpdated('evt_forged', accountId, { charges: true, details: true });

    const unsigned = await deliver(payload, undefined).expect(400);
    expect(unsigned.body.message).toBe('Ongeldige of verlopen webhook-handtekening.');

    const honest = accountUpdated('evt_forged', accountId, { charges: false, details: false });
    await deliver(payload, signed(honest)).expect(400);

    const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_iemand_anders' });
    await deliver(payload, wrongSecret).expect(400);

    const stale = signed(payload, Math.floor(Date.now() / 1000) - 301);
    await deliver(payload, stale).expect(400);

    expect(await onboarded(owner)).toBe(false);
    // A refused event was not recorded either: once properly signed, it is applied.
    await deliver(payload, signed(payload)).expect(200);
    expect(await onboarded(owner)).toBe(true);
  });

  it('ignores events it does not handle', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'charge.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: {} },
    });
    await deliver(payload, signed(payload)).expect(200, { received: true });
  });
});
