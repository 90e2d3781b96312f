import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Maximum per ophaaldag' on products and menus, the count each item has taken per pickup day, and
 * what each order took of it, so an order that will not be collected gives exactly that back.
 */
export class DailyLimits1769530000000 implements MigrationInterface {
  name = 'DailyLimits1769530000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE products ADD COLUMN daily_limit integer CHECK (daily_limit > 0)');
    await db.query('ALTER TABLE menus ADD COLUMN daily_limit integer CHECK (daily_limit > 0)');
    await db.query(`
      CREATE TABLE item_day_claims (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        item_kind text NOT NULL,
        item_id uuid NOT NULL,
        pickup_date date NOT NULL,
        taken integer NOT NULL CHECK (taken >= 0),
        PRIMARY KEY (account_id, item_kind, item_id, pickup_date)
      )`);
    await db.query(`
      CREATE TABLE order_day_claims (
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        item_kind text NOT NULL,
        item_id uuid NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        PRIMARY KEY (order_id, item_kind, item_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE order_day_claims');
    await db.query('DROP TABLE item_day_claims');
    await db.query('ALTER TABLE menus DROP COLUMN daily_limit');
    await db.query('ALTER TABLE products DROP COLUMN daily_limit');
  }
}
