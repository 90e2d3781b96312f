import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outgoing mail as an outbox (one row per (subject, kind) by its dedupe key, sent by a job after
 * commit), password reset links (only their hash is kept), the owner's switch for new-order mails,
 * and the instant before which an account's sessions no longer count.
 */
export class Mail1768400000000 implements MigrationInterface {
  name = 'Mail1768400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE accounts
        ADD COLUMN new_order_mails boolean NOT NULL DEFAULT true,
        ADD COLUMN sessions_valid_after timestamptz`);
    await db.query(`
      CREATE TABLE outgoing_mails (
        id uuid PRIMARY KEY,
        account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
        order_id uuid,
        kind text NOT NULL,
        -- '{kind}:{subject id}': a mail is queued at most once, however often its event is handled.
        dedupe_key text NOT NULL UNIQUE,
        recipient text NOT NULL,
        subject text NOT NULL,
        html text NOT NULL,
        text text NOT NULL,
        attachments jsonb NOT NULL DEFAULT '[]',
        status text NOT NULL CHECK (status IN ('queued', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        failed_at timestamptz
      )`);
    await db.query(`CREATE INDEX outgoing_mails_order ON outgoing_mails (account_id, order_id)`);
    await db.query(`CREATE INDEX outgoing_mails_created ON outgoing_mails (created_at DESC)`);
    await db.query(`
      CREATE TABLE password_reset_tokens (
        token_hash text PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX password_reset_tokens_account ON password_reset_tokens (account_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE password_reset_tokens');
    await db.query('DROP TABLE outgoing_mails');
    await db.query('ALTER TABLE accounts DROP COLUMN sessions_valid_after, DROP COLUMN new_order_mails');
  }
}
