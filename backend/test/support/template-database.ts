import { Client } from 'pg';
import { getConstructionPlans } from 'pg-boss';
import { DataSource } from 'typeorm';
import { SCHEMA as JOB_SCHEMA } from '../../src/common/jobs/job-queue';
import { MIGRATIONS } from '../../src/database/migrations';

/** Every test app's database starts as a copy of this one: migrated, with the job tables installed. */
export const TEMPLATE_DATABASE = 'bestelklaar_template';

/**
 * Builds the template once per run from whatever migrations exist, so each test file's database
 * is a file copy (CREATE DATABASE … TEMPLATE) instead of 16 migrations and pg-boss's install.
 */
export async function createTemplateDatabase(adminUrl: string): Promise<void> {
  await adminQuery(adminUrl, `CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const url = adminUrl.replace(/\/[^/]+$/, `/${TEMPLATE_DATABASE}`);
  const migrator = new DataSource({
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
  });
  await migrator.initialize();
  try {
    await migrator.runMigrations({ transaction: 'each' });
    await migrator.query(getConstructionPlans(JOB_SCHEMA));
  } finally {
    await migrator.destroy();
  }
}

/**
 * Test data only: Postgres need not survive a power cut, so it skips flushing to disk. The
 * settings take effect on reload; production's embedded Postgres is started elsewhere, untouched.
 */
export async function skipDurability(adminUrl: string): Promise<void> {
  for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes'])
    await adminQuery(adminUrl, `ALTER SYSTEM SET ${setting} = off`);
  await adminQuery(adminUrl, 'SELECT pg_reload_conf()');
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
