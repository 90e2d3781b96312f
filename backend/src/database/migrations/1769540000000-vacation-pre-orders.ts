import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Bestellingen voor na de vakantie toelaten' per vacation period; without it the shop takes no
 * orders while the period runs. The table's trigger already announces the change.
 */
export class VacationPreOrders1769540000000 implements MigrationInterface {
  name = 'VacationPreOrders1769540000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE vacation_periods ADD COLUMN allow_pre_orders boolean NOT NULL DEFAULT false');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE vacation_periods DROP COLUMN allow_pre_orders');
  }
}
