import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each upload is stored under a key of its own before the transaction that points at it, so a
 * failed save never overwrites the image in use. Null keys mean the image predates this.
 */
export class ImageKeys1767500000000 implements MigrationInterface {
  name = 'ImageKeys1767500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE products ADD COLUMN image_key text`);
    await db.query(`ALTER TABLE accounts ADD COLUMN logo_key text, ADD COLUMN banner_key text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE accounts DROP COLUMN banner_key, DROP COLUMN logo_key');
    await db.query('ALTER TABLE products DROP COLUMN image_key');
  }
}
