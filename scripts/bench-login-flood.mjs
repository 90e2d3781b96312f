import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { startLocalServer } from './lib/local-server.mjs';
import { summary, timed } from './lib/measure.mjs';

/* global fetch */

/**
 * The owner's login (argon2id at production cost) while others flood the login with wrong
 * passwords for made-up e-mails, beside the same login on a quiet server: from one address 40 at
 * once, then from 40 addresses at once. Clients are told apart by X-Forwarded-For (TRUST_PROXY).
 */
const root = new URL('..', import.meta.url).pathname;
const LOGINS = 10;
const FLOOD_AT_ONCE = 40;
const dataDir = mkdtempSync(join(tmpdir(), 'bestelklaar-bench-login-'));
chmodSync(dataDir, 0o777);

buildIfNeeded(['domain', 'backend']);
const server = await startLocalServer({
  entry: join(root, 'backend', 'dist', 'main.js'),
  dataDir,
  // The auth routes' own throttle (120 a minute per client) stays as in production.
  env: { SEED_DEMO: 'false', TRUST_PROXY: 'loopback' },
});

const json = { 'Content-Type': 'application/json' };
const login = (email, password, client) =>
  fetch(`${server.baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { ...json, 'X-Forwarded-For': client },
    body: JSON.stringify({ email, password }),
  });

try {
  const owner = { name: 'Bench Eigenaar', email: 'bench@voorbeeld.be', password: 'geheim123' };
  await fetch(`${server.baseUrl}/api/admin/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(owner),
  });
  const ownersLogin = () => login(owner.email, owner.password, '198.51.100.1');

  const bare = await timed(LOGINS, ownersLogin);
  const fromOne = await duringFlood(() => '203.0.113.1', ownersLogin);
  const fromMany = await duringFlood((worker) => `203.0.114.${worker}`, ownersLogin);

  console.log('\nInloggen tijdens een vloed van foute logins (lokaal, 2 kernen, argon2id 64 MiB)');
  console.log(`  zonder vloed                     ${summary(bare)}`);
  console.log(`  vloed van 1 adres, ${FLOOD_AT_ONCE} tegelijk   ${summary(fromOne.owner)}`);
  console.log(`    de vloed kreeg                 ${describe(fromOne.flood)}`);
  console.log(`  vloed van ${FLOOD_AT_ONCE} adressen tegelijk   ${summary(fromMany.owner)}`);
  console.log(`    de vloed kreeg                 ${describe(fromMany.flood)}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The owner's logins, one after another, while `FLOOD_AT_ONCE` workers each send wrong logins
 * for made-up e-mails without pause (worker `n` as client `clientOf(n)`); the flood's answers counted.
 */
async function duringFlood(clientOf, ownersLogin) {
  const flood = {};
  let flooding = true;
  let made = 0;
  const workers = Array.from({ length: FLOOD_AT_ONCE }, async (_, worker) => {
    while (flooding) {
      made += 1;
      const response = await login(`verzonnen${made}@voorbeeld.be`, 'fout123', clientOf(worker));
      await response.arrayBuffer();
      flood[response.status] = (flood[response.status] ?? 0) + 1;
    }
  });
  // Let the flood fill the queue first.
  await sleep(500);
  try {
    return { owner: await timed(LOGINS, ownersLogin), flood };
  } finally {
    flooding = false;
    await Promise.all(workers);
  }
}

function describe(statuses) {
  return Object.entries(statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
}
