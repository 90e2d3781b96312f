import { MigrationInterface, QueryRunner } from 'typeorm';

/** Provider events may arrive out of order: the account keeps the time of the event it reflects. */
export class PaymentEventOrder1767800000000 implements MigrationInterface {
  name = 'PaymentEventOrder1767800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE payment_accounts ADD COLUMN state_event_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE payment_accounts DROP COLUMN state_event_at');
  }
}
