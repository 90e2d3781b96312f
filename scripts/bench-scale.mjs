import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { PgBoss } from 'pg-boss';
import pg from 'pg';
import { buildIfNeeded } from './build-if-needed.mjs';
import { freePort, startLocalServer } from './lib/local-server.mjs';
import { cursorAfter, quantile } from './lib/measure.mjs';
import { SCALE_PASSWORD, scaleOwnerEmail, scaleSubdomain, seedScale } from './lib/scale-seed.mjs';
import { printJobTablesOverAMonth } from './lib/scale-job-tables.mjs';
import { seededRandom, zipfShops } from './lib/shop-mix.mjs';

/* global fetch */

/**
 * The app at platform size beside itself at small size, in one run: a big database that `seed:scale`
 * filled (`--data-dir`, its DATA_DIR) and a small one seeded here with the same shapes, each behind its
 * own built server. Every figure is printed with its small twin and the ratio (goal: at most 1.5×).
 */
const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    requests: { type: 'string', default: '100' },
    'warm-up': { type: 'string' },
  },
});
if (!values['data-dir']) throw new Error('Geef --data-dir: de DATA_DIR die `npm run seed:scale` vulde.');
const REQUESTS = Number(values.requests);
/** The small twin's shops: one as large as the big database's largest, the others as its typical one. */
const SMALL_SHOPS = 20;
const RETENTION_JOB = 'ordering.anonymise-former-customers';
/** Both sides draw their shops from the same stream, so the same ranks in the same order. */
const MIX_SEED = 29;
/** Requests under way at once while warming up: a running server serves several customers at a time. */
const WARM_UP_CONCURRENCY = 4;

const root = new URL('..', import.meta.url).pathname;
buildIfNeeded(['domain', 'backend']);
const entry = join(root, 'backend', 'dist', 'main.js');
const SERVER_ENV = {
  SEED_DEMO: 'false',
  FRONTEND_DIST: 'none',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  ORDER_RATE_LIMIT_PER_CLIENT: '1000000',
  ORDER_RATE_LIMIT_PER_SHOP: '1000000',
  UNPAID_ORDERS_PER_CUSTOMER: '1000000',
};

const smallDir = mkdtempSync(join(tmpdir(), 'bestelklaar-bench-scale-'));
chmodSync(smallDir, 0o777);
const opened = [];
try {
  const big = await open(values['data-dir']);
  opened.push(big);
  const items = await catalogueSize(big.db);
  const bigShops = await shopsOf(big.db);
  // Both servers read every shop once and then serve as many requests of the storefront mix before
  // it is measured (by default one per shop of the big side), as a server that has run a while has.
  const warmUpRequests = Number(values['warm-up'] ?? bigShops.all);
  const small = await open(smallDir);
  opened.push(small);
  await seedScale(small.databaseUrl, {
    shops: SMALL_SHOPS,
    items,
    orders: bigShops.largest.orders + (SMALL_SHOPS - 1) * bigShops.typical.orders,
    bigShopOrders: bigShops.largest.orders,
  });
  console.log(`\nGroot: ${await describe(big.db)}`);
  console.log(`Klein: ${await describe(small.db)}`);

  // Each request to the big side is followed by its twin to the small side, so the machine's other
  // work (it is shared) weighs on both alike.
  const [bigProbes, smallProbes] = [await probes(big, warmUpRequests), await probes(small, warmUpRequests)];
  printHeader();
  for (const [label, probe] of bigProbes) {
    const twin = smallProbes.get(label);
    const count = Math.min(probe.count, twin?.count ?? probe.count);
    await probe.warmUp?.();
    await twin?.warmUp?.();
    const buildsBefore = [await probe.builds?.(), await twin?.builds?.()];
    const [bigTimes, smallTimes] = [[], []];
    for (let n = 0; n < count; n++) {
      bigTimes.push(await timeOne(() => probe.request(n)));
      if (twin) smallTimes.push(await timeOne(() => twin.request(n)));
    }
    printRow({ label, big: latency(bigTimes), small: twin && latency(smallTimes) });
    if (probe.builds && twin?.builds) {
      const built = [(await probe.builds()) - buildsBefore[0], (await twin.builds()) - buildsBefore[1]];
      const fromMemory = built.map((builds) => `${(100 * (1 - builds / count)).toFixed(0)}%`);
      console.log(`    uit het geheugen beantwoord: groot ${fromMemory[0]}, klein ${fromMemory[1]}`);
    }
  }
  const smallRetention = new Map(await retention(small));
  for (const [label, figure] of await retention(big))
    printRow({ label, big: figure, small: smallRetention.get(label) });
  // The job tables after a simulated month, on a database of its own beside the small twin's.
  await printJobTablesOverAMonth(small.databaseUrl);
} finally {
  for (const side of opened.reverse()) await side.close();
  rmSync(smallDir, { recursive: true, force: true });
}

/** A built server over the embedded database in `dataDir`, and a connection of the bench's own. */
async function open(dataDir) {
  const postgresPort = await freePort();
  const server = await startLocalServer({
    entry,
    dataDir,
    env: { ...SERVER_ENV, EMBEDDED_POSTGRES_PORT: String(postgresPort) },
  });
  const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${postgresPort}/bestelklaar`;
  const db = new pg.Client(databaseUrl);
  await db.connect();
  return {
    server,
    db,
    databaseUrl,
    close: async () => {
      await db.end().catch(() => {});
      await server.stop();
    },
  };
}

async function catalogueSize(db) {
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM products WHERE account_id = a.id) + (SELECT count(*) FROM menus WHERE account_id = a.id) AS items
     FROM accounts a WHERE subdomain = $1`,
    [scaleSubdomain(1)],
  );
  if (!rows[0]) throw new Error('De grote database heeft geen winkels van seed:scale.');
  return Number(rows[0].items);
}

async function describe(db) {
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM accounts WHERE subdomain LIKE 'scale-%') AS shops,
       (SELECT reltuples::bigint FROM pg_class WHERE relname = 'orders') AS orders,
       pg_size_pretty(pg_database_size(current_database())) AS size`,
  );
  return `${rows[0].shops} winkels, ~${rows[0].orders} bestellingen, ${rows[0].size}`;
}

/** The shops to measure: the typical one (median number of orders) and the largest. */
async function shopsOf(db) {
  const { rows } = await db.query(
    `SELECT substr(a.subdomain, 7)::int AS shop, n.last_number::int AS orders
     FROM order_numbers n JOIN accounts a ON a.id = n.account_id WHERE a.subdomain LIKE 'scale-%'
     ORDER BY n.last_number`,
  );
  return { all: rows.length, typical: rows[Math.floor(rows.length / 2)], largest: rows.at(-1) };
}

/**
 * Every request to time on one side, by label: { count, request(n) }, and for the storefront's mix
 * warmUp() (run before it is timed) and builds() (the shop answers built so far).
 */
async function probes(side, warmUpRequests) {
  const found = new Map();
  const api = (path, init = {}) => fetch(`${side.server.baseUrl}/api${path}`, init);
  const shops = await shopsOf(side.db);

  // The storefront: shops never read (cold), one shop again and again (warm), and the mix customers
  // spread over the platform ask for (Zipf), measured once the server has served that mix a while.
  const never = shuffled(Array.from({ length: shops.all }, (_, index) => index + 1));
  found.set('webshop, koud', {
    count: Math.min(REQUESTS, shops.all),
    request: (n) => api(`/shop/${scaleSubdomain(never[n])}/storefront`),
  });
  const typical = scaleSubdomain(shops.typical.shop);
  found.set('webshop, warm', { count: REQUESTS, request: () => api(`/shop/${typical}/storefront`) });
  const mixedShop = zipfShops(shops.all, seededRandom(MIX_SEED));
  const mixedRead = () => api(`/shop/${scaleSubdomain(mixedShop())}/storefront`);
  found.set('webshop, mix van winkels (Zipf)', {
    count: REQUESTS * 3,
    request: mixedRead,
    // A server that has run a day has met every shop: each is read once, then the mix is served.
    warmUp: async () => {
      const everyShop = shuffled(Array.from({ length: shops.all }, (_, index) => index + 1));
      await warmUp(shops.all, (n) => api(`/shop/${scaleSubdomain(everyShop[n])}/storefront`));
      await warmUp(warmUpRequests, mixedRead);
    },
    builds: () => storefrontBuilds(side.db),
  });
  for (const read of ['info', 'products', 'pickup-slots'])
    found.set(`publiek ${read}`, { count: REQUESTS, request: () => api(`/shop/${typical}/${read}`) });
  side.placing = await orderPlacer(api, typical);
  found.set('bestellen', { count: REQUESTS, request: side.placing });

  for (const [which, shop] of [
    ['typisch', shops.typical],
    ['grootst', shops.largest],
  ])
    for (const [label, probe] of await adminLists(api, shop.shop)) found.set(`${label} (${which})`, probe);
  return found;
}

/** `count` requests (`request(n)` for n from 0), several at a time, each read to its end. */
async function warmUp(count, request) {
  let started = 0;
  const customer = async () => {
    while (started < count) {
      const response = await request(started++);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`Onverwacht antwoord ${response.status} op ${response.url}`);
    }
  };
  await Promise.all(Array.from({ length: WARM_UP_CONCURRENCY }, customer));
}

/**
 * Storefront answers built so far: each build reads the shop's weekly slots once, and nothing else
 * that runs meanwhile does. Postgres publishes a connection's table statistics when it goes idle,
 * within a second. A background refresh of an answer older than a minute counts as a build too.
 */
async function storefrontBuilds(db) {
  await sleep(1_500);
  const { rows } = await db.query(
    `SELECT coalesce(seq_scan, 0) + coalesce(idx_scan, 0) AS reads FROM pg_stat_user_tables WHERE relname = 'weekly_slots'`,
  );
  return Number(rows[0].reads);
}

async function timeOne(request) {
  const t0 = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`Onverwacht antwoord ${response.status} op ${response.url}`);
  return performance.now() - t0;
}

function latency(times) {
  const measured = { latencies: [...times].sort((a, b) => a - b) };
  return { p50: quantile(measured, 0.5), p95: quantile(measured, 0.95) };
}

/** Places an order for tomorrow's first slot piece with a product that has no options. */
async function orderPlacer(api, subdomain) {
  const storefront = await (await api(`/shop/${subdomain}/storefront`)).json();
  const product = storefront.products.find((candidate) => candidate.productOptions.length === 0);
  const tomorrow = new Date(`${storefront.today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const date = tomorrow.toISOString().slice(0, 10);
  const body = JSON.stringify({
    name: 'Bench Klant',
    phone: '0470 12 34 56',
    email: 'bench@voorbeeld.be',
    date: `Day${tomorrow.getUTCDay()}-${date}`,
    timeSlot: { start: '10:00', end: '10:30' },
    cartItems: [
      { _id: product._id, type: 'product', quantity: 1, selectedOptions: {}, calculatedPrice: product.price },
    ],
  });
  return () =>
    api(`/shop/${subdomain}/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
}

/** Every list of the orders screen and the home screen, for one shop's owner. */
async function adminLists(api, shop) {
  const login = await api('/admin/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: scaleOwnerEmail(shop), password: SCALE_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Inloggen als winkel ${shop}: ${login.status}`);
  const auth = { headers: { Authorization: `Bearer ${(await login.json()).token}` } };
  const get = (path) => () => api(`/admin/orders${path}`, auth);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
  const [year, month] = today.split('-').map(Number);
  const lastMonth = new Date(Date.UTC(year, month - 2, 1));
  const from = lastMonth.toISOString().slice(0, 10);
  const to = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  const deep = await cursorAfter(api, auth, 199);
  const lists = [
    ['vandaag', '/today'],
    ['vanaf morgen', '/future'],
    ['verleden, 1e pagina', '/past'],
    ['recent', '/recent'],
    ['omzet per maand', '/revenue/monthly'],
    ['voorbereidingslijst', `/prep-list?date=${today}`],
    ['zoeken op naam', '/past?search=Peeters'],
    ['zoeken op nummer', '/past?search=42'],
  ];
  if (deep) lists.push(['verleden, 200e pagina', `/past?cursor=${encodeURIComponent(deep)}`]);
  const found = lists.map(([label, path]) => [label, { count: REQUESTS, request: get(path) }]);
  found.push([
    'export van een maand',
    { count: Math.max(5, REQUESTS / 10), request: get(`/export?from=${from}&to=${to}`) },
  ]);
  return found;
}

/**
 * The daily retention job over every order, run by the server as its schedule would, while customers
 * keep ordering: its time, and ordering's latency meanwhile (it must never wait on the job).
 */
async function retention(side) {
  const boss = new PgBoss({ connectionString: side.databaseUrl, supervise: false, schedule: false });
  await boss.start();
  try {
    const id = await boss.send(RETENTION_JOB, {});
    const times = [];
    let job;
    for (;;) {
      job = await boss.getJobById(RETENTION_JOB, id);
      if (job && ['completed', 'failed'].includes(job.state)) break;
      times.push(await timeOne(side.placing));
    }
    const jobMs = new Date(job.completedOn).getTime() - new Date(job.startedOn).getTime();
    if (job.state === 'failed') console.log(`  De bewaartermijn-job faalde: ${JSON.stringify(job.output)}`);
    const figures = [
      ['bewaartermijn-job', { value: jobMs, unit: job.state === 'failed' ? 'ms, mislukt' : 'ms' }],
    ];
    if (times.length > 0) figures.push(['bestellen tijdens de job', latency(times)]);
    return figures;
  } finally {
    await boss.stop({ graceful: false });
  }
}

function shuffled(list) {
  for (let index = list.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [list[index], list[other]] = [list[other], list[index]];
  }
  return list;
}

function printHeader() {
  console.log('\nPlatform op schaal naast klein (p50 / p95, één verzoek tegelijk, lokaal, 2 kernen)');
  console.log(
    `  ${'meting'.padEnd(40)} ${'groot'.padStart(22)} ${'klein'.padStart(22)} ${'verhouding (p50)'.padStart(18)}`,
  );
}

/** One figure as soon as it is measured, so a long run shows what it has. */
function printRow({ label, big, small }) {
  const cell = (figure) =>
    figure === undefined
      ? '—'
      : 'value' in figure
        ? `${figure.value.toFixed(0)} ${figure.unit}`
        : `${figure.p50.toFixed(1)} / ${figure.p95.toFixed(1)} ms`;
  const of = (figure) => ('value' in figure ? figure.value : figure.p50);
  const ratio = big && small ? of(big) / Math.max(of(small), 0.001) : undefined;
  const shown = ratio === undefined ? '—' : `${ratio.toFixed(2)}×${ratio > 1.5 ? '  ✗' : ''}`;
  console.log(
    `  ${label.padEnd(40)} ${cell(big).padStart(22)} ${cell(small).padStart(22)} ${shown.padStart(18)}`,
  );
}
