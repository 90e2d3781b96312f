import { beforeAll, describe, expect, it } from 'vitest';
import { OrderSweeper } from '../src/modules/ordering/order-sweeper';
import { asMultipart, productFields } from './support/catalog-fixtures';
import { withDatabase } from './support/shop-setup';
import {
  FRIDAY_MORNING,
  MONDAY_PIECES,
  openOrderingShop,
  orderAs,
  orderRow,
  payInSandbox,
  useOrderingApp,
} from './support/order-fixtures';

/**
 * Issue 37's three attacks, replayed from 200 client addresses against the app as it is configured
 * by default (only the proxy header trusted): one order taking an item's whole stock, many
 * addresses filling every pickup piece, and a shop-wide flood. Afterwards a real customer must
 * still get a place in at least half of every piece and half of the item's stock, nobody gets a 429
 * without Retry-After, and all the unpaid orders held is free again 10 minutes after they were made.
 */
/** Sold with a stock of 50: what the first attack is after. */
let stocked: string;
const STOCK = 50;
const PLACES_PER_PIECE = 3;

/** Every Monday the order form offers from Friday 14 June 2030, and each of its three pieces. */
const MONDAYS = [
  '2030-06-17',
  '2030-06-24',
  '2030-07-01',
  '2030-07-08',
  '2030-07-15',
  '2030-07-22',
  '2030-07-29',
];
const PIECES = MONDAYS.flatMap((date) => MONDAY_PIECES.map((timeSlot) => ({ date, timeSlot })));

const { clock, t, shop } = useOrderingApp({
  config: { trustProxy: true },
  orderLimits: 'default',
  shop: { maxOrdersPerSlot: PLACES_PER_PIECE },
});
beforeAll(async () => {
  // The fixture's product stays unlimited, for the real customer's orders of a place.
  const product = await asMultipart(
    t.http.post('/api/admin/products').set(shop.owner.auth),
    productFields({ name: 'Taart', price: '4.00', stockQuantity: String(STOCK) }),
  ).expect(201);
  stocked = product.body._id;
});

const address = (index: number) => `10.37.${Math.floor(index / 250)}.${(index % 250) + 1}`;
let people = 0;

/** An order with a name, e-mail and phone nobody used before, from `client`. */
function orderFrom(
  client: string,
  piece: (typeof PIECES)[number],
  item = shop.productId,
  quantity = 1,
  at = shop,
) {
  people += 1;
  const attacker = {
    email: `klant${people}@voorbeeld${people % 7}.be`,
    phone: `+32471${String(people).padStart(6, '0')}`,
    client,
  };
  return orderAs(t, at, attacker, {
    name: `Klant ${people}`,
    date: `Day1-${piece.date}`,
    timeSlot: piece.timeSlot,
    cartItems: [
      {
        _id: item,
        type: 'product',
        quantity,
        selectedOptions: {},
        calculatedPrice: item === stocked ? 4 : 4.5,
      },
    ],
  });
}

/** Fires the requests in waves of 50 at once; the statuses counted, and whether every 429 said when. */
async function fire(requests: (() => ReturnType<typeof orderFrom>)[]) {
  const statuses: Record<number, number> = {};
  let withoutRetryAfter = 0;
  for (let start = 0; start < requests.length; start += 50) {
    const wave = await Promise.all(requests.slice(start, start + 50).map((request) => request()));
    for (const response of wave) {
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 429 && !/^\d+$/.test(response.headers['retry-after'] ?? ''))
        withoutRetryAfter++;
    }
  }
  return { statuses, withoutRetryAfter };
}

const stockLeft = () =>
  withDatabase(t, async (db) =>
    Number(
      (await db.query('SELECT stock_quantity FROM products WHERE id = $1', [stocked])).rows[0].stock_quantity,
    ),
  );

const heldUnpaid = () =>
  withDatabase(t, async (db) =>
    Number(
      (
        await db.query(
          `SELECT count(*) FROM orders WHERE account_id = $1 AND state = 'pending_payment' AND holds_place`,
          [shop.owner.id],
        )
      ).rows[0].count,
    ),
  );

const fullPieces = async () =>
  (await t.http.get(`/api/shop/${shop.subdomain}/slot-availability?from=2030-06-14&days=62`).expect(200)).body
    .fullPieces as unknown[];

let realCustomers = 0;

/** A real customer (an address of their own) orders and pays; true when the order ends paid, holding its place. */
async function realCustomerGets(piece: (typeof PIECES)[number], item = shop.productId, quantity = 1) {
  realCustomers += 1;
  const response = await orderFrom(`192.0.2.${realCustomers}`, piece, item, quantity);
  if (response.status !== 201) return false;
  await payInSandbox(t, response.body.orderId);
  const row = await orderRow(t, response.body.orderId);
  return row.state === 'paid' && row.holds_place;
}

describe('nobody can empty a shop without paying', () => {
  it('after the three attacks from 200 addresses a real customer still gets half of every piece and of the stock, and 10 minutes later all is free', async () => {
    clock.set(FRIDAY_MORNING);

    // 1. The stock grab: 40 addresses at once ask for all 50, or for half, a quarter… of it, each
    // in a piece of its own choosing.
    const grab = await fire(
      Array.from(
        { length: 40 },
        (_, index) => () =>
          orderFrom(
            address(index),
            PIECES[index % PIECES.length],
            stocked,
            [50, 25, 13, 7, 4, 2, 1][index % 7],
          ),
      ),
    );
    const stockHeldByGrab = STOCK - (await stockLeft());

    // 2. Filling every piece: 120 more addresses, 2 orders each with new details, spread over all pieces.
    const fill = await fire(
      Array.from(
        { length: 240 },
        (_, index) => () => orderFrom(address(40 + (index % 120)), PIECES[index % PIECES.length]),
      ),
    );
    const fullAfterFill = (await fullPieces()).length;

    // 3. The flood, at a shop of its own without a maximum per piece (or it would stop at full
    // pieces): 160 addresses, 2 orders each with new details, in the same minute.
    const floodShop = await openOrderingShop(t);
    const flood = await fire(
      Array.from(
        { length: 320 },
        (_, index) => () =>
          orderFrom(
            address(40 + (index % 160)),
            PIECES[index % PIECES.length],
            floodShop.productId,
            1,
            floodShop,
          ),
      ),
    );
    const afterFlood = await orderFrom('192.0.2.250', PIECES[0], floodShop.productId, 1, floodShop);

    const placesHeld = await heldUnpaid();
    const figures = {
      grab,
      stockHeldByGrab,
      fill,
      fullAfterFill,
      flood,
      afterFlood: { status: afterFlood.status, retryAfter: afterFlood.headers['retry-after'] },
      placesHeld,
    };
    if (process.env.ATTACK_FIGURES) console.info(JSON.stringify(figures));

    // Every 429 said when to try again.
    expect(grab.withoutRetryAfter + fill.withoutRetryAfter + flood.withoutRetryAfter).toBe(0);
    // The flood shuts nobody out: a customer after it is served.
    expect(afterFlood.status).toBe(201);
    // Unpaid orders hold at most half of the stock and of each piece.
    expect(stockHeldByGrab).toBeLessThanOrEqual(STOCK / 2);
    expect(placesHeld).toBeLessThanOrEqual(PIECES.length * Math.floor(PLACES_PER_PIECE / 2));
    expect(await fullPieces()).toEqual([]);

    // Real customers pay for half of the stock in one order (in the first piece)…
    expect(await realCustomerGets(PIECES[0], stocked, STOCK / 2)).toBe(true);
    // …and for half of every piece's places (rounded up), one order after the other.
    for (const [index, piece] of PIECES.entries())
      for (let place = index === 0 ? 1 : 0; place < Math.ceil(PLACES_PER_PIECE / 2); place++)
        expect(await realCustomerGets(piece), `${piece.date} ${piece.timeSlot.start}`).toBe(true);

    // The sweeper runs each minute: by 10 minutes after the attack nothing unpaid holds anything.
    for (const minute of [8, 9, 10]) {
      clock.set(new Date(new Date(FRIDAY_MORNING).getTime() + minute * 60_000));
      await t.app.get(OrderSweeper).sweep();
    }
    expect(await heldUnpaid()).toBe(0);
    expect(await stockLeft()).toBe(STOCK - STOCK / 2);
    const occupied = await withDatabase(t, async (db) =>
      (
        await db.query(
          `SELECT pickup_date::text AS date, slot_start AS start, taken FROM slot_claims
           WHERE account_id = $1 AND taken > 0 ORDER BY 1, 2`,
          [shop.owner.id],
        )
      ).rows.map((row: { taken: number }) => row.taken),
    );
    // Only the real customers' paid places are taken: two in every piece.
    expect(occupied).toEqual(PIECES.map(() => 2));
  }, 300_000);
});
