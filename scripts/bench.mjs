import { spawnSync } from 'node:child_process';

/**
 * Every benchmark in turn: the API under load, the order lists with 10,000 orders, placing orders,
 * the mails of 1,000 paid orders, the public reads beside a bare server, the owner's login during a
 * flood of wrong logins beside a quiet one, then the landing page and
 * the shop page in Lighthouse.
 */
const root = new URL('..', import.meta.url).pathname;
const benches = [
  'scripts/bench-api.mjs',
  'scripts/bench-order-lists.mjs',
  'scripts/bench-ordering.mjs',
  'scripts/bench-mail.mjs',
  'scripts/bench-public-reads.mjs',
  'scripts/bench-login-flood.mjs',
  'scripts/bench-web.mjs',
];

let failed = 0;
for (const bench of benches) {
  const { status } = spawnSync(process.execPath, [bench], { cwd: root, stdio: 'inherit' });
  if (status !== 0) failed += 1;
}
process.exitCode = failed === 0 ? 0 : 1;
