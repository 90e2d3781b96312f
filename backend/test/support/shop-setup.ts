import { Client } from 'pg';
import type { TestApp } from './test-app';

export interface ShopSetup {
  subdomain?: string;
  timeZone?: string;
  minimumHoursBeforePickup?: number;
}

/** Runs SQL in the test app's own database, for states no endpoint can make (yet). */
export async function withDatabase<T>(t: TestApp, work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: t.databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/**
 * Launches a shop on a subdomain and/or sets its clock straight in the database, so public pages
 * and time-zone rules can be tested without going through the launch flow.
 */
export async function configureShop(t: TestApp, accountId: string, setup: ShopSetup): Promise<void> {
  await withDatabase(t, (db) =>
    db.query(
      `UPDATE accounts SET
         subdomain = COALESCE($2, subdomain),
         time_zone = COALESCE($3, time_zone),
         minimum_hours_before_pickup = COALESCE($4, minimum_hours_before_pickup)
       WHERE id = $1`,
      [accountId, setup.subdomain ?? null, setup.timeZone ?? null, setup.minimumHoursBeforePickup ?? null],
    ),
  );
}
