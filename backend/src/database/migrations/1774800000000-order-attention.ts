import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A paid order is 'Nieuw' for the kitchen until someone taps 'Gezien': who and when are kept on the
 * order (`acknowledged_by` names the member; null with a moment is the system, for a shop that
 * confirms its orders by itself). At payment the order learns when it is due a reminder
 * (`remind_at`) and, where the shop wants it, when it is cancelled unseen (`auto_cancel_at`);
 * `not_seen_notified_at` claims the reminder, once. Orders from before were handled already: they
 * count as seen by the system, so nothing rings for them. A 'Gezien' is news for every open screen.
 */
export class OrderAttention1774800000000 implements MigrationInterface {
  name = 'OrderAttention1774800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE accounts
        ADD COLUMN unseen_reminder_minutes smallint NOT NULL DEFAULT 5
          CHECK (unseen_reminder_minutes BETWEEN 1 AND 120),
        ADD COLUMN auto_cancel_minutes_before_pickup smallint
          CHECK (auto_cancel_minutes_before_pickup BETWEEN 5 AND 1440),
        ADD COLUMN auto_confirm_orders boolean NOT NULL DEFAULT false`);
    // acknowledged_by has no reference, as order_history.by_user: the order outlives its person.
    await db.query(`
      ALTER TABLE orders
        ADD COLUMN acknowledged_at timestamptz,
        ADD COLUMN acknowledged_by uuid,
        ADD COLUMN remind_at timestamptz,
        ADD COLUMN auto_cancel_at timestamptz,
        ADD COLUMN not_seen_notified_at timestamptz`);
    await db.query(`
      UPDATE orders SET acknowledged_at = COALESCE(paid_at, created_at)
      WHERE state <> 'pending_payment' AND state <> 'expired'`);
    // What the sweeper asks each minute: the paid orders nobody has seen.
    await db.query(`
      CREATE INDEX orders_unseen ON orders (remind_at)
      WHERE state = 'paid' AND acknowledged_at IS NULL`);
    await db.query(`
      CREATE TRIGGER orders_announce_seen AFTER UPDATE OF acknowledged_at ON orders FOR EACH ROW
      WHEN (OLD.acknowledged_at IS DISTINCT FROM NEW.acknowledged_at)
      EXECUTE FUNCTION announce_shop_change('orders')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER orders_announce_seen ON orders');
    await db.query('DROP INDEX orders_unseen');
    await db.query(`
      ALTER TABLE orders
        DROP COLUMN not_seen_notified_at, DROP COLUMN auto_cancel_at, DROP COLUMN remind_at,
        DROP COLUMN acknowledged_by, DROP COLUMN acknowledged_at`);
    await db.query(`
      ALTER TABLE accounts
        DROP COLUMN auto_confirm_orders, DROP COLUMN auto_cancel_minutes_before_pickup,
        DROP COLUMN unseen_reminder_minutes`);
  }
}
