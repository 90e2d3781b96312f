import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders with their line snapshot, the places they hold in a pickup slot piece, and the sandbox's
 * checkout sessions. A line belongs to its shop's order by a composite key; a claim's count can
 * never go below zero or above the shop's maximum (the claim is one conditional statement).
 */
export class Ordering1768300000000 implements MigrationInterface {
  name = 'Ordering1768300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE accounts
        ADD COLUMN max_orders_per_slot integer CHECK (max_orders_per_slot BETWEEN 1 AND 1000)`);
    await db.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        number bigserial NOT NULL UNIQUE,
        state text NOT NULL CHECK (state IN ('pending_payment', 'paid', 'ready', 'picked_up', 'expired')),
        customer_name text NOT NULL,
        customer_phone text NOT NULL,
        customer_email text NOT NULL,
        pickup_date date NOT NULL,
        slot_start text NOT NULL,
        slot_end text NOT NULL,
        total_cents integer NOT NULL CHECK (total_cents > 0),
        discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
        fee_cents integer NOT NULL CHECK (fee_cents >= 0),
        -- Whether the order still counts in slot_claims: true from creation until it expires.
        holds_place boolean NOT NULL DEFAULT false,
        payment_provider text NOT NULL,
        payment_account_id text NOT NULL,
        payment_session_id text,
        payment_url text,
        payment_expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        paid_at timestamptz,
        ready_at timestamptz,
        picked_up_at timestamptz,
        expired_at timestamptz,
        anonymised_at timestamptz,
        UNIQUE (account_id, id)
      )`);
    await db.query(
      `CREATE INDEX orders_pickup ON orders (account_id, pickup_date, slot_start)
         WHERE state IN ('paid', 'ready', 'picked_up')`,
    );
    await db.query(
      `CREATE INDEX orders_confirmed_created ON orders (account_id, created_at DESC, id DESC)
         WHERE state IN ('paid', 'ready', 'picked_up')`,
    );
    await db.query(
      `CREATE INDEX orders_pending_expiry ON orders (payment_expires_at) WHERE state = 'pending_payment'`,
    );
    await db.query(`CREATE UNIQUE INDEX orders_payment_session ON orders (payment_session_id)`);
    await db.query(
      `CREATE INDEX orders_customer ON orders (account_id, lower(customer_email)) WHERE anonymised_at IS NULL`,
    );
    await db.query(`
      CREATE TABLE order_lines (
        account_id uuid NOT NULL,
        order_id uuid NOT NULL,
        position smallint NOT NULL CHECK (position >= 0),
        item_id uuid NOT NULL,
        item_kind text NOT NULL CHECK (item_kind IN ('product', 'menu')),
        name text NOT NULL,
        selected_options jsonb NOT NULL DEFAULT '{}',
        option_lines jsonb NOT NULL DEFAULT '[]',
        included_products jsonb NOT NULL DEFAULT '[]',
        quantity smallint NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
        line_total_cents integer NOT NULL CHECK (line_total_cents >= 0),
        vat_rate smallint NOT NULL CHECK (vat_rate IN (6, 12, 21)),
        discount_hundredths integer NOT NULL DEFAULT 0 CHECK (discount_hundredths BETWEEN 0 AND 10000),
        PRIMARY KEY (order_id, position),
        CONSTRAINT order_lines_order_fk FOREIGN KEY (account_id, order_id)
          REFERENCES orders (account_id, id) ON DELETE CASCADE
      )`);
    await db.query(`
      CREATE TABLE slot_claims (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        pickup_date date NOT NULL,
        slot_start text NOT NULL,
        taken integer NOT NULL CHECK (taken >= 0),
        PRIMARY KEY (account_id, pickup_date, slot_start)
      )`);
    await db.query(`
      CREATE TABLE sandbox_checkout_sessions (
        id text PRIMARY KEY,
        provider_account_id text NOT NULL,
        order_id uuid NOT NULL,
        request jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
        payment_status text NOT NULL CHECK (payment_status IN ('unpaid', 'paid')),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        idempotency_key text NOT NULL UNIQUE
      )`);
    await db.query(
      `CREATE INDEX sandbox_checkout_sessions_account ON sandbox_checkout_sessions (provider_account_id, created_at DESC)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE sandbox_checkout_sessions');
    await db.query('DROP TABLE slot_claims');
    await db.query('DROP TABLE order_lines');
    await db.query('DROP TABLE orders');
    await db.query('ALTER TABLE accounts DROP COLUMN max_orders_per_slot');
  }
}
