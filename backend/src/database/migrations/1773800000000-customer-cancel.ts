import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A shop may let its customers cancel their own paid order until some hours before pickup (off by
 * default); an order cancelled that way says so, so the shop's copy and the order's page can tell.
 */
export class CustomerCancel1773800000000 implements MigrationInterface {
  name = 'CustomerCancel1773800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE accounts ADD COLUMN customer_cancel_allowed boolean NOT NULL DEFAULT false');
    await db.query(
      `ALTER TABLE accounts ADD COLUMN customer_cancel_hours smallint NOT NULL DEFAULT 24
         CHECK (customer_cancel_hours BETWEEN 0 AND 168)`,
    );
    await db.query('ALTER TABLE orders ADD COLUMN cancelled_by_customer boolean NOT NULL DEFAULT false');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders DROP COLUMN cancelled_by_customer');
    await db.query('ALTER TABLE accounts DROP COLUMN customer_cancel_hours');
    await db.query('ALTER TABLE accounts DROP COLUMN customer_cancel_allowed');
  }
}
