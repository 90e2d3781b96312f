import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each shop table and the topic its changes announce (weekly slots: by their kind). */
const TOPIC_OF_TABLE = {
  products: 'products',
  collections: 'collections',
  menus: 'menus',
  menu_products: 'menus',
  discounts: 'discounts',
  discount_products: 'discounts',
  discount_menus: 'discounts',
  vacation_periods: 'vacations',
  weekly_slots: 'weekly-slots',
} as const;

/** What on an account is not the shop's settings: an update of only these announces nothing. */
const ACCOUNT_LOGIN_COLUMNS = ['password_hash', 'sessions_valid_after', 'created_at', 'updated_at'];

/**
 * "Shop X changed" is announced by the database itself: a trigger on every shop table notifies the
 * shop_changes channel for each row written, so no write path (a service, a cascade, the demo seed,
 * raw SQL) can forget it. A notification is sent when its transaction commits, and Postgres sends
 * identical ones of one transaction once: `at` is the transaction's start, so a statement touching
 * 500 products announces 'products' once. Orders announce only what the shop sees: paid and later.
 * A new shop table adds its trigger here, in a migration of its own.
 */
export class ShopChangeTriggers1769300000000 implements MigrationInterface {
  name = 'ShopChangeTriggers1769300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION announce_shop_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed jsonb;
        topic text := TG_ARGV[0];
      BEGIN
        IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
        IF topic = 'weekly-slots' THEN
          topic := CASE changed->>'kind' WHEN 'pickup' THEN 'pickup-moments' ELSE 'opening-hours' END;
        END IF;
        PERFORM pg_notify('shop_changes', json_build_object(
          'accountId', COALESCE(changed->>'account_id', changed->>'id'),
          'topic', topic,
          'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        )::text);
        RETURN NULL;
      END $$`);
    for (const [table, topic] of Object.entries(TOPIC_OF_TABLE))
      await db.query(`
        CREATE TRIGGER ${table}_announce_change AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION announce_shop_change('${topic}')`);
    const loginColumns = `ARRAY[${ACCOUNT_LOGIN_COLUMNS.map((column) => `'${column}'`).join(', ')}]`;
    await db.query(`
      CREATE TRIGGER accounts_announce_change AFTER UPDATE ON accounts FOR EACH ROW
      WHEN ((to_jsonb(OLD) - ${loginColumns}) IS DISTINCT FROM (to_jsonb(NEW) - ${loginColumns}))
      EXECUTE FUNCTION announce_shop_change('settings')`);
    // The confirmed states (domain CONFIRMED_ORDER_STATES): a pending or expired order never shows.
    await db.query(`
      CREATE TRIGGER orders_announce_confirmed AFTER INSERT ON orders FOR EACH ROW
      WHEN (NEW.state IN ('paid', 'ready', 'picked_up'))
      EXECUTE FUNCTION announce_shop_change('orders')`);
    await db.query(`
      CREATE TRIGGER orders_announce_move AFTER UPDATE OF state ON orders FOR EACH ROW
      WHEN (OLD.state IS DISTINCT FROM NEW.state AND NEW.state IN ('paid', 'ready', 'picked_up'))
      EXECUTE FUNCTION announce_shop_change('orders')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER orders_announce_move ON orders');
    await db.query('DROP TRIGGER orders_announce_confirmed ON orders');
    await db.query('DROP TRIGGER accounts_announce_change ON accounts');
    for (const table of Object.keys(TOPIC_OF_TABLE))
      await db.query(`DROP TRIGGER ${table}_announce_change ON ${table}`);
    await db.query('DROP FUNCTION announce_shop_change()');
  }
}
