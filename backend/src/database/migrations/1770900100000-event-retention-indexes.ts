import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily event retention finds old events by when they occurred, and each deleted event's handled
 * records by its id (the cascade): without these, every deleted event read all of handled_events.
 */
export class EventRetentionIndexes1770900100000 implements MigrationInterface {
  name = 'EventRetentionIndexes1770900100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX domain_events_occurred ON domain_events (occurred_at)');
    await db.query('CREATE INDEX handled_events_event ON handled_events (event_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX handled_events_event');
    await db.query('DROP INDEX domain_events_occurred');
  }
}
