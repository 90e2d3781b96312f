import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildIfNeeded } from './build-if-needed.mjs';
import { freePort, startLocalServer } from './lib/local-server.mjs';
import { cursorAfter, scans, summary, timed } from './lib/measure.mjs';

/* global fetch */

/**
 * The owner's order lists in a busy shop: 10,000 paid orders (a year of history, today's rush, the
 * coming days) written straight into the built server's own embedded Postgres, then the lists the
 * orders screen and the home screen read, timed one request at a time (loopback, bounded counts).
 */
const root = new URL('..', import.meta.url).pathname;
const ORDERS = 10_000;
const TODAY_ORDERS = 40;
const FUTURE_ORDERS = 100;
/** The statements the lists run, as AdminOrdersService builds them (the orders part; lines follow by id). */
const CONFIRMED = `account_id = $1 AND state IN ('paid', 'ready', 'picked_up')`;
const TODAY = `(now() AT TIME ZONE 'Europe/Brussels')::date`;
const LIST_QUERIES = {
  vandaag: `SELECT * FROM orders WHERE ${CONFIRMED} AND pickup_date = ${TODAY} ORDER BY slot_start, slot_end, number`,
  'verleden, 1e pagina': `SELECT * FROM orders WHERE ${CONFIRMED} AND pickup_date < ${TODAY}
    ORDER BY pickup_date DESC, slot_start DESC, id DESC LIMIT 26`,
  'recent, 1e pagina': `SELECT * FROM orders WHERE ${CONFIRMED} ORDER BY created_at DESC, id DESC LIMIT 26`,
  // The ids of the page travel as one array parameter, as the service sends them.
  'lijnen van 25': `SELECT * FROM order_lines WHERE account_id = $1 AND order_id = ANY($2::uuid[])
    ORDER BY order_id, position`,
};

const dataDir = mkdtempSync(join(tmpdir(), 'bestelklaar-bench-orders-'));
chmodSync(dataDir, 0o777);

// BENCH_SERVER_ENTRY: a backend built elsewhere (e.g. a private build while others work in the checkout).
const entry = process.env.BENCH_SERVER_ENTRY ?? join(root, 'backend', 'dist', 'main.js');
if (!process.env.BENCH_SERVER_ENTRY) buildIfNeeded();
const postgresPort = await freePort();
const server = await startLocalServer({
  entry,
  dataDir,
  env: {
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    EMBEDDED_POSTGRES_PORT: String(postgresPort),
  },
});
const db = new pg.Client(`postgres://postgres:postgres@127.0.0.1:${postgresPort}/bestelklaar`);

try {
  await db.connect();
  const api = (path, init = {}) => fetch(`${server.baseUrl}/api${path}`, init);
  const json = { 'Content-Type': 'application/json' };
  const owner = { name: 'Bench Eigenaar', email: 'bench-orders@voorbeeld.be', password: 'geheim123' };
  const signup = await (
    await api('/admin/auth/signup', { method: 'POST', headers: json, body: JSON.stringify(owner) })
  ).json();
  // A second shop with orders of its own, so every query has to pick the right shop's rows.
  const other = { ...owner, email: 'bench-orders-2@voorbeeld.be' };
  const otherSignup = await (
    await api('/admin/auth/signup', { method: 'POST', headers: json, body: JSON.stringify(other) })
  ).json();
  const { token } = await (
    await api('/admin/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    })
  ).json();
  const auth = { headers: { Authorization: `Bearer ${token}` } };

  const started = performance.now();
  for (const accountId of [signup._id, otherSignup._id]) await insertOrders(accountId);
  const insertMs = performance.now() - started;

  // The floor: an authenticated read of one row, so the lists' own cost shows beside it.
  const floor = await timed(200, () => api('/admin/account/settings', auth));
  const today = await timed(200, () => api('/admin/orders/today', auth));
  const todayCount = (await (await api('/admin/orders/today', auth)).json()).length;
  const pastFirst = await timed(200, () => api('/admin/orders/past', auth));
  const firstPage = await (await api('/admin/orders/past', auth)).json();
  const pastNext = await timed(200, () =>
    api(`/admin/orders/past?cursor=${encodeURIComponent(firstPage.nextCursor)}`, auth),
  );
  const deepCursor = await cursorAfter(api, auth, 200);
  const pastDeep = await timed(200, () =>
    api(`/admin/orders/past?cursor=${encodeURIComponent(deepCursor)}`, auth),
  );
  const future = await timed(200, () => api('/admin/orders/future', auth));
  const recent = await timed(200, () => api('/admin/orders/recent', auth));
  const revenue = await timed(200, () => api('/admin/orders/revenue/monthly', auth));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
  const prep = await timed(200, () => api(`/admin/orders/prep-list?date=${day}`, auth));

  console.log(`\nBestellingslijsten met ${ORDERS} bestellingen in één winkel (lokaal, 2 kernen, 1 tegelijk)`);
  console.log(
    `  bestellingen schrijven   ${(insertMs / 1000).toFixed(1)} s (twee winkels, rechtstreeks in SQL)`,
  );
  console.log(`  ter vergelijking: instellingen ${summary(floor)}`);
  console.log(`  vandaag (${todayCount})            ${summary(today)}`);
  console.log(`  verleden, 1e pagina (25) ${summary(pastFirst)}`);
  console.log(`  verleden, 2e pagina      ${summary(pastNext)}`);
  console.log(`  verleden, 200e pagina    ${summary(pastDeep)}`);
  console.log(`  vanaf morgen (${FUTURE_ORDERS})       ${summary(future)}`);
  console.log(`  recent, 1e pagina (25)   ${summary(recent)}`);
  console.log(`  omzet deze maand         ${summary(revenue)}`);
  console.log(`  voorbereidingslijst      ${summary(prep)}`);
  const pageIds = firstPage.items.map((order) => order._id);
  console.log('  in de database (EXPLAIN ANALYZE):');
  for (const [label, sql] of Object.entries(LIST_QUERIES))
    console.log(`    ${label.padEnd(22)} ${await executionMs(sql, [signup._id, pageIds])}`);
} finally {
  await db.end().catch(() => {});
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * A year of paid orders in six lunch and evening slot pieces, two lines each: today's rush, the coming
 * ten days, the rest spread over the past 365 days (picked up), placed a day before pickup.
 */
async function insertOrders(accountId) {
  await db.query(
    `WITH today AS (SELECT (now() AT TIME ZONE 'Europe/Brussels')::date AS day),
     numbered AS (
       SELECT i,
         CASE WHEN i <= $2 THEN 0 WHEN i <= $2 + $3 THEN 1 + i % 10 ELSE -(1 + i % 365) END AS offset_days,
         (ARRAY['11:30', '12:00', '12:30', '17:00', '17:30', '18:00'])[1 + i % 6] AS slot
       FROM generate_series(1, $4) AS i)
     INSERT INTO orders (id, account_id, state, customer_name, customer_phone, customer_email, pickup_date,
       slot_start, slot_end, total_cents, fee_cents, holds_place, payment_provider, payment_account_id,
       payment_expires_at, created_at, paid_at, picked_up_at)
     SELECT gen_random_uuid(), $1, CASE WHEN offset_days < 0 THEN 'picked_up' ELSE 'paid' END,
       'Klant ' || i, '+32470' || lpad((i % 1000000)::text, 6, '0'), 'klant' || i || '@voorbeeld.be',
       day + offset_days, slot, to_char(slot::time + interval '30 minutes', 'HH24:MI'), 1250, 40, true,
       'sandbox', 'acct_bench', placed + interval '30 minutes', placed, placed + interval '2 minutes',
       CASE WHEN offset_days < 0 THEN placed + interval '1 day' END
     FROM numbered, today,
       LATERAL (SELECT date_trunc('milliseconds', now() - interval '1 day' + offset_days * interval '1 day'
         - (i % 600) * interval '1 second') AS placed) AS placement`,
    [accountId, TODAY_ORDERS, FUTURE_ORDERS, ORDERS],
  );
  await db.query(
    `INSERT INTO order_lines (account_id, order_id, position, item_id, item_kind, name, selected_options,
       option_lines, included_products, quantity, unit_price_cents, line_total_cents, vat_rate, customer_texts)
     SELECT account_id, id, 0, gen_random_uuid(), 'product', 'Broodje kaas & hesp', '{"0": 1}'::jsonb,
       '["Brood: Bruin"]'::jsonb, '[]'::jsonb, 1, 450, 450, 6,
       '{"name": "Broodje kaas & hesp", "optionLines": ["Brood: Bruin"], "includedProducts": []}'::jsonb
     FROM orders WHERE account_id = $1
     UNION ALL
     SELECT account_id, id, 1, gen_random_uuid(), 'menu', 'Lunchmenu', '{"0": 0}'::jsonb,
       '["Brood: Wit"]'::jsonb, '["Soep bij je menu", "Broodje kaas & hesp", "Spa bruis 50 cl"]'::jsonb, 1, 800, 800, 6,
       '{"name": "Lunchmenu", "optionLines": ["Brood: Wit"],
         "includedProducts": ["Soep bij je menu", "Broodje kaas & hesp", "Spa bruis 50 cl"]}'::jsonb
     FROM orders WHERE account_id = $1`,
    [accountId],
  );
  await db.query('ANALYZE orders; ANALYZE order_lines');
}

async function executionMs(sql, [accountId, ids]) {
  const params = sql.includes('$2') ? [accountId, ids] : [accountId];
  const { rows } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  const [plan] = rows[0]['QUERY PLAN'];
  return `${plan['Execution Time'].toFixed(2)} ms (${scans(plan.Plan).join(', ')})`;
}
