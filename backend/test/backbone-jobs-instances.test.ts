import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'pg';
import { PURGE_EXPIRED_SESSIONS } from '../src/modules/accounts/session-housekeeping';
import { createDatabase, startAppProcess, type AppProcess } from './support/app-process';

let databaseUrl: string;
let instances: AppProcess[] = [];
let db: Client;

beforeAll(async () => {
  databaseUrl = await createDatabase();
  // Every minute, so the test sees an occurrence; both instances run the scheduler and workers.
  const env = { HOUSEKEEPING_CRON: '* * * * *' };
  const first = await startAppProcess(databaseUrl, env);
  instances = [first, await startAppProcess(databaseUrl, env)];
  db = new Client({ connectionString: databaseUrl });
  await db.connect();
}, 180_000);
afterAll(async () => {
  await db?.end();
  await Promise.all(instances.map((instance) => instance.stop()));
});

async function runs(): Promise<{ minute: string; count: number }[]> {
  const { rows } = await db.query(
    `SELECT date_trunc('minute', created_on)::text AS minute, count(*)::int AS count
       FROM pgboss.job WHERE name = $1 AND state = 'completed' GROUP BY 1 ORDER BY 1`,
    [PURGE_EXPIRED_SESSIONS],
  );
  return rows;
}

/** Whether a run started after `since` has completed: one that can have seen what was written before it. */
async function ranSince(since: Date): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM pgboss.job WHERE name = $1 AND state = 'completed' AND started_on > $2`,
    [PURGE_EXPIRED_SESSIONS, since],
  );
  return rows.length > 0;
}

describe('a scheduled job across two app instances', () => {
  it('runs once per occurrence, and does its work', async () => {
    await db.query(
      `INSERT INTO revoked_tokens (jti, expires_at) VALUES
         ('00000000-0000-4000-8000-000000000001', now() - interval '1 day'),
         ('00000000-0000-4000-8000-000000000002', now() + interval '1 day')`,
    );
    // Read after the insert committed: a run started later sees the tokens.
    const {
      rows: [{ inserted }],
    } = await db.query('SELECT now() AS inserted');

    // A run may have come and gone before the tokens were there (the instances started a while ago).
    const deadline = Date.now() + 150_000;
    while (!(await ranSince(inserted))) {
      if (Date.now() > deadline) throw new Error('the scheduled job never ran');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    // Long enough for a second instance to have run it too, had it not been claimed once.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    for (const run of await runs()) expect(run.count).toBe(1);

    const { rows } = await db.query('SELECT jti FROM revoked_tokens ORDER BY jti');
    expect(rows.map((row) => row.jti)).toEqual(['00000000-0000-4000-8000-000000000002']);
  }, 200_000);
});
