import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { BoundedClient } from './bounded-client';

/**
 * How long the app waits for one statement's answer. A database that takes connections and then
 * stops answering (frozen, swapping, a network that drops packets) fails a request with a 503
 * instead of holding it; the app's statements take milliseconds, lock waits included.
 */
export const QUERY_TIMEOUT_MS = 5_000;

/** One definition of the connection, used by the migrations and the TypeORM CLI. */
export function dataSourceOptions(url: string): PostgresConnectionOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // A database that does not answer fails a request within 5 s (then 503) instead of holding it.
    extra: { max: 10, connectionTimeoutMillis: 5_000 },
  };
}

/** The app's pool: the same connection, every statement bounded; the migrations ran before it. */
export function appDataSourceOptions(url: string): PostgresConnectionOptions {
  const options = dataSourceOptions(url);
  return {
    ...options,
    migrationsRun: false,
    extra: { ...options.extra, query_timeout: QUERY_TIMEOUT_MS, Client: BoundedClient },
  };
}

/** Any number the app alone uses for Postgres's advisory lock that serialises migrations. */
const MIGRATION_LOCK = 7_264_021;

/**
 * Brings the schema up to date on connections of its own, with no time limit (a migration may take
 * long). Instances starting together take turns: the first migrates, the others then find nothing
 * left to do (two running one migration at once would fail on what the first created).
 */
export async function migrate(url: string): Promise<void> {
  const migrations = new DataSource({ ...dataSourceOptions(url), migrationsRun: false });
  await migrations.initialize();
  const turn = migrations.createQueryRunner();
  try {
    await turn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrations.runMigrations({ transaction: 'each' });
  } finally {
    await turn.release();
    await migrations.destroy();
  }
}
