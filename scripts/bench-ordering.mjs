import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { buildIfNeeded } from './build-if-needed.mjs';
import { startLocalServer } from './lib/local-server.mjs';

/* global fetch, FormData, URLSearchParams */

/**
 * Placing an order, end to end on the built server over its own embedded Postgres with the sandbox
 * as payment provider (every order also makes a sandbox checkout session): one customer at a time,
 * then 50 customers at once for the same slot piece (the worst case: every claim on one row).
 */
const root = new URL('..', import.meta.url).pathname;
const SEQUENTIAL = 200;
const CONCURRENT = 50;
const DURATION_S = 10;
const dataDir = mkdtempSync(join(tmpdir(), 'bestelklaar-bench-ordering-'));
chmodSync(dataDir, 0o777);

// The API alone: the web app is not needed, and its build is left alone.
buildIfNeeded(['domain', 'backend']);
const server = await startLocalServer({
  entry: join(root, 'backend', 'dist', 'main.js'),
  dataDir,
  env: {
    SEED_DEMO: 'false',
    FRONTEND_DIST: 'none',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ORDER_RATE_LIMIT_PER_CLIENT: '1000000',
    ORDER_RATE_LIMIT_PER_SHOP: '1000000',
    // Every order comes from this one machine: the bench measures the shop, not the customer limits.
    UNPAID_ORDERS_PER_CUSTOMER: '1000000',
  },
});

try {
  const { subdomain, payload } = await openShop(server.baseUrl);
  const url = `${server.baseUrl}/api/shop/${subdomain}/orders`;
  const body = JSON.stringify(payload);
  const place = () => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

  const first = await place();
  if (first.status !== 201) throw new Error(`Bestelling geweigerd: ${first.status} ${await first.text()}`);

  const sequential = [];
  for (let index = 0; index < SEQUENTIAL; index++) {
    const t0 = performance.now();
    const response = await place();
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`Onverwacht antwoord ${response.status}`);
    sequential.push(performance.now() - t0);
  }
  sequential.sort((a, b) => a - b);

  const loaded = await autocannon({
    url,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    connections: CONCURRENT,
    duration: DURATION_S,
  });
  if (loaded.non2xx > 0 || loaded.errors > 0)
    throw new Error(`Onder belasting: ${loaded.non2xx} antwoorden zonder 2xx, ${loaded.errors} fouten`);

  const at = (q) => sequential[Math.min(sequential.length - 1, Math.floor(q * sequential.length))].toFixed(1);
  console.log('\nBestellen (lokaal, 2 kernen, sandbox als betaalprovider)');
  console.log(
    `  één klant tegelijk   p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sequential.at(-1).toFixed(1)} ms (n=${SEQUENTIAL})`,
  );
  console.log(
    `  ${CONCURRENT} klanten tegelijk  p50 ${loaded.latency.p50} ms, p97.5 ${loaded.latency.p97_5} ms, p99 ${loaded.latency.p99} ms, ` +
      `${loaded.requests.average.toFixed(0)} bestellingen/s (${loaded.requests.total} in ${DURATION_S} s, één tijdslot)`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * An owner's shop through the real endpoints: settings, a product, pickup every day 08:00-22:00,
 * launched, the sandbox's onboarding confirmed. Answers an order for tomorrow's first piece.
 */
async function openShop(baseUrl) {
  const api = (path, init = {}) => fetch(`${baseUrl}/api${path}`, init);
  const json = { 'Content-Type': 'application/json' };
  const owner = { name: 'Bench Eigenaar', email: 'bestel-bench@voorbeeld.be', password: 'geheim123' };
  await api('/admin/auth/signup', { method: 'POST', headers: json, body: JSON.stringify(owner) });
  const login = await api('/admin/auth/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  const auth = { Authorization: `Bearer ${(await login.json()).token}` };
  const expect = async (response, status, what) => {
    if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
    return response;
  };

  const settings = new FormData();
  for (const [key, value] of Object.entries({
    name: 'Bench Eigenaar',
    shopName: 'Bench Bakker',
    shopDescription: 'Brood voor de meting.',
    shopAddress: 'Kerkstraat 1, 9000 Gent',
    websiteUrl: '',
    contactEmail: 'info@bench.be',
    contactGsm: '0470 12 34 56',
    shopMinimumOrderTimeBeforePickup: '1',
    darkMode: 'false',
  }))
    settings.append(key, value);
  await expect(
    await api('/admin/account/settings', { method: 'PUT', headers: auth, body: settings }),
    200,
    'Instellingen',
  );
  const product = await expect(
    await api('/admin/products', {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({ name: 'Brood', price: '2.50', soldAlone: 'true', productOptions: '[]' }),
    }),
    201,
    'Product',
  );
  const productId = (await product.json())._id;
  for (const day of ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'])
    await expect(
      await api('/admin/pickup-moments', {
        method: 'PUT',
        headers: { ...auth, ...json },
        body: JSON.stringify({ day, slots: [{ start: '08:00', end: '22:00' }] }),
      }),
      200,
      'Ophaalmomenten',
    );
  const subdomain = 'bench-bestellen';
  await expect(
    await api('/admin/stripe-connect/add-subdomain', {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({ subdomain }),
    }),
    200,
    'Lanceren',
  );
  const link = await (await api('/admin/stripe-connect/onboarding-link', { headers: auth })).json();
  const token = new URL(link.url).searchParams.get('token');
  const confirmed = await api('/payments/sandbox/onboarding', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });
  if (confirmed.status !== 303) throw new Error(`Onboarding: ${confirmed.status}`);

  const tomorrow = new Date(Date.now() + 24 * 3_600_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(tomorrow);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return {
    subdomain,
    payload: {
      name: 'Bench Klant',
      phone: '0470 12 34 56',
      email: 'klant@voorbeeld.be',
      date: `Day${weekday}-${date}`,
      timeSlot: { start: '08:00', end: '08:30' },
      cartItems: [
        { _id: productId, type: 'product', quantity: 2, selectedOptions: {}, calculatedPrice: 2.5 },
      ],
    },
  };
}
