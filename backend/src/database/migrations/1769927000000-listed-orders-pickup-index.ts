import { MigrationInterface, QueryRunner } from 'typeorm';

/** The owner's day lists show cancelled orders too: their pickup index covers them. */
export class ListedOrdersPickupIndex1769927000000 implements MigrationInterface {
  name = 'ListedOrdersPickupIndex1769927000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX orders_listed_pickup ON orders (account_id, pickup_date, slot_start)
         WHERE state IN ('paid', 'ready', 'picked_up', 'cancelled')`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX orders_listed_pickup');
  }
}
