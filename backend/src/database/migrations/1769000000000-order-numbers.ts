import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order numbers count per shop: a shop's first order is #1, so a number no longer tells anyone how
 * many orders the whole platform took. Each shop's counter is one row, moved by one conditional
 * statement inside the inserting transaction, so orders placed at once get 1..N without a gap or a
 * twin (a rolled-back order gives its number back). A trigger moves it, so every path that inserts
 * an order (placing, the demo, fixtures) numbers it the same way. Existing orders keep their number;
 * a shop's counter starts after its highest.
 */
export class OrderNumbers1769000000000 implements MigrationInterface {
  name = 'OrderNumbers1769000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_numbers (
        account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
        last_number bigint NOT NULL CHECK (last_number > 0)
      )`);
    await db.query(`
      INSERT INTO order_numbers (account_id, last_number)
      SELECT account_id, max(number) FROM orders GROUP BY account_id`);
    await db.query('ALTER TABLE orders ALTER COLUMN number DROP DEFAULT');
    await db.query('DROP SEQUENCE orders_number_seq');
    await db.query('ALTER TABLE orders DROP CONSTRAINT orders_number_key');
    await db.query('ALTER TABLE orders ADD CONSTRAINT orders_account_number UNIQUE (account_id, number)');
    await db.query(`
      CREATE FUNCTION next_order_number() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO order_numbers (account_id, last_number) VALUES (NEW.account_id, 1)
          ON CONFLICT (account_id) DO UPDATE SET last_number = order_numbers.last_number + 1
          RETURNING last_number INTO NEW.number;
        RETURN NEW;
      END
      $$`);
    await db.query(`
      CREATE TRIGGER orders_number_per_shop BEFORE INSERT ON orders
        FOR EACH ROW EXECUTE FUNCTION next_order_number()`);
  }

  /** Back to one sequence for all shops; numbers already given per shop stay as they are. */
  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER orders_number_per_shop ON orders');
    await db.query('DROP FUNCTION next_order_number()');
    await db.query('ALTER TABLE orders DROP CONSTRAINT orders_account_number');
    await db.query('CREATE SEQUENCE orders_number_seq OWNED BY orders.number');
    await db.query(
      `SELECT setval('orders_number_seq', coalesce((SELECT max(number) FROM orders), 0) + 1, false)`,
    );
    await db.query(`ALTER TABLE orders ALTER COLUMN number SET DEFAULT nextval('orders_number_seq')`);
    await db.query('DROP TABLE order_numbers');
  }
}
