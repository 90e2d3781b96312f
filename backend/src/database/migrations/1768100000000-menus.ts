import { MigrationInterface, QueryRunner } from 'typeorm';

export class Menus1768100000000 implements MigrationInterface {
  name = 'Menus1768100000000';

  async up(_db: QueryRunner): Promise<void> {}

  async down(_db: QueryRunner): Promise<void> {}
}
