import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { OrderLineDiscounts1770010000000 } from '../src/database/migrations/1770010000000-order-line-discounts';
import { databaseBefore } from './support/migration-steps';

/** An order as it was stored before lines kept their discount: its total discount (with VAT) and its lines. */
async function insertOrder(
  db: DataSource,
  accountId: string,
  discountCents: number,
  lines: { unit: number; quantity: number; hundredths: number }[],
): Promise<string> {
  const id = randomUUID();
  const total = lines.reduce((sum, line) => sum + line.unit * line.quantity, 0);
  await db.query(
    `INSERT INTO orders (id, account_id, state, customer_name, customer_phone, customer_email, pickup_date,
       slot_start, slot_end, total_cents, discount_cents, fee_cents, payment_provider, payment_account_id,
       payment_expires_at, created_at)
     VALUES ($1, $2, 'paid', 'Klant', '+32470123456', 'klant@voorbeeld.be', '2030-06-17', '11:00', '11:30',
       $3, $4, 9, 'sandbox', 'acct_test', now(), now())`,
    [id, accountId, total, discountCents],
  );
  for (const [position, line] of lines.entries())
    await db.query(
      `INSERT INTO order_lines (account_id, order_id, position, item_id, item_kind, name, selected_options,
         option_lines, included_products, quantity, unit_price_cents, line_total_cents, vat_rate,
         discount_hundredths)
       VALUES ($1, $2, $3, $4, 'product', 'Item', '{}', '[]', '[]', $5, $6, $7, 6, $8)`,
      [
        accountId,
        id,
        position,
        randomUUID(),
        line.quantity,
        line.unit,
        line.unit * line.quantity,
        line.hundredths,
      ],
    );
  return id;
}

describe('the migration that keeps each order line’s discount', () => {
  it('gives old lines their discount, adding up to each order’s own', async () => {
    const { old, migrateAll } = await databaseBefore(OrderLineDiscounts1770010000000);
    const accountId = randomUUID();
    await old.query(
      `INSERT INTO accounts (id, name, email, password_hash) VALUES ($1, 'Eigenaar', $2, 'x')`,
      [accountId, `${accountId}@voorbeeld.be`],
    );
    const plain = await insertOrder(old, accountId, 0, [{ unit: 450, quantity: 2, hundredths: 0 }]);
    // 10 % off 5,00 is 4,50: the percent leads back to the full price exactly.
    const exact = await insertOrder(old, accountId, 100, [
      { unit: 550, quantity: 1, hundredths: 0 },
      { unit: 450, quantity: 2, hundredths: 1000 },
    ]);
    // 60 % off 1,01 is 0,40, as is 60 % off 1,00: the estimate (1,00) misses 1 cent a piece, and the
    // order's own discount (1,83 + 1,00) puts them back on its first discounted line.
    const ambiguous = await insertOrder(old, accountId, 283, [
      { unit: 300, quantity: 1, hundredths: 0 },
      { unit: 40, quantity: 3, hundredths: 6000 },
      { unit: 450, quantity: 2, hundredths: 1000 },
    ]);
    await old.destroy();

    const migrated = await migrateAll();
    try {
      const discountsOf = async (orderId: string) =>
        (
          await migrated.query(
            'SELECT discount_cents FROM order_lines WHERE order_id = $1 ORDER BY position',
            [orderId],
          )
        ).map((row: { discount_cents: number }) => row.discount_cents);
      expect(await discountsOf(plain)).toEqual([0]);
      expect(await discountsOf(exact)).toEqual([0, 100]);
      expect(await discountsOf(ambiguous)).toEqual([0, 183, 100]);
    } finally {
      await migrated.destroy();
    }
  });
});
