import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { buildIfNeeded } from './build-if-needed.mjs';
import { openBenchShop } from './lib/bench-shop.mjs';
import { startLocalServer } from './lib/local-server.mjs';

/* global fetch */

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
  const subdomain = 'bench-bestellen';
  const { payload } = await openBenchShop(server.baseUrl, {
    subdomain,
    ownerEmail: 'bestel-bench@voorbeeld.be',
    contactEmail: 'info@bench.be',
  });
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
