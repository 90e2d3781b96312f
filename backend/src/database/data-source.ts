import { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** One definition of the connection, used by the app, the tests and the TypeORM CLI alike. */
export function dataSourceOptions(url: string): DataSourceOptions {
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
