import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { OrderAttention1774800000000 } from '../src/database/migrations/1774800000000-order-attention';
import { databaseBefore } from './support/migration-steps';

/** An order as the code before 'Gezien' left it: its state and, once paid, when. */
async function insertOrder(db: DataSource, accountId: string, state: string, paidAt: string | null) {
  const orderId = randomUUID();
  await db.query(
    `INSERT INTO orders (id, account_id, state, customer_name, customer_phone, customer_email, pickup_date,
       slot_start, slot_end, total_cents, discount_cents, fee_cents, payment_provider, payment_account_id,
       payment_expires_at, created_at, holds_place, paid_at)
     VALUES ($1, $2, $3, 'Klant', '+32470123456', 'klant@voorbeeld.be', '2030-06-17', '11:00', '11:30',
       900, 0, 9, 'sandbox', 'acct_test', now(), '2030-06-14T07:00:00Z', true, $4)`,
    [orderId, accountId, state, paidAt],
  );
  return orderId;
}

describe("the migration that adds 'Gezien'", () => {
  it('counts the orders paid before it as seen by the system, so nothing rings at deploy, and goes back down', async () => {
    const { old, migrateAll } = await databaseBefore(OrderAttention1774800000000);
    const shopId = randomUUID();
    await old.query('INSERT INTO accounts (id) VALUES ($1)', [shopId]);
    const paid = await insertOrder(old, shopId, 'paid', '2030-06-14T07:02:00Z');
    const pickedUp = await insertOrder(old, shopId, 'picked_up', '2030-06-14T07:03:00Z');
    const pending = await insertOrder(old, shopId, 'pending_payment', null);
    await old.destroy();

    const migrated = await migrateAll(OrderAttention1774800000000);
    const seen = async (orderId: string) =>
      (
        await migrated.query(
          `SELECT to_char(acknowledged_at AT TIME ZONE 'UTC', 'HH24:MI') AS at, acknowledged_by AS by,
             remind_at, not_seen_notified_at FROM orders WHERE id = $1`,
          [orderId],
        )
      )[0];
    expect(await seen(paid)).toEqual({ at: '07:02', by: null, remind_at: null, not_seen_notified_at: null });
    expect((await seen(pickedUp)).at).toBe('07:03');
    expect((await seen(pending)).at).toBeNull();
    const [shop] = await migrated.query(
      `SELECT unseen_reminder_minutes, auto_cancel_minutes_before_pickup, auto_confirm_orders
       FROM accounts WHERE id = $1`,
      [shopId],
    );
    expect(shop).toEqual({
      unseen_reminder_minutes: 5,
      auto_cancel_minutes_before_pickup: null,
      auto_confirm_orders: false,
    });
    await expect(
      migrated.query('UPDATE accounts SET unseen_reminder_minutes = 0 WHERE id = $1', [shopId]),
    ).rejects.toThrow(/unseen_reminder_minutes/);

    await migrated.undoLastMigration();
    const columns = await migrated.query(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'orders' AND column_name LIKE 'acknowledged%'`,
    );
    expect(columns).toEqual([]);
    await migrated.destroy();
  });
});
