import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unpaid orders held per shop by one e-mail, phone or client (so nobody holds a shop's slots
 * without paying), the client each order was placed from, and the hash of each order's secret.
 */
export class UnpaidHolds1768700000000 implements MigrationInterface {
  name = 'UnpaidHolds1768700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE unpaid_holds (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        -- 'email:…', 'phone:…' or 'client:…' (a hash of the client's address).
        holder text NOT NULL,
        taken integer NOT NULL CHECK (taken >= 0),
        PRIMARY KEY (account_id, holder)
      )`);
    await db.query('ALTER TABLE orders ADD COLUMN held_by_client text');
    // Orders placed before have no secret: nobody can read them publicly any more.
    await db.query('ALTER TABLE orders ADD COLUMN access_key_hash text');
    // The orders pending now keep counting until they are paid or expire.
    await db.query(`
      INSERT INTO unpaid_holds (account_id, holder, taken)
      SELECT account_id, holder, count(*) FROM orders,
        LATERAL (VALUES ('email:' || customer_email), ('phone:' || customer_phone)) AS h (holder)
      WHERE state = 'pending_payment'
      GROUP BY account_id, holder`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders DROP COLUMN access_key_hash');
    await db.query('ALTER TABLE orders DROP COLUMN held_by_client');
    await db.query('DROP TABLE unpaid_holds');
  }
}
