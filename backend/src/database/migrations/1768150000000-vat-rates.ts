import { MigrationInterface, QueryRunner } from 'typeorm';

export class VatRates1768150000000 implements MigrationInterface {
  name = 'VatRates1768150000000';

  async up(db: QueryRunner): Promise<void> {
    // Existing products get the spec's 6 %; the owner may now choose 12 % or 21 %.
    await db.query(
      `ALTER TABLE products ADD COLUMN vat_rate smallint NOT NULL DEFAULT 6 CHECK (vat_rate IN (6, 12, 21))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE products DROP COLUMN vat_rate');
  }
}
