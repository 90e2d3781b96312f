import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { OrderLineCustomerTexts1773700000000 } from '../src/database/migrations/1773700000000-order-line-customer-texts';
import { databaseBefore } from './support/migration-steps';

async function insertOrder(db: DataSource, accountId: string, language: string): Promise<string> {
  const orderId = randomUUID();
  await db.query(
    `INSERT INTO orders (id, account_id, state, customer_name, customer_phone, customer_email, pickup_date,
       slot_start, slot_end, total_cents, discount_cents, fee_cents, payment_provider, payment_account_id,
       payment_expires_at, created_at, language)
     VALUES ($1, $2, 'paid', 'Klant', '+32470123456', 'klant@voorbeeld.be', '2030-06-17', '11:00', '11:30',
       1800, 0, 9, 'sandbox', 'acct_test', now(), now(), $3)`,
    [orderId, accountId, language],
  );
  await db.query(
    `INSERT INTO order_lines (account_id, order_id, position, item_id, item_kind, name, selected_options,
       option_lines, included_products, quantity, unit_price_cents, line_total_cents, vat_rate, discount_hundredths)
     VALUES ($1, $2, 0, $3, 'product', 'Broodje kaas', '{"0": 1}', '["Brood: Bruin +\u00a0€\u00a00,30"]', '[]',
               1, 530, 530, 6, 0),
            ($1, $2, 1, $3, 'menu', 'Lunchmenu', '{}', '[]', '["Broodje kaas", "Tomatensoep"]', 1, 1250, 1250, 6, 0)`,
    [accountId, orderId, randomUUID()],
  );
  return orderId;
}

describe('the migration that keeps an order line’s texts as its customer read them', () => {
  it('gives the lines of before their Dutch texts, which is what their customer read', async () => {
    const { old, migrateAll } = await databaseBefore(OrderLineCustomerTexts1773700000000);
    const accountId = randomUUID();
    await old.query(
      `INSERT INTO accounts (id, name, email, password_hash) VALUES ($1, 'Eigenaar', $2, 'x')`,
      [accountId, `${accountId}@voorbeeld.be`],
    );
    const french = await insertOrder(old, accountId, 'fr');
    await old.destroy();

    const migrated = await migrateAll();
    try {
      const rows = await migrated.query(
        'SELECT customer_texts FROM order_lines WHERE order_id = $1 ORDER BY position',
        [french],
      );
      expect(rows.map((row: { customer_texts: unknown }) => row.customer_texts)).toEqual([
        { name: 'Broodje kaas', optionLines: ['Brood: Bruin +\u00a0€\u00a00,30'], includedProducts: [] },
        { name: 'Lunchmenu', optionLines: [], includedProducts: ['Broodje kaas', 'Tomatensoep'] },
      ]);
      await expect(
        migrated.query(
          `INSERT INTO order_lines (account_id, order_id, position, item_id, item_kind, name, selected_options,
             option_lines, included_products, quantity, unit_price_cents, line_total_cents, vat_rate)
           VALUES ($1, $2, 2, $3, 'product', 'Soep', '{}', '[]', '[]', 1, 450, 450, 6)`,
          [accountId, french, randomUUID()],
        ),
      ).rejects.toThrow(/customer_texts/);
    } finally {
      await migrated.destroy();
    }
  });
});
