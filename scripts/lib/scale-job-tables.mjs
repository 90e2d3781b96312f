import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PgBoss } from 'pg-boss';
import pg from 'pg';
import { openBenchShop } from './bench-shop.mjs';
import { freePort } from './local-server.mjs';

/* global fetch */

/**
 * The job tables after a simulated month: the built app runs in this process over a database of its
 * own, on a clock set by hand (its one test seam, as in the backend's tests). Each simulated day
 * customers order and pay through the real endpoints (events, their handlers, mails and their jobs
 * follow as in production), then the clock moves to the next night and the daily retention jobs run
 * through the job queue. pg-boss's own cleanup reads Postgres's time, not the app's: each simulated
 * day moves every pg-boss row a day into the past (as a day passing would) before that cleanup runs.
 * A month and a few days, so the events' 30 days of retention show too (the mails' 90 do not).
 */
const DAYS = 35;
const ORDERS_PER_DAY = 20;
const PAYING_AT_ONCE = 4;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATABASE = 'bestelklaar_maand';
/** The nightly jobs of the app that keep these tables in check. */
const NIGHTLY_JOBS = ['events.forget-old-events', 'mail.forget-old-mails'];
const TABLES = ['pgboss.job', 'domain_events', 'handled_events', 'outgoing_mails'];
/** The days after which the sizes are printed. */
const SHOWN_DAYS = new Set([1, 3, 7, 14, 21, 28, 31, DAYS]);

const root = new URL('../..', import.meta.url).pathname;
const require = createRequire(import.meta.url);

/** Simulates the month on a new database in the Postgres behind `adminUrl`, printing the tables' sizes. */
export async function printJobTablesOverAMonth(adminUrl) {
  const databaseUrl = await freshDatabase(adminUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'bestelklaar-maand-'));
  try {
    await simulateMonth(databaseUrl, dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function simulateMonth(databaseUrl, dataDir) {
  // The simulated days are the ones before today's.
  const start = startOfDay(Date.now() - (DAYS + 1) * DAY_MS);
  const app = await startApp(databaseUrl, dataDir, start);
  const db = new pg.Client(databaseUrl);
  await db.connect();
  const boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
  try {
    const shop = await openBenchShop(app.baseUrl, {
      subdomain: 'maand',
      ownerEmail: 'maand@voorbeeld.be',
      contactEmail: 'winkel@voorbeeld.be',
    });
    await boss.start();
    console.log(
      `\nJobtabellen over een gesimuleerde maand (${ORDERS_PER_DAY} betaalde bestellingen per dag)`,
    );
    printSizesHeader();
    printSizes('dag 0', await sizes(db));
    for (let day = 1; day <= DAYS; day++) {
      app.clock.set(new Date(start + (day - 1) * DAY_MS + 10 * 3_600_000));
      await orderAndPay(app.baseUrl, shop.payload, day, new Date(start + day * DAY_MS));
      // The night comes while the last mails may still go out: they are sent that night, as can happen.
      app.clock.set(new Date(start + day * DAY_MS + 3 * 3_600_000));
      for (const name of NIGHTLY_JOBS) await app.runJob(name);
      await drained(db);
      await aDayPassesForPgBoss(db);
      await boss.supervise();
      await vacuum(db);
      if (SHOWN_DAYS.has(day)) printSizes(`dag ${day}`, await sizes(db));
    }
    console.log(`  ${app.retention}`);
  } finally {
    await boss.stop({ graceful: false }).catch(() => {});
    await db.end().catch(() => {});
    await app.close();
  }
}

async function freshDatabase(adminUrl) {
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** The built app (backend/dist) in this process, listening on a free port, on a clock of the bench's. */
async function startApp(databaseUrl, dataDir, start) {
  require('reflect-metadata');
  const { createApp } = require(join(root, 'backend/dist/app.factory.js'));
  const { loadConfig } = require(join(root, 'backend/dist/config/app-config.js'));
  const { SettableClock } = require(join(root, 'backend/dist/common/clock/index.js'));
  const { JobQueue, FINISHED_JOB_RETENTION_SECONDS } = require(
    join(root, 'backend/dist/common/jobs/job-queue.js'),
  );
  const { EVENT_RETENTION_DAYS } = require(join(root, 'backend/dist/common/events/event-retention.js'));
  const { SENT_MAIL_RETENTION_DAYS, FAILED_MAIL_RETENTION_DAYS } = require(
    join(root, 'backend/dist/modules/mail/mail-retention.js'),
  );
  const clock = new SettableClock(new Date(start));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_BASE_URL: baseUrl,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    FRONTEND_DIST: 'none',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ORDER_RATE_LIMIT_PER_CLIENT: '1000000',
    ORDER_RATE_LIMIT_PER_SHOP: '1000000',
    UNPAID_ORDERS_PER_CUSTOMER: '1000000',
  });
  // A job is picked up within half a second (as in the backend's tests), not at the next 2-second poll.
  config.jobs = { ...config.jobs, pollingIntervalSeconds: 0.5 };
  const app = await createApp(config, databaseUrl, { clock });
  await app.listen(port, '127.0.0.1');
  const jobs = app.get(JobQueue);
  return {
    baseUrl,
    clock,
    runJob: (name) => jobs.enqueue(name, {}),
    retention:
      `Bewaard: afgewerkte jobs ${FINISHED_JOB_RETENTION_SECONDS / 86_400} dagen, events ${EVENT_RETENTION_DAYS}, ` +
      `verzonden mails ${SENT_MAIL_RETENTION_DAYS} (mislukte ${FAILED_MAIL_RETENTION_DAYS}): elke tabel wordt vlak na zijn termijn.`,
    close: () => app.close(),
  };
}

/** The day's customers order for the next day and pay on the sandbox's page, a few at once. */
async function orderAndPay(baseUrl, payload, day, pickupDay) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(pickupDay);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  let next = 0;
  const customer = async () => {
    while (next < ORDERS_PER_DAY) {
      const index = next++;
      const order = {
        ...payload,
        email: `klant-${day}-${index}@voorbeeld.be`,
        date: `Day${weekday}-${date}`,
      };
      const placed = await fetch(`${baseUrl}/api/shop/maand/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(order),
      });
      if (placed.status !== 201) throw new Error(`Bestellen: ${placed.status} ${await placed.text()}`);
      const paid = await fetch(`${(await placed.json()).paymentUrl}/pay`, {
        method: 'POST',
        redirect: 'manual',
      });
      if (paid.status !== 303) throw new Error(`Betalen: ${paid.status}`);
    }
  };
  await Promise.all(Array.from({ length: PAYING_AT_ONCE }, customer));
}

/** Waits until every job that is due has been done (events handled, mails sent). */
async function drained(db) {
  for (;;) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS waiting FROM pgboss.job
       WHERE state IN ('created', 'retry', 'active') AND start_after <= now() AND name NOT LIKE '\\_\\_pgboss%'`,
    );
    const mails = await db.query(
      `SELECT count(*)::int AS queued FROM outgoing_mails WHERE status = 'queued'`,
    );
    if (rows[0].waiting === 0 && mails.rows[0].queued === 0) return;
    await sleep(100);
  }
}

/** pg-boss's cleanup compares its rows' times with Postgres's now: moving them back a day is a day passing. */
async function aDayPassesForPgBoss(db) {
  await db.query(
    `UPDATE pgboss.job SET created_on = created_on - interval '1 day', start_after = start_after - interval '1 day',
       started_on = started_on - interval '1 day', completed_on = completed_on - interval '1 day',
       keep_until = keep_until - interval '1 day'`,
  );
  // When each queue was last cleaned: otherwise the cleanup waits a day of real time for its next turn.
  await db.query(`UPDATE pgboss.queue SET maintain_on = maintain_on - interval '1 day'`);
}

/** What autovacuum does in a day: the space of deleted (and, here, moved) rows is taken again. */
async function vacuum(db) {
  await db.query(`VACUUM ${TABLES.join(', ')}`);
}

/** Rows and bytes (with indexes and TOAST; a partitioned table's partitions summed) of each table. */
async function sizes(db) {
  const found = new Map();
  for (const table of TABLES) {
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM ${table})::int AS rows,
         coalesce((SELECT sum(pg_total_relation_size(relid))::bigint FROM pg_partition_tree($1::regclass)),
           pg_total_relation_size($1::regclass)) AS bytes`,
      [table],
    );
    found.set(table, { rows: rows[0].rows, bytes: Number(rows[0].bytes) });
  }
  return found;
}

function printSizesHeader() {
  console.log(`  ${'na'.padEnd(8)} ${TABLES.map((table) => table.padStart(24)).join(' ')}`);
}

function printSizes(label, found) {
  const cell = ({ rows, bytes }) => `${rows} rijen, ${(bytes / 1024).toFixed(0)} KiB`;
  console.log(`  ${label.padEnd(8)} ${TABLES.map((table) => cell(found.get(table)).padStart(24)).join(' ')}`);
}

/** Midnight UTC of the day `ms` falls on. */
function startOfDay(ms) {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}
