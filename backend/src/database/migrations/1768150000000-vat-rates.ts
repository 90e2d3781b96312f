import { MigrationInterface, QueryRunner } from 'typeorm';

export class VatRates1768150000000 implements MigrationInterface {
  name = 'VatRates1768150000000';

  async up(_db: QueryRunner): Promise<void> {}

  async down(_db: QueryRunner): Promise<void> {}
}
