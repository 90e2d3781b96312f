import { randomUUID } from 'node:crypto';
import { formatSurcharge } from '@bestelklaar/domain';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { OptionSurchargeTexts1770100000000 } from '../src/database/migrations/1770100000000-option-surcharge-texts';
import { databaseBefore } from './support/migration-steps';

async function insertLine(db: DataSource, accountId: string, optionLines: string[]): Promise<string> {
  const orderId = randomUUID();
  await db.query(
    `INSERT INTO orders (id, account_id, state, customer_name, customer_phone, customer_email, pickup_date,
       slot_start, slot_end, total_cents, discount_cents, fee_cents, payment_provider, payment_account_id,
       payment_expires_at, created_at)
     VALUES ($1, $2, 'paid', 'Klant', '+32470123456', 'klant@voorbeeld.be', '2030-06-17', '11:00', '11:30',
       600, 0, 9, 'sandbox', 'acct_test', now(), now())`,
    [orderId, accountId],
  );
  await db.query(
    `INSERT INTO order_lines (account_id, order_id, position, item_id, item_kind, name, selected_options,
       option_lines, included_products, quantity, unit_price_cents, line_total_cents, vat_rate, discount_hundredths)
     VALUES ($1, $2, 0, $3, 'product', 'Broodje', '{}', $4, '[]', 1, 600, 600, 6, 0)`,
    [accountId, orderId, randomUUID(), JSON.stringify(optionLines)],
  );
  return orderId;
}

describe('the migration that writes old option surcharges as receipts write them now', () => {
  it("rewrites '(+€0.50)' as '+ € 0,50' and leaves every other text as it was", async () => {
    const { old, migrateAll } = await databaseBefore(OptionSurchargeTexts1770100000000);
    const accountId = randomUUID();
    await old.query(
      `INSERT INTO accounts (id, name, email, password_hash) VALUES ($1, 'Eigenaar', $2, 'x')`,
      [accountId, `${accountId}@voorbeeld.be`],
    );
    const priced = await insertLine(old, accountId, [
      'Brood: Wit',
      "Extra's: Kaas (+€0.50), Ham (+€12.00)",
      'Opmerking voor de keuken: zonder ui',
    ]);
    const plain = await insertLine(old, accountId, ['Brood: Bruin']);
    await old.destroy();

    const migrated = await migrateAll();
    try {
      const linesOf = async (orderId: string) =>
        (await migrated.query('SELECT option_lines FROM order_lines WHERE order_id = $1', [orderId]))[0]
          .option_lines;
      expect(await linesOf(priced)).toEqual([
        'Brood: Wit',
        `Extra's: Kaas ${formatSurcharge(0.5, 'nl')}, Ham ${formatSurcharge(12, 'nl')}`,
        'Opmerking voor de keuken: zonder ui',
      ]);
      expect(await linesOf(plain)).toEqual(['Brood: Bruin']);
    } finally {
      await migrated.destroy();
    }
  });
});
