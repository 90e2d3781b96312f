import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { Invitations1774400000000 } from '../src/database/migrations/1774400000000-invitations';
import { databaseBefore } from './support/migration-steps';

async function expectRefused(work: Promise<unknown>, code: string): Promise<void> {
  await expect(work).rejects.toMatchObject({ driverError: expect.objectContaining({ code }) });
}

const invitationRow = (
  db: DataSource,
  shopId: string,
  userId: string | null,
  extra = '',
  values: unknown[] = [],
) =>
  db.query(
    `INSERT INTO invitations (shop_id, email, role, token_hash, invited_by, expires_at${extra ? `, ${extra}` : ''})
     VALUES ($1, 'collega@voorbeeld.be', $3, $4, $2, now() + interval '7 days'${values.map((_, i) => `, $${i + 5}`).join('')})
     RETURNING id`,
    [shopId, userId, 'medewerker', randomUUID(), ...values],
  );

describe('the migration that adds invitations', () => {
  it('keeps the shops and their people, holds invitations by the rules, and goes back', async () => {
    const { old, migrateAll } = await databaseBefore(Invitations1774400000000);
    const [shopId, userId] = [randomUUID(), randomUUID()];
    await old.query(`INSERT INTO accounts (id, shop_name) VALUES ($1, 'Bakkerij Sofie')`, [shopId]);
    await old.query(
      `INSERT INTO users (id, name, email, password_hash) VALUES ($1, 'Sofie', 'sofie@voorbeeld.be', 'x')`,
      [userId],
    );
    await old.query(`INSERT INTO memberships (user_id, shop_id, role) VALUES ($1, $2, 'eigenaar')`, [
      userId,
      shopId,
    ]);
    await old.destroy();

    const migrated = await migrateAll();
    try {
      expect(await migrated.query('SELECT user_id, shop_id, role FROM memberships')).toEqual([
        { user_id: userId, shop_id: shopId, role: 'eigenaar' },
      ]);
      expect(await migrated.query('SELECT * FROM invitations')).toEqual([]);

      const [{ id }] = await invitationRow(migrated, shopId, userId);
      // One of the domain's roles, never both accepted and revoked, one row per token.
      await expectRefused(
        migrated.query(
          `INSERT INTO invitations (shop_id, email, role, token_hash, expires_at) VALUES ($1, 'a@b.be', 'baas', 'h', now())`,
          [shopId],
        ),
        '23514',
      );
      await expectRefused(
        invitationRow(migrated, shopId, userId, 'accepted_at, revoked_at', [new Date(), new Date()]),
        '23514',
      );
      const [{ token_hash }] = await migrated.query('SELECT token_hash FROM invitations WHERE id = $1', [id]);
      await expectRefused(
        migrated.query(
          `INSERT INTO invitations (shop_id, email, role, token_hash, expires_at) VALUES ($1, 'a@b.be', 'medewerker', $2, now())`,
          [shopId, token_hash],
        ),
        '23505',
      );
      // The inviter may leave; the invitation stays, unsigned. The shop's deletion takes its invitations.
      await migrated.query('DELETE FROM users WHERE id = $1', [userId]);
      expect(await migrated.query('SELECT invited_by FROM invitations WHERE id = $1', [id])).toEqual([
        { invited_by: null },
      ]);
      await migrated.query('DELETE FROM accounts WHERE id = $1', [shopId]);
      expect(await migrated.query('SELECT * FROM invitations')).toEqual([]);

      const runner = migrated.createQueryRunner();
      try {
        await new Invitations1774400000000().down(runner);
      } finally {
        await runner.release();
      }
      expect(await migrated.query(`SELECT to_regclass('invitations') AS table`)).toEqual([{ table: null }]);
    } finally {
      await migrated.destroy();
    }
  });
});
