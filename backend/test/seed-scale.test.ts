import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

type ScaleSeed = typeof import('../../scripts/lib/scale-seed.mjs');

const SIZE = { shops: 3, items: 5, orders: 200 };

describe('seed:scale, with tiny arguments over the test Postgres', () => {
  let app: TestApp;
  let seed: ScaleSeed;
  let db: Client;

  beforeAll(async () => {
    app = await startTestApp();
    seed = await import('../../scripts/lib/scale-seed.mjs');
    db = new Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.close();
  });

  const count = async (table: string) =>
    Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

  it('writes launched shops with their catalogue and about the asked number of orders', async () => {
    const added = await seed.seedScale(app.databaseUrl, SIZE);

    expect(added.accounts).toBe(3);
    expect(added.products + added.menus).toBe(3 * SIZE.items);
    expect(added.orders).toBe(await count('orders'));
    expect(added.orders).toBeGreaterThan(SIZE.orders - SIZE.shops);
    expect(added.orders).toBeLessThanOrEqual(SIZE.orders);
    expect(added.lines).toBe(await count('order_lines'));
    // Every order's total is its lines' sum, and each shop's counter continues after its numbers.
    const mismatched = await db.query(
      `SELECT o.id FROM orders o JOIN order_lines l ON l.order_id = o.id
       GROUP BY o.id HAVING o.total_cents <> sum(l.line_total_cents)`,
    );
    expect(mismatched.rows).toEqual([]);
    const counters = await db.query(
      `SELECT n.last_number, max(o.number) AS highest FROM order_numbers n JOIN orders o USING (account_id)
       GROUP BY n.account_id, n.last_number`,
    );
    expect(counters.rows).toHaveLength(3);
    for (const row of counters.rows) expect(row.last_number).toBe(row.highest);
  });

  it("serves a seeded shop's storefront and its owner's order lists over HTTP", async () => {
    const storefront = await app.http.get(`/api/shop/${seed.scaleSubdomain(2)}/storefront`).expect(200);
    expect(storefront.body.products.length + storefront.body.menus.length).toBe(SIZE.items);
    expect(Object.keys(storefront.body.pickupSlots)).not.toHaveLength(0);

    const login = await app.http
      .post('/api/admin/auth/login')
      .send({ email: seed.scaleOwnerEmail(2), password: seed.SCALE_PASSWORD })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const past = await app.http.get('/api/admin/orders/past').set(auth).expect(200);
    expect(past.body.items.length).toBeGreaterThan(0);
    expect(past.body.items[0].cartItems.length).toBeGreaterThan(0);
    const recent = await app.http.get('/api/admin/orders/recent').set(auth).expect(200);
    expect(recent.body.items.length).toBeGreaterThan(0);
  });

  const countAll = async () => {
    const counts: number[] = [];
    for (const table of ['accounts', 'products', 'menus', 'orders', 'order_lines', 'refunds'])
      counts.push(await count(table));
    return counts;
  };

  it('adds nothing on a second run with the same arguments', async () => {
    const before = await countAll();

    const added = await seed.seedScale(app.databaseUrl, SIZE);

    expect(Object.values(added).every((rows) => rows === 0)).toBe(true);
    const after = await countAll();
    expect(after).toEqual(before);
  });
});
