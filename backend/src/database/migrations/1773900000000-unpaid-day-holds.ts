import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What unpaid orders hold of an item's daily maximum, beside what all orders took, so a claim can
 * keep those to half (one conditional statement reads both). Filled from the pending orders there
 * are now: those holding their place count as unpaid; those that hold nothing (they came past the
 * unpaid half of a piece or a stock) give their counts back, to take them when paid as such orders
 * now do.
 */
export class UnpaidDayHolds1773900000000 implements MigrationInterface {
  name = 'UnpaidDayHolds1773900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE item_day_claims ADD COLUMN unpaid integer NOT NULL DEFAULT 0 CHECK (unpaid >= 0)`,
    );
    await db.query(`
      UPDATE item_day_claims SET taken = greatest(item_day_claims.taken - pending.quantity, 0)
      FROM (SELECT orders.account_id, claims.item_kind, claims.item_id, orders.pickup_date,
                   sum(claims.quantity)::int AS quantity
            FROM order_day_claims claims JOIN orders ON orders.id = claims.order_id
            WHERE orders.state = 'pending_payment' AND NOT orders.holds_place
            GROUP BY 1, 2, 3, 4) AS pending
      WHERE item_day_claims.account_id = pending.account_id AND item_day_claims.item_kind = pending.item_kind
        AND item_day_claims.item_id = pending.item_id AND item_day_claims.pickup_date = pending.pickup_date`);
    await db.query(`
      UPDATE item_day_claims SET unpaid = least(pending.quantity, item_day_claims.taken)
      FROM (SELECT orders.account_id, claims.item_kind, claims.item_id, orders.pickup_date,
                   sum(claims.quantity)::int AS quantity
            FROM order_day_claims claims JOIN orders ON orders.id = claims.order_id
            WHERE orders.state = 'pending_payment' AND orders.holds_place
            GROUP BY 1, 2, 3, 4) AS pending
      WHERE item_day_claims.account_id = pending.account_id AND item_day_claims.item_kind = pending.item_kind
        AND item_day_claims.item_id = pending.item_id AND item_day_claims.pickup_date = pending.pickup_date`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE item_day_claims SET taken = item_day_claims.taken + pending.quantity
      FROM (SELECT orders.account_id, claims.item_kind, claims.item_id, orders.pickup_date,
                   sum(claims.quantity)::int AS quantity
            FROM order_day_claims claims JOIN orders ON orders.id = claims.order_id
            WHERE orders.state = 'pending_payment' AND NOT orders.holds_place
            GROUP BY 1, 2, 3, 4) AS pending
      WHERE item_day_claims.account_id = pending.account_id AND item_day_claims.item_kind = pending.item_kind
        AND item_day_claims.item_id = pending.item_id AND item_day_claims.pickup_date = pending.pickup_date`);
    await db.query('ALTER TABLE item_day_claims DROP COLUMN unpaid');
  }
}
