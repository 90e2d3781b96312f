import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { AuthService } from '../src/modules/accounts/auth.service';
import {
  FRIDAY_MORNING,
  LIFTED_ORDER_LIMITS,
  MONDAY,
  openOrderingShop,
  placePaidOrder,
  type OrderingShop,
} from './support/order-fixtures';
import { READY_SETTINGS } from './support/ready-shop';
import { routeTable } from './support/route-table';
import { callRoute, type RouteCall } from './support/route-requests';
import {
  bearer,
  databaseFingerprint,
  joinAsExistingPerson,
  joinAsNewPerson,
  mailsSent,
  quietDatabase,
  shopFingerprint,
} from './support/team-fixtures';
import { eventually } from './support/eventually';
import { startTestApp, tokenClaims, type TestApp } from './support/test-app';

/**
 * Tenancy over memberships, on every admin route of the route table: a person who is `eigenaar` of
 * two shops, acting with a session for shop A, reaches none of shop B's rows (404, B's rows as they
 * were) and reads none of them; switched to B, the same requests reach B's. A route missing from
 * the plan below fails the test: a new route must say how it is filled.
 */
const clock = new SettableClock(FRIDAY_MORNING);
let t: TestApp;
let db: DataSource;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestApp(LIFTED_ORDER_LIMITS, { clock });
  db = t.app.get(DataSource);
  await t.app.listen(0, '127.0.0.1');
  baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

/** The rows a shop has of every kind an admin route names. */
interface ShopRows {
  shopId: string;
  ownerUserId: string;
  productId: string;
  collectionId: string;
  menuId: string;
  discountId: string;
  vacationId: string;
  /** Paid, for Monday: it is made ready, taken back, picked up and refunded. */
  orderId: string;
  /** Paid, for Monday: it is cancelled. */
  secondOrderId: string;
  /** A mail of the shop that failed, to send again. */
  mailId: string;
  invitationId: string;
  /** A medewerker of the shop. */
  memberUserId: string;
  /** A kitchen printer that prints every order. */
  printerId: string;
  /** A webhook endpoint, and the test delivery sent to it. */
  webhookId: string;
  deliveryId: string;
}

const created = async (request: ReturnType<TestApp['http']['post']>) =>
  (await request.expect(201)).body._id as string;

/** Fills `shop` with a row of every kind, through the real routes (the failed mail in SQL). */
async function fillShop(shop: OrderingShop): Promise<ShopRows> {
  const auth = shop.owner.auth;
  const collectionId = await created(
    t.http.post('/api/admin/collections').set(auth).send({ name: 'Soepen', icon: 'Soup' }),
  );
  const menuId = await created(
    t.http
      .post('/api/admin/menus')
      .set(auth)
      .send({ name: 'Lunchmenu', price: 12, products: [shop.productId] }),
  );
  const discountId = await created(
    t.http
      .post('/api/admin/discounts')
      .set(auth)
      .send({
        discountType: 'ProductMenu',
        discount: 10,
        startDate: '2030-06-20',
        endDate: '2030-06-30',
        products: [shop.productId],
        menus: [menuId],
      }),
  );
  const vacationId = await created(
    t.http
      .post('/api/admin/vacation-modes')
      .set(auth)
      .send({ vacationModeStart: '2030-07-01', vacationModeEnd: '2030-07-10', vacationModeReason: 'Verlof' }),
  );
  const printer = await t.http
    .post('/api/admin/printers')
    .set(auth)
    .send({ name: 'Keuken', paperWidth: 80 })
    .expect(201);
  // A receiver on this machine: every delivery to it is refused at once (no private targets here),
  // so the test delivery below settles before the walk compares anything.
  const webhook = await t.http
    .post('/api/admin/webhooks')
    .set(auth)
    .send({ url: 'http://127.0.0.1:9/bestellingen', events: ['order.ready'] })
    .expect(201);
  const webhookId = webhook.body.endpointId as string;
  const delivery = await t.http.post(`/api/admin/webhooks/${webhookId}/test`).set(auth).expect(202);
  const { orderId } = await placePaidOrder(t, shop);
  const { orderId: secondOrderId } = await placePaidOrder(t, shop);
  const invited = await t.http
    .post('/api/admin/team/invitations')
    .set(auth)
    .send({ email: `open-${shop.subdomain}@voorbeeld.be`, role: 'boekhouder' })
    .expect(201);
  const member = await joinAsNewPerson(t, db, shop.owner, 'medewerker');
  // The order's confirmation mail, queued by the payment's event, stands for a mail that failed.
  const mailId = await eventually(async () => {
    const [mail] = await db.query('SELECT id FROM outgoing_mails WHERE account_id = $1 AND order_id = $2', [
      shop.owner.id,
      orderId,
    ]);
    expect(mail).toBeDefined();
    return mail.id as string;
  });
  await mailsSent(db);
  await db.query(
    `UPDATE outgoing_mails SET status = 'failed', failed_at = sent_at, sent_at = NULL, last_error = 'Geweigerd'
     WHERE id = $1`,
    [mailId],
  );
  return {
    shopId: shop.owner.id,
    ownerUserId: shop.owner.userId,
    productId: shop.productId,
    collectionId,
    menuId,
    discountId,
    vacationId,
    orderId,
    secondOrderId,
    mailId,
    invitationId: invited.body.invitationId as string,
    memberUserId: member.userId,
    printerId: printer.body.printerId as string,
    webhookId,
    deliveryId: delivery.body.deliveryId as string,
  };
}

/**
 * A request naming rows of a shop (in its path or its body): acting for the other shop it is a 404,
 * acting for their own it reaches them.
 */
interface Naming {
  call: (rows: ShopRows, own: ShopRows) => RouteCall;
  /** The answers for a session of the rows' shop. */
  reached: number[];
}

/** A request of the session's own shop that names no row of another: a list, a creation, a setting. */
interface Own {
  call?: (own: ShopRows) => RouteCall;
  /** What the answer must list of the session's shop's rows (a list that shows nothing proves nothing). */
  shows?: (keyof ShopRows)[];
  /**
   * About the person, not the shop (their shops, second factor, sessions): the answer may name the
   * other shop the person works in, and only the shop's rows are compared.
   */
  person?: true;
  /** Sent with a session of its own (a logout ends the one it is sent with). */
  ownSession?: true;
}

interface RoutePlan {
  naming?: Naming[];
  own?: Own;
}

const product = (overrides: object = {}) => ({ name: 'Erwtensoep', price: 5, soldAlone: true, ...overrides });
const menu = (products: string[]) => ({ name: 'Soepmenu', price: 9, products });
const discountOn = (overrides: object) => ({
  discount: 5,
  startDate: '2030-06-21',
  endDate: '2030-06-29',
  ...overrides,
});

/** A browser's push subscription, as one of shop A's devices sends it. */
const deviceOfA = {
  endpoint: `https://push.voorbeeld.be/send/${randomUUID()}`,
  keys: {
    p256dh: (() => {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      return keys.getPublicKey().toString('base64url');
    })(),
    auth: randomBytes(16).toString('base64url'),
  },
};

/**
 * How every admin route is filled, in the order the requests run (deletions last, so that the
 * other requests still find their rows when the session reaches them).
 */
const PLAN: Record<string, RoutePlan> = {
  // The catalogue.
  'GET /api/admin/products': { own: { shows: ['productId'] } },
  'POST /api/admin/products': {
    own: { call: () => ({ body: product() }) },
    naming: [
      {
        call: (rows) => ({ body: product({ collection: rows.collectionId }) }),
        reached: [201],
      },
    ],
  },
  'PUT /api/admin/products/:id': {
    naming: [
      { call: (rows) => ({ params: { id: rows.productId }, body: product() }), reached: [200] },
      {
        call: (rows, own) => ({
          params: { id: own.productId },
          body: product({ collection: rows.collectionId }),
        }),
        reached: [200],
      },
    ],
  },
  'PUT /api/admin/products/:id/sold-out': {
    naming: [
      { call: (rows) => ({ params: { id: rows.productId }, body: { soldOut: true } }), reached: [200] },
    ],
  },
  'GET /api/admin/collections': { own: { shows: ['collectionId'] } },
  'POST /api/admin/collections': { own: { call: () => ({ body: { name: 'Broodjes', icon: 'Sandwich' } }) } },
  'PUT /api/admin/collections/order/update': {
    naming: [
      {
        call: (rows) => ({ body: { collections: [rows.collectionId] } }),
        reached: [200],
      },
    ],
  },
  'PUT /api/admin/collections/:id': {
    naming: [
      {
        call: (rows) => ({ params: { id: rows.collectionId }, body: { name: 'Warm', icon: 'Soup' } }),
        reached: [200],
      },
    ],
  },
  'GET /api/admin/menus': { own: { shows: ['menuId'] } },
  'POST /api/admin/menus': {
    own: { call: (own) => ({ body: menu([own.productId]) }) },
    naming: [{ call: (rows) => ({ body: menu([rows.productId]) }), reached: [201] }],
  },
  'PUT /api/admin/menus/:id': {
    naming: [
      { call: (rows) => ({ params: { id: rows.menuId }, body: menu([rows.productId]) }), reached: [200] },
      {
        call: (rows, own) => ({ params: { id: own.menuId }, body: menu([rows.productId]) }),
        reached: [200],
      },
    ],
  },
  'PUT /api/admin/menus/:id/sold-out': {
    naming: [{ call: (rows) => ({ params: { id: rows.menuId }, body: { soldOut: true } }), reached: [200] }],
  },
  // Discounts.
  'GET /api/admin/discounts': { own: { shows: ['discountId'] } },
  'POST /api/admin/discounts': {
    own: { call: () => ({ body: discountOn({ discountType: 'Webshop' }) }) },
    naming: [
      {
        call: (rows) => ({ body: discountOn({ discountType: 'ProductMenu', products: [rows.productId] }) }),
        reached: [201],
      },
      {
        call: (rows) => ({ body: discountOn({ discountType: 'ProductMenu', menus: [rows.menuId] }) }),
        reached: [201],
      },
      {
        call: (rows) => ({ body: discountOn({ discountType: 'Collection', collection: rows.collectionId }) }),
        reached: [201],
      },
    ],
  },
  'PUT /api/admin/discounts/:id': {
    naming: [
      {
        call: (rows) => ({ params: { id: rows.discountId }, body: discountOn({ discountType: 'Webshop' }) }),
        reached: [200],
      },
      {
        call: (rows, own) => ({
          params: { id: own.discountId },
          body: discountOn({ discountType: 'Collection', collection: rows.collectionId }),
        }),
        reached: [200],
      },
    ],
  },
  // The schedule.
  'GET /api/admin/pickup-moments': { own: {} },
  'PUT /api/admin/pickup-moments': {
    own: { call: () => ({ body: { day: 'dinsdag', slots: [{ start: '11:00', end: '12:00' }] } }) },
  },
  'GET /api/admin/opening-hours': { own: {} },
  'PUT /api/admin/opening-hours': {
    own: { call: () => ({ body: { day: 'dinsdag', slots: [{ start: '09:00', end: '17:00' }] } }) },
  },
  'GET /api/admin/vacation-modes': { own: { shows: ['vacationId'] } },
  'POST /api/admin/vacation-modes': {
    own: {
      call: () => ({
        body: { vacationModeStart: '2030-08-01', vacationModeEnd: '2030-08-05', vacationModeReason: 'Zomer' },
      }),
    },
  },
  'PUT /api/admin/vacation-modes/:id': {
    naming: [
      {
        call: (rows) => ({
          params: { id: rows.vacationId },
          body: {
            vacationModeStart: '2030-07-02',
            vacationModeEnd: '2030-07-09',
            vacationModeReason: 'Verbouwing',
          },
        }),
        reached: [200],
      },
    ],
  },
  // The orders.
  'GET /api/admin/orders/today': { own: {} },
  'GET /api/admin/orders/future': { own: { shows: ['orderId', 'secondOrderId'] } },
  'GET /api/admin/orders/past': { own: {} },
  'GET /api/admin/orders/recent': { own: { shows: ['orderId', 'secondOrderId'] } },
  'GET /api/admin/orders/revenue/monthly': { own: {} },
  'GET /api/admin/orders/prep-list': { own: { call: () => ({ query: `date=${MONDAY}` }) } },
  'GET /api/admin/orders/export': { own: { call: () => ({ query: 'from=2030-06-01&to=2030-06-30' }) } },
  'GET /api/admin/orders/:id': {
    naming: [{ call: (rows) => ({ params: { id: rows.orderId } }), reached: [200] }],
  },
  'PUT /api/admin/orders/:id/mark-ready': {
    naming: [{ call: (rows) => ({ params: { id: rows.orderId }, body: { ready: true } }), reached: [200] }],
  },
  'POST /api/admin/orders/:id/undo': {
    naming: [{ call: (rows) => ({ params: { id: rows.orderId }, body: { undo: 'ready' } }), reached: [200] }],
  },
  'PUT /api/admin/orders/:id/acknowledge': {
    naming: [{ call: (rows) => ({ params: { id: rows.orderId } }), reached: [200] }],
  },
  'POST /api/admin/orders/:id/print': {
    naming: [{ call: (rows) => ({ params: { id: rows.orderId } }), reached: [201] }],
  },
  'PUT /api/admin/orders/:id/mark-picked-up': {
    naming: [
      {
        call: (rows) => ({ params: { id: rows.orderId }, body: { markedAsPickedUp: true } }),
        reached: [200],
      },
    ],
  },
  'POST /api/admin/orders/:id/refunds': {
    naming: [
      {
        call: (rows) => ({ params: { id: rows.orderId }, body: { amount: 1, reason: 'Koud' } }),
        reached: [201],
      },
    ],
  },
  'POST /api/admin/orders/:id/cancel': {
    naming: [
      {
        call: (rows) => ({ params: { id: rows.secondOrderId }, body: { reason: 'Uitverkocht' } }),
        reached: [200],
      },
    ],
  },
  'GET /api/admin/ordering/status': { own: {} },
  'PUT /api/admin/ordering/pause': { own: { call: () => ({ body: { minutes: 30 } }) } },
  'DELETE /api/admin/ordering/pause': { own: {} },
  'PUT /api/admin/ordering/busy': { own: { call: () => ({ body: { minutes: 15 } }) } },
  'DELETE /api/admin/ordering/busy': { own: {} },
  'GET /api/admin/ordering/customer-cancel': { own: {} },
  'PUT /api/admin/ordering/customer-cancel': {
    own: { call: () => ({ body: { customerCancelAllowed: true, customerCancelHoursBeforePickup: 4 } }) },
  },
  'GET /api/admin/live': { own: {} },
  'POST /api/admin/live/tickets': { own: {} },
  // Mail.
  'GET /api/admin/mail/transport': { own: {} },
  'GET /api/admin/mail/failures': { own: { shows: ['mailId'] } },
  'GET /api/admin/mail/orders/:orderId': {
    naming: [{ call: (rows) => ({ params: { orderId: rows.orderId } }), reached: [200] }],
  },
  'POST /api/admin/mail/:mailId/resend': {
    naming: [{ call: (rows) => ({ params: { mailId: rows.mailId } }), reached: [204] }],
  },
  // Settings, payments, the launch.
  'GET /api/admin/account/settings': { own: {} },
  'PUT /api/admin/account/settings': {
    own: { call: () => ({ form: { ...READY_SETTINGS, shopName: 'Winkel A' } }) },
  },
  'GET /api/admin/stripe-connect/onboarding-link': { own: {} },
  'GET /api/admin/stripe-connect/dashboard-link': { own: {} },
  'POST /api/admin/stripe-connect/add-subdomain': {
    own: { call: () => ({ body: { subdomain: 'winkel-a-nieuw' } }) },
  },
  // The kitchen's printers.
  'GET /api/admin/printers': { own: { shows: ['printerId'] } },
  'POST /api/admin/printers': {
    own: { call: () => ({ body: { name: 'Toog', paperWidth: 58 } }) },
    naming: [
      {
        call: (rows) => ({ body: { name: 'Soep', paperWidth: 80, collections: [rows.collectionId] } }),
        reached: [201],
      },
    ],
  },
  // This device's notifications.
  'GET /api/admin/push/public-key': { own: {} },
  'POST /api/admin/push/subscriptions': { own: { call: () => ({ body: deviceOfA }) } },
  'DELETE /api/admin/push/subscriptions': {
    own: { call: () => ({ body: { endpoint: deviceOfA.endpoint } }) },
  },
  // Webhooks ('Koppelingen').
  'GET /api/admin/webhooks': { own: { shows: ['webhookId'] } },
  'POST /api/admin/webhooks': {
    own: { call: () => ({ body: { url: 'http://127.0.0.1:9/nieuw', events: ['order.cancelled'] } }) },
  },
  'PUT /api/admin/webhooks/:id': {
    naming: [
      { call: (rows) => ({ params: { id: rows.webhookId }, body: { enabled: false } }), reached: [200] },
    ],
  },
  'GET /api/admin/webhooks/:id/deliveries': {
    naming: [{ call: (rows) => ({ params: { id: rows.webhookId } }), reached: [200] }],
  },
  'POST /api/admin/webhooks/:id/test': {
    naming: [{ call: (rows) => ({ params: { id: rows.webhookId } }), reached: [202] }],
  },
  'POST /api/admin/webhooks/deliveries/:id/retry': {
    naming: [{ call: (rows) => ({ params: { id: rows.deliveryId } }), reached: [202] }],
  },
  // Who changed what.
  'GET /api/admin/activity': { own: { shows: ['collectionId', 'invitationId'] } },
  // The team.
  'GET /api/admin/team': { own: { shows: ['memberUserId', 'invitationId'] } },
  'POST /api/admin/team/invitations': {
    own: { call: () => ({ body: { email: 'nieuw-in-a@voorbeeld.be', role: 'medewerker' } }) },
  },
  'POST /api/admin/team/invitations/:id/resend': {
    naming: [{ call: (rows) => ({ params: { id: rows.invitationId } }), reached: [200, 204] }],
  },
  'PUT /api/admin/team/members/:userId': {
    naming: [
      {
        call: (rows) => ({ params: { userId: rows.memberUserId }, body: { role: 'boekhouder' } }),
        reached: [204],
      },
    ],
  },
  'PUT /api/admin/account/two-factor-required': { own: { call: () => ({ body: { required: false } }) } },
  // The person's own: their shops, second factor and sessions.
  'GET /api/admin/shops': { own: { person: true, shows: ['shopId'] } },
  'POST /api/admin/shops': { own: { person: true } },
  'POST /api/admin/auth/switch-shop': {
    own: { person: true, call: (own) => ({ body: { shopId: own.shopId } }) },
  },
  'GET /api/admin/account/two-factor': { own: { person: true } },
  'POST /api/admin/account/two-factor': { own: { person: true } },
  'POST /api/admin/account/two-factor/confirm': {
    own: { person: true, call: () => ({ body: { code: '000000' } }) },
  },
  'DELETE /api/admin/account/two-factor': {
    own: { person: true, call: () => ({ body: { code: '000000' } }) },
  },
  'GET /api/admin/account/sessions': { own: { person: true } },
  'POST /api/admin/auth/logout': { own: { person: true, ownSession: true } },
  // Deletions, last: the discount before the items it names (their deletion drops it).
  'DELETE /api/admin/discounts/:id': {
    naming: [{ call: (rows) => ({ params: { id: rows.discountId } }), reached: [204] }],
  },
  'DELETE /api/admin/products/:id': {
    naming: [{ call: (rows) => ({ params: { id: rows.productId } }), reached: [204] }],
  },
  'DELETE /api/admin/menus/:id': {
    naming: [{ call: (rows) => ({ params: { id: rows.menuId } }), reached: [204] }],
  },
  'DELETE /api/admin/collections/:id': {
    naming: [{ call: (rows) => ({ params: { id: rows.collectionId } }), reached: [204] }],
  },
  'DELETE /api/admin/webhooks/:id': {
    naming: [{ call: (rows) => ({ params: { id: rows.webhookId } }), reached: [204] }],
  },
  'DELETE /api/admin/printers/:id': {
    naming: [{ call: (rows) => ({ params: { id: rows.printerId } }), reached: [200, 204] }],
  },
  'DELETE /api/admin/vacation-modes/:id': {
    naming: [{ call: (rows) => ({ params: { id: rows.vacationId } }), reached: [204] }],
  },
  'DELETE /api/admin/team/invitations/:id': {
    naming: [{ call: (rows) => ({ params: { id: rows.invitationId } }), reached: [204] }],
  },
  'DELETE /api/admin/team/members/:userId': {
    naming: [{ call: (rows) => ({ params: { userId: rows.memberUserId } }), reached: [204] }],
  },
  // Ends every session of the person, so it runs after everything else of theirs.
  'POST /api/admin/account/sessions/end-all': { own: { person: true } },
};

/** Every id of `rows`: each names a row of that shop alone (the person who works in both is not among them). */
const idsOf = (rows: ShopRows): string[] => Object.values(rows);

/** Those of `ids` that `text` names. */
const named = (text: string, ids: string[]) => ids.filter((id) => text.includes(id));

describe('a person who is eigenaar of two shops', () => {
  it('acting for shop A reaches none of shop B’s rows on any admin route, and after switching to B reaches them all', async () => {
    const admin = routeTable(t)
      .filter(({ operation, isPublic }) => operation.includes(' /api/admin/') && !isPublic)
      .map(({ operation }) => operation);
    // A route the plan does not know fails here, loudly: it must say how it names a shop's rows.
    expect({ unplanned: admin.filter((operation) => !(operation in PLAN)) }).toEqual({ unplanned: [] });
    expect({ gone: Object.keys(PLAN).filter((operation) => !admin.includes(operation)) }).toEqual({
      gone: [],
    });
    // Each says how it is sent: an entry that sends nothing would cover its route in name only.
    expect({
      unfilled: Object.keys(PLAN).filter(
        (operation) => !PLAN[operation]!.own && !PLAN[operation]!.naming?.length,
      ),
    }).toEqual({ unfilled: [] });

    const shopA = await openOrderingShop(t);
    const shopB = await openOrderingShop(t);
    // A's owner is B's eigenaar too: no role hides anything.
    await joinAsExistingPerson(t, db, shopB.owner, shopA.owner, 'eigenaar');
    const a = await fillShop(shopA);
    const b = await fillShop(shopB);
    const person = shopA.owner;
    const auth = t.app.get(AuthService);
    let aSession = person.token;
    expect(tokenClaims(aSession)).toMatchObject({ sub: person.userId, shop: a.shopId });
    const bIds = idsOf(b);

    // 1. With the session for A, every request that names B's rows is refused, and nothing changes
    // (once the mails and events of the setup are done).
    await quietDatabase(db);
    const databaseBefore = await databaseFingerprint(db);
    const shopBBefore = await shopFingerprint(db, b.shopId);
    const wrong: string[] = [];
    for (const [operation, plan] of Object.entries(PLAN))
      for (const naming of plan.naming ?? []) {
        const answer = await callRoute(baseUrl, operation, aSession, naming.call(b, a));
        if (answer.status !== 404) wrong.push(`${operation}: ${answer.status} (not 404) ${answer.text}`);
        if (named(answer.text, bIds).length > 0)
          wrong.push(`${operation} names B's ${named(answer.text, bIds)}`);
      }
    expect(wrong).toEqual([]);
    expect(await databaseFingerprint(db)).toEqual(databaseBefore);

    // 2. Every request of A's own (lists, creations, settings, the person's) shows and changes nothing of B.
    for (const [operation, plan] of Object.entries(PLAN)) {
      if (!plan.own) continue;
      const session = plan.own.ownSession ? await auth.sessionFor(person.userId, a.shopId) : aSession;
      const answer = await callRoute(baseUrl, operation, session, plan.own.call?.(a) ?? {});
      if (answer.status >= 500 || answer.status === 401 || answer.status === 403 || answer.status === 404)
        wrong.push(`${operation}: ${answer.status} ${answer.text}`);
      if (!plan.own.person && named(answer.text, bIds).length > 0)
        wrong.push(`${operation} names B's ${named(answer.text, bIds)}`);
      for (const key of plan.own.shows ?? [])
        if (!answer.text.includes(a[key])) wrong.push(`${operation} does not show A's ${key}`);
    }
    expect(wrong).toEqual([]);
    expect(await shopFingerprint(db, b.shopId)).toEqual(shopBBefore);

    // 3. Switched to B, the same requests reach B's rows. 'Overal afmelden' ended the person's
    // sessions: a new login, a second later by the app's clock.
    clock.advance(1000);
    const login = await t.http
      .post('/api/admin/auth/login')
      .send({ email: person.email, password: person.password })
      .expect(200);
    aSession = login.body.token;
    const switched = await t.http
      .post('/api/admin/auth/switch-shop')
      .set(bearer(aSession))
      .send({ shopId: b.shopId })
      .expect(200);
    const bSession: string = switched.body.token;
    expect(tokenClaims(bSession)).toMatchObject({ sub: person.userId, shop: b.shopId });
    for (const [operation, plan] of Object.entries(PLAN)) {
      for (const key of plan.own?.person ? [] : (plan.own?.shows ?? [])) {
        const answer = await callRoute(baseUrl, operation, bSession, plan.own?.call?.(b) ?? {});
        if (answer.status !== 200 || !answer.text.includes(b[key]))
          wrong.push(`${operation} in B: ${answer.status}, no ${key}`);
      }
      for (const naming of plan.naming ?? []) {
        const answer = await callRoute(baseUrl, operation, bSession, naming.call(b, b));
        if (!naming.reached.includes(answer.status))
          wrong.push(`${operation} in B: ${answer.status} (not ${naming.reached.join('/')}) ${answer.text}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a session for one shop of two', () => {
  it('ends when the person is removed from that shop, though they still work in the other', async () => {
    const shopA = await openOrderingShop(t);
    const shopB = await openOrderingShop(t);
    const colleague = await joinAsNewPerson(t, db, shopA.owner, 'beheerder');
    const bSession = await joinAsExistingPerson(
      t,
      db,
      shopB.owner,
      { email: colleague.email, password: 'geheim123' },
      'beheerder',
    );

    await t.http.get('/api/admin/products').set(colleague.auth).expect(200);
    await t.http.delete(`/api/admin/team/members/${colleague.userId}`).set(shopA.owner.auth).expect(204);
    for (const operation of [
      'GET /api/admin/products',
      'GET /api/admin/orders/today',
      'GET /api/admin/shops',
    ]) {
      const answer = await callRoute(
        baseUrl,
        operation,
        colleague.auth.Authorization.slice('Bearer '.length),
      );
      expect({ operation, status: answer.status, message: answer.message }).toEqual({
        operation,
        status: 401,
        message: MESSAGES.noShop,
      });
    }
    // The token for A cannot be turned into one for B either; B's own session still works.
    await t.http
      .post('/api/admin/auth/switch-shop')
      .set(colleague.auth)
      .send({ shopId: shopB.owner.id })
      .expect(401);
    await t.http.get('/api/admin/products').set(bSession).expect(200);
    const shops = await t.http.get('/api/admin/shops').set(bSession).expect(200);
    expect(shops.body.map((shop: { shopId: string }) => shop.shopId)).toEqual([shopB.owner.id]);
  });

  it('cannot be switched to a shop the person does not work in: 403, and no token', async () => {
    const mine = await openOrderingShop(t);
    const theirs = await openOrderingShop(t);
    const refused = await t.http
      .post('/api/admin/auth/switch-shop')
      .set(mine.owner.auth)
      .send({ shopId: theirs.owner.id })
      .expect(403);
    expect(refused.body).toMatchObject({ message: MESSAGES.shopNotYours });
    expect(refused.body.token).toBeUndefined();
    await t.http.get('/api/admin/products').set(mine.owner.auth).expect(200);
  });
});
