import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

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
    extra: { ...options.extra, query_timeout: QUERY_TIMEOUT_MS },
  };
}

/** Brings the schema up to date on a connection of its own, with no time limit (a migration may take long). */
export async function migrate(url: string): Promise<void> {
  const migrations = new DataSource(dataSourceOptions(url));
  await migrations.initialize();
  await migrations.destroy();
}
