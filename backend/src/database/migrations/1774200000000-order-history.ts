import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every order move and every refund, written once and never changed: when, which move, from which
 * state to which, why (the cancel's reason, the refund's) and who (the kind of actor and, for a
 * member of the shop, their user id). A refund records its member too.
 *
 * `by_user` has no foreign key: an audit row must outlive the person who made it, and it names a
 * user id whatever table users come to live in. The rows hold no customer's details (name, phone,
 * e-mail stay on the order, where the retention job anonymises them), so they may stay as they are.
 *
 * Append-only by a trigger (the app has one database role, so UPDATE and DELETE cannot be revoked
 * from it alone): any UPDATE raises, and so does a DELETE, except the cascade of its order's own
 * deletion (an account deleted takes its orders and their history with it).
 *
 * Orders placed before this get their history from the moments they keep (an undone move cleared
 * its moment, so it is not there); who made those moves is 'unknown', but for a customer's cancel.
 */
export class OrderHistory1774200000000 implements MigrationInterface {
  name = 'OrderHistory1774200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE refunds ADD COLUMN by_user uuid');
    await db.query(`
      CREATE TABLE order_history (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        account_id uuid NOT NULL,
        at timestamptz NOT NULL,
        transition text NOT NULL CHECK (transition IN ('paid', 'expired', 'ready', 'pickedUp', 'cancelled',
          'customerCancelled', 'undoReady', 'undoPickedUpToReady', 'undoPickedUpToPaid', 'refunded')),
        from_state text NOT NULL,
        to_state text NOT NULL,
        reason text,
        amount_cents bigint CHECK (amount_cents > 0),
        actor_kind text NOT NULL CHECK (actor_kind IN ('member', 'customer', 'provider', 'system', 'unknown')),
        -- No foreign key, see above.
        by_user uuid,
        CHECK (by_user IS NULL OR actor_kind = 'member'),
        CHECK ((transition = 'refunded') = (amount_cents IS NOT NULL))
      )`);
    await db.query('CREATE INDEX order_history_of_order ON order_history (order_id, at, id)');
    await db.query(`
      CREATE FUNCTION order_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- The cascade runs after its order's row is gone: only then may the order's history go.
        IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM orders WHERE id = OLD.order_id) THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'order_history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await db.query(`
      CREATE TRIGGER order_history_append_only BEFORE UPDATE OR DELETE ON order_history
        FOR EACH ROW EXECUTE FUNCTION order_history_append_only()`);
    await db.query(`
      INSERT INTO order_history (order_id, account_id, at, transition, from_state, to_state, reason,
        amount_cents, actor_kind)
      SELECT order_id, account_id, at, transition, from_state, to_state, reason, amount_cents, actor_kind
      FROM (
        SELECT id AS order_id, account_id, paid_at AS at, 'paid' AS transition, 'pending_payment' AS from_state,
          'paid' AS to_state, NULL::text AS reason, NULL::bigint AS amount_cents, 'unknown' AS actor_kind, 1 AS step
        FROM orders WHERE paid_at IS NOT NULL
        UNION ALL
        SELECT id, account_id, expired_at, 'expired', 'pending_payment', 'expired', NULL, NULL, 'unknown', 1
        FROM orders WHERE expired_at IS NOT NULL
        UNION ALL
        SELECT id, account_id, ready_at, 'ready', 'paid', 'ready', NULL, NULL, 'unknown', 2
        FROM orders WHERE ready_at IS NOT NULL
        UNION ALL
        SELECT id, account_id, picked_up_at, 'pickedUp', CASE WHEN ready_at IS NULL THEN 'paid' ELSE 'ready' END,
          'picked_up', NULL, NULL, 'unknown', 3
        FROM orders WHERE picked_up_at IS NOT NULL
        UNION ALL
        SELECT id, account_id, cancelled_at, CASE WHEN cancelled_by_customer THEN 'customerCancelled' ELSE 'cancelled' END,
          CASE WHEN ready_at IS NULL THEN 'paid' ELSE 'ready' END, 'cancelled', cancel_reason, NULL,
          CASE WHEN cancelled_by_customer THEN 'customer' ELSE 'unknown' END, 3
        FROM orders WHERE cancelled_at IS NOT NULL
        UNION ALL
        -- A refund keeps no state of its own: the order's state now stands for the one it had.
        SELECT r.order_id, r.account_id, r.created_at, 'refunded', o.state, o.state, r.reason, r.amount_cents,
          CASE WHEN o.cancelled_by_customer AND r.cancels_order THEN 'customer' ELSE 'unknown' END, 4
        FROM refunds r JOIN orders o ON o.id = r.order_id
      ) moments
      ORDER BY at, order_id, step`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE order_history');
    await db.query('DROP FUNCTION order_history_append_only()');
    await db.query('ALTER TABLE refunds DROP COLUMN by_user');
  }
}
