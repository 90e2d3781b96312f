import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;

/** Newest modification time of any file below `dir` (skipping dependencies and outputs). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const steps = [
  { workspace: 'domain', output: 'domain/dist/index.js', sources: ['domain/src'] },
  { workspace: 'backend', output: 'backend/dist/main.js', sources: ['backend/src', 'domain/src'] },
  {
    workspace: 'frontend',
    output: 'frontend/dist/index.html',
    sources: [
      'frontend/src',
      'frontend/build',
      'frontend/public',
      'frontend/index.html',
      'frontend/vite.config.ts',
      'design-system/src',
      'domain/src',
    ],
  },
];

/**
 * Builds each of `workspaces` (all by default, in dependency order) whose output is missing or
 * older than its sources. Tests that start the built server ask for domain and backend only.
 */
export function buildIfNeeded(workspaces = steps.map((step) => step.workspace)) {
  for (const step of steps.filter(({ workspace }) => workspaces.includes(workspace))) {
    const output = join(root, step.output);
    const stale =
      !existsSync(output) ||
      step.sources.some((source) => {
        const path = join(root, source);
        const mtime = statSync(path).isDirectory() ? newest(path) : statSync(path).mtimeMs;
        return mtime > statSync(output).mtimeMs;
      });
    if (!stale) continue;
    console.log(`Bouwen: ${step.workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', step.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// `node scripts/build-if-needed.mjs [workspace…]`
if (import.meta.url === `file://${process.argv[1]}`) {
  const named = process.argv.slice(2);
  buildIfNeeded(named.length > 0 ? named : undefined);
}
