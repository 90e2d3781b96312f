import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@bestelklaar/domain';
import { createDatabase, startAppProcess, type AppProcess } from './support/app-process';
import { READY_SETTINGS } from './support/ready-shop';

/**
 * pg warns, once per process, when a statement goes out on a connection still running another:
 * statements started side by side inside a transaction (which has one connection), or a
 * connection lent to two at once. pg 9 will refuse them. The app runs as a process of its own
 * (with the demo shop seeded, in one transaction, as a first start does), so the warning it prints
 * is this test's to see, through the flows every shop goes through and a stop under load.
 */
const QUEUED_STATEMENT = /already executing a query/;
const PASSWORD = 'geheim123';
let app: AppProcess;
let databaseUrl: string;
let http: ReturnType<typeof request>;
let email: string;
let subdomain: string;
let productId: string;

const queuedStatements = () =>
  app
    .output()
    .split('\n')
    .filter((line) => QUEUED_STATEMENT.test(line));

async function inDatabase(sql: string, parameters: unknown[]) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(sql, parameters);
  } finally {
    await db.end();
  }
}

/** The next Monday at least three days ahead in Brussels: a pickup day the order form offers. */
function nextMonday(): string {
  let day = addDays(todayIn('Europe/Brussels', new Date()), 3);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return day;
}

const orderPayload = () => ({
  name: 'Jan Janssens',
  phone: '0470 12 34 56',
  email: 'jan@voorbeeld.be',
  date: `Day1-${nextMonday()}`,
  timeSlot: { start: '11:00', end: '11:30' },
  cartItems: [{ _id: productId, type: 'product', quantity: 2, selectedOptions: {}, calculatedPrice: 4.5 }],
});

async function login(): Promise<Record<string, string>> {
  const answer = await http.post('/api/admin/auth/login').send({ email, password: PASSWORD }).expect(200);
  return { Authorization: `Bearer ${answer.body.token}` };
}

beforeAll(async () => {
  databaseUrl = await createDatabase();
  app = await startAppProcess(databaseUrl, {
    SEED_DEMO: 'true',
    // Should it come back, the trace says which statement it was.
    NODE_OPTIONS: '--trace-deprecation',
    // The stop under load places many orders from this one machine.
    ORDER_RATE_LIMIT_PER_CLIENT: '100000',
    ORDER_RATE_LIMIT_PER_SHOP: '100000',
    UNPAID_ORDERS_PER_CUSTOMER: '100000',
  });
  http = request(app.baseUrl);

  email = `eigenaar-${randomUUID().slice(0, 8)}@voorbeeld.be`;
  const signup = await http
    .post('/api/admin/auth/signup')
    .send({ name: 'Eigenaar', email, password: PASSWORD })
    .expect(201);
  const auth = await login();
  const settings = http.put('/api/admin/account/settings').set(auth);
  for (const [key, value] of Object.entries(READY_SETTINGS)) settings.field(key, value);
  await settings.expect(200);
  const product = await http
    .post('/api/admin/products')
    .set(auth)
    .field('name', 'Tomatensoep')
    .field('description', 'Met balletjes')
    .field('price', '4.50')
    .field('collection', '')
    .field('stockQuantity', '1000')
    .field('soldAlone', 'true')
    .field('productOptions', '[]')
    .field('dailyLimit', '1000')
    .expect(201);
  productId = product.body._id;
  await http
    .put('/api/admin/pickup-moments')
    .set(auth)
    .send({ day: 'maandag', slots: [{ start: '11:00', end: '13:00' }] })
    .expect(200);
  subdomain = `beurt-${randomUUID().slice(0, 8)}`;
  await inDatabase('UPDATE accounts SET subdomain = $2, max_orders_per_slot = 1000 WHERE id = $1', [
    signup.body._id,
    subdomain,
  ]);
  await inDatabase(
    `INSERT INTO payment_accounts (account_id, provider, provider_account_id, charges_enabled, details_submitted)
     VALUES ($1, 'sandbox', $2, true, true)`,
    [signup.body._id, `sandbox_acct_${randomUUID().replace(/-/g, '').slice(0, 16)}`],
  );
});
afterAll(async () => {
  await app?.stop();
});

describe('statements on one connection', () => {
  it('go one after the other through the demo seed, the shop page, ordering and paying, logging in and the dashboard', async () => {
    // The customer: the shop page, the calendar, an order, its payment, its page.
    await http.get(`/api/shop/${subdomain}/storefront`).expect(200);
    await http.get(`/api/shop/${subdomain}/slot-availability?from=${nextMonday()}&days=7`).expect(200);
    const placed = await http.post(`/api/shop/${subdomain}/orders`).send(orderPayload()).expect(201);
    const { orderId, orderKey, paymentUrl } = placed.body as {
      orderId: string;
      orderKey: string;
      paymentUrl: string;
    };
    const paid = await http
      .post(`${new URL(paymentUrl).pathname}/pay`)
      .type('form')
      .send('');
    expect(paid.status).toBeLessThan(400);
    await http.get(`/api/shop/${subdomain}/orders/${orderId}?key=${orderKey}`).expect(200);

    // The owner: a new login, the dashboard's order lists, the order, its cancel with a refund.
    const owner = await login();
    for (const path of ['today', 'future', 'past', 'recent', 'revenue/monthly'])
      await http.get(`/api/admin/orders/${path}`).set(owner).expect(200);
    await http.get(`/api/admin/orders/prep-list?date=${nextMonday()}`).set(owner).expect(200);
    await http.get(`/api/admin/orders/${orderId}`).set(owner).expect(200);
    await http.post(`/api/admin/orders/${orderId}/cancel`).set(owner).send({ reason: 'Ziek' }).expect(200);
    await http.get('/api/admin/products').set(owner).expect(200);
    await http.get('/api/admin/menus').set(owner).expect(200);
    await http.get(`/api/shop/${subdomain}/storefront`).expect(200);

    expect(queuedStatements(), app.output()).toEqual([]);
  });

  it('and when the app stops while orders of customers who left still wait on a lock and for a connection', async () => {
    // The test holds the soup's row: each order's transaction waits on it, holding a connection,
    // and the other orders wait for one. Nothing under way can end before the stop gives up on it.
    const lock = new Client({ connectionString: databaseUrl });
    await lock.connect();
    try {
      await lock.query('BEGIN');
      await lock.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [productId]);
      const left = new AbortController();
      const placing = Array.from({ length: 30 }, () =>
        fetch(`${app.baseUrl}/api/shop/${subdomain}/orders`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(orderPayload()),
          signal: left.signal,
        }).catch(() => undefined),
      );
      await sleep(500);
      left.abort();
      await Promise.all(placing);
      const exit = await app.stop();
      expect(exit.code).toBe(0);
    } finally {
      await lock.query('ROLLBACK');
      await lock.end();
    }
    expect(queuedStatements(), app.output()).toEqual([]);
  });
});
