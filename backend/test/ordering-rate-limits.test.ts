import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { startTestApp, type TestApp } from './support/test-app';
import { FRIDAY_MORNING, openOrderingShop, orderPayload, type OrderingShop } from './support/order-fixtures';

const clock = new SettableClock(FRIDAY_MORNING);
let t: TestApp;
let shop: OrderingShop;

beforeAll(async () => {
  t = await startTestApp(
    {
      orderRateLimit: { perClientPerMinute: 3, perShopPerMinute: 5 },
      trustProxy: true,
      unpaidOrdersPerCustomer: 100,
    },
    { clock },
  );
  shop = await openOrderingShop(t);
});
afterAll(async () => {
  await t.close();
});

const orderFrom = (client: string, s = shop) =>
  t.http.post(`/api/shop/${s.subdomain}/orders`).set('X-Forwarded-For', client).send(orderPayload(s));

describe('order rate limits', () => {
  it('a client may place 3 orders a minute, then gets a Dutch 429 until the minute is over', async () => {
    clock.set(FRIDAY_MORNING);
    for (let index = 0; index < 3; index++) await orderFrom('203.0.113.1').expect(201);
    const refused = await orderFrom('203.0.113.1').expect(429);
    expect(refused.body.message).toBe(
      'Je hebt te veel bestellingen na elkaar geplaatst. Probeer het over een minuut opnieuw.',
    );
    await orderFrom('203.0.113.2').expect(201);
    clock.advance(61_000);
    await orderFrom('203.0.113.1').expect(201);
  });

  it('a shop takes 5 orders a minute from all clients together; other shops are not held up', async () => {
    const busy = await openOrderingShop(t);
    clock.set('2030-06-14T09:00:00Z');
    for (let index = 0; index < 5; index++) await orderFrom(`198.51.100.${index}`, busy).expect(201);
    const refused = await orderFrom('198.51.100.77', busy).expect(429);
    expect(refused.body.message).toBe(
      'Deze winkel krijgt nu erg veel bestellingen. Probeer het over een minuut opnieuw.',
    );
    await orderFrom('198.51.100.78').expect(201);
    clock.advance(61_000);
    await orderFrom('198.51.100.79', busy).expect(201);
  });
});
