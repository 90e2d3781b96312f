import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { OrderHistory1774200000000 } from '../src/database/migrations/1774200000000-order-history';
import { databaseBefore } from './support/migration-steps';

interface Moments {
  state: string;
  paidAt?: string;
  readyAt?: string;
  pickedUpAt?: string;
  cancelledAt?: string;
  expiredAt?: string;
  cancelledByCustomer?: boolean;
  cancelReason?: string;
}

/** An order as the code before the history left it: its state and the moments it kept. */
async function insertOrder(db: DataSource, accountId: string, moments: Moments): Promise<string> {
  const orderId = randomUUID();
  await db.query(
    `INSERT INTO orders (id, account_id, state, customer_name, customer_phone, customer_email, pickup_date,
       slot_start, slot_end, total_cents, discount_cents, fee_cents, payment_provider, payment_account_id,
       payment_expires_at, created_at, holds_place, paid_at, ready_at, picked_up_at, cancelled_at, expired_at,
       cancelled_by_customer, cancel_reason)
     VALUES ($1, $2, $3, 'Klant', '+32470123456', 'klant@voorbeeld.be', '2030-06-17', '11:00', '11:30',
       900, 0, 9, 'sandbox', 'acct_test', now(), '2030-06-14T07:00:00Z', true, $4, $5, $6, $7, $8, $9, $10)`,
    [
      orderId,
      accountId,
      moments.state,
      moments.paidAt ?? null,
      moments.readyAt ?? null,
      moments.pickedUpAt ?? null,
      moments.cancelledAt ?? null,
      moments.expiredAt ?? null,
      moments.cancelledByCustomer ?? false,
      moments.cancelReason ?? null,
    ],
  );
  return orderId;
}

const historyOf = (db: DataSource, orderId: string) =>
  db.query(
    `SELECT to_char(at AT TIME ZONE 'UTC', 'HH24:MI') AS at, transition, from_state, to_state, reason,
       amount_cents::int AS amount, actor_kind, by_user
     FROM order_history WHERE order_id = $1 ORDER BY at, id`,
    [orderId],
  );

describe('the migration that starts the order history', () => {
  it('writes each order’s history from the moments it kept, by an unknown hand but for the customer’s cancel', async () => {
    const { old, migrateAll } = await databaseBefore(OrderHistory1774200000000);
    const accountId = randomUUID();
    await old.query(
      `INSERT INTO accounts (id, name, email, password_hash) VALUES ($1, 'Eigenaar', $2, 'x')`,
      [accountId, `${accountId}@voorbeeld.be`],
    );
    const pickedUp = await insertOrder(old, accountId, {
      state: 'picked_up',
      paidAt: '2030-06-14T08:00:00Z',
      readyAt: '2030-06-17T09:00:00Z',
      pickedUpAt: '2030-06-17T09:10:00Z',
    });
    await old.query(
      `INSERT INTO refunds (id, account_id, order_id, amount_cents, lines, reason, cancels_order, status, created_at)
       VALUES ($1, $2, $3, 450, '[]', 'Koud', false, 'succeeded', '2030-06-17T09:20:00Z')`,
      [randomUUID(), accountId, pickedUp],
    );
    const cancelled = await insertOrder(old, accountId, {
      state: 'cancelled',
      paidAt: '2030-06-14T08:00:00Z',
      cancelledAt: '2030-06-14T08:30:00Z',
      cancelledByCustomer: true,
      cancelReason: 'Geannuleerd door de klant',
    });
    const expired = await insertOrder(old, accountId, {
      state: 'expired',
      expiredAt: '2030-06-14T07:08:00Z',
    });
    await old.destroy();

    const migrated = await migrateAll();
    try {
      expect(await historyOf(migrated, pickedUp)).toEqual([
        {
          at: '08:00',
          transition: 'paid',
          from_state: 'pending_payment',
          to_state: 'paid',
          reason: null,
          amount: null,
          actor_kind: 'unknown',
          by_user: null,
        },
        {
          at: '09:00',
          transition: 'ready',
          from_state: 'paid',
          to_state: 'ready',
          reason: null,
          amount: null,
          actor_kind: 'unknown',
          by_user: null,
        },
        {
          at: '09:10',
          transition: 'pickedUp',
          from_state: 'ready',
          to_state: 'picked_up',
          reason: null,
          amount: null,
          actor_kind: 'unknown',
          by_user: null,
        },
        {
          at: '09:20',
          transition: 'refunded',
          from_state: 'picked_up',
          to_state: 'picked_up',
          reason: 'Koud',
          amount: 450,
          actor_kind: 'unknown',
          by_user: null,
        },
      ]);
      expect(await historyOf(migrated, cancelled)).toEqual([
        {
          at: '08:00',
          transition: 'paid',
          from_state: 'pending_payment',
          to_state: 'paid',
          reason: null,
          amount: null,
          actor_kind: 'unknown',
          by_user: null,
        },
        {
          at: '08:30',
          transition: 'customerCancelled',
          from_state: 'paid',
          to_state: 'cancelled',
          reason: 'Geannuleerd door de klant',
          amount: null,
          actor_kind: 'customer',
          by_user: null,
        },
      ]);
      expect(await historyOf(migrated, expired)).toEqual([
        {
          at: '07:08',
          transition: 'expired',
          from_state: 'pending_payment',
          to_state: 'expired',
          reason: null,
          amount: null,
          actor_kind: 'unknown',
          by_user: null,
        },
      ]);
    } finally {
      await migrated.destroy();
    }
  });
});
