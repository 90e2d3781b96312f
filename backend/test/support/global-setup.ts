import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node' with { 'resolution-mode': 'import' };
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { freePort } from './free-port';
import { createTemplateDatabase, skipDurability } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/**
 * One real Postgres for the whole backend run, tuned for throwaway data, with a migrated template;
 * every test file then makes its own database in it.
 */
export default async function setup(project: TestProject) {
  buildServer();
  const dir = mkdtempSync(join(tmpdir(), 'bestelklaar-test-pg-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const db = await startEmbeddedPostgres(join(dir, 'pg'), port, 'postgres');
  await skipDurability(db.url);
  await createTemplateDatabase(db.url);
  project.provide('postgresAdminUrl', db.url);
  return async () => {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * Tests that run the app as a process (test/support/app-process.ts) need domain and backend built
 * from the current sources. A failed build (a type error mid-edit) leaves tsc's output in place,
 * so it only warns: the other tests do not depend on it.
 */
function buildServer(): void {
  const root = join(__dirname, '..', '..', '..');
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', 'domain', 'backend'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0)
    console.warn('Bouwen van domain en backend mislukt; backend/dist is mogelijk verouderd.');
}
