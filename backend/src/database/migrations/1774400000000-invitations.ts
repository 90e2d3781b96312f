import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The domain's roles (domain/src/team/roles.ts ROLES), written out so this migration stays as it shipped. */
const ROLES = ['eigenaar', 'beheerder', 'medewerker', 'boekhouder'];

/**
 * Invitations to a shop's team (issue 'team'): an owner invites an e-mail address with a role; the
 * mail's link carries a token of which only the hash is kept, valid 7 days and usable once. A row is
 * pending until it is accepted or revoked (each stamped once); resending gives it a new token and
 * a new expiry.
 */
export class Invitations1774400000000 implements MigrationInterface {
  name = 'Invitations1774400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        shop_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        email text NOT NULL,
        role text NOT NULL CHECK (role IN (${ROLES.map((role) => `'${role}'`).join(', ')})),
        token_hash text NOT NULL UNIQUE,
        invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        revoked_at timestamptz,
        CHECK (accepted_at IS NULL OR revoked_at IS NULL)
      )`);
    await db.query(
      `CREATE INDEX invitations_pending ON invitations (shop_id, created_at)
       WHERE accepted_at IS NULL AND revoked_at IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE invitations');
  }
}
