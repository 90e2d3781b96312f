import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PushSubscriptions1774900000000 } from '../src/database/migrations/1774900000000-push-subscriptions';
import { databaseBefore } from './support/migration-steps';

describe('the migration that adds push subscriptions', () => {
  it('keeps one device per endpoint for a member, lets it go with the membership, and goes back', async () => {
    const { old, migrateAll } = await databaseBefore(PushSubscriptions1774900000000);
    const [shopId, userId, outsiderId] = [randomUUID(), randomUUID(), randomUUID()];
    await old.query(`INSERT INTO accounts (id, shop_name) VALUES ($1, 'Bakkerij Sofie')`, [shopId]);
    for (const [id, email] of [
      [userId, 'sofie@voorbeeld.be'],
      [outsiderId, 'ander@voorbeeld.be'],
    ])
      await old.query(`INSERT INTO users (id, name, email, password_hash) VALUES ($1, 'Iemand', $2, 'x')`, [
        id,
        email,
      ]);
    await old.query(`INSERT INTO memberships (user_id, shop_id, role) VALUES ($1, $2, 'medewerker')`, [
      userId,
      shopId,
    ]);
    await old.destroy();

    const migrated = await migrateAll();
    const device = (user: string, endpoint: string) =>
      migrated.query(
        `INSERT INTO push_subscriptions (id, user_id, shop_id, endpoint, p256dh, auth, created_at)
         VALUES ($1, $2, $3, $4, 'p', 'a', now())`,
        [randomUUID(), user, shopId, endpoint],
      );
    try {
      await device(userId, 'https://push.voorbeeld.be/1');
      // One row per endpoint; only a member of the shop; a bounded address.
      await expect(device(userId, 'https://push.voorbeeld.be/1')).rejects.toMatchObject({
        driverError: expect.objectContaining({ code: '23505' }),
      });
      await expect(device(outsiderId, 'https://push.voorbeeld.be/2')).rejects.toMatchObject({
        driverError: expect.objectContaining({ code: '23503' }),
      });
      await expect(device(userId, `https://push.voorbeeld.be/${'x'.repeat(1024)}`)).rejects.toMatchObject({
        driverError: expect.objectContaining({ code: '23514' }),
      });
      await migrated.query('DELETE FROM memberships WHERE user_id = $1 AND shop_id = $2', [userId, shopId]);
      expect(await migrated.query('SELECT * FROM push_subscriptions')).toEqual([]);

      const runner = migrated.createQueryRunner();
      try {
        await new PushSubscriptions1774900000000().down(runner);
      } finally {
        await runner.release();
      }
      expect(await migrated.query(`SELECT to_regclass('push_subscriptions') AS table`)).toEqual([
        { table: null },
      ]);
    } finally {
      await migrated.destroy();
    }
  });
});
