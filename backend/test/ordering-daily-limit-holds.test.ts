import { describe, expect, it } from 'vitest';
import { OrderSweeper } from '../src/modules/ordering/order-sweeper';
import { asMultipart, productFields } from './support/catalog-fixtures';
import { withDatabase } from './support/shop-setup';
import {
  FRIDAY_MORNING,
  MONDAY,
  MONDAY_PIECES,
  newCustomer,
  openOrderingShop,
  orderAs,
  orderRow,
  payInSandbox,
  placesTaken,
  useOrderingApp,
  type OrderingShop,
} from './support/order-fixtures';

/**
 * An item's 'Maximum per ophaaldag' under the unpaid-half rule: unpaid orders together hold at most
 * half (rounded down) of what is not paid for yet of a day's maximum. Past that an order that fits
 * is placed holding nothing and takes its count when paid; if others paid first it is cancelled and
 * refunded in full. The app runs as configured by default (only the proxy header trusted).
 */
const { clock, t } = useOrderingApp({ orderLimits: 'default', config: { trustProxy: true } });

const GONE_WHILE_PAYING =
  'Terwijl je betaalde, bestelden anderen het laatste van je tijdslot of een item. Je krijgt je volledige bedrag terug.';

/** An order of the shop's soup from a customer of its own, from their own client address unless `client` is given. */
function orderSoup(
  shop: OrderingShop,
  quantity: number,
  { client, date = MONDAY, timeSlot = MONDAY_PIECES[2] } = {} as {
    client?: string;
    date?: string;
    timeSlot?: (typeof MONDAY_PIECES)[number];
  },
) {
  const customer = newCustomer();
  return orderAs(t, shop, client ? { ...customer, client } : customer, {
    date: `Day1-${date}`,
    timeSlot,
    cartItems: [
      { _id: shop.productId, type: 'product', quantity, selectedOptions: {}, calculatedPrice: 4.5 },
    ],
  });
}

/** The soup gets a daily maximum (and a stock, when given). */
async function limitSoup(shop: OrderingShop, dailyLimit: number, stockQuantity = '') {
  await asMultipart(
    t.http.put(`/api/admin/products/${shop.productId}`).set(shop.owner.auth),
    productFields({ name: 'Tomatensoep', price: '4.50', dailyLimit: String(dailyLimit), stockQuantity }),
  ).expect(200);
}

/**
 * What orders took of the soup on `date`, and of that what unpaid orders hold (the orders' own
 * claims, so it reads the same whatever the counter table keeps).
 */
const dayCount = (shop: OrderingShop, date = MONDAY) =>
  withDatabase(t, async (db) => {
    const taken = (
      await db.query('SELECT taken FROM item_day_claims WHERE item_id = $1 AND pickup_date = $2', [
        shop.productId,
        date,
      ])
    ).rows[0]?.taken as number | undefined;
    const unpaid = (
      await db.query(
        `SELECT coalesce(sum(claims.quantity), 0)::int AS quantity FROM order_day_claims claims
         JOIN orders ON orders.id = claims.order_id
         WHERE claims.item_id = $1 AND orders.pickup_date = $2
           AND orders.state = 'pending_payment' AND orders.holds_place`,
        [shop.productId, date],
      )
    ).rows[0].quantity as number;
    return { taken: taken ?? 0, unpaid };
  });

/** What the day's counter itself keeps as held by unpaid orders: the statements decide by it. */
const unpaidCounter = (shop: OrderingShop, date = MONDAY) =>
  withDatabase(
    t,
    async (db) =>
      (
        await db.query('SELECT unpaid FROM item_day_claims WHERE item_id = $1 AND pickup_date = $2', [
          shop.productId,
          date,
        ])
      ).rows[0]?.unpaid as number,
  );

const availability = async (shop: OrderingShop) =>
  (await t.http.get(`/api/shop/${shop.subdomain}/slot-availability?from=2030-06-14&days=7`).expect(200))
    .body as { fullItemDays: unknown[]; itemsLeft: { left: number }[] };

/** Each order's end: its state, whether it holds its place, its cancel reason and what was refunded. */
const endsOf = (orderIds: string[]) =>
  withDatabase(
    t,
    async (db) =>
      (
        await db.query(
          `SELECT o.state, o.holds_place, o.cancel_reason, count(r.id)::int AS refunds,
                  coalesce(sum(r.amount_cents), 0)::int AS refunded
           FROM orders o LEFT JOIN refunds r ON r.order_id = o.id
           WHERE o.id = ANY ($1::uuid[]) GROUP BY o.id`,
          [orderIds],
        )
      ).rows as {
        state: string;
        holds_place: boolean;
        cancel_reason: string | null;
        refunds: number;
        refunded: number;
      }[],
  );

const stockOf = (shop: OrderingShop) =>
  withDatabase(
    t,
    async (db) =>
      (await db.query('SELECT stock_quantity FROM products WHERE id = $1', [shop.productId])).rows[0]
        .stock_quantity as number,
  );

async function sweepAt(minutes: number) {
  clock.set(new Date(new Date(FRIDAY_MORNING).getTime() + minutes * 60_000));
  await t.app.get(OrderSweeper).sweep();
}

describe("unpaid orders and an item's daily maximum", () => {
  it('hold at most half of it; past that an order is placed holding nothing and takes its count when paid', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    await limitSoup(shop, 5);

    // 2 of 5: the unpaid half, rounded down.
    const first = await orderSoup(shop, 2).expect(201);
    expect((await orderRow(t, first.body.orderId)).holds_place).toBe(true);
    expect(await dayCount(shop)).toEqual({ taken: 2, unpaid: 2 });

    // One more fits the day, not the unpaid half: placed, holding nothing.
    const second = await orderSoup(shop, 1).expect(201);
    expect(await orderRow(t, second.body.orderId)).toMatchObject({
      state: 'pending_payment',
      holds_place: false,
    });
    expect(await dayCount(shop)).toEqual({ taken: 2, unpaid: 2 });
    expect((await availability(shop)).itemsLeft).toMatchObject([{ left: 3 }]);

    // What does not fit the day at all is still refused, saying how many are left.
    const refused = await orderSoup(shop, 4).expect(409);
    expect(refused.body).toMatchObject({
      message: 'Nog maar 3 beschikbaar van Tomatensoep.',
      code: 'unavailable',
      lines: [{ index: 0, _id: shop.productId, type: 'product', available: 3 }],
    });

    // Paid, the order that held nothing takes its count from the whole maximum.
    await payInSandbox(t, second.body.orderId);
    expect(await orderRow(t, second.body.orderId)).toMatchObject({ state: 'paid', holds_place: true });
    expect(await dayCount(shop)).toEqual({ taken: 3, unpaid: 2 });
    await payInSandbox(t, first.body.orderId);
    expect(await dayCount(shop)).toEqual({ taken: 3, unpaid: 0 });

    // 2 are not paid for yet: an unpaid order may hold 1 of them.
    const third = await orderSoup(shop, 1).expect(201);
    expect((await orderRow(t, third.body.orderId)).holds_place).toBe(true);
    const fourth = await orderSoup(shop, 1).expect(201);
    expect((await orderRow(t, fourth.body.orderId)).holds_place).toBe(false);
    expect(await dayCount(shop)).toEqual({ taken: 4, unpaid: 1 });
  });

  it('an order paid when others took the day first is cancelled and refunded in full, and gives back its stock and place', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t, { maxOrdersPerSlot: 10 });
    await limitSoup(shop, 2, '100');

    const holding = await orderSoup(shop, 1).expect(201);
    const late = await orderSoup(shop, 1).expect(201);
    const early = await orderSoup(shop, 1).expect(201);
    expect((await orderRow(t, holding.body.orderId)).holds_place).toBe(true);
    expect((await orderRow(t, late.body.orderId)).holds_place).toBe(false);
    expect((await orderRow(t, early.body.orderId)).holds_place).toBe(false);
    expect(await dayCount(shop)).toEqual({ taken: 1, unpaid: 1 });

    await payInSandbox(t, early.body.orderId);
    await payInSandbox(t, late.body.orderId);
    await payInSandbox(t, holding.body.orderId);

    const [lateEnd] = await endsOf([late.body.orderId]);
    expect(lateEnd).toEqual({
      state: 'cancelled',
      holds_place: false,
      cancel_reason: GONE_WHILE_PAYING,
      refunds: 1,
      refunded: 450,
    });
    expect(await endsOf([early.body.orderId, holding.body.orderId])).toMatchObject([
      { state: 'paid', holds_place: true },
      { state: 'paid', holds_place: true },
    ]);
    expect(await dayCount(shop)).toEqual({ taken: 2, unpaid: 0 });
    // Its stock and place, taken at payment before the day's count was found gone, went back.
    expect(await stockOf(shop)).toBe(98);
    expect(await placesTaken(t, shop, MONDAY, MONDAY_PIECES[2].start)).toBe(2);
    expect((await availability(shop)).fullItemDays).toEqual([
      { _id: shop.productId, type: 'product', date: MONDAY },
    ]);
    const full = await orderSoup(shop, 1).expect(409);
    expect(full.body.message).toBe('Tomatensoep is uitverkocht.');
  });

  it('a cancelled or expired unpaid order gives back what it held, one that held nothing gives back nothing', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    await limitSoup(shop, 4);
    const cancelled = await orderSoup(shop, 1).expect(201);
    await orderSoup(shop, 1).expect(201);
    const holdingNothing = await orderSoup(shop, 2).expect(201);
    expect((await orderRow(t, holdingNothing.body.orderId)).holds_place).toBe(false);
    expect(await dayCount(shop)).toEqual({ taken: 2, unpaid: 2 });

    await t.http
      .post(
        `/api/shop/${shop.subdomain}/orders/${cancelled.body.orderId}/cancel?key=${cancelled.body.orderKey}`,
      )
      .expect(200);
    expect(await dayCount(shop)).toEqual({ taken: 1, unpaid: 1 });

    await sweepAt(9);
    expect(await dayCount(shop)).toEqual({ taken: 0, unpaid: 0 });
    // The whole unpaid half is there again.
    const again = await orderSoup(shop, 2).expect(201);
    expect((await orderRow(t, again.body.orderId)).holds_place).toBe(true);
    expect(await dayCount(shop)).toEqual({ taken: 2, unpaid: 2 });
    clock.set(FRIDAY_MORNING);
  });

  it('60 orders at once and then 60 payments at once for a maximum of 10: exactly 5 held unpaid, exactly 10 paid, the 50 late payers refunded in full', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    await limitSoup(shop, 10);
    const answers = await Promise.all(Array.from({ length: 60 }, () => orderSoup(shop, 1)));
    // Each fits the day on its own: all are placed, only the unpaid half holds.
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const orderIds = answers.map((answer) => answer.body.orderId as string);
    expect((await endsOf(orderIds)).filter((end) => end.holds_place)).toHaveLength(5);
    expect(await dayCount(shop)).toEqual({ taken: 5, unpaid: 5 });
    expect(await unpaidCounter(shop)).toBe(5);

    await Promise.all(orderIds.map((orderId) => payInSandbox(t, orderId)));
    const ends = await endsOf(orderIds);
    expect(ends.filter((end) => end.state === 'paid' && end.holds_place)).toHaveLength(10);
    const refunded = ends.filter((end) => end.state === 'cancelled');
    expect(refunded).toHaveLength(50);
    for (const end of refunded)
      expect(end).toEqual({
        state: 'cancelled',
        holds_place: false,
        cancel_reason: GONE_WHILE_PAYING,
        refunds: 1,
        refunded: 450,
      });
    expect(await dayCount(shop)).toEqual({ taken: 10, unpaid: 0 });
    expect(await unpaidCounter(shop)).toBe(0);
    expect((await availability(shop)).fullItemDays).toEqual([
      { _id: shop.productId, type: 'product', date: MONDAY },
    ]);
  });
});

describe('the daily-maximum grab, replayed from 200 client addresses', () => {
  it("leaves a real customer half of the day's maximum, and 10 minutes later nothing unpaid holds any of it", async () => {
    clock.set(FRIDAY_MORNING);
    const LIMIT = 20;
    const shop = await openOrderingShop(t);
    await limitSoup(shop, LIMIT);

    // 200 addresses, 2 orders each with new details (the most one client may keep unpaid), in
    // waves of 50 at once: all of the day, half of it, a quarter…, in every piece of the day.
    const address = (index: number) => `10.73.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const statuses: Record<number, number> = {};
    let withoutRetryAfter = 0;
    const requests = Array.from(
      { length: 400 },
      (_, index) => () =>
        orderSoup(shop, [20, 10, 5, 3, 2, 1][index % 6], {
          client: address(index % 200),
          timeSlot: MONDAY_PIECES[index % MONDAY_PIECES.length],
        }),
    );
    for (let start = 0; start < requests.length; start += 50) {
      const wave = await Promise.all(requests.slice(start, start + 50).map((request) => request()));
      for (const response of wave) {
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 429 && !/^\d+$/.test(response.headers['retry-after'] ?? ''))
          withoutRetryAfter++;
      }
    }
    const held = await dayCount(shop);
    if (process.env.ATTACK_FIGURES) console.info(JSON.stringify({ statuses, held }));

    expect(Object.keys(statuses).every((status) => ['201', '409', '429'].includes(status))).toBe(true);
    expect(withoutRetryAfter).toBe(0);
    // Unpaid orders hold at most half of the day's maximum, and the day is not shown full.
    expect(held.unpaid).toBeLessThanOrEqual(LIMIT / 2);
    expect(held.taken).toBeLessThanOrEqual(LIMIT / 2);
    expect(await unpaidCounter(shop)).toBe(held.unpaid);
    expect((await availability(shop)).fullItemDays).toEqual([]);

    // A real customer, from an address of their own, orders the other half and pays: theirs.
    const real = await orderSoup(shop, LIMIT / 2, { client: '192.0.2.73' }).expect(201);
    await payInSandbox(t, real.body.orderId);
    expect(await orderRow(t, real.body.orderId)).toMatchObject({ state: 'paid', holds_place: true });

    // The sweeper runs each minute: by 10 minutes after the attack nothing unpaid holds anything.
    for (const minute of [8, 9, 10]) await sweepAt(minute);
    expect(await dayCount(shop)).toEqual({ taken: LIMIT / 2, unpaid: 0 });
    // And the half the attack held is orderable again.
    const after = await orderSoup(shop, LIMIT / 4, { client: '192.0.2.74' }).expect(201);
    expect((await orderRow(t, after.body.orderId)).holds_place).toBe(true);
    clock.set(FRIDAY_MORNING);
  }, 300_000);
});
