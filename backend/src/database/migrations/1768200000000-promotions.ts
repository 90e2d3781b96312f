import { MigrationInterface, QueryRunner } from 'typeorm';

export class Promotions1768200000000 implements MigrationInterface {
  name = 'Promotions1768200000000';

  async up(_db: QueryRunner): Promise<void> {}

  async down(_db: QueryRunner): Promise<void> {}
}
