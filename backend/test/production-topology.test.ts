import { request } from 'node:http';
import { Client } from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, formatOrderDate, todayIn, weekdayOf } from '@bestelklaar/domain';
import { createDatabase, startAppProcess, type AppProcess } from './support/app-process';
import { openEventStream, type EventStream } from './support/event-stream';
import { freePort } from './support/free-port';
import { READY_SETTINGS } from './support/ready-shop';
import { startNginx, type NginxProxy } from './support/nginx-proxy';

/**
 * The production set-up of docker-compose.yml without Docker: deploy/nginx.conf in front of two
 * built app processes over one Postgres. Customers only ever talk to the proxy.
 */
describe('two app processes behind nginx', () => {
  let databaseUrl: string;
  let app1: AppProcess;
  let app2: AppProcess;
  let proxy: NginxProxy;
  let shop: Shop;
  /** A second shop, whose orders the kill test holds in flight. */
  let heldShop: Shop;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    databaseUrl = await createDatabase();
    const proxyPort = await freePort();
    const env = {
      PUBLIC_BASE_URL: `http://127.0.0.1:${proxyPort}`,
      TRUST_PROXY: 'loopback',
      // Every customer of this test comes from the test's one address, as nginx reports it.
      ORDER_RATE_LIMIT_PER_CLIENT: '10000',
      UNPAID_ORDERS_PER_CUSTOMER: '10000',
    };
    [app1, app2] = await Promise.all([startAppProcess(databaseUrl, env), startAppProcess(databaseUrl, env)]);
    proxy = await startNginx(
      { app1: new URL(app1.baseUrl).host, app2: new URL(app2.baseUrl).host },
      proxyPort,
    );
    shop = await openShop(proxy.baseUrl, databaseUrl, 'klanten');
    heldShop = await openShop(proxy.baseUrl, databaseUrl, 'vastgehouden');
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await proxy?.stop();
    await Promise.all([app1?.stop(), app2?.stop()]);
  });

  const ordersOn = (stream: EventStream) =>
    stream.events.filter((event) => (event as { topic: string }).topic === 'orders').length;

  it("takes an order paid through the proxy to the owner's live stream on either instance and through the proxy within 2 s", async () => {
    const onEach = [
      await openEventStream(app1.baseUrl, { token: shop.token }),
      await openEventStream(app2.baseUrl, { token: shop.token }),
      await openEventStream(proxy.baseUrl, { token: shop.token }),
    ];
    streams.push(...onEach);
    for (const stream of onEach) expect(stream.response.status).toBe(200);

    const placed = await placeOrder(proxy.baseUrl, shop, 'eerste@voorbeeld.be');
    expect(placed.status).toBe(201);
    const paidAt = performance.now();
    await pay(proxy.baseUrl, placed.paymentUrl!);

    // The order was taken by one instance; the other one's stream hears of it through Postgres,
    // and the proxy passes the event on unbuffered.
    await vi.waitFor(() => expect(onEach.map(ordersOn)).toEqual([1, 1, 1]), { timeout: 2_000, interval: 10 });
    expect(performance.now() - paidAt).toBeLessThan(2_000);
  });

  it('knows a customer by the address nginx sees, not by the X-Forwarded-For the request brings', async () => {
    const email = 'vervalst@voorbeeld.be';
    const status = await postFrom('127.0.0.2', `${proxy.baseUrl}/api/admin/auth/login`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
      body: { email, password: 'verkeerd123' },
    });
    expect(status).toBe(401);
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query('SELECT client FROM login_failures WHERE email = $1', [email]);
      // Not nginx's own 127.0.0.1 (TRUST_PROXY reads the header) and not the forged address.
      expect(rows).toEqual([{ client: '127.0.0.2' }]);
    } finally {
      await db.end();
    }
  });

  it('loses no customer read when one instance is killed mid-run, and places an order at most once', async () => {
    const survivorStream = await openEventStream(app2.baseUrl, { token: shop.token });
    streams.push(survivorStream);
    const from = shop.pickupDate;
    const reads = [
      `/api/shop/${shop.subdomain}/storefront`,
      `/api/shop/${shop.subdomain}/slot-availability?from=${from}&days=7`,
      `/api/shop/${shop.subdomain}/pickup-slots`,
    ];
    // Two orders at the other shop, each held inside its transaction by a lock this test takes on
    // the slot they claim. On an idle proxy nginx hands two requests in a row to the two instances,
    // so exactly one of them is in flight on the instance that will be killed.
    const slotLock = new Client({ connectionString: databaseUrl });
    await slotLock.connect();
    await slotLock.query('BEGIN');
    await slotLock.query(
      `INSERT INTO slot_claims (account_id, pickup_date, slot_start, taken) VALUES ($1, $2, '11:00', 0)
       ON CONFLICT (account_id, pickup_date, slot_start) DO UPDATE SET taken = slot_claims.taken`,
      [heldShop.accountId, heldShop.pickupDate],
    );
    const held: Promise<{ email: string; status: number }>[] = [];
    for (const email of ['vast1@voorbeeld.be', 'vast2@voorbeeld.be']) {
      held.push(placeOrder(proxy.baseUrl, heldShop, email).then(({ status }) => ({ email, status })));
      await vi.waitFor(async () => expect(await lockWaits(slotLock)).toBe(held.length), {
        timeout: 5_000,
        interval: 20,
      });
    }

    const answers: Answer[] = [];
    let running = true;
    let customers = 0;

    const reader = async (first: number) => {
      for (let n = first; running; n += 1) {
        const path = reads[n % reads.length];
        const start = performance.now();
        const status = await fetch(proxy.baseUrl + path).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => 0,
        );
        answers.push({ kind: 'read', what: path, start, end: performance.now(), status });
      }
    };
    const customer = async () => {
      while (running) {
        customers += 1;
        const email = `klant${customers}@voorbeeld.be`;
        const start = performance.now();
        const { status, paymentUrl } = await placeOrder(proxy.baseUrl, shop, email);
        answers.push({ kind: 'order', what: email, start, end: performance.now(), status, paymentUrl });
      }
    };
    const traffic = [0, 1, 2, 3].map(reader).concat([customer(), customer(), customer()]);

    await sleep(1_000);
    const killAt = performance.now();
    const exit = await app1.kill();
    const killedAt = performance.now();
    await sleep(1_500);
    running = false;
    await Promise.all(traffic);
    await slotLock.query('ROLLBACK');
    await slotLock.end();
    const heldAnswers = await Promise.all(held);

    expect(exit.signal).toBe('SIGKILL');
    const inFlightAtKill = (answer: Answer) => answer.start < killedAt && answer.end > killAt;
    const after = answers.filter((answer) => answer.start > killedAt);
    expect(after.filter((answer) => answer.kind === 'read').length).toBeGreaterThan(10);
    expect(after.filter((answer) => answer.kind === 'order' && answer.status === 201).length).toBeGreaterThan(
      2,
    );

    // nginx hands a read that failed on the killed instance to the other one: none fails.
    expect(answers.filter((answer) => answer.kind === 'read' && answer.status !== 200)).toEqual([]);
    // An order is never resent: one in flight on the killed instance may get nginx's 502, no other fails.
    const orders = answers.filter((answer) => answer.kind === 'order');
    const refused = orders.filter((answer) => answer.status !== 201);
    expect(refused.filter((answer) => answer.status !== 502 || !inFlightAtKill(answer))).toEqual([]);

    const stored = await ordersByEmail(databaseUrl, shop.accountId);
    stored.delete('eerste@voorbeeld.be');
    // Never twice; every 201 is stored; a refused one at most once (when its commit beat the kill).
    expect([...stored.values()].filter((count) => count !== 1)).toEqual([]);
    const placed = orders.filter((answer) => answer.status === 201).map((answer) => answer.what);
    expect(placed.filter((email) => !stored.has(email))).toEqual([]);
    const attempted = new Set(orders.map((answer) => answer.what));
    expect([...stored.keys()].filter((email) => !attempted.has(email))).toEqual([]);

    // The held order on the killed instance is refused, not resent to the survivor; its twin is placed once.
    expect(heldAnswers.map((answer) => answer.status).sort()).toEqual([201, 502]);
    const placedHeld = heldAnswers.find((answer) => answer.status === 201)!.email;
    expect(await ordersByEmail(databaseUrl, heldShop.accountId)).toEqual(new Map([[placedHeld, 1]]));

    // The survivor goes on: an order placed after the kill, paid, reaches the owner's stream on it.
    const late = after.find((answer) => answer.kind === 'order' && answer.status === 201)!;
    const paidAt = performance.now();
    await pay(proxy.baseUrl, late.paymentUrl!);
    await vi.waitFor(() => expect(ordersOn(survivorStream)).toBe(1), { timeout: 2_000, interval: 10 });
    expect(performance.now() - paidAt).toBeLessThan(2_000);
  });
});

type Shop = Awaited<ReturnType<typeof openShop>>;

interface Answer {
  kind: 'read' | 'order';
  /** The path read, or the ordering customer's e-mail address. */
  what: string;
  start: number;
  end: number;
  /** 0: no HTTP answer at all. */
  status: number;
  paymentUrl?: string;
}

/**
 * A launched shop taking sandbox payments, set up through the proxy as an owner does; the launch
 * and the payment account straight in the database (their own flows have their own tests). It
 * takes pickups three days from now, whatever day the test runs.
 */
async function openShop(baseUrl: string, databaseUrl: string, label: string) {
  const email = `eigenaar-${label}@voorbeeld.be`;
  const password = 'geheim123';
  const signup = await send(baseUrl, 'POST', '/api/admin/auth/signup', { name: 'Eigenaar', email, password });
  const accountId = ((await signup.json()) as { _id: string })._id;
  const login = await send(baseUrl, 'POST', '/api/admin/auth/login', { email, password });
  const { token } = (await login.json()) as { token: string };
  await send(baseUrl, 'PUT', '/api/admin/account/settings', form(READY_SETTINGS), token);
  const product = await send(
    baseUrl,
    'POST',
    '/api/admin/products',
    form({
      name: 'Tomatensoep',
      description: 'Met balletjes',
      price: '4.50',
      collection: '',
      stockQuantity: '',
      soldAlone: 'true',
      productOptions: '[]',
    }),
    token,
  );
  const productId = ((await product.json()) as { _id: string })._id;
  const pickupDate = addDays(todayIn('Europe/Brussels', new Date()), 3);
  await send(
    baseUrl,
    'PUT',
    '/api/admin/pickup-moments',
    { day: weekdayOf(pickupDate), slots: [{ start: '11:00', end: '13:00' }] },
    token,
  );
  const subdomain = `topologie-${label}`;
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('UPDATE accounts SET subdomain = $2 WHERE id = $1', [accountId, subdomain]);
    await db.query(
      `INSERT INTO payment_accounts (account_id, provider, provider_account_id, charges_enabled, details_submitted)
       VALUES ($1, 'sandbox', $2, true, true)`,
      [accountId, `sandbox_acct_${accountId.replace(/-/g, '').slice(0, 16)}`],
    );
  } finally {
    await db.end();
  }
  return { accountId, token, subdomain, productId, pickupDate };
}

/** A customer's order of two soups; 0 as status when no HTTP answer came at all. */
async function placeOrder(baseUrl: string, shop: Shop, email: string) {
  const body = {
    name: 'Jan Janssens',
    phone: '0470 12 34 56',
    email,
    date: formatOrderDate(shop.pickupDate),
    timeSlot: { start: '11:00', end: '11:30' },
    cartItems: [
      { _id: shop.productId, type: 'product', quantity: 2, selectedOptions: {}, calculatedPrice: 4.5 },
    ],
  };
  try {
    const response = await fetch(`${baseUrl}/api/shop/${shop.subdomain}/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as { paymentUrl?: string };
    return { status: response.status, paymentUrl: answer.paymentUrl };
  } catch {
    return { status: 0, paymentUrl: undefined };
  }
}

/** 'Betalen' on the sandbox's payment page (on the proxy: PUBLIC_BASE_URL is the proxy's address). */
async function pay(baseUrl: string, paymentUrl: string) {
  const response = await fetch(`${baseUrl}${new URL(paymentUrl).pathname}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

/** A JSON POST sent from `localAddress` (any 127.x address is this machine); its status. */
function postFrom(
  localAddress: string,
  url: string,
  { headers, body }: { headers: Record<string, string>; body: object },
): Promise<number> {
  const json = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(json),
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
      },
    );
    sent.on('error', reject);
    sent.end(json);
  });
}

/** Statements of the test's database waiting for a row another transaction holds (not the job queue's advisory locks). */
async function lockWaits(db: Client): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    `SELECT count(*) FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event <> 'advisory'`,
  );
  return Number(rows[0].count);
}

async function ordersByEmail(databaseUrl: string, accountId: string): Promise<Map<string, number>> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ customer_email: string; count: string }>(
      'SELECT customer_email, count(*) FROM orders WHERE account_id = $1 GROUP BY customer_email',
      [accountId],
    );
    return new Map(rows.map((row) => [row.customer_email, Number(row.count)]));
  } finally {
    await db.end();
  }
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

async function send(baseUrl: string, method: string, path: string, body: object, token?: string) {
  const json = !(body instanceof FormData);
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(body) : body,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}
