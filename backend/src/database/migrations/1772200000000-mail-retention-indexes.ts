import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily mail retention finds sent mails by when they went out and failed ones by when they
 * finally failed; partial indexes hold only those rows, so each batch reads just what it deletes.
 */
export class MailRetentionIndexes1772200000000 implements MigrationInterface {
  name = 'MailRetentionIndexes1772200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX outgoing_mails_sent ON outgoing_mails (sent_at) WHERE status = 'sent'`);
    await db.query(
      `CREATE INDEX outgoing_mails_failed ON outgoing_mails (failed_at) WHERE status = 'failed'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX outgoing_mails_failed');
    await db.query('DROP INDEX outgoing_mails_sent');
  }
}
