import { MigrationInterface, QueryRunner } from 'typeorm';

/** An order's money sums many lines: bigint, so no total can overflow a 32-bit integer. */
export class BigintMoney1768800000000 implements MigrationInterface {
  name = 'BigintMoney1768800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders
      ALTER COLUMN total_cents TYPE bigint,
      ALTER COLUMN discount_cents TYPE bigint,
      ALTER COLUMN fee_cents TYPE bigint`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders
      ALTER COLUMN total_cents TYPE integer,
      ALTER COLUMN discount_cents TYPE integer,
      ALTER COLUMN fee_cents TYPE integer`);
  }
}
