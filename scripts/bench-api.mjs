import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildIfNeeded } from './build-if-needed.mjs';
import { startLocalServer } from './lib/local-server.mjs';

/* global fetch */

/**
 * The API under a shop-sized load, on the built server over its own embedded Postgres (loopback only,
 * bounded request counts): the product list with 1,000 products (whole and a page at a time), login
 * (argon2id), and the health check beside a bare node:http server answering the same JSON, measured
 * by the same client in the same run, so the ratio says what the app's pipeline costs.
 */
const root = new URL('..', import.meta.url).pathname;
const PRODUCTS = 1000;
const dataDir = mkdtempSync(join(tmpdir(), 'bestelklaar-bench-api-'));
chmodSync(dataDir, 0o777);

buildIfNeeded();
const server = await startLocalServer({
  entry: join(root, 'backend', 'dist', 'main.js'),
  dataDir,
  env: { SEED_DEMO: 'false', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
});

try {
  const api = (path, init = {}) => fetch(`${server.baseUrl}/api${path}`, init);
  const json = { 'Content-Type': 'application/json' };
  const owner = { name: 'Bench Eigenaar', email: 'bench@voorbeeld.be', password: 'geheim123' };
  await api('/admin/auth/signup', { method: 'POST', headers: json, body: JSON.stringify(owner) });
  const credentials = JSON.stringify({ email: owner.email, password: owner.password });

  const login = await timed(10, 1, () =>
    api('/admin/auth/login', { method: 'POST', headers: json, body: credentials }),
  );
  const { token } = await (
    await api('/admin/auth/login', { method: 'POST', headers: json, body: credentials })
  ).json();
  const auth = { Authorization: `Bearer ${token}` };

  const started = performance.now();
  await inParallel(PRODUCTS, 8, async (index) => {
    const response = await api('/admin/products', {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({
        name: `Product ${index}`,
        description: 'Een product om de lijst te vullen.',
        price: '4.50',
        collection: '',
        stockQuantity: '',
        soldAlone: 'true',
        productOptions: JSON.stringify([
          { name: 'Saus', type: 'select', required: false, options: [{ name: 'Mayo', price: 0.5 }] },
        ]),
      }),
    });
    if (response.status !== 201)
      throw new Error(`Product ${index}: ${response.status} ${await response.text()}`);
  });
  const createMs = performance.now() - started;

  const list = await timed(50, 1, () => api('/admin/products', { headers: auth }));
  const page = await timed(200, 1, () => api('/admin/products?limit=25', { headers: auth }));
  const listBytes = (await (await api('/admin/products', { headers: auth })).text()).length;
  const health = await timed(2000, 16, () => api('/health'));
  const bare = await bareBaseline(JSON.stringify({ status: 'ok', database: 'ok' }));

  console.log('\nAPI-metingen (lokaal, 2 kernen)');
  console.log(
    `  producten aanmaken   ${PRODUCTS} stuks in ${(createMs / 1000).toFixed(1)} s (${((PRODUCTS / createMs) * 1000).toFixed(0)}/s, 8 tegelijk)`,
  );
  console.log(`  productlijst (${PRODUCTS})   ${summary(list)}, ${(listBytes / 1024).toFixed(0)} KiB`);
  console.log(`  productpagina (25)   ${summary(page)}`);
  console.log(`  inloggen (argon2id)  ${summary(login)}`);
  console.log(`  health (16 tegelijk) ${summary(health)}, ${health.throughput.toFixed(0)} verzoeken/s`);
  console.log(`  kale node:http       ${summary(bare)}, ${bare.throughput.toFixed(0)} verzoeken/s`);
  console.log(`  health / kale server ${(health.throughput / bare.throughput).toFixed(2)}× de doorvoer`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The floor: a bare node:http server answering `body`, loaded like the health check. */
async function bareBaseline(body) {
  const bareServer = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(body);
  });
  await new Promise((resolve) => bareServer.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${bareServer.address().port}/`;
    return await timed(2000, 16, () => fetch(url));
  } finally {
    await new Promise((resolve) => bareServer.close(resolve));
  }
}

/** Runs `request` `count` times, `concurrency` at a time; latencies in ms and overall throughput. */
async function timed(count, concurrency, request) {
  const latencies = [];
  const started = performance.now();
  await inParallel(count, concurrency, async () => {
    const t0 = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`Onverwacht antwoord ${response.status}`);
    latencies.push(performance.now() - t0);
  });
  latencies.sort((a, b) => a - b);
  return { latencies, throughput: (count / (performance.now() - started)) * 1000 };
}

async function inParallel(count, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

function summary({ latencies }) {
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${latencies.at(-1).toFixed(1)} ms (n=${latencies.length})`;
}
