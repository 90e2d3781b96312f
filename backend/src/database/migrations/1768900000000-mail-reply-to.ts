import { MigrationInterface, QueryRunner } from 'typeorm';

/** Where a reply to a mail goes: the shop for a customer's mail, the customer for the shop's copy. */
export class MailReplyTo1768900000000 implements MigrationInterface {
  name = 'MailReplyTo1768900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outgoing_mails ADD COLUMN reply_to text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE outgoing_mails DROP COLUMN reply_to');
  }
}
