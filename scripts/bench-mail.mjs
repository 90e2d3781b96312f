import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { buildIfNeeded } from './build-if-needed.mjs';
import { openBenchShop } from './lib/bench-shop.mjs';
import { startLocalServer } from './lib/local-server.mjs';

/* global fetch */

/**
 * Mails keeping up with a burst of paid orders, on the built server over its own embedded Postgres
 * with the sandbox as payment provider and a real SMTP server on loopback: 1,000 orders placed, then
 * paid as fast as a few customers at once can, and the time from the first payment until every
 * order's confirmation and the shop's new-order mail were handed to SMTP. Bounded: it gives up
 * (and fails) when the mails are not all in within MAX_WAIT_S of the last payment.
 */
const root = new URL('..', import.meta.url).pathname;
const ORDERS = 1000;
const AT_ONCE = 8;
const TARGET_S = 60;
const MAX_WAIT_S = 180;
const CONTACT_EMAIL = 'info@bench-mail.be';
const dataDir = mkdtempSync(join(tmpdir(), 'bestelklaar-bench-mail-'));
chmodSync(dataDir, 0o777);

/** Counts what it accepts, by recipient: each order's customer, and the shop. */
const received = { confirmations: 0, newOrders: 0, last: 0 };
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((recipient) => recipient.address);
      if (to.includes(CONTACT_EMAIL)) received.newOrders += 1;
      else received.confirmations += 1;
      received.last = performance.now();
      callback();
    });
  },
});
const closeSmtp = () => new Promise((resolve) => smtp.close(resolve));

buildIfNeeded(['domain', 'backend']);
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;
const server = await startLocalServer({
  entry: join(root, 'backend', 'dist', 'main.js'),
  dataDir,
  env: {
    SEED_DEMO: 'false',
    FRONTEND_DIST: 'none',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ORDER_RATE_LIMIT_PER_CLIENT: '1000000',
    ORDER_RATE_LIMIT_PER_SHOP: '1000000',
    // Every order comes from this one machine: the bench measures the shop, not the customer limits.
    UNPAID_ORDERS_PER_CUSTOMER: '1000000',
  },
}).catch(async (error) => {
  await closeSmtp();
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});

/**
 * CPU seconds the server and its Postgres have used so far (Linux /proc; exited Postgres backends
 * count through their postmaster), so the figure can be read beside how busy the machine was.
 */
function serverCpuSeconds() {
  const ticks = (pid, withChildren) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return withChildren ? own + Number(fields[13]) + Number(fields[14]) : own;
  };
  const postgres = readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir);
    } catch {
      return false;
    }
  });
  const parentOf = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1];
  const postmaster = postgres.find((pid) => !postgres.includes(parentOf(pid)));
  const node = postmaster && parentOf(postmaster);
  const database = postgres.reduce((sum, pid) => sum + ticks(pid, pid === postmaster), 0);
  return { node: node ? ticks(node, false) / 100 : NaN, database: database / 100 };
}

/** Runs `work(index)` for 0..count-1, `AT_ONCE` at a time. */
async function inParallel(count, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

let worstLagS = 0;
async function sampleHealth() {
  const health = await (await fetch(`${server.baseUrl}/api/health`)).json();
  worstLagS = Math.max(worstLagS, health.details?.oldestUnsentJobSeconds ?? 0);
}

try {
  const { payload } = await openBenchShop(server.baseUrl, {
    subdomain: 'bench-mail',
    ownerEmail: 'mail-bench@voorbeeld.be',
    contactEmail: CONTACT_EMAIL,
  });
  const url = `${server.baseUrl}/api/shop/bench-mail/orders`;
  const paymentUrls = [];
  await inParallel(ORDERS, async (index) => {
    // One customer per order: no per-customer limit on unpaid orders stands in the way.
    const order = { ...payload, email: `klant-${index}@voorbeeld.be` };
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(order),
    });
    if (response.status !== 201)
      throw new Error(`Bestelling geweigerd: ${response.status} ${await response.text()}`);
    paymentUrls.push((await response.json()).paymentUrl);
  });

  const cpuBefore = serverCpuSeconds();
  const start = performance.now();
  await inParallel(ORDERS, async (index) => {
    const response = await fetch(`${paymentUrls[index]}/pay`, { method: 'POST', redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 303) throw new Error(`Betaling geweigerd: ${response.status}`);
    if (index % 100 === 0) await sampleHealth();
  });
  const paidS = (performance.now() - start) / 1000;
  const handedWhilePaying = received.confirmations + received.newOrders;

  const deadline = performance.now() + MAX_WAIT_S * 1000;
  while (received.confirmations < ORDERS || received.newOrders < ORDERS) {
    if (performance.now() > deadline)
      throw new Error(
        `Na ${MAX_WAIT_S} s: ${received.confirmations} bevestigingen en ${received.newOrders} ` +
          `meldingen aan de zaak van ${ORDERS}`,
      );
    await sampleHealth();
    await sleep(250);
  }
  const allS = (received.last - start) / 1000;
  const cpuAfter = serverCpuSeconds();

  console.log('\nMails na betaling (lokaal, 2 kernen, sandbox als betaalprovider, SMTP op 127.0.0.1)');
  console.log(
    `  ${ORDERS} bestellingen betaald in ${paidS.toFixed(1)} s (${AT_ONCE} klanten tegelijk); ` +
      `${handedWhilePaying} mails waren toen al aan SMTP gegeven`,
  );
  console.log(
    `  alle ${2 * ORDERS} mails (bevestiging + melding aan de zaak) aan SMTP gegeven ${allS.toFixed(1)} s ` +
      `na de eerste betaling (doel ${TARGET_S} s); oudste wachtende taak op zijn laatst ${worstLagS} s`,
  );
  console.log(
    `  CPU van betalen tot laatste mail: server ${(cpuAfter.node - cpuBefore.node).toFixed(1)} s, ` +
      `Postgres ${(cpuAfter.database - cpuBefore.database).toFixed(1)} s; ` +
      `machine: load ${loadavg()[0].toFixed(1)} op ${availableParallelism()} kernen`,
  );
  // A mail sent twice would arrive just after: give it the time to.
  await sleep(2_000);
  if (received.confirmations !== ORDERS || received.newOrders !== ORDERS)
    throw new Error(`Te veel mails: ${received.confirmations} en ${received.newOrders}`);
  if (allS > TARGET_S) process.exitCode = 1;
} finally {
  await server.stop();
  await closeSmtp();
  rmSync(dataDir, { recursive: true, force: true });
}
