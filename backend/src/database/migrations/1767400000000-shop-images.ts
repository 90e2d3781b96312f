import { MigrationInterface, QueryRunner } from 'typeorm';

/** A shop's logo and banner live in object storage; the version makes each upload a new, cacheable URL. */
export class ShopImages1767400000000 implements MigrationInterface {
  name = 'ShopImages1767400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE accounts ADD COLUMN logo_version integer NOT NULL DEFAULT 0`);
    await db.query(`ALTER TABLE accounts ADD COLUMN banner_version integer NOT NULL DEFAULT 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE accounts DROP COLUMN banner_version');
    await db.query('ALTER TABLE accounts DROP COLUMN logo_version');
  }
}
