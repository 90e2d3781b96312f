import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks (issue 44): a shop's endpoints, and one delivery per endpoint and domain event. The
 * secret is kept sealed (AES-256-GCM under a key derived from the server's secret), since signing
 * needs it back. `position` orders the deliveries of one endpoint and order where their events'
 * times tie; the partial indexes serve the claim's "no earlier one still open" and the sweep of due
 * ones, and the index on domain_events the claim's "no earlier event of the order still unhandled".
 */
export class Webhooks1775000000000 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY,
        shop_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        url text NOT NULL,
        events text[] NOT NULL,
        secret text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL,
        disabled_reason text,
        failing_since timestamptz
      )`);
    await runner.query('CREATE INDEX webhook_endpoints_shop ON webhook_endpoints (shop_id, created_at)');
    await runner.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY,
        position bigint GENERATED ALWAYS AS IDENTITY,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event_id uuid NOT NULL,
        type text NOT NULL,
        order_id uuid,
        occurred_at timestamptz NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'delivered', 'failed', 'dead')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        give_up_at timestamptz NOT NULL,
        last_status_code integer,
        last_error text,
        last_duration_ms integer,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL,
        UNIQUE (endpoint_id, event_id)
      )`);
    await runner.query(`
      CREATE INDEX webhook_deliveries_open ON webhook_deliveries (endpoint_id, order_id, occurred_at, position)
      WHERE status IN ('pending', 'failed')`);
    await runner.query(`
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
      WHERE status IN ('pending', 'failed')`);
    await runner.query(
      'CREATE INDEX webhook_deliveries_list ON webhook_deliveries (endpoint_id, position DESC)',
    );
    // The claim asks whether an earlier event of the same order still waits for its deliveries.
    await runner.query(`
      CREATE INDEX domain_events_order ON domain_events ((payload ->> 'orderId'), occurred_at)
      WHERE payload ? 'orderId'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX domain_events_order');
    await runner.query('DROP TABLE webhook_deliveries');
    await runner.query('DROP TABLE webhook_endpoints');
  }
}
