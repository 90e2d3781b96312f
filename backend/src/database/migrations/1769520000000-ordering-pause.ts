import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A shop's pause ('Bestellingen pauzeren') and busy mode ('Drukte'), kept as the moment the pause
 * ends and the shop day the busy minutes count on, so both end by themselves. The accounts table's
 * trigger announces them as a settings change.
 */
export class OrderingPause1769520000000 implements MigrationInterface {
  name = 'OrderingPause1769520000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE accounts ADD COLUMN ordering_paused_until timestamptz');
    await db.query(
      'ALTER TABLE accounts ADD COLUMN busy_minutes smallint NOT NULL DEFAULT 0 CHECK (busy_minutes >= 0)',
    );
    await db.query('ALTER TABLE accounts ADD COLUMN busy_on date');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE accounts DROP COLUMN busy_on');
    await db.query('ALTER TABLE accounts DROP COLUMN busy_minutes');
    await db.query('ALTER TABLE accounts DROP COLUMN ordering_paused_until');
  }
}
