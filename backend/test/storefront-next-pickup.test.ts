import { describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { useTestApp } from './support/test-app';
import {
  FRIDAY_MORNING,
  MONDAY,
  openOrderingShop,
  orderPayload,
  payInSandbox,
  type OrderingShop,
} from './support/order-fixtures';
import { eventually } from './support/eventually';

/**
 * The storefront's `nextPickup`: the earliest piece a customer could choose, computed at the shop's
 * now, and an answer the cache keeps only as long as it is true.
 */
const clock = new SettableClock(FRIDAY_MORNING);
const t = useTestApp({ trustProxy: true }, { clock });

const nextPickupOf = async (shop: OrderingShop) =>
  (await t.http.get(`/api/shop/${shop.subdomain}/storefront`).expect(200)).body.nextPickup as {
    date: string;
    start: string;
  } | null;

/** Monday 17 June 2030 in Brussels (UTC+2); the shop's pickup moment is 11:00-13:00, lead time 2 hours. */
const MONDAY_BEFORE_NINE = '2030-06-17T06:59:59Z';
const MONDAY_NINE = '2030-06-17T07:00:00Z';

describe('nextPickup in the storefront read', () => {
  it('is the next pickup day’s first piece', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    expect(await nextPickupOf(shop)).toEqual({ date: MONDAY, start: '11:00' });
  });

  it('moves on when the lead time passes a piece, without any change to announce it', async () => {
    clock.set(MONDAY_BEFORE_NINE);
    const shop = await openOrderingShop(t);
    expect(await nextPickupOf(shop)).toEqual({ date: MONDAY, start: '11:00' });
    clock.set(MONDAY_NINE);
    expect(await nextPickupOf(shop)).toEqual({ date: MONDAY, start: '11:30' });
    clock.set('2030-06-17T10:00:00Z');
    expect(await nextPickupOf(shop)).toEqual({ date: '2030-06-24', start: '11:00' });
  });

  it('skips a full piece and the time a pause still runs', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t, { maxOrdersPerSlot: 1 });
    const placed = await t.http
      .post(`/api/shop/${shop.subdomain}/orders`)
      .send(orderPayload(shop))
      .expect(201);
    // A piece of one place is never held unpaid: it is full once the order is paid.
    await payInSandbox(t, placed.body.orderId);
    await eventually(async () => expect(await nextPickupOf(shop)).toEqual({ date: MONDAY, start: '11:30' }));

    clock.set('2030-06-17T06:00:00Z');
    const other = await openOrderingShop(t);
    expect(await nextPickupOf(other)).toEqual({ date: MONDAY, start: '11:00' });
    // Paused until 09:00: 11:00 is then within the lead time.
    await t.http.put('/api/admin/ordering/pause').set(other.owner.auth).send({ minutes: 60 }).expect(200);
    await eventually(async () => expect(await nextPickupOf(other)).toEqual({ date: MONDAY, start: '11:30' }));
  });

  it('skips a vacation', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    await t.http
      .post('/api/admin/vacation-modes')
      .set(shop.owner.auth)
      .send({ vacationModeStart: '2030-06-16', vacationModeEnd: '2030-06-18', vacationModeReason: 'Verlof' })
      .expect(201);
    await eventually(async () =>
      expect(await nextPickupOf(shop)).toEqual({ date: '2030-06-24', start: '11:00' }),
    );
  });
});
