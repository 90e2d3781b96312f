import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Meldingen op dit toestel': a device's web push subscription (RFC 8030/8291), kept for the person
 * who turned it on in the shop of their session. One row per endpoint: a device subscribed again
 * (by another person, or in another shop) moves to them. A membership that goes (a member removed,
 * a person or shop deleted) takes its devices with it; the push context also removes a row when its push service answers 404 or 410.
 *
 * down() drops the table: devices hear nothing until they subscribe again.
 */
export class PushSubscriptions1774900000000 implements MigrationInterface {
  name = 'PushSubscriptions1774900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        shop_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE CHECK (length(endpoint) <= 1024),
        p256dh text NOT NULL,
        auth text NOT NULL,
        user_agent text,
        created_at timestamptz NOT NULL,
        last_success_at timestamptz,
        -- A member removed from the shop hears nothing more there on any device.
        FOREIGN KEY (user_id, shop_id) REFERENCES memberships (user_id, shop_id) ON DELETE CASCADE
      )`);
    await db.query('CREATE INDEX push_subscriptions_shop ON push_subscriptions (shop_id, user_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE push_subscriptions');
  }
}
