import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { UnpaidDayHolds1773900000000 } from '../src/database/migrations/1773900000000-unpaid-day-holds';
import { databaseBefore } from './support/migration-steps';

const DAY = '2030-06-17';

/** An order of `quantity` of `itemId` on DAY, with the day count it claimed as the old code wrote it. */
async function insertOrder(
  db: DataSource,
  accountId: string,
  itemId: string,
  { state, holdsPlace, quantity }: { state: string; holdsPlace: boolean; quantity: number },
): Promise<void> {
  const orderId = randomUUID();
  await db.query(
    `INSERT INTO orders (id, account_id, state, customer_name, customer_phone, customer_email, pickup_date,
       slot_start, slot_end, total_cents, discount_cents, fee_cents, payment_provider, payment_account_id,
       payment_expires_at, created_at, holds_place)
     VALUES ($1, $2, $3, 'Klant', '+32470123456', 'klant@voorbeeld.be', $4, '11:00', '11:30',
       450, 0, 9, 'sandbox', 'acct_test', now(), now(), $5)`,
    [orderId, accountId, state, DAY, holdsPlace],
  );
  await db.query(
    `INSERT INTO order_day_claims (order_id, item_kind, item_id, quantity) VALUES ($1, 'product', $2, $3)`,
    [orderId, itemId, quantity],
  );
}

describe('the migration that counts what unpaid orders hold of a daily maximum', () => {
  it('counts the pending orders that hold their place as unpaid, and gives back what those holding nothing took', async () => {
    const { old, migrateAll } = await databaseBefore(UnpaidDayHolds1773900000000);
    const accountId = randomUUID();
    const itemId = randomUUID();
    await old.query(
      `INSERT INTO accounts (id, name, email, password_hash) VALUES ($1, 'Eigenaar', $2, 'x')`,
      [accountId, `${accountId}@voorbeeld.be`],
    );
    await insertOrder(old, accountId, itemId, { state: 'pending_payment', holdsPlace: true, quantity: 2 });
    await insertOrder(old, accountId, itemId, { state: 'pending_payment', holdsPlace: false, quantity: 1 });
    await insertOrder(old, accountId, itemId, { state: 'paid', holdsPlace: true, quantity: 3 });
    // The old code counted every order's claim in `taken`, whether it held its place or not.
    await old.query(
      `INSERT INTO item_day_claims (account_id, item_kind, item_id, pickup_date, taken)
       VALUES ($1, 'product', $2, $3, 6)`,
      [accountId, itemId, DAY],
    );
    await old.destroy();

    const migrated = await migrateAll();
    try {
      const rows = await migrated.query(
        'SELECT taken, unpaid FROM item_day_claims WHERE account_id = $1 AND item_id = $2',
        [accountId, itemId],
      );
      expect(rows).toEqual([{ taken: 5, unpaid: 2 }]);
    } finally {
      await migrated.destroy();
    }
  });
});
