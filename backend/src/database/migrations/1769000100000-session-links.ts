import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a session hands out beyond its token, so logging out takes it back: the dashboard's live
 * tickets (used once, within a minute), the live streams a shop has open (at most a few at once,
 * each on a lease its instance renews, so a crashed instance's streams stop counting), and the
 * sessions whose sandbox mailbox links still open.
 */
export class SessionLinks1769000100000 implements MigrationInterface {
  name = 'SessionLinks1769000100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE live_tickets (
        ticket text PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        session_id uuid NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX live_tickets_session ON live_tickets (session_id)');
    await db.query('CREATE INDEX live_tickets_account_expiry ON live_tickets (account_id, expires_at)');
    await db.query(`
      CREATE TABLE live_streams (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        lease_until timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX live_streams_account_lease ON live_streams (account_id, lease_until)');
    await db.query(`
      CREATE TABLE mailbox_sessions (
        session_id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX mailbox_sessions_expiry ON mailbox_sessions (expires_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE mailbox_sessions');
    await db.query('DROP TABLE live_streams');
    await db.query('DROP TABLE live_tickets');
  }
}
