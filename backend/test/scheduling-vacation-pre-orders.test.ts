import { describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { useTestApp } from './support/test-app';
import { FRIDAY_MORNING, MONDAY, openOrderingShop, orderPayload } from './support/order-fixtures';
import { eventually } from './support/eventually';

/**
 * A vacation closes the shop to orders while it runs, unless it says 'Bestellingen voor na de
 * vakantie toelaten': then customers keep ordering for the days after it.
 */
const clock = new SettableClock(FRIDAY_MORNING);
const t = useTestApp({ trustProxy: true }, { clock });

describe('a vacation with pre-orders', () => {
  it('takes no orders while it runs, until it allows orders for after it', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    const period = {
      vacationModeStart: '2030-06-14',
      vacationModeEnd: '2030-06-16',
      vacationModeReason: 'Weekendje weg',
    };
    const created = await t.http
      .post('/api/admin/vacation-modes')
      .set(shop.owner.auth)
      .send(period)
      .expect(201);
    expect(created.body).toMatchObject({ ...period, allowPreOrders: false });
    const storefront = async () =>
      (await t.http.get(`/api/shop/${shop.subdomain}/storefront`).expect(200)).body;
    await eventually(async () => expect((await storefront()).nextPickup).toBeNull());
    const refused = await t.http
      .post(`/api/shop/${shop.subdomain}/orders`)
      .send(orderPayload(shop))
      .expect(400);
    expect(refused.body.message).toBe('Kies een dag');

    const edited = await t.http
      .put(`/api/admin/vacation-modes/${created.body._id}`)
      .set(shop.owner.auth)
      .send({ ...period, allowPreOrders: true })
      .expect(200);
    expect(edited.body.allowPreOrders).toBe(true);
    await eventually(async () => {
      const view = await storefront();
      expect(view.vacations).toEqual([
        { vacationModeStart: '2030-06-14', vacationModeEnd: '2030-06-16', allowPreOrders: true },
      ]);
      expect(view.nextPickup).toEqual({ date: MONDAY, start: '11:00' });
    });
    await t.http.post(`/api/shop/${shop.subdomain}/orders`).send(orderPayload(shop)).expect(201);
  });

  it('a vacation still to come closes nothing yet', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    await t.http
      .post('/api/admin/vacation-modes')
      .set(shop.owner.auth)
      .send({ vacationModeStart: '2030-06-18', vacationModeEnd: '2030-06-30', vacationModeReason: 'Zomer' })
      .expect(201);
    await t.http.post(`/api/shop/${shop.subdomain}/orders`).send(orderPayload(shop)).expect(201);
  });
});
