import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { Activity1774600000000 } from '../src/database/migrations/1774600000000-activity';
import { databaseBefore } from './support/migration-steps';

const entry = (db: DataSource, shopId: string, userId: string, subject = 'product', change = 'created') =>
  db.query(
    `INSERT INTO activity (shop_id, user_id, person_name, at, subject, subject_id, subject_name, change, changes)
     VALUES ($1, $2, 'Sofie', now(), $3, $4, 'Croque', $5, '[]')`,
    [shopId, userId, subject, randomUUID(), change],
  );

describe('the migration that adds the activity', () => {
  it('holds entries by the rules, append-only, gone with their shop, and goes back', async () => {
    const { old, migrateAll } = await databaseBefore(Activity1774600000000);
    const [shopId, userId] = [randomUUID(), randomUUID()];
    await old.query(`INSERT INTO accounts (id, shop_name) VALUES ($1, 'Bakkerij Sofie')`, [shopId]);
    await old.destroy();

    const migrated = await migrateAll();
    try {
      await entry(migrated, shopId, userId);
      await expect(entry(migrated, shopId, userId, 'recept')).rejects.toMatchObject({
        driverError: expect.objectContaining({ code: '23514' }),
      });
      await expect(entry(migrated, shopId, userId, 'product', 'verplaatst')).rejects.toMatchObject({
        driverError: expect.objectContaining({ code: '23514' }),
      });
      // Not rewritten, not removed: only the retention's transaction or the shop's own deletion may.
      await expect(migrated.query(`UPDATE activity SET subject_name = 'Iets anders'`)).rejects.toThrow(
        /append-only/,
      );
      await expect(migrated.query('DELETE FROM activity')).rejects.toThrow(/append-only/);
      await migrated.transaction(async (manager) => {
        await manager.query("SELECT set_config('bestelklaar.forgetting_activity', 'on', true)");
        await manager.query('DELETE FROM activity');
      });
      await entry(migrated, shopId, userId);
      await migrated.query('DELETE FROM accounts WHERE id = $1', [shopId]);
      expect(await migrated.query('SELECT * FROM activity')).toEqual([]);

      const runner = migrated.createQueryRunner();
      try {
        await new Activity1774600000000().down(runner);
      } finally {
        await runner.release();
      }
      expect(await migrated.query(`SELECT to_regclass('activity') AS table`)).toEqual([{ table: null }]);
      expect(await migrated.query(`SELECT to_regproc('keep_activity') AS function`)).toEqual([
        { function: null },
      ]);
    } finally {
      await migrated.destroy();
    }
  });
});
