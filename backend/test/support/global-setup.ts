import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node' with { 'resolution-mode': 'import' };
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/** One real Postgres for the whole backend run; every test file then makes its own database in it. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'bestelklaar-test-pg-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const db = await startEmbeddedPostgres(join(dir, 'pg'), port, 'postgres');
  project.provide('postgresAdminUrl', db.url);
  return async () => {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
