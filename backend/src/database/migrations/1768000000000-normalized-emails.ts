import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail addresses are now stored as the domain's normalizeEmail writes them: NFC, trimmed,
 * lower-cased. Older rows kept the spelling of sign-up; they are rewritten here in JavaScript, as
 * Postgres's lower() depends on the cluster's locale (under C it lower-cases A-Z only). The rule
 * is written out rather than imported, so this migration stays what it was when it shipped. A row
 * whose normal form another account already holds keeps its spelling: two accounts are not merged.
 */
export class NormalizedEmails1768000000000 implements MigrationInterface {
  name = 'NormalizedEmails1768000000000';

  async up(db: QueryRunner): Promise<void> {
    const accounts: { id: string; email: string }[] = await db.query('SELECT id, email FROM accounts');
    for (const { id, email } of accounts) {
      const normalized = email.normalize('NFC').trim().toLowerCase();
      if (normalized === email) continue;
      await db.query(
        `UPDATE accounts SET email = $2 WHERE id = $1
           AND NOT EXISTS (SELECT 1 FROM accounts other WHERE other.id <> $1 AND lower(other.email) = lower($2))`,
        [id, normalized],
      );
    }
  }

  /** The original spellings are gone; normalised addresses serve the older code just as well. */
  async down(): Promise<void> {}
}
