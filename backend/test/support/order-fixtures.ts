import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { OrderPayload } from '@bestelklaar/domain';
import { SettableClock, type Clock } from '../../src/common/clock';
import type { AppConfig } from '../../src/config/app-config';
import { PaymentsService } from '../../src/modules/payments/payments.service';
import { completeSetupSteps } from './ready-shop';
import { configureShop, withDatabase } from './shop-setup';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';
import { readThrough, registerOwner, startTestApp, testAppOnceStarted, type TestApp } from './test-app';

/** Friday 14 June 2030, 10:00 in Brussels: the shop's next pickup day is Monday the 17th. */
export const FRIDAY_MORNING = '2030-06-14T08:00:00Z';
export const MONDAY = '2030-06-17';
export const MONDAY_ORDER_DATE = `Day1-${MONDAY}`;
/** The Monday pickup moment 11:00-13:00 as customers choose it. */
export const MONDAY_PIECES = [
  { start: '12:00', end: '13:00' },
  { start: '11:30', end: '12:00' },
  { start: '11:00', end: '11:30' },
];

export interface OrderingShop {
  owner: Awaited<ReturnType<typeof registerOwner>>;
  subdomain: string;
  providerAccountId: string;
  /** 'Tomatensoep', € 4.50, sold alone. */
  productId: string;
}

let shops = 0;

/**
 * A launched shop that takes payments through the sandbox: the setup steps done through the real
 * endpoints (a Monday pickup moment 11:00-13:00, lead time 2 hours), the launch and the payment
 * account straight in the database.
 */
export interface ShopOptions {
  /** The shop's maximum of orders per pickup piece; none by default. */
  maxOrdersPerSlot?: number | null;
  /** Whether its payment account may take payments. */
  chargeable?: boolean;
}

export async function openOrderingShop(
  t: TestApp,
  { maxOrdersPerSlot = null, chargeable = true }: ShopOptions = {},
): Promise<OrderingShop> {
  shops += 1;
  const owner = await registerOwner(t.http);
  await completeSetupSteps(t, owner.auth);
  const subdomain = `bestel-${shops}-${randomUUID().slice(0, 6)}`;
  await configureShop(t, owner.id, { subdomain });
  const providerAccountId = `sandbox_acct_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await withDatabase(t, async (db) => {
    await db.query(
      `INSERT INTO payment_accounts (account_id, provider, provider_account_id, charges_enabled, details_submitted)
       VALUES ($1, 'sandbox', $2, $3, $3)`,
      [owner.id, providerAccountId, chargeable],
    );
    await db.query('UPDATE accounts SET max_orders_per_slot = $2 WHERE id = $1', [
      owner.id,
      maxOrdersPerSlot,
    ]);
  });
  const products = (await t.http.get('/api/admin/products').set(owner.auth).expect(200)).body as {
    _id: string;
  }[];
  return { owner, subdomain, providerAccountId, productId: products[0]._id };
}

/** Limits one test client never reaches: no rate limit or unpaid-order bound in the way of what a test is about. */
export const LIFTED_ORDER_LIMITS: Partial<AppConfig> = {
  orderRateLimit: { perClientPerMinute: 10_000, perShopPerMinute: 10_000 },
  unpaidOrdersPerCustomer: 10_000,
};

export interface OrderingAppOptions {
  /** Configuration on top of the test app's. */
  config?: Partial<AppConfig>;
  /** 'lifted' (the default) lets one test client place as many orders as its tests need; 'default' keeps the app's own. */
  orderLimits?: 'lifted' | 'default';
  shop?: ShopOptions;
}

/** The app on `clock` with one open ordering shop. */
export async function startOrderingApp(
  clock: Clock,
  { config = {}, orderLimits = 'lifted', shop = {} }: OrderingAppOptions = {},
): Promise<{ t: TestApp; shop: OrderingShop }> {
  const limits = orderLimits === 'lifted' ? LIFTED_ORDER_LIMITS : {};
  const t = await startTestApp({ ...limits, ...config }, { clock });
  return { t, shop: await openOrderingShop(t, shop) };
}

/** As startOrderingApp, the app sending its mail to an inbox of the test's own and retrying a failed one after a second. */
export async function startMailingOrderingApp(
  clock: Clock,
  options: OrderingAppOptions = {},
): Promise<{ t: TestApp; shop: OrderingShop; inbox: SmtpInbox }> {
  const inbox = await startSmtpInbox();
  try {
    const config = { smtpUrl: inbox.url, mailRetryDelaySeconds: 1, ...options.config };
    return { ...(await startOrderingApp(clock, { ...options, config })), inbox };
  } catch (error) {
    await inbox.close();
    throw error;
  }
}

export interface OrderingFileOptions extends OrderingAppOptions {
  /** Where the app's clock starts; Friday morning unless given. */
  now?: string;
  /** Whether the app sends its mail to an inbox of the file's own, as startMailingOrderingApp does. */
  mail?: boolean;
}

/** A test file's ordering app, its shop and its clock, named before the app has started. */
export interface OrderingFile {
  /** The app's clock, for the tests to set. */
  clock: SettableClock;
  /** The app, started before the file's tests and closed after them. */
  t: TestApp;
  /** The shop opened in it before the tests. */
  shop: OrderingShop;
  /** With `mail`: the inbox the app's mail goes to. */
  inbox: SmtpInbox;
}

const notYet = (what: string) =>
  `${what} van dit testbestand is er nog niet: gebruik hem in een test of een hook.`;

/**
 * As startOrderingApp (startMailingOrderingApp with `mail`) for the test file (or describe block) it
 * is called in: the app on a settable clock with one open ordering shop, started before its tests and
 * closed after them.
 */
export function useOrderingApp({
  now = FRIDAY_MORNING,
  mail = false,
  ...options
}: OrderingFileOptions = {}): OrderingFile {
  const clock = new SettableClock(now);
  let started: { t: TestApp; shop: OrderingShop; inbox?: SmtpInbox } | undefined;
  beforeAll(async () => {
    started = await (mail ? startMailingOrderingApp : startOrderingApp)(clock, options);
  });
  afterAll(async () => {
    await started?.t.close();
    await started?.inbox?.close();
  });
  return {
    clock,
    t: testAppOnceStarted(() => started?.t),
    shop: readThrough(
      () => started?.shop,
      { owner: true, subdomain: true, providerAccountId: true, productId: true },
      notYet('De winkel'),
    ),
    inbox: readThrough(
      () => (mail ? started?.inbox : undefined),
      {
        url: true,
        mails: true,
        refuseNext: true,
        refusals: true,
        holdUntilSideBySide: true,
        heldCount: true,
        releaseHeld: true,
        refuseHeld: true,
        waitFor: true,
        close: true,
      },
      notYet('De mailbox'),
    ),
  };
}

/** A valid order for the shop's soup, Monday 11:00-11:30. */
export function orderPayload(shop: OrderingShop, overrides: Partial<OrderPayload> = {}): OrderPayload {
  return {
    name: 'Jan Janssens',
    phone: '0470 12 34 56',
    email: 'jan@voorbeeld.be',
    date: MONDAY_ORDER_DATE,
    timeSlot: { start: '11:00', end: '11:30' },
    cartItems: [
      { _id: shop.productId, type: 'product', quantity: 2, selectedOptions: {}, calculatedPrice: 4.5 },
    ],
    ...overrides,
  };
}

export function placeOrder(t: TestApp, shop: OrderingShop, payload: unknown = orderPayload(shop)) {
  return t.http.post(`/api/shop/${shop.subdomain}/orders`).send(payload as object);
}

/** An order as its customer holds it: its id and the secret its links carry. */
export interface CustomersOrder {
  orderId: string;
  orderKey: string;
}

/** Places `payload` and pays for it in the sandbox. */
export async function placePaidOrder(
  t: TestApp,
  shop: OrderingShop,
  payload: OrderPayload = orderPayload(shop),
): Promise<CustomersOrder> {
  const { orderId, orderKey } = (await placeOrder(t, shop, payload).expect(201)).body as CustomersOrder;
  await payInSandbox(t, orderId);
  return { orderId, orderKey };
}

export interface NumberedOrder extends CustomersOrder {
  /** The shop's number for it, as its mails name it. */
  number: number;
  /** Where its (sandbox) payment page is. */
  paymentPath: string;
}

/** Places `payload`, unpaid: the order with the number the shop gave it and its payment page. */
export async function placeNumberedOrder(
  t: TestApp,
  shop: OrderingShop,
  payload: OrderPayload,
): Promise<NumberedOrder> {
  const placed = await placeOrder(t, shop, payload).expect(201);
  const { orderId, orderKey, paymentUrl } = placed.body as CustomersOrder & { paymentUrl: string };
  const number = Number(
    await withDatabase(
      t,
      async (db) => (await db.query('SELECT number FROM orders WHERE id = $1', [orderId])).rows[0].number,
    ),
  );
  return { orderId, orderKey, number, paymentPath: new URL(paymentUrl).pathname };
}

export interface Customer {
  email: string;
  phone: string;
  /** The client address the app sees the customer's requests come from. */
  client: string;
}

let newCustomers = 0;

/** A customer of their own: an e-mail, a Belgian mobile number and a client address nobody else uses. */
export function newCustomer(): Customer {
  newCustomers += 1;
  const n = newCustomers;
  return {
    email: `klant${n}@voorbeeld.be`,
    phone: `+32471${String(n).padStart(6, '0')}`,
    client: `10.${Math.floor(n / 65_536) % 256}.${Math.floor(n / 256) % 256}.${n % 256}`,
  };
}

/** An order by `customer`, from their client address. The app must trust the proxy header (`trustProxy: true`). */
export function orderAs(
  t: TestApp,
  shop: OrderingShop,
  customer: Customer,
  overrides: Partial<OrderPayload> = {},
) {
  return t.http
    .post(`/api/shop/${shop.subdomain}/orders`)
    .set('X-Forwarded-For', customer.client)
    .send(orderPayload(shop, { email: customer.email, phone: customer.phone, ...overrides }));
}

/**
 * An order from a customer of its own (e-mail, phone and client address), so that only what a test
 * is about can refuse it, not the unpaid-order bound or the per-client limit. The app must trust
 * the proxy header (`trustProxy: true`).
 */
export function orderAsNewCustomer(t: TestApp, shop: OrderingShop, overrides: Partial<OrderPayload> = {}) {
  return orderAs(t, shop, newCustomer(), overrides);
}

export interface OrderRow {
  state: string;
  holds_place: boolean;
  total_cents: number;
  fee_cents: number;
  payment_session_id: string | null;
  payment_url: string | null;
  paid_at: Date | null;
  expired_at: Date | null;
  customer_phone: string;
}

export async function orderRow(t: TestApp, orderId: string): Promise<OrderRow> {
  const row = await withDatabase(
    t,
    async (db) => (await db.query('SELECT * FROM orders WHERE id = $1', [orderId])).rows[0],
  );
  // pg reads bigint money as text.
  return { ...row, total_cents: Number(row.total_cents), fee_cents: Number(row.fee_cents) };
}

/** Places taken in a piece (0 when none was ever claimed). */
export function placesTaken(t: TestApp, shop: OrderingShop, date: string, start: string): Promise<number> {
  return withDatabase(t, async (db) => {
    const rows = (
      await db.query(
        `SELECT taken FROM slot_claims s JOIN accounts a ON a.id = s.account_id
         WHERE a.subdomain = $1 AND s.pickup_date = $2 AND s.slot_start = $3`,
        [shop.subdomain, date, start],
      )
    ).rows;
    return rows[0]?.taken ?? 0;
  });
}

/** The customer presses 'Betalen' on the sandbox's payment page. */
export async function payInSandbox(t: TestApp, orderId: string): Promise<void> {
  const row = await orderRow(t, orderId);
  const sandbox = t.app.get(PaymentsService).sandbox;
  if (!sandbox || !row.payment_session_id) throw new Error('Geen sandbox-betaalsessie voor deze bestelling.');
  await sandbox.pay(row.payment_session_id);
}
