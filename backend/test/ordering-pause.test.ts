import type { OrderPayload } from '@bestelklaar/domain';
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { useTestApp } from './support/test-app';
import {
  FRIDAY_MORNING,
  openOrderingShop,
  orderAsNewCustomer,
  type OrderingShop,
} from './support/order-fixtures';
import { eventually } from './support/eventually';

/**
 * 'Bestellingen pauzeren' and 'Drukte: +n min': the owner's switches during service, kept as times
 * so they end by themselves; the storefront says so and orders meanwhile are refused in Dutch.
 */
const clock = new SettableClock(FRIDAY_MORNING);
const t = useTestApp({ trustProxy: true }, { clock });

const order = (shop: OrderingShop, overrides: Partial<OrderPayload> = {}) =>
  orderAsNewCustomer(t, shop, overrides);

const storefront = async (shop: OrderingShop) =>
  (await t.http.get(`/api/shop/${shop.subdomain}/storefront`).expect(200)).body as {
    orderingPausedUntil: string | null;
    busyMinutes: number;
  };

const paused = (time: string) => ({
  statusCode: 409,
  message: `We nemen tijdelijk geen bestellingen aan. Probeer het na ${time} opnieuw.`,
  error: 'Conflict',
});

describe('pausing orders', () => {
  it('for 30 minutes: the storefront says until when, orders are refused, and it ends by itself', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    await storefront(shop);
    const answer = await t.http
      .put('/api/admin/ordering/pause')
      .set(shop.owner.auth)
      .send({ minutes: 30 })
      .expect(200);
    expect(answer.body).toEqual({ orderingPausedUntil: '2030-06-14T08:30:00.000Z', busyMinutes: 0 });
    await eventually(async () =>
      expect((await storefront(shop)).orderingPausedUntil).toBe('2030-06-14T08:30:00.000Z'),
    );
    expect((await order(shop).expect(409)).body).toEqual(paused('10:30'));

    clock.set('2030-06-14T08:29:59Z');
    await order(shop).expect(409);
    clock.set('2030-06-14T08:30:00Z');
    // No notification, no job: the cached answer knew it would end then.
    expect((await storefront(shop)).orderingPausedUntil).toBeNull();
    await order(shop).expect(201);
    expect((await t.http.get('/api/admin/ordering/status').set(shop.owner.auth).expect(200)).body).toEqual({
      orderingPausedUntil: null,
      busyMinutes: 0,
    });
  });

  it('for the rest of the day ends at the shop’s midnight; DELETE lifts a pause at once', async () => {
    clock.set('2030-06-14T21:50:00Z');
    const shop = await openOrderingShop(t);
    const answer = await t.http
      .put('/api/admin/ordering/pause')
      .set(shop.owner.auth)
      .send({ restOfDay: true })
      .expect(200);
    expect(answer.body.orderingPausedUntil).toBe('2030-06-14T22:00:00.000Z');
    expect((await order(shop).expect(409)).body).toEqual(paused('00:00'));
    clock.set('2030-06-14T22:00:00Z');
    await order(shop).expect(201);

    clock.set(FRIDAY_MORNING);
    await t.http.put('/api/admin/ordering/pause').set(shop.owner.auth).send({ minutes: 60 }).expect(200);
    await order(shop).expect(409);
    const lifted = await t.http.delete('/api/admin/ordering/pause').set(shop.owner.auth).expect(200);
    expect(lifted.body).toEqual({ orderingPausedUntil: null, busyMinutes: 0 });
    await eventually(async () => expect((await storefront(shop)).orderingPausedUntil).toBeNull());
    await order(shop).expect(201);
  });

  it('refuses other lengths and other bodies in Dutch, and strangers', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    for (const body of [{ minutes: 20 }, {}, { minutes: 15, restOfDay: true }, { restOfDay: 'ja' }])
      expect(
        (await t.http.put('/api/admin/ordering/pause').set(shop.owner.auth).send(body).expect(400)).body
          .message,
      ).toBe('Kies 15, 30 of 60 minuten, of de rest van de dag.');
    expect(
      (await t.http.put('/api/admin/ordering/busy').set(shop.owner.auth).send({ minutes: 90 }).expect(400))
        .body.message,
    ).toBe('Kies 15, 30 of 60 minuten.');
    await t.http.put('/api/admin/ordering/pause').send({ minutes: 15 }).expect(401);
    await t.http.delete('/api/admin/ordering/busy').expect(401);
    await order(shop).expect(201);
  });
});

describe('busy mode', () => {
  /** Monday 17 June 2030, 08:30 in Brussels: the 11:00 piece is 2.5 hours off, the lead time 2 hours. */
  const MONDAY_EARLY = '2030-06-17T06:30:00Z';
  const eleven = { date: 'Day1-2030-06-17', timeSlot: { start: '11:00', end: '11:30' } };

  it('adds its minutes to today’s lead time, in the storefront and for orders, until the shop’s midnight', async () => {
    clock.set(MONDAY_EARLY);
    const shop = await openOrderingShop(t);
    const busy = await t.http
      .put('/api/admin/ordering/busy')
      .set(shop.owner.auth)
      .send({ minutes: 30 })
      .expect(200);
    expect(busy.body).toEqual({ orderingPausedUntil: null, busyMinutes: 30 });
    await eventually(async () => expect((await storefront(shop)).busyMinutes).toBe(30));
    expect((await order(shop, eleven).expect(400)).body.message).toBe('Selecteer een geldig tijdslot');
    await order(shop, { ...eleven, timeSlot: { start: '11:30', end: '12:00' } }).expect(201);

    await t.http.put('/api/admin/ordering/busy').set(shop.owner.auth).send({ minutes: 15 }).expect(200);
    await order(shop, eleven).expect(201);

    await t.http.put('/api/admin/ordering/busy').set(shop.owner.auth).send({ minutes: 60 }).expect(200);
    await order(shop, eleven).expect(400);
    const calm = await t.http.delete('/api/admin/ordering/busy').set(shop.owner.auth).expect(200);
    expect(calm.body.busyMinutes).toBe(0);
    await order(shop, eleven).expect(201);

    await t.http.put('/api/admin/ordering/busy').set(shop.owner.auth).send({ minutes: 60 }).expect(200);
    clock.set('2030-06-17T22:00:00Z');
    expect((await t.http.get('/api/admin/ordering/status').set(shop.owner.auth).expect(200)).body).toEqual({
      orderingPausedUntil: null,
      busyMinutes: 0,
    });
    expect((await storefront(shop)).busyMinutes).toBe(0);
  });
});
