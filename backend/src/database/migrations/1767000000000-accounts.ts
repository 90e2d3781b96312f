import { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1767000000000 implements MigrationInterface {
  name = 'Accounts1767000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        shop_name text NOT NULL DEFAULT '',
        shop_description text NOT NULL DEFAULT '',
        shop_address text NOT NULL DEFAULT '',
        subdomain text,
        onboarding_completed boolean NOT NULL DEFAULT false,
        website_url text NOT NULL DEFAULT '',
        contact_email text NOT NULL DEFAULT '',
        contact_gsm text NOT NULL DEFAULT '',
        minimum_hours_before_pickup integer NOT NULL DEFAULT 24,
        dark_mode boolean NOT NULL DEFAULT false,
        time_zone text NOT NULL DEFAULT 'Europe/Brussels',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX accounts_email_key ON accounts (lower(email))`);
    await db.query(
      `CREATE UNIQUE INDEX accounts_subdomain_key ON accounts (subdomain) WHERE subdomain IS NOT NULL`,
    );
    await db.query(`
      CREATE TABLE revoked_tokens (
        jti uuid PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE login_failures (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX login_failures_email_time ON login_failures (email, occurred_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE login_failures');
    await db.query('DROP TABLE revoked_tokens');
    await db.query('DROP TABLE accounts');
  }
}
