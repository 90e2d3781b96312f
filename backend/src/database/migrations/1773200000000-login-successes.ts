import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Logins are paced per client over all e-mails too (one address trying made-up e-mails), and a
 * client that logged in on an e-mail before is remembered, so it keeps its own pace there.
 */
export class LoginSuccesses1773200000000 implements MigrationInterface {
  name = 'LoginSuccesses1773200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX login_failures_client ON login_failures (client, occurred_at)`);
    await db.query(`
      CREATE TABLE login_successes (
        email text NOT NULL,
        client text NOT NULL,
        succeeded_at timestamptz NOT NULL,
        PRIMARY KEY (email, client)
      )`);
    await db.query(`CREATE INDEX login_successes_succeeded_at ON login_successes (succeeded_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE login_successes');
    await db.query('DROP INDEX login_failures_client');
  }
}
