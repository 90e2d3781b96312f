import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import argon2 from 'argon2';
import pg from 'pg';

/**
 * The platform at scale, written with set-based SQL (generate_series, one statement per table and
 * chunk): launched shops with a catalogue, pickup and opening hours, discounts, and a year of orders
 * with their lines, payments and refunds as the app writes them. Ids and order numbers follow from
 * the shop's number, so a second run finds what is there and only tops up.
 */
const require = createRequire(import.meta.url);
const backend = new URL('../../backend/dist/', import.meta.url).pathname;

export const SCALE_PASSWORD = 'geheim123';
/** Orders written per transaction: big enough for set-based speed, small enough to show progress. */
const CHUNK_ORDERS = 400_000;
/** The few shops with a long history, and how many orders each gets at most. */
const BIG_SHOP_EVERY = 2_000;
const BIG_SHOP_ORDERS = 150_000;

export const scaleSubdomain = (shop) => `scale-${String(shop).padStart(5, '0')}`;
export const scaleOwnerEmail = (shop) => `eigenaar-${String(shop).padStart(5, '0')}@scale.bestelklaar.be`;

/** DATABASE_URL, or the embedded Postgres `npm start` uses (same DATA_DIR and port). */
export async function openDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const { loadConfig } = require(join(backend, 'config', 'app-config.js'));
  const { startEmbeddedPostgres } = require(join(backend, 'database', 'embedded-postgres.js'));
  const config = loadConfig();
  return startEmbeddedPostgres(join(config.dataDir, 'postgres'), config.embeddedPostgresPort, 'bestelklaar');
}

/**
 * How many orders each shop gets: a few big ones (`bigShopOrders` each, by default a quarter of all
 * orders shared, at most 150,000), the rest spread unevenly around the mean.
 */
export function plannedOrders({ shops, orders, bigShopOrders }) {
  const big = Math.max(1, Math.round(shops / BIG_SHOP_EVERY));
  const bigCount =
    shops === 1
      ? orders
      : Math.min(orders, bigShopOrders ?? Math.min(BIG_SHOP_ORDERS, Math.floor((orders * 0.25) / big)));
  const rest = orders - big * bigCount;
  // Weights between 0.3 and 1.7 (golden-ratio steps, so neighbours differ): some quiet, some busy shops.
  const weight = (shop) => 0.3 + 1.4 * ((shop * 0.6180339887) % 1);
  let total = 0;
  for (let shop = big + 1; shop <= shops; shop++) total += weight(shop);
  const counts = [0];
  for (let shop = 1; shop <= shops; shop++)
    counts.push(shop <= big ? bigCount : Math.floor((rest * weight(shop)) / total));
  return counts;
}

/**
 * Fills `url` (migrating it first) up to `size`; `report(phase, ms, detail)` hears each phase's time.
 * Answers how many rows each phase added.
 */
export async function seedScale(url, size, report = () => {}) {
  const { migrate } = require(join(backend, 'database', 'data-source.js'));
  const added = {};
  const phase = async (name, work) => {
    const t0 = performance.now();
    const detail = await work();
    report(name, performance.now() - t0, detail);
  };
  await phase('migraties', () => migrate(url).then(() => ''));
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    // Bulk rows are consistent by construction: no per-row triggers (order numbers, change notices
    // for live dashboards) and no per-row foreign-key checks. Needs a superuser, as the embedded one.
    await db.query(`SET session_replication_role = replica`).catch(() => {
      throw new Error(
        'De seed heeft een superuser nodig (session_replication_role), zoals de ingebouwde Postgres.',
      );
    });
    await db.query(
      `SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'`,
    );
    await db.query(ITEM_FUNCTIONS);
    const passwordHash = await argon2.hash(SCALE_PASSWORD, { type: argon2.argon2id });
    const products = productCount(size.items);
    const count = (result) => result.rowCount ?? 0;

    await phase('winkels', async () => {
      added.accounts = count(await db.query(SHOPS_SQL, [size.shops]));
      added.users = count(await db.query(OWNERS_SQL, [size.shops, passwordHash]));
      added.memberships = count(await db.query(MEMBERSHIPS_SQL, [size.shops]));
      added.paymentAccounts = count(await db.query(PAYMENT_ACCOUNTS_SQL, [size.shops]));
      added.weeklySlots = count(await db.query(WEEKLY_SLOTS_SQL, [size.shops]));
      return `${added.accounts} winkels, ${added.weeklySlots} ophaal- en openingsuren`;
    });
    await phase('catalogus', async () => {
      const { rows } = await db.query(UNFINISHED_CATALOGUES_SQL, [size.shops, size.items]);
      const shops = rows.map((row) => row.shop);
      added.collections = count(await db.query(COLLECTIONS_SQL, [shops]));
      added.products = count(await db.query(PRODUCTS_SQL, [shops, products]));
      added.menus = count(await db.query(MENUS_SQL, [shops, products, size.items]));
      added.menuProducts = count(await db.query(MENU_PRODUCTS_SQL, [shops, products, size.items]));
      added.discounts = count(await db.query(DISCOUNTS_SQL, [shops]));
      added.discountProducts = count(await db.query(DISCOUNT_PRODUCTS_SQL, [shops]));
      return `${added.products} producten, ${added.menus} menu's, ${added.discounts} kortingen`;
    });

    const planned = plannedOrders(size);
    const existing = new Map(
      (
        await db.query(
          `SELECT substr(a.subdomain, 7)::int AS shop, n.last_number::int AS last
           FROM order_numbers n JOIN accounts a ON a.id = n.account_id WHERE a.subdomain LIKE 'scale-%'`,
        )
      ).rows.map((row) => [row.shop, row.last]),
    );
    added.orders = 0;
    added.lines = 0;
    added.refunds = 0;
    await phase('bestellingen', async () => {
      let chunk = { shops: [], first: [], last: [], pools: [] };
      let chunkOrders = 0;
      const flush = async () => {
        if (chunkOrders === 0) return;
        const t0 = performance.now();
        const written = await writeOrders(db, chunk, products, size.items);
        added.orders += written.orders;
        added.lines += written.lines;
        added.refunds += written.refunds;
        report(`  tot winkel ${chunk.shops.at(-1)}`, performance.now() - t0, `${added.orders} bestellingen`);
        chunk = { shops: [], first: [], last: [], pools: [] };
        chunkOrders = 0;
      };
      for (let shop = 1; shop <= size.shops; shop++) {
        const first = (existing.get(shop) ?? 0) + 1;
        if (first > planned[shop]) continue;
        chunk.shops.push(shop);
        chunk.first.push(first);
        chunk.last.push(planned[shop]);
        chunk.pools.push(Math.max(1, Math.floor(planned[shop] / 3)));
        chunkOrders += planned[shop] - first + 1;
        if (chunkOrders >= CHUNK_ORDERS) await flush();
      }
      await flush();
      return `${added.orders} bestellingen, ${added.lines} lijnen, ${added.refunds} terugbetalingen`;
    });
    // The planner's statistics, for what was written (a run that found everything leaves them be).
    if (Object.values(added).some((rows) => rows > 0))
      await phase('statistieken (ANALYZE)', () => db.query('ANALYZE').then(() => ''));
    return added;
  } finally {
    await db.end();
  }
}

/** Products and menus of `items`: about one in seven is a menu, at least one. */
function productCount(items) {
  return items - Math.max(1, Math.floor(items / 7));
}

/**
 * One chunk of shops' orders in one transaction: a plan (dates, slots, states, customers), its lines,
 * then the orders with their totals, lines, refunds, slot claims and order numbers.
 */
async function writeOrders(db, chunk, products, items) {
  await db.query('BEGIN');
  try {
    await db.query(PLAN_SQL, [chunk.shops, chunk.first, chunk.last, chunk.pools]);
    await db.query(PLAN_LINES_SQL, [items, products]);
    const orders = (await db.query(ORDERS_SQL)).rowCount;
    const lines = (await db.query(ORDER_LINES_SQL, [products])).rowCount;
    const refunds = (await db.query(REFUNDS_SQL)).rowCount;
    await db.query(SLOT_CLAIMS_SQL);
    await db.query(ORDER_NUMBERS_SQL);
    await db.query('COMMIT');
    return { orders, lines, refunds };
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}

const shopId = (shop) => `md5('scale-shop-' || ${shop})::uuid`;
const itemId = (shop, item) => `md5('scale-item-' || ${shop} || '-' || ${item})::uuid`;
const collectionId = (shop, collection) =>
  `md5('scale-collection-' || ${shop} || '-' || ${collection})::uuid`;
const TODAY = `(now() AT TIME ZONE 'Europe/Brussels')::date`;
const SINCE = `now() - interval '400 days'`;

/** The catalogue's shape per item number j of `products` products (the numbers above are menus). */
const ITEM_FUNCTIONS = `
  CREATE OR REPLACE FUNCTION pg_temp.item_name(j int, products int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN j > products THEN (ARRAY['Lunchmenu', 'Croque-menu', 'Soepmenu', 'Kindermenu'])[1 + (j - products - 1) % 4]
      || CASE WHEN j - products > 4 THEN ' ' || ((j - products - 1) / 4 + 1) ELSE '' END
    ELSE (ARRAY['Broodje kaas & hesp', 'Tomatensoep met balletjes', 'Salade niçoise', 'Stoofvlees met frietjes',
      'Chocolademousse', 'Spa bruis 50 cl', 'Broodje martino', 'Pompoensoep', 'Salade geitenkaas', 'Lasagne',
      'Tiramisu', 'Verse muntthee', 'Ciabatta mozzarella', 'Erwtensoep', 'Caesarsalade', 'Vol-au-vent',
      'Appeltaart', 'Verse appelsiensap', 'Wrap kip curry', 'Quiche lorraine'])[1 + (j - 1) % 20]
      || CASE WHEN j > 20 THEN ' ' || ((j - 1) / 20 + 1) ELSE '' END END
  $$;
  CREATE OR REPLACE FUNCTION pg_temp.item_price(j int, products int) RETURNS int LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN j > products THEN 850 + (j % 5) * 100 ELSE 250 + ((j * 37) % 40) * 25 END
  $$;
  CREATE OR REPLACE FUNCTION pg_temp.item_groups(j int, products int) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE
      WHEN j > products THEN '[{"name": "Drankje", "type": "select", "required": true, "options": [{"name": "Spa bruis 50 cl", "priceCents": 0}, {"name": "Verse muntthee", "priceCents": 80}]}]'::jsonb
      WHEN j % 6 = 1 THEN '[{"name": "Brood", "type": "select", "required": true, "options": [{"name": "Wit", "priceCents": 0}, {"name": "Bruin", "priceCents": 0}, {"name": "Meergranen", "allergens": ["sesame"], "priceCents": 30}]}, {"name": "Extra''s", "type": "multiselect", "required": false, "maxSelections": 2, "options": [{"name": "Sla & tomaat", "priceCents": 50}, {"name": "Gekookt ei", "allergens": ["eggs"], "priceCents": 80}, {"name": "Augurk", "allergens": ["mustard"], "priceCents": 0}]}]'::jsonb
      WHEN j % 6 = 2 THEN '[{"name": "Formaat", "type": "select", "required": true, "options": [{"name": "Klein (0,5 l)", "priceCents": 0}, {"name": "Groot (1 l)", "priceCents": 250}]}]'::jsonb
      ELSE '[]'::jsonb END
  $$;
  -- What a customer picked: the first (free) choice of each required group.
  CREATE OR REPLACE FUNCTION pg_temp.item_choice(j int, products int) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN j > products OR j % 6 IN (1, 2) THEN '{"0": 0}'::jsonb ELSE '{}'::jsonb END
  $$;
  CREATE OR REPLACE FUNCTION pg_temp.item_option_lines(j int, products int) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN j > products THEN '["Drankje: Spa bruis 50 cl"]'::jsonb WHEN j % 6 = 1 THEN '["Brood: Wit"]'::jsonb
      WHEN j % 6 = 2 THEN '["Formaat: Klein (0,5 l)"]'::jsonb ELSE '[]'::jsonb END
  $$;
  CREATE OR REPLACE FUNCTION pg_temp.item_allergens(j int, products int) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN j > products OR j % 6 = 1 THEN ARRAY['gluten', 'milk'] WHEN j % 6 = 2 THEN ARRAY['celery']
      WHEN j % 6 = 5 THEN ARRAY['eggs', 'milk'] ELSE ARRAY[]::text[] END
  $$;
  -- A menu's products: three neighbouring ones (fewer when the shop has fewer).
  CREATE OR REPLACE FUNCTION pg_temp.menu_products(j int, products int) RETURNS int[] LANGUAGE sql IMMUTABLE AS $$
    SELECT array_agg(1 + (j * 7 + k) % products ORDER BY k) FROM generate_series(0, least(2, products - 1)) AS k
  $$;
`;

const SHOPS_SQL = `
  INSERT INTO accounts (id, shop_name, shop_description, shop_address, subdomain,
    onboarding_completed, contact_email, contact_gsm, minimum_hours_before_pickup, allergen_info_complete,
    created_at, updated_at)
  SELECT ${shopId('i')}, (ARRAY['Broodjeszaak', 'Traiteur', 'Soepbar', 'Delicatessen', 'Bakkerij'])[1 + i % 5] || ' ' || lpad(i::text, 5, '0'),
    'Verse broodjes, soep en salades om af te halen.', 'Kerkstraat ' || (1 + i % 200) || ', 9000 Gent',
    'scale-' || lpad(i::text, 5, '0'), true, 'info-' || lpad(i::text, 5, '0') || '@scale.bestelklaar.be',
    '0470 12 34 56', 1, true, ${SINCE}, ${SINCE}
  FROM generate_series(1, $1::int) AS i
  ON CONFLICT DO NOTHING`;

/** Each shop's owner: a person of the shop's id (as the migration to memberships made them) and its 'eigenaar'. */
const OWNERS_SQL = `
  INSERT INTO users (id, name, email, password_hash, created_at)
  SELECT ${shopId('i')}, 'Eigenaar ' || lpad(i::text, 5, '0'), 'eigenaar-' || lpad(i::text, 5, '0') || '@scale.bestelklaar.be',
    $2, ${SINCE}
  FROM generate_series(1, $1::int) AS i
  ON CONFLICT DO NOTHING`;

const MEMBERSHIPS_SQL = `
  INSERT INTO memberships (user_id, shop_id, role, created_at)
  SELECT ${shopId('i')}, ${shopId('i')}, 'eigenaar', ${SINCE}
  FROM generate_series(1, $1::int) AS i
  ON CONFLICT DO NOTHING`;

const PAYMENT_ACCOUNTS_SQL = `
  INSERT INTO payment_accounts (account_id, provider, provider_account_id, charges_enabled, details_submitted,
    updated_at, state_event_at)
  SELECT ${shopId('i')}, 'sandbox', 'sandbox_acct_scale_' || lpad(i::text, 5, '0'), true, true, ${SINCE}, ${SINCE}
  FROM generate_series(1, $1::int) AS i
  ON CONFLICT DO NOTHING`;

/** Pickup 10:00-14:00 and 17:00-19:30 every day; open 09:30-14:30 and 16:30-20:00. */
const WEEKLY_SLOTS_SQL = `
  INSERT INTO weekly_slots (account_id, kind, weekday, start_minute, end_minute)
  SELECT ${shopId('i')}, slot.kind, weekday, slot.start_minute, slot.end_minute
  FROM generate_series(1, $1::int) AS i, generate_series(0, 6) AS weekday,
    (VALUES ('pickup', 600, 840), ('pickup', 1020, 1170), ('opening', 570, 870), ('opening', 990, 1200))
      AS slot(kind, start_minute, end_minute)
  ON CONFLICT DO NOTHING`;

/** Shops whose catalogue is not all there: the last menu or the last discount's product is missing. */
const UNFINISHED_CATALOGUES_SQL = `
  SELECT i AS shop FROM generate_series(1, $1::int) AS i
  WHERE NOT EXISTS (SELECT 1 FROM menus WHERE id = ${itemId('i', '$2::int')})
    OR NOT EXISTS (SELECT 1 FROM discount_products
      WHERE discount_id = md5('scale-discount-' || i || '-ProductMenu')::uuid AND product_id = ${itemId('i', '2')})`;

const COLLECTIONS_SQL = `
  INSERT INTO collections (id, account_id, name, icon, sort_order, created_at, updated_at)
  SELECT ${collectionId('i', 'c')}, ${shopId('i')}, c_name, c_icon, c - 1, ${SINCE}, ${SINCE}
  FROM unnest($1::int[]) AS i,
    unnest(ARRAY['Broodjes', 'Soepen', 'Salades', 'Warme gerechten', 'Desserts', 'Dranken'],
      ARRAY['Sandwich', 'Soup', 'Carrot', 'CookingPot', 'Cake', 'CupSoda']) WITH ORDINALITY AS c(c_name, c_icon, c)
  ON CONFLICT DO NOTHING`;

/**
 * The catalogue is written shop by shop (ORDER BY the shop first): an owner enters a catalogue in one
 * go, so in production a shop's items lie on neighbouring pages; written item by item across all
 * shops, a 200-item shop would spread over 200 pages and its cold read would fetch each one.
 */
const PRODUCTS_SQL = `
  INSERT INTO products (id, account_id, collection_id, name, description, price_cents, sold_alone, options,
    vat_rate, allergens, created_at, updated_at)
  SELECT ${itemId('i', 'j')}, ${shopId('i')}, ${collectionId('i', '1 + (j - 1) % 6')}, pg_temp.item_name(j, $2),
    'Vers bereid in onze keuken.', pg_temp.item_price(j, $2), true, pg_temp.item_groups(j, $2), 6,
    pg_temp.item_allergens(j, $2), ${SINCE} + j * interval '1 second', ${SINCE} + j * interval '1 second'
  FROM unnest($1::int[]) AS i, generate_series(1, $2::int) AS j
  ORDER BY i, j
  ON CONFLICT DO NOTHING`;

const MENUS_SQL = `
  INSERT INTO menus (id, account_id, collection_id, name, description, price_cents, vat_rate, options, allergens,
    created_at, updated_at)
  SELECT ${itemId('i', 'j')}, ${shopId('i')}, ${collectionId('i', '1')}, pg_temp.item_name(j, $2),
    'Met een drankje naar keuze.', pg_temp.item_price(j, $2), 6, pg_temp.item_groups(j, $2),
    pg_temp.item_allergens(j, $2), ${SINCE} + j * interval '1 second', ${SINCE} + j * interval '1 second'
  FROM unnest($1::int[]) AS i, generate_series($2::int + 1, $3::int) AS j
  ORDER BY i, j
  ON CONFLICT DO NOTHING`;

const MENU_PRODUCTS_SQL = `
  INSERT INTO menu_products (account_id, menu_id, product_id, position)
  SELECT ${shopId('i')}, ${itemId('i', 'j')}, ${itemId('i', 'p.product')}, p.position - 1
  FROM unnest($1::int[]) AS i, generate_series($2::int + 1, $3::int) AS j,
    unnest(pg_temp.menu_products(j, $2)) WITH ORDINALITY AS p(product, position)
  ORDER BY i, j, p.position
  ON CONFLICT DO NOTHING`;

/** 10 % on desserts and 15 % on the first two products, running around today. */
const DISCOUNTS_SQL = `
  INSERT INTO discounts (id, account_id, discount_type, basis_points, starts_on, ends_on, collection_id, description,
    created_at, updated_at)
  SELECT md5('scale-discount-' || i || '-' || d.kind)::uuid, ${shopId('i')}, d.kind, d.basis_points,
    ${TODAY} - 10, ${TODAY} + 20, CASE WHEN d.kind = 'Collection' THEN ${collectionId('i', '5')} END, '',
    ${SINCE}, ${SINCE}
  FROM unnest($1::int[]) AS i, (VALUES ('Collection', 1000), ('ProductMenu', 1500)) AS d(kind, basis_points)
  ON CONFLICT DO NOTHING`;

const DISCOUNT_PRODUCTS_SQL = `
  INSERT INTO discount_products (account_id, discount_id, product_id)
  SELECT ${shopId('i')}, md5('scale-discount-' || i || '-ProductMenu')::uuid, ${itemId('i', 'j')}
  FROM unnest($1::int[]) AS i, generate_series(1, 2) AS j
  ON CONFLICT DO NOTHING`;

/**
 * Each order's shape. Days: 0.4 % today, 1.2 % in the coming week, the rest over the past year.
 * Slots: 60 % in the lunch peak (11:30-13:30), 28 % in the evening, the rest around them. Past
 * orders: 3 % cancelled (refunded), 2 % expired unpaid, 2 % picked up with part refunded, the rest
 * picked up. Customers come back: a shop has a third as many as orders.
 */
const PLAN_SQL = `
  CREATE TEMP TABLE plan ON COMMIT DROP AS
  WITH drawn AS (
    SELECT s.shop, ${shopId('s.shop')} AS account_id, n, gen_random_uuid() AS id,
      random() AS u_day, random() AS u_slot, random() AS u_state, random() AS u_lines, random() AS u_lead,
      1 + floor(random() * s.pool)::int AS customer
    FROM unnest($1::int[], $2::int[], $3::int[], $4::int[]) AS s(shop, first_n, last_n, pool),
      generate_series(s.first_n, s.last_n) AS n),
  placed AS (
    SELECT *, ${TODAY} + day_offset AS pickup_date,
      ((${TODAY} + day_offset) + slot_start::time) AT TIME ZONE 'Europe/Brussels' AS pickup_at
    FROM drawn,
      LATERAL (SELECT CASE WHEN u_day < 0.004 THEN 0 WHEN u_day < 0.016 THEN 1 + floor((u_day - 0.004) / 0.012 * 7)::int
        ELSE -1 - floor((u_day - 0.016) / 0.984 * 365)::int END AS day_offset) AS day,
      LATERAL (SELECT CASE
        WHEN u_slot < 0.6 THEN (ARRAY['11:30', '12:00', '12:30', '13:00'])[1 + least(3, floor(u_slot / 0.6 * 4)::int)]
        WHEN u_slot < 0.88 THEN (ARRAY['17:00', '17:30', '18:00', '18:30', '19:00'])[1 + least(4, floor((u_slot - 0.6) / 0.28 * 5)::int)]
        ELSE (ARRAY['10:00', '10:30', '11:00', '13:30'])[1 + least(3, floor((u_slot - 0.88) / 0.12 * 4)::int)] END AS slot_start) AS slot)
  SELECT shop, account_id, n, id, pickup_date, slot_start, to_char(slot_start::time + interval '30 minutes', 'HH24:MI') AS slot_end,
    pickup_at, customer, 1 + (u_lines > 0.45)::int + (u_lines > 0.85)::int AS line_count,
    date_trunc('milliseconds', least(pickup_at - interval '2 hours' - u_lead * interval '46 hours', now() - interval '5 minutes')) AS created_at,
    CASE WHEN day_offset > 0 THEN 'paid'
      WHEN day_offset = 0 THEN CASE WHEN pickup_at + interval '30 minutes' <= now() THEN 'picked_up' ELSE 'paid' END
      WHEN u_state < 0.03 THEN 'cancelled' WHEN u_state < 0.05 THEN 'expired' ELSE 'picked_up' END AS state,
    day_offset < 0 AND u_state >= 0.05 AND u_state < 0.07 AS partly_refunded
  FROM placed`;

/** One to three lines an order, popular items more often, mostly one of each; priced as the catalogue. */
const PLAN_LINES_SQL = `
  CREATE TEMP TABLE plan_lines ON COMMIT DROP AS
  SELECT id, shop, position, item, quantity, pg_temp.item_price(item, $2::int) AS unit_cents
  FROM (SELECT p.id, p.shop, position,
      1 + least($1::int - 1, floor(power(random(), 1.6) * $1::int)::int) AS item,
      CASE WHEN random() < 0.75 THEN 1 ELSE 2 + floor(random() * 2)::int END AS quantity
    FROM plan p, generate_series(0, p.line_count - 1) AS position) AS drawn`;

const ORDERS_SQL = `
  INSERT INTO orders (id, account_id, number, state, customer_name, customer_phone, customer_email, pickup_date,
    slot_start, slot_end, total_cents, discount_cents, fee_cents, holds_place, payment_provider, payment_account_id,
    payment_session_id, payment_expires_at, created_at, paid_at, ready_at, picked_up_at, expired_at, cancelled_at,
    cancel_reason, refunded_cents)
  SELECT p.id, p.account_id, p.n, p.state, who.first || ' ' || who.last,
    '+3247' || lpad(((p.customer::bigint * 7919) % 10000000)::text, 7, '0'),
    lower(who.first || '.' || replace(who.last, ' ', '')) || p.customer || '@voorbeeld.be',
    p.pickup_date, p.slot_start, p.slot_end, t.total, 0, round(t.total * 0.02), p.state IN ('paid', 'picked_up'),
    'sandbox', 'sandbox_acct_scale_' || lpad(p.shop::text, 5, '0'), 'cs_scale_' || replace(p.id::text, '-', ''),
    p.created_at + interval '30 minutes', p.created_at,
    CASE WHEN p.state <> 'expired' THEN p.created_at + interval '2 minutes' END,
    CASE WHEN p.state = 'picked_up' AND p.n % 2 = 0 THEN p.pickup_at - interval '10 minutes' END,
    CASE WHEN p.state = 'picked_up' THEN p.pickup_at + interval '5 minutes' END,
    CASE WHEN p.state = 'expired' THEN p.created_at + interval '30 minutes' END,
    CASE WHEN p.state = 'cancelled' THEN p.created_at + (p.pickup_at - p.created_at) / 2 END,
    CASE WHEN p.state = 'cancelled' THEN 'Onverwacht gesloten, excuses.' END,
    CASE WHEN p.state = 'cancelled' THEN t.total WHEN p.partly_refunded THEN greatest(1, t.total * 3 / 10) ELSE 0 END
  FROM plan p
    JOIN (SELECT id, sum(unit_cents * quantity) AS total FROM plan_lines GROUP BY id) AS t USING (id),
    LATERAL (SELECT (ARRAY['An', 'Bram', 'Charlotte', 'Dries', 'Elke', 'Femke', 'Gilles', 'Hanne', 'Jonas', 'Lotte',
        'Mathias', 'Nele', 'Pieter', 'Sofie', 'Tom', 'Wout', 'Yasmine', 'Zoe'])[1 + p.customer % 18] AS first,
      (ARRAY['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet',
        'Dubois', 'Lambert', 'Dupont', 'Vermeulen'])[1 + (p.customer / 18) % 14] AS last) AS who`;

const ORDER_LINES_SQL = `
  INSERT INTO order_lines (account_id, order_id, position, item_id, item_kind, name, selected_options, option_lines,
    included_products, quantity, unit_price_cents, line_total_cents, vat_rate, allergens, customer_texts)
  SELECT *, jsonb_build_object('name', name, 'optionLines', option_lines, 'includedProducts', included_products)
  FROM (SELECT ${shopId('l.shop')}, l.id, l.position, ${itemId('l.shop', 'l.item')},
    CASE WHEN l.item > $1::int THEN 'menu' ELSE 'product' END, pg_temp.item_name(l.item, $1::int) AS name,
    pg_temp.item_choice(l.item, $1::int), pg_temp.item_option_lines(l.item, $1::int) AS option_lines,
    CASE WHEN l.item > $1::int THEN (SELECT jsonb_agg(pg_temp.item_name(product, $1::int))
      FROM unnest(pg_temp.menu_products(l.item, $1::int)) AS product) ELSE '[]'::jsonb END AS included_products,
    l.quantity, l.unit_cents, l.unit_cents * l.quantity, 6, pg_temp.item_allergens(l.item, $1::int)
  FROM plan_lines l) AS line`;

/** A cancel refunds everything at once; a partial refund comes a day after pickup. */
const REFUNDS_SQL = `
  INSERT INTO refunds (id, account_id, order_id, amount_cents, reason, cancels_order, status, provider_refund_id,
    created_at, settled_at)
  SELECT gen_random_uuid(), o.account_id, o.id, o.refunded_cents,
    CASE WHEN o.state = 'cancelled' THEN o.cancel_reason ELSE 'Een broodje ontbrak.' END, o.state = 'cancelled',
    'succeeded', 're_scale_' || replace(o.id::text, '-', ''), at.moment, at.moment + interval '1 minute'
  FROM plan p JOIN orders o ON o.id = p.id,
    LATERAL (SELECT coalesce(o.cancelled_at, o.picked_up_at + interval '1 day') AS moment) AS at
  WHERE o.refunded_cents > 0`;

/** The places today's and coming orders hold in their slot pieces, as placing them claimed. */
const SLOT_CLAIMS_SQL = `
  INSERT INTO slot_claims (account_id, pickup_date, slot_start, taken)
  SELECT account_id, pickup_date, slot_start, count(*) FROM plan
  WHERE pickup_date >= ${TODAY} AND state IN ('paid', 'picked_up')
  GROUP BY account_id, pickup_date, slot_start
  ON CONFLICT (account_id, pickup_date, slot_start) DO UPDATE SET taken = slot_claims.taken + EXCLUDED.taken`;

/** The shops' counters continue after the seeded numbers, as the numbering trigger would have left them. */
const ORDER_NUMBERS_SQL = `
  INSERT INTO order_numbers (account_id, last_number)
  SELECT account_id, max(n) FROM plan GROUP BY account_id
  ON CONFLICT (account_id) DO UPDATE SET last_number = greatest(order_numbers.last_number, EXCLUDED.last_number)`;
