import { MigrationInterface, QueryRunner } from 'typeorm';

export class Payments1767300000000 implements MigrationInterface {
  name = 'Payments1767300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payment_accounts (
        account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('stripe', 'sandbox')),
        provider_account_id text NOT NULL UNIQUE,
        charges_enabled boolean NOT NULL DEFAULT false,
        details_submitted boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE processed_payment_events (
        event_id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE processed_payment_events');
    await db.query('DROP TABLE payment_accounts');
  }
}
