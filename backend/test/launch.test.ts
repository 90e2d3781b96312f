import { describe, expect, it } from 'vitest';
import { withDatabase } from './support/shop-setup';
import { registerOwner, useTestApp } from './support/test-app';
import { completeSetupSteps } from './support/ready-shop';

const t = useTestApp();

async function readyOwner() {
  const owner = await registerOwner(t.http);
  await completeSetupSteps(t, owner.auth);
  return owner;
}

const launch = (auth: Record<string, string>, subdomain: unknown) =>
  t.http.post('/api/admin/stripe-connect/add-subdomain').set(auth).send({ subdomain });

describe('POST /api/admin/stripe-connect/add-subdomain', () => {
  it('launches a ready shop, after which its public pages answer', async () => {
    const owner = await readyOwner();
    await t.http.get('/api/shop/de-smul/pickup-slots').expect(404);
    await launch(owner.auth, 'de-smul').expect(200, { subdomain: 'de-smul' });
    const settings = await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200);
    expect(settings.body).toMatchObject({ subdomain: 'de-smul', onboardingCompleted: false });
    const slots = await t.http.get('/api/shop/DE-SMUL/pickup-slots').expect(200);
    expect(slots.body.maandag).toEqual([{ start: '11:00', end: '13:00' }]);
  });

  it.each([
    ['', 'Subdomein is verplicht.'],
    ['ab', 'Subdomein moet tussen 3 en 63 tekens lang zijn.'],
    ['a'.repeat(64), 'Subdomein moet tussen 3 en 63 tekens lang zijn.'],
    [
      '-smul',
      'Subdomein mag alleen kleine letters, cijfers en koppeltekens bevatten (geen begin- of eind-koppeltekens).',
    ],
    [
      'smul-',
      'Subdomein mag alleen kleine letters, cijfers en koppeltekens bevatten (geen begin- of eind-koppeltekens).',
    ],
    [
      'De-Smul',
      'Subdomein mag alleen kleine letters, cijfers en koppeltekens bevatten (geen begin- of eind-koppeltekens).',
    ],
    [
      'de_smul',
      'Subdomein mag alleen kleine letters, cijfers en koppeltekens bevatten (geen begin- of eind-koppeltekens).',
    ],
  ])('refuses %j with the spec text and changes nothing', async (subdomain, message) => {
    const owner = await readyOwner();
    const response = await launch(owner.auth, subdomain).expect(400);
    expect(response.body.fields).toEqual({ subdomain: message });
    const settings = await t.http.get('/api/admin/account/settings').set(owner.auth);
    expect(settings.body.subdomain).toBe('');
  });

  it.each([
    'dashboard',
    'inloggen',
    'registreren',
    'logout',
    'algemene-voorwaarden',
    'privacy',
    'contact',
    'api',
    'admin',
    'shop',
    'assets',
    'not-found',
  ])('refuses the reserved name %s', async (subdomain) => {
    const owner = await readyOwner();
    const response = await launch(owner.auth, subdomain).expect(400);
    expect(response.body.fields.subdomain).toBe('Dit subdomein is voorbehouden. Kies een andere naam.');
  });

  it('refuses a subdomain another shop has taken with 409', async () => {
    const first = await readyOwner();
    const second = await readyOwner();
    await launch(first.auth, 'bakkerij-jan').expect(200);
    const response = await launch(second.auth, 'bakkerij-jan').expect(409);
    expect(response.body.message).toBe('Dit subdomein is al in gebruik. Kies een andere naam.');
    const settings = await t.http.get('/api/admin/account/settings').set(second.auth);
    expect(settings.body.subdomain).toBe('');
  });

  it('refuses to move a launched shop to another subdomain', async () => {
    const owner = await readyOwner();
    await launch(owner.auth, 'eerste-naam').expect(200);
    const response = await launch(owner.auth, 'tweede-naam').expect(409);
    expect(response.body.message).toBe('Je webshop is al gelanceerd.');
  });

  it('refuses while setup steps are missing', async () => {
    const owner = await registerOwner(t.http);
    const response = await launch(owner.auth, 'te-vroeg').expect(400);
    expect(response.body.message).toBe(
      'Vul eerst je instellingen aan en voeg een product en een ophaalmoment toe.',
    );
    await t.http.get('/api/shop/te-vroeg/pickup-slots').expect(404);
  });

  it('refuses a body without a text subdomain', async () => {
    const owner = await readyOwner();
    await launch(owner.auth, 42).expect(400);
    await t.http.post('/api/admin/stripe-connect/add-subdomain').set(owner.auth).send({}).expect(400);
  });

  it('requires a token', async () => {
    await t.http
      .post('/api/admin/stripe-connect/add-subdomain')
      .send({ subdomain: 'zonder-token' })
      .expect(401);
  });
});

describe('sandbox onboarding', () => {
  it('is refused before launch', async () => {
    const owner = await readyOwner();
    const response = await t.http
      .get('/api/admin/stripe-connect/onboarding-link')
      .set(owner.auth)
      .expect(400);
    expect(response.body.message).toBe('Lanceer eerst je webshop op een subdomein.');
  });

  it('completes only when the owner confirms on the sandbox page, not by viewing it', async () => {
    const owner = await readyOwner();
    await launch(owner.auth, 'sandbox-shop').expect(200);
    const link = await t.http.get('/api/admin/stripe-connect/onboarding-link').set(owner.auth).expect(200);
    const url = new URL(link.body.url);
    expect(url.pathname).toBe('/api/payments/sandbox/onboarding');

    const page = await t.http.get(`${url.pathname}${url.search}`).expect(200);
    expect(page.text).toContain('Betalingen activeren voor De Smulhoek');
    expect((await t.http.get('/api/admin/account/settings').set(owner.auth)).body.onboardingCompleted).toBe(
      false,
    );

    const token = url.searchParams.get('token')!;
    const sandboxEvents = () =>
      withDatabase(t, async (db) => {
        const { rows } = await db.query(
          `SELECT type FROM processed_payment_events WHERE event_id LIKE 'evt_sandbox_%'`,
        );
        return rows.map((row) => row.type);
      });
    const eventsBefore = await sandboxEvents();
    const confirm = await t.http.post(url.pathname).type('form').send({ token }).expect(303);
    expect(confirm.headers.location).toBe(`${t.config.publicBaseUrl}/dashboard`);
    expect((await t.http.get('/api/admin/account/settings').set(owner.auth)).body.onboardingCompleted).toBe(
      true,
    );
    // Confirming signed an account.updated event that came in by the webhooks' own path.
    expect(await sandboxEvents()).toEqual([...eventsBefore, 'account.updated']);

    const dashboard = await t.http
      .get('/api/admin/stripe-connect/dashboard-link')
      .set(owner.auth)
      .expect(200);
    const dashboardUrl = new URL(dashboard.body.url);
    const overview = await t.http.get(`${dashboardUrl.pathname}${dashboardUrl.search}`).expect(200);
    expect(overview.text).toContain('Betalingen van De Smulhoek');
  });

  it('refuses a forged or tampered token and completes nothing', async () => {
    const owner = await readyOwner();
    await launch(owner.auth, 'vervalst').expect(200);
    const link = await t.http.get('/api/admin/stripe-connect/onboarding-link').set(owner.auth).expect(200);
    const token = new URL(link.body.url).searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const other = await registerOwner(t.http);
    const forged = Buffer.from(JSON.stringify({ ...claims, accountId: other.id })).toString('base64url');
    await t.http
      .post('/api/payments/sandbox/onboarding')
      .type('form')
      .send({ token: `${forged}.${signature}` })
      .expect(400);
    await t.http.post('/api/payments/sandbox/onboarding').type('form').send({ token: 'rommel' }).expect(400);
    // The genuine token with an extra segment is not the genuine token.
    await t.http.get(`/api/payments/sandbox/onboarding?token=${token}.extra`).expect(400);
    await t.http
      .post('/api/payments/sandbox/onboarding')
      .type('form')
      .send({ token: `${token}.extra` })
      .expect(400);
    await t.http.get('/api/payments/sandbox/onboarding?token=rommel').expect(400);
    expect((await t.http.get('/api/admin/account/settings').set(owner.auth)).body.onboardingCompleted).toBe(
      false,
    );
  });

  it('has no dashboard link before onboarding has started', async () => {
    const owner = await readyOwner();
    const response = await t.http.get('/api/admin/stripe-connect/dashboard-link').set(owner.auth).expect(400);
    expect(response.body.message).toBe('Kon Stripe dashboard niet laden.');
  });
});
