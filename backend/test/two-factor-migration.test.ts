import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TwoFactor1774500000000 } from '../src/database/migrations/1774500000000-two-factor';
import { databaseBefore } from './support/migration-steps';

describe('the migration that adds two-step login and sessions', () => {
  it('leaves people and shops as they were, with no second factor and nothing required, and goes back down', async () => {
    const { old, migrateAll } = await databaseBefore(TwoFactor1774500000000);
    const shopId = randomUUID();
    await old.query('INSERT INTO accounts (id) VALUES ($1)', [shopId]);
    await old.query(
      `INSERT INTO users (id, name, email, password_hash) VALUES ($1, 'Eigenaar', 'eigenaar@voorbeeld.be', 'hash')`,
      [shopId],
    );
    await old.query(`INSERT INTO memberships (user_id, shop_id, role) VALUES ($1, $1, 'eigenaar')`, [shopId]);
    await old.destroy();

    const migrated = await migrateAll(TwoFactor1774500000000);
    const [user] = await migrated.query(
      'SELECT name, password_hash, two_factor_secret, two_factor_enabled_at, two_factor_last_step FROM users WHERE id = $1',
      [shopId],
    );
    expect(user).toEqual({
      name: 'Eigenaar',
      password_hash: 'hash',
      two_factor_secret: null,
      two_factor_enabled_at: null,
      two_factor_last_step: null,
    });
    const [shop] = await migrated.query('SELECT two_factor_required FROM accounts WHERE id = $1', [shopId]);
    expect(shop).toEqual({ two_factor_required: false });
    // A second factor turned on needs its secret.
    await expect(
      migrated.query('UPDATE users SET two_factor_enabled_at = now() WHERE id = $1', [shopId]),
    ).rejects.toThrow(/users_two_factor_enabled_has_secret/);
    await migrated.query(
      `UPDATE users SET two_factor_secret = 'v1.x', two_factor_enabled_at = now() WHERE id = $1`,
      [shopId],
    );
    await migrated.query(`INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, 'a'), ($1, 'b')`, [
      shopId,
    ]);
    await migrated.query(
      `INSERT INTO sessions (id, user_id, shop_id, created_at, expires_at) VALUES ($1, $2, $2, now(), now())`,
      [randomUUID(), shopId],
    );

    await migrated.undoLastMigration();
    const [{ columns }] = await migrated.query(
      `SELECT count(*)::int AS columns FROM information_schema.columns
        WHERE table_name = 'users' AND column_name LIKE 'two_factor%'`,
    );
    expect(columns).toBe(0);
    const tables = await migrated.query(
      `SELECT table_name FROM information_schema.tables
        WHERE table_name IN ('recovery_codes', 'two_factor_challenges', 'sessions')`,
    );
    expect(tables).toEqual([]);
    const [back] = await migrated.query('SELECT name, password_hash FROM users WHERE id = $1', [shopId]);
    expect(back).toEqual({ name: 'Eigenaar', password_hash: 'hash' });
    await migrated.destroy();
  });
});
