import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders a client placed at a shop in its current minute, claimed in one conditional statement
 * so a burst cannot pass the limit; one row per shop and client key (see common/http/client-key).
 */
export class OrderClientTurns1768600000000 implements MigrationInterface {
  name = 'OrderClientTurns1768600000000';

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
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE order_client_turns');
  }
}
