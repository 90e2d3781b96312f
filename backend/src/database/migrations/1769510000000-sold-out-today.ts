import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Uitverkocht vandaag' on products and menus: the shop's calendar day it was set on, so it ends by
 * itself when that day is over. The tables' triggers already announce the change.
 */
export class SoldOutToday1769510000000 implements MigrationInterface {
  name = 'SoldOutToday1769510000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE products ADD COLUMN sold_out_on date');
    await db.query('ALTER TABLE menus ADD COLUMN sold_out_on date');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE menus DROP COLUMN sold_out_on');
    await db.query('ALTER TABLE products DROP COLUMN sold_out_on');
  }
}
