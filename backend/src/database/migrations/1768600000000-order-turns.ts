import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders placed in the current minute, per shop and client key (see common/http/client-key)
 * and per shop, each claimed in one conditional statement so a burst cannot pass a limit.
 */
export class OrderTurns1768600000000 implements MigrationInterface {
  name = 'OrderTurns1768600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_client_turns (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        client text NOT NULL,
        window_start timestamptz NOT NULL,
        taken integer NOT NULL CHECK (taken > 0),
        PRIMARY KEY (account_id, client)
      )`);
    await db.query('CREATE INDEX order_client_turns_window_start ON order_client_turns (window_start)');
    await db.query(`
      CREATE TABLE order_shop_turns (
        account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
        window_start timestamptz NOT NULL,
        taken integer NOT NULL CHECK (taken > 0)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE order_shop_turns');
    await db.query('DROP TABLE order_client_turns');
  }
}
