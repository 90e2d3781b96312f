import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The domain's subjects and kinds of change (domain/src/team/activity.ts), as this migration shipped them. */
const SUBJECTS = [
  'product',
  'menu',
  'collection',
  'collection-order',
  'discount',
  'pickup-moments',
  'opening-hours',
  'vacation',
  'settings',
  'ordering',
  'member',
  'invitation',
];
const CHANGES = ['created', 'changed', 'deleted'];

const listed = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * 'Activiteit' (issue 'team'): an append-only log of who changed what in a shop. The person is kept
 * by id and by the name they had then, without a reference, so a member removed or a person gone
 * still reads in two years. The database refuses an update of an entry, and a deletion but the
 * retention's (whose transaction says so in `bestelklaar.forgetting_activity`; it picks the entries
 * by the app's clock) or one that comes from deleting the whole shop (a cascade, seen by the
 * trigger as depth > 1).
 */
export class Activity1774600000000 implements MigrationInterface {
  name = 'Activity1774600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE activity (
        -- In the order written: entries of one moment still list as they were made.
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        shop_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        person_name text NOT NULL,
        at timestamptz NOT NULL,
        subject text NOT NULL CHECK (subject IN (${listed(SUBJECTS)})),
        subject_id text NOT NULL,
        subject_name text NOT NULL,
        change text NOT NULL CHECK (change IN (${listed(CHANGES)})),
        changes jsonb NOT NULL
      )`);
    await db.query('CREATE INDEX activity_of_shop ON activity (shop_id, at DESC, id DESC)');
    await db.query('CREATE INDEX activity_of_person ON activity (shop_id, user_id, at DESC, id DESC)');
    await db.query('CREATE INDEX activity_retention ON activity (at)');
    await db.query(`
      CREATE FUNCTION keep_activity() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND (pg_trigger_depth() > 1
            OR current_setting('bestelklaar.forgetting_activity', true) = 'on') THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'activity is append-only' USING ERRCODE = 'restrict_violation';
      END $$`);
    await db.query(`
      CREATE TRIGGER activity_append_only BEFORE UPDATE OR DELETE ON activity
      FOR EACH ROW EXECUTE FUNCTION keep_activity()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE activity');
    await db.query('DROP FUNCTION keep_activity()');
  }
}
