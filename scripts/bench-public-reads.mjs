import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded } from './build-if-needed.mjs';
import { startLocalServer } from './lib/local-server.mjs';

/* global fetch */

/**
 * The public reads under load (autocannon, 32 connections), each beside a bare node:http server
 * answering the very same JSON body, in the same run: saturated throughput, p50/p99 and the ratio to
 * the bare server, then p50/p99 again at 70 % of the read's own saturation (the issue's latency
 * target). The built server over its own embedded Postgres, demo shop seeded, logging at the
 * production level. Add a read by adding a line to PUBLIC_READS.
 */
const PUBLIC_READS = [
  { label: 'health', path: '/api/health' },
  { label: 'afhaalmomenten', path: '/api/shop/demo/pickup-slots' },
  { label: 'shopinfo', path: '/api/shop/demo/info' },
  { label: 'producten', path: '/api/shop/demo/products' },
  { label: 'webshop', path: '/api/shop/demo/storefront' },
  // Another language of the same shop: its own answer in memory, sent the same way.
  { label: 'webshop fr', path: '/api/shop/demo/storefront?lang=fr' },
  // The same read from a client that holds the current version (its ETag): 304 without a body.
  { label: 'webshop 304', path: '/api/shop/demo/storefront', revalidate: true },
];
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 2;
const LATENCY_LOAD = 0.7;

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'bestelklaar-bench-public-'));
chmodSync(dataDir, 0o777);

// BENCH_ENTRY: another build's main.js, to compare two versions of the pipeline on one machine.
const entry = process.env.BENCH_ENTRY ?? join(root, 'backend', 'dist', 'main.js');
if (!process.env.BENCH_ENTRY) buildIfNeeded(['domain', 'backend']);
const server = await startLocalServer({
  entry,
  dataDir,
  env: { SEED_DEMO: 'true', LOG_LEVEL: 'info', FRONTEND_DIST: 'none' },
});
let bare;
try {
  const bodies = {};
  for (const read of PUBLIC_READS) {
    const response = await fetch(server.baseUrl + read.path, { headers: read.headers });
    if (!response.ok) throw new Error(`${read.path}: onverwacht antwoord ${response.status}`);
    bodies[read.path] = await response.text();
    if (read.revalidate) read.headers = { 'If-None-Match': response.headers.get('etag') };
  }
  bare = await startBareServer(bodies);

  const rows = [];
  for (const read of PUBLIC_READS) {
    const app = await saturate(server.baseUrl, read);
    const atLoad = await load(server.baseUrl, read, Math.round(app.throughput * LATENCY_LOAD));
    const floor = await saturate(bare.baseUrl, read);
    rows.push({
      read,
      bytes: read.revalidate ? 0 : Buffer.byteLength(bodies[read.path]),
      app,
      atLoad,
      floor,
    });
  }
  report(rows);
} finally {
  bare?.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The bare floor in a process of its own, as the app has one: the client does not share its core. */
async function startBareServer(bodies) {
  const bodiesFile = join(dataDir, 'bare-bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const child = spawn(process.execPath, [join(root, 'scripts', 'lib', 'bare-json-server.mjs'), bodiesFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [port] = await once(child.stdout, 'data');
  return { baseUrl: `http://127.0.0.1:${String(port).trim()}`, stop: () => child.kill('SIGTERM') };
}

/** As many requests as 32 connections can get answered, after a warm-up the figures leave out. */
async function saturate(baseUrl, read) {
  await run(baseUrl, read, { duration: WARMUP_SECONDS });
  return run(baseUrl, read, { duration: SECONDS });
}

/** A fixed rate; autocannon corrects the latencies for coordinated omission. */
function load(baseUrl, read, overallRate) {
  return run(baseUrl, read, { duration: SECONDS, overallRate });
}

async function run(baseUrl, { path, headers = {}, revalidate = false }, options) {
  const result = await autocannon({ url: baseUrl + path, headers, connections: CONNECTIONS, ...options });
  // A revalidating read expects 304 from the app (the bare floor ignores the header and sends 200).
  const failures = result.errors + result.timeouts + result.non2xx - (revalidate ? result['3xx'] : 0);
  if (failures > 0) throw new Error(`${path}: ${failures} mislukte verzoeken (${result.non2xx} niet-2xx)`);
  return {
    throughput: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

function report(rows) {
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);
  const perSecond = (value) => value.toFixed(0).padStart(7);
  console.log(
    `\nPublieke leesroutes (autocannon, ${CONNECTIONS} verbindingen, ${SECONDS} s per meting, 2 kernen)`,
  );
  console.log(
    `  ${'route'.padEnd(32)} ${'bytes'.padStart(7)} ${'verz/s'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}` +
      ` ${'kaal/s'.padStart(7)} ${'× kaal'.padStart(7)}   bij ${LATENCY_LOAD * 100} %: ${'verz/s'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}`,
  );
  for (const { read, bytes, app, atLoad, floor } of rows) {
    console.log(
      `  ${(read.revalidate ? `${read.path} (304)` : read.path).padEnd(32)} ${String(bytes).padStart(7)} ${perSecond(app.throughput)} ${ms(app.p50)} ${ms(app.p99)}` +
        ` ${perSecond(floor.throughput)} ${(app.throughput / floor.throughput).toFixed(3).padStart(7)}` +
        `           ${perSecond(atLoad.throughput)} ${ms(atLoad.p50)} ${ms(atLoad.p99)}`,
    );
  }
}
