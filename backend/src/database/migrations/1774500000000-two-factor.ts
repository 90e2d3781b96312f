import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-step login and 'Mijn sessies'. A person's second factor lives on `users`: the TOTP secret
 * (encrypted with a key derived from the server's secret; pending while `two_factor_enabled_at` is
 * null) and the last time step a code was accepted for, so a code counts once. Recovery codes are
 * kept as keyed hashes, each used once. A login of a person with a second factor gets a challenge
 * (`two_factor_challenges`, kept by the hash of what was handed out, 5 minutes, used once). A shop
 * may require a second factor of its whole team (`accounts.two_factor_required`). `sessions`
 * remembers when and from where each session (token id) was opened.
 *
 * down() drops it all: people log in with their password alone again.
 */
export class TwoFactor1774500000000 implements MigrationInterface {
  name = 'TwoFactor1774500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE users
        ADD COLUMN two_factor_secret text,
        ADD COLUMN two_factor_enabled_at timestamptz,
        ADD COLUMN two_factor_last_step bigint,
        ADD CONSTRAINT users_two_factor_enabled_has_secret
          CHECK (two_factor_enabled_at IS NULL OR two_factor_secret IS NOT NULL)`);
    await db.query('ALTER TABLE accounts ADD COLUMN two_factor_required boolean NOT NULL DEFAULT false');
    await db.query(`
      CREATE TABLE recovery_codes (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        PRIMARY KEY (user_id, code_hash)
      )`);
    await db.query(`
      CREATE TABLE two_factor_challenges (
        id text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX two_factor_challenges_expires_at ON two_factor_challenges (expires_at)');
    await db.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        shop_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        user_agent text,
        client text
      )`);
    await db.query('CREATE INDEX sessions_user_created ON sessions (user_id, created_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE sessions');
    await db.query('DROP TABLE two_factor_challenges');
    await db.query('DROP TABLE recovery_codes');
    await db.query('ALTER TABLE accounts DROP COLUMN two_factor_required');
    await db.query(`
      ALTER TABLE users
        DROP CONSTRAINT users_two_factor_enabled_has_secret,
        DROP COLUMN two_factor_last_step,
        DROP COLUMN two_factor_enabled_at,
        DROP COLUMN two_factor_secret`);
  }
}
