import { MigrationInterface, QueryRunner } from 'typeorm';

/** Login failures are counted per e-mail and client, so a stranger cannot lock an owner out. */
export class LoginAttemptClients1767900000000 implements MigrationInterface {
  name = 'LoginAttemptClients1767900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE login_failures ADD COLUMN client text NOT NULL DEFAULT ''`);
    await db.query(`CREATE INDEX login_failures_email_client ON login_failures (email, client, occurred_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX login_failures_email_client');
    await db.query('ALTER TABLE login_failures DROP COLUMN client');
  }
}
