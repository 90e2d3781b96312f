import { spawnSync } from 'node:child_process';

/** Every benchmark in turn; for now the landing page's Lighthouse run (scripts/bench-web.mjs). */
const root = new URL('..', import.meta.url).pathname;
const benches = ['scripts/bench-web.mjs'];

let failed = 0;
for (const bench of benches) {
  const { status } = spawnSync(process.execPath, [bench], { cwd: root, stdio: 'inherit' });
  if (status !== 0) failed += 1;
}
process.exitCode = failed === 0 ? 0 : 1;
