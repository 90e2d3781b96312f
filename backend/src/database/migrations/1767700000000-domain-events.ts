import { MigrationInterface, QueryRunner } from 'typeorm';

/** The event outbox and each subscriber's record of what it handled (pg-boss keeps its own schema). */
export class DomainEvents1767700000000 implements MigrationInterface {
  name = 'DomainEvents1767700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE domain_events (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX domain_events_account_idx ON domain_events (account_id, occurred_at)`);
    await db.query(`
      CREATE TABLE handled_events (
        subscriber text NOT NULL,
        event_id uuid NOT NULL REFERENCES domain_events (id) ON DELETE CASCADE,
        handled_at timestamptz NOT NULL,
        PRIMARY KEY (subscriber, event_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE handled_events');
    await db.query('DROP TABLE domain_events');
  }
}
