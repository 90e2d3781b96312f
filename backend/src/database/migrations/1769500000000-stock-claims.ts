import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each order took from its products' stock, so an order that will not be collected (expired,
 * cancelled) gives back exactly that. A product may be deleted later: the claim stays with its order.
 */
export class StockClaims1769500000000 implements MigrationInterface {
  name = 'StockClaims1769500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_stock_claims (
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        account_id uuid NOT NULL,
        product_id uuid NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        PRIMARY KEY (order_id, product_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE order_stock_claims');
  }
}
