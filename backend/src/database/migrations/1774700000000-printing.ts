import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receipt printers in the kitchen (issue 40, Star CloudPRNT). A printer polls its own address, whose
 * token is kept only as a SHA-256; each paid order becomes one job per printer whose collections
 * take it (one per printer and event: a replayed event makes none), and 'Opnieuw afdrukken' one on
 * purpose. A job is handed out by one conditional update to its printer, handed out again only
 * when not confirmed within the timeout, and never after its confirmation.
 */
export class Printing1774700000000 implements MigrationInterface {
  name = 'Printing1774700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE printers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        shop_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name text NOT NULL,
        paper_width smallint NOT NULL CHECK (paper_width IN (58, 80)),
        collections uuid[],
        copies smallint NOT NULL DEFAULT 1 CHECK (copies BETWEEN 1 AND 5),
        token_hash text NOT NULL UNIQUE,
        last_poll_at timestamptz,
        last_status jsonb,
        created_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX printers_of_shop ON printers (shop_id, created_at)');
    await db.query(`
      CREATE TABLE print_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        queued bigint GENERATED ALWAYS AS IDENTITY,
        printer_id uuid NOT NULL REFERENCES printers (id) ON DELETE CASCADE,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        reason text NOT NULL CHECK (reason IN ('paid', 'again')),
        event_id uuid,
        sequence smallint NOT NULL,
        created_at timestamptz NOT NULL,
        handed_out_at timestamptz,
        hand_outs smallint NOT NULL DEFAULT 0,
        failures smallint NOT NULL DEFAULT 0,
        confirmed_at timestamptz,
        result_code text,
        CHECK (confirmed_at IS NULL OR handed_out_at IS NOT NULL)
      )`);
    await db.query('CREATE UNIQUE INDEX print_jobs_once_per_event ON print_jobs (printer_id, event_id)');
    await db.query(
      'CREATE INDEX print_jobs_waiting ON print_jobs (printer_id, queued) WHERE confirmed_at IS NULL',
    );
    await db.query('CREATE INDEX print_jobs_of_order ON print_jobs (order_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE print_jobs');
    await db.query('DROP TABLE printers');
  }
}
