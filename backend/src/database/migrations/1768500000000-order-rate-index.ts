import { MigrationInterface, QueryRunner } from 'typeorm';

/** The per-shop order rate limit counts every order of the last minute, paid or not. */
export class OrderRateIndex1768500000000 implements MigrationInterface {
  name = 'OrderRateIndex1768500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX orders_account_created ON orders (account_id, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX orders_account_created');
  }
}
