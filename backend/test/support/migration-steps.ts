import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../src/database/migrations';
import { createDatabase } from './app-process';

type Migration = (typeof MIGRATIONS)[number];

/**
 * A migration's test in two steps: a fresh database with every migration before `migration` run,
 * to fill as the old code did; then `migrateAll` runs it and the rest on it (or those up to `through`),
 * in order, and gives the migrated database. Each step's connection is the caller's to destroy.
 */
export async function databaseBefore(migration: Migration): Promise<{
  old: DataSource;
  migrateAll: (through?: Migration) => Promise<DataSource>;
}> {
  const url = await createDatabase();
  const old = new DataSource({
    type: 'postgres',
    url,
    migrations: MIGRATIONS.filter((each) => timestampOf(each) < timestampOf(migration)),
  });
  await old.initialize();
  await old.runMigrations();
  return {
    old,
    migrateAll: async (through?: Migration) => {
      // `through`: only as far as that migration, for a test that undoes it as the last one.
      const migrations = through
        ? MIGRATIONS.filter((each) => timestampOf(each) <= timestampOf(through))
        : MIGRATIONS;
      const migrated = new DataSource({ type: 'postgres', url, migrations });
      await migrated.initialize();
      await migrated.runMigrations();
      return migrated;
    },
  };
}

/** A migration's class ends in its timestamp, as TypeORM reads it. */
function timestampOf(migration: Migration): number {
  return Number(/\d{13}$/.exec(migration.name)?.[0]);
}
