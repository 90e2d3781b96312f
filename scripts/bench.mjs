import { spawnSync } from 'node:child_process';

/** Every benchmark in turn: the API under load, the public reads beside a bare server, then the landing page in Lighthouse. */
const root = new URL('..', import.meta.url).pathname;
const benches = ['scripts/bench-api.mjs', 'scripts/bench-public-reads.mjs', 'scripts/bench-web.mjs'];

let failed = 0;
for (const bench of benches) {
  const { status } = spawnSync(process.execPath, [bench], { cwd: root, stdio: 'inherit' });
  if (status !== 0) failed += 1;
}
process.exitCode = failed === 0 ? 0 : 1;
