import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An owner's refund request with an Idempotency-Key while it runs: claimed with one conditional
 * INSERT before anything else, so a concurrent request with the same key is answered 409 at once
 * instead of waiting on (and deadlocking with) the first one's locks. Gone when the request ends.
 */
export class RefundRequestClaims1773400000000 implements MigrationInterface {
  name = 'RefundRequestClaims1773400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE refund_request_claims (
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        order_id uuid NOT NULL,
        request_key text NOT NULL,
        claimed_at timestamptz NOT NULL,
        PRIMARY KEY (account_id, order_id, request_key)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE refund_request_claims');
  }
}
