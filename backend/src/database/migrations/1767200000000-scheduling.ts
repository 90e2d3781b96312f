import { MigrationInterface, QueryRunner } from 'typeorm';

export class Scheduling1767200000000 implements MigrationInterface {
  name = 'Scheduling1767200000000';

  async up(db: QueryRunner): Promise<void> {
    // Pickup moments and opening hours share one shape: a weekday's slots on the 15-minute grid.
    await db.query(`
      CREATE TABLE weekly_slots (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('pickup', 'opening')),
        weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
        start_minute smallint NOT NULL CHECK (start_minute >= 0 AND start_minute % 15 = 0),
        end_minute smallint NOT NULL CHECK (end_minute <= 1425 AND end_minute % 15 = 0),
        CHECK (end_minute > start_minute),
        PRIMARY KEY (account_id, kind, weekday, start_minute)
      )`);
    await db.query(`
      CREATE TABLE vacation_periods (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 200),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_on > starts_on)
      )`);
    await db.query(`CREATE INDEX vacation_periods_account_start ON vacation_periods (account_id, starts_on)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE vacation_periods');
    await db.query('DROP TABLE weekly_slots');
  }
}
