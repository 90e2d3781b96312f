import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What unpaid orders hold, beside what all orders hold: a piece's places and a product's stock
 * held by orders not yet paid, so a claim can keep those to half (one conditional statement reads
 * both). Filled from the pending orders there are now.
 */
export class UnpaidHoldShares1773100000000 implements MigrationInterface {
  name = 'UnpaidHoldShares1773100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE slot_claims ADD COLUMN unpaid integer NOT NULL DEFAULT 0 CHECK (unpaid >= 0)`,
    );
    await db.query(
      `ALTER TABLE products ADD COLUMN unpaid_held integer NOT NULL DEFAULT 0 CHECK (unpaid_held >= 0)`,
    );
    await db.query(`
      UPDATE slot_claims SET unpaid = pending.count
      FROM (SELECT account_id, pickup_date, slot_start, count(*)::int AS count FROM orders
            WHERE state = 'pending_payment' AND holds_place GROUP BY account_id, pickup_date, slot_start) AS pending
      WHERE slot_claims.account_id = pending.account_id AND slot_claims.pickup_date = pending.pickup_date
        AND slot_claims.slot_start = pending.slot_start`);
    await db.query(`
      UPDATE products SET unpaid_held = pending.quantity
      FROM (SELECT claims.product_id, sum(claims.quantity)::int AS quantity FROM order_stock_claims claims
            JOIN orders ON orders.id = claims.order_id
            WHERE orders.state = 'pending_payment' GROUP BY claims.product_id) AS pending
      WHERE products.id = pending.product_id`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE products DROP COLUMN unpaid_held');
    await db.query('ALTER TABLE slot_claims DROP COLUMN unpaid');
  }
}
