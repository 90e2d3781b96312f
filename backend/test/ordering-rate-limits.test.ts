import { describe, expect, it } from 'vitest';
import { OrderRateLimits } from '../src/modules/ordering/rate-limits';
import {
  FRIDAY_MORNING,
  MONDAY,
  openOrderingShop,
  orderPayload,
  orderRow,
  payInSandbox,
  useOrderingApp,
} from './support/order-fixtures';
import { withDatabase } from './support/shop-setup';

const { clock, t, shop } = useOrderingApp({
  orderLimits: 'default',
  config: {
    orderRateLimit: { perClientPerMinute: 3, perShopPerMinute: 5 },
    trustProxy: true,
    unpaidOrdersPerCustomer: 100,
  },
});

const TOO_MANY_FROM_CLIENT =
  'Je hebt te veel bestellingen na elkaar geplaatst. Probeer het over een minuut opnieuw.';

const orderFrom = (client: string, s = shop, payload: object = orderPayload(s)) =>
  t.http.post(`/api/shop/${s.subdomain}/orders`).set('X-Forwarded-For', client).send(payload);

const holdsPlace = async (orderId: string) => (await orderRow(t, orderId)).holds_place;

const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((count, { status }) => {
    count[status] = (count[status] ?? 0) + 1;
    return count;
  }, {});

describe('order rate limits', () => {
  it('a client may place 3 orders a minute, then gets a Dutch 429 until the minute is over', async () => {
    clock.set(FRIDAY_MORNING);
    for (let index = 0; index < 3; index++) await orderFrom('203.0.113.1').expect(201);
    clock.advance(20_000);
    const refused = await orderFrom('203.0.113.1').expect(429);
    expect(refused.body.message).toBe(TOO_MANY_FROM_CLIENT);
    // The minute began with the first order: 40 seconds are left of it.
    expect(refused.headers['retry-after']).toBe('40');
    await orderFrom('203.0.113.2').expect(201);
    clock.advance(41_000);
    await orderFrom('203.0.113.1').expect(201);
  });

  it('a shop lets 5 orders a minute hold unpaid; later ones are placed holding nothing, never refused', async () => {
    const busy = await openOrderingShop(t);
    clock.set('2030-06-14T09:00:00Z');
    for (let index = 0; index < 5; index++) await orderFrom(`198.51.100.${index}`, busy).expect(201);
    const later = await orderFrom('198.51.100.77', busy).expect(201);
    expect(await holdsPlace(later.body.orderId)).toBe(false);
    clock.advance(61_000);
    const next = await orderFrom('198.51.100.79', busy).expect(201);
    expect(await holdsPlace(next.body.orderId)).toBe(true);
  });

  it('of 12 orders from 12 clients at once, all are placed and exactly the shop’s 5 hold unpaid', async () => {
    const rushed = await openOrderingShop(t);
    clock.set('2030-06-14T09:05:00Z');
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => orderFrom(`198.51.100.${100 + index}`, rushed)),
    );
    expect(statuses(responses)).toEqual({ 201: 12 });
    const held = await Promise.all(responses.map((response) => holdsPlace(response.body.orderId)));
    expect(held.filter(Boolean)).toHaveLength(5);
  });

  it('of 12 orders one client sends at once, exactly 3 are placed and 9 get the Dutch 429', async () => {
    const burst = await openOrderingShop(t);
    clock.set('2030-06-14T09:10:00Z');
    const responses = await Promise.all(Array.from({ length: 12 }, () => orderFrom('203.0.113.30', burst)));
    expect(statuses(responses)).toEqual({ 201: 3, 429: 9 });
    expect(responses.find((response) => response.status === 429)!.body.message).toBe(TOO_MANY_FROM_CLIENT);
  });

  it('orders refused with a 400 or 409 use up none of the client’s turns', async () => {
    const strict = await openOrderingShop(t, { maxOrdersPerSlot: 1 });
    clock.set('2030-06-14T09:20:00Z');
    const client = '203.0.113.40';
    const wrongDay = orderPayload(strict, { date: 'Day2-2030-06-18' });
    const wrongPrice = orderPayload(strict, {
      cartItems: [
        { _id: strict.productId, type: 'product', quantity: 1, selectedOptions: {}, calculatedPrice: 0.01 },
      ],
    });
    for (let index = 0; index < 4; index++) await orderFrom(client, strict, wrongDay).expect(400);
    for (let index = 0; index < 4; index++) await orderFrom(client, strict, wrongPrice).expect(409);
    // A piece of one place is never held unpaid: once this order is paid, the piece is full.
    const first = await orderFrom(client, strict).expect(201);
    await payInSandbox(t, first.body.orderId);
    for (let index = 0; index < 4; index++) await orderFrom(client, strict).expect(409);
    const otherSlot = (start: string, end: string) =>
      orderPayload(strict, { date: `Day1-${MONDAY}`, timeSlot: { start, end } });
    await orderFrom(client, strict, otherSlot('11:30', '12:00')).expect(201);
    await orderFrom(client, strict, otherSlot('12:00', '13:00')).expect(201);
    expect((await orderFrom(client, strict).expect(429)).body.message).toBe(TOO_MANY_FROM_CLIENT);
  });

  it('counts per shop: turns used up at one shop leave the client its turns at another', async () => {
    const first = await openOrderingShop(t);
    const second = await openOrderingShop(t);
    clock.set('2030-06-14T09:30:00Z');
    for (let index = 0; index < 3; index++) await orderFrom('203.0.113.50', first).expect(201);
    await orderFrom('203.0.113.50', first).expect(429);
    for (let index = 0; index < 3; index++) await orderFrom('203.0.113.50', second).expect(201);
  });

  it('counts IPv6 clients by their /64 network', async () => {
    const ipv6 = await openOrderingShop(t);
    clock.set('2030-06-14T09:40:00Z');
    await orderFrom('2001:db8:5:6::1', ipv6).expect(201);
    await orderFrom('2001:db8:5:6::2', ipv6).expect(201);
    await orderFrom('2001:db8:5:6:ffff:1:2:3', ipv6).expect(201);
    await orderFrom('2001:db8:5:6::99', ipv6).expect(429);
    await orderFrom('2001:db8:5:7::1', ipv6).expect(201);
  });

  it('housekeeping forgets the turns of minutes that are over, and only those', async () => {
    const kept = await openOrderingShop(t);
    const quiet = await openOrderingShop(t);
    clock.set('2030-06-14T09:50:00Z');
    await orderFrom('203.0.113.60', kept).expect(201);
    await orderFrom('203.0.113.60', quiet).expect(201);
    clock.advance(61_000);
    await orderFrom('203.0.113.61', kept).expect(201);
    await t.app.get(OrderRateLimits).forgetPastMinutes();
    const turns = await withDatabase(t, async (db) => {
      const clients = await db.query(
        `SELECT client FROM order_client_turns t JOIN accounts a ON a.id = t.account_id WHERE a.subdomain = $1`,
        [kept.subdomain],
      );
      const shops = await db.query(
        `SELECT taken FROM order_shop_turns t JOIN accounts a ON a.id = t.account_id WHERE a.subdomain = $1`,
        [kept.subdomain],
      );
      return { clients: clients.rows, shop: shops.rows };
    });
    expect(turns).toEqual({ clients: [{ client: '203.0.113.61' }], shop: [{ taken: 1 }] });
  });
});
