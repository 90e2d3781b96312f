import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the discount took off each order line (VAT included), so an order's totals can show Korting
 * without VAT per rate, as the cart did. Lines before this only kept their percent: their amount is
 * the full price that percent rounds back to, and the first discounted line of an order takes any
 * cent that estimate missed, so the lines add up to the order's own `discount_cents`.
 */
export class OrderLineDiscounts1770010000000 implements MigrationInterface {
  name = 'OrderLineDiscounts1770010000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      'ALTER TABLE order_lines ADD COLUMN discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0)',
    );
    await db.query(`
      UPDATE order_lines
         SET discount_cents = (round(unit_price_cents * 10000.0 / (10000 - discount_hundredths))
                               - unit_price_cents) * quantity
       WHERE discount_hundredths BETWEEN 1 AND 9999`);
    await db.query(`
      UPDATE order_lines line
         SET discount_cents = greatest(line.discount_cents + missing.cents, 0)
        FROM (SELECT o.id AS order_id, o.discount_cents - sum(l.discount_cents) AS cents,
                     min(l.position) FILTER (WHERE l.discount_hundredths > 0) AS position
                FROM orders o JOIN order_lines l ON l.order_id = o.id
               GROUP BY o.id, o.discount_cents) missing
       WHERE line.order_id = missing.order_id AND line.position = missing.position AND missing.cents <> 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE order_lines DROP COLUMN discount_cents');
  }
}
