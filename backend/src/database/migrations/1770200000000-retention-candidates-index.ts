import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily retention job looks only at orders old enough to be a customer's last: this index finds
 * them (a day's worth, once the job has run before) without reading every order on the platform.
 */
export class RetentionCandidatesIndex1770200000000 implements MigrationInterface {
  name = 'RetentionCandidatesIndex1770200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX orders_unanonymised_created ON orders (created_at) WHERE anonymised_at IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX orders_unanonymised_created');
  }
}
