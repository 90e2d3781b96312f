import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * After the sale: the shop cancels an order (a state of its own, stamped) and refunds it, whole or
 * in part. `orders.refunded_cents` is what the refunds claim (pending and settled): one conditional
 * UPDATE raises it only while it stays within what was paid, so refunds never exceed the payment.
 * A cancel moves the order off the shop's screens, so the trigger announces it too.
 */
export class Refunds1769600000000 implements MigrationInterface {
  name = 'Refunds1769600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders DROP CONSTRAINT orders_state_check');
    await db.query(`
      ALTER TABLE orders ADD CONSTRAINT orders_state_check
        CHECK (state IN ('pending_payment', 'paid', 'ready', 'picked_up', 'expired', 'cancelled'))`);
    await db.query('ALTER TABLE orders ADD COLUMN cancelled_at timestamptz');
    await db.query('ALTER TABLE orders ADD COLUMN cancel_reason text');
    await db.query(`
      ALTER TABLE orders ADD COLUMN refunded_cents bigint NOT NULL DEFAULT 0
        CHECK (refunded_cents >= 0 AND refunded_cents <= total_cents)`);
    await db.query(`
      CREATE TABLE refunds (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        -- The owner's Idempotency-Key: the same request twice is one refund.
        request_key text,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        -- [{ position, quantity }] for a refund by lines; [] for an amount.
        lines jsonb NOT NULL DEFAULT '[]',
        reason text NOT NULL,
        cancels_order boolean NOT NULL DEFAULT false,
        status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
        provider_refund_id text UNIQUE,
        failure_reason text,
        created_at timestamptz NOT NULL,
        settled_at timestamptz,
        UNIQUE (order_id, request_key)
      )`);
    await db.query('CREATE INDEX refunds_order ON refunds (order_id, created_at)');
    // Refunds the provider has not yet been asked for (a crash between recording and asking).
    await db.query(
      `CREATE INDEX refunds_unsent ON refunds (created_at) WHERE status = 'pending' AND provider_refund_id IS NULL`,
    );
    // The sandbox's refunds, as Stripe keeps them on a charge.
    await db.query(`
      CREATE TABLE sandbox_refunds (
        id text PRIMARY KEY,
        session_id text NOT NULL REFERENCES sandbox_checkout_sessions (id) ON DELETE CASCADE,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        refund_application_fee boolean NOT NULL,
        metadata jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
        created_at timestamptz NOT NULL,
        idempotency_key text NOT NULL UNIQUE
      )`);
    await db.query('CREATE INDEX sandbox_refunds_session ON sandbox_refunds (session_id)');
    await db.query('DROP TRIGGER orders_announce_move ON orders');
    await db.query(`
      CREATE TRIGGER orders_announce_move AFTER UPDATE OF state ON orders FOR EACH ROW
      WHEN (OLD.state IS DISTINCT FROM NEW.state AND NEW.state IN ('paid', 'ready', 'picked_up', 'cancelled'))
      EXECUTE FUNCTION announce_shop_change('orders')`);
    // A refund changes what the order's row shows the shop (its refunded amount).
    await db.query(`
      CREATE TRIGGER orders_announce_refund AFTER UPDATE OF refunded_cents ON orders FOR EACH ROW
      WHEN (OLD.refunded_cents IS DISTINCT FROM NEW.refunded_cents)
      EXECUTE FUNCTION announce_shop_change('orders')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER orders_announce_refund ON orders');
    await db.query('DROP TRIGGER orders_announce_move ON orders');
    await db.query(`
      CREATE TRIGGER orders_announce_move AFTER UPDATE OF state ON orders FOR EACH ROW
      WHEN (OLD.state IS DISTINCT FROM NEW.state AND NEW.state IN ('paid', 'ready', 'picked_up'))
      EXECUTE FUNCTION announce_shop_change('orders')`);
    await db.query('DROP TABLE sandbox_refunds');
    await db.query('DROP TABLE refunds');
    await db.query('ALTER TABLE orders DROP COLUMN refunded_cents');
    await db.query('ALTER TABLE orders DROP COLUMN cancel_reason');
    await db.query('ALTER TABLE orders DROP COLUMN cancelled_at');
    await db.query('ALTER TABLE orders DROP CONSTRAINT orders_state_check');
    await db.query(`
      ALTER TABLE orders ADD CONSTRAINT orders_state_check
        CHECK (state IN ('pending_payment', 'paid', 'ready', 'picked_up', 'expired'))`);
  }
}
