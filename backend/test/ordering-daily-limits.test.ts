import { describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { OrderSweeper } from '../src/modules/ordering/order-sweeper';
import { asMultipart, productFields } from './support/catalog-fixtures';
import { withDatabase } from './support/shop-setup';
import { useTestApp } from './support/test-app';
import {
  FRIDAY_MORNING,
  openOrderingShop,
  orderAsNewCustomer,
  payInSandbox,
  type OrderingShop,
} from './support/order-fixtures';

/**
 * 'Maximum per ophaaldag': counted per pickup day across orders, claimed like stock in the order's
 * transaction with one conditional statement, given back when an order will not be collected.
 */
const clock = new SettableClock(FRIDAY_MORNING);
const t = useTestApp({ trustProxy: true }, { clock });

const order = (shop: OrderingShop, quantity: number, date = 'Day1-2030-06-17') =>
  orderAsNewCustomer(t, shop, {
    date,
    cartItems: [
      { _id: shop.productId, type: 'product', quantity, selectedOptions: {}, calculatedPrice: 4.5 },
    ],
  });

async function limitSoup(shop: OrderingShop, dailyLimit: string) {
  const response = await asMultipart(
    t.http.put(`/api/admin/products/${shop.productId}`).set(shop.owner.auth),
    productFields({ name: 'Tomatensoep', price: '4.50', dailyLimit }),
  ).expect(200);
  return response.body as { dailyLimit: number | null };
}

const takenOn = (shop: OrderingShop, date: string) =>
  withDatabase(t, async (db) => {
    const rows = (
      await db.query('SELECT taken FROM item_day_claims WHERE item_id = $1 AND pickup_date = $2', [
        shop.productId,
        date,
      ])
    ).rows;
    return rows[0]?.taken ?? 0;
  });

describe("'Maximum per ophaaldag'", () => {
  it('is part of the item form and its views; bad values answer in Dutch', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    expect((await limitSoup(shop, '20')).dailyLimit).toBe(20);
    expect((await limitSoup(shop, '')).dailyLimit).toBeNull();
    const refused = await asMultipart(
      t.http.put(`/api/admin/products/${shop.productId}`).set(shop.owner.auth),
      productFields({ dailyLimit: '0' }),
    ).expect(400);
    expect(refused.body.fields).toEqual({ dailyLimit: 'Voer een geheel getal van 1 of meer in' });
  });

  it('30 orders of 1 at once for a limit of 5, all paid at once: exactly 5 taken, then clean 409s; another day has its own 5', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    await limitSoup(shop, '5');
    // Unpaid orders hold at most half of it; the others fit too and take theirs when paid
    // (ordering-daily-limit-holds.test.ts).
    const answers = await Promise.all(Array.from({ length: 30 }, () => order(shop, 1)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(30);
    await Promise.all(answers.map((answer) => payInSandbox(t, answer.body.orderId)));
    expect(await takenOn(shop, '2030-06-17')).toBe(5);
    const refused = await Promise.all(Array.from({ length: 25 }, () => order(shop, 1)));
    for (const answer of refused)
      expect(answer.body).toEqual({
        statusCode: 409,
        message: 'Tomatensoep is uitverkocht.',
        error: 'Conflict',
        code: 'unavailable',
        lines: [{ index: 0, _id: shop.productId, type: 'product', available: 0 }],
      });
    expect(await takenOn(shop, '2030-06-17')).toBe(5);
    const otherDay = await order(shop, 5, 'Day1-2030-06-24').expect(201);
    await payInSandbox(t, otherDay.body.orderId);
    // The order form hears which days are full for what is in the cart.
    const availability = await t.http
      .get(`/api/shop/${shop.subdomain}/slot-availability?from=2030-06-14&days=14`)
      .expect(200);
    expect(availability.body.fullItemDays).toEqual([
      { _id: shop.productId, type: 'product', date: '2030-06-17' },
      { _id: shop.productId, type: 'product', date: '2030-06-24' },
    ]);
    await limitSoup(shop, '6');
    const raised = await t.http
      .get(`/api/shop/${shop.subdomain}/slot-availability?from=2030-06-14&days=14`)
      .expect(200);
    expect(raised.body.fullItemDays).toEqual([]);
    expect(raised.body.itemsLeft).toEqual([
      { _id: shop.productId, type: 'product', date: '2030-06-17', left: 1 },
      { _id: shop.productId, type: 'product', date: '2030-06-24', left: 1 },
    ]);
  });

  it('says how many are left for the day, and an expired order gives its count back', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    await limitSoup(shop, '4');
    // 2 held unpaid (the unpaid half of 4), 1 taken when paid.
    await order(shop, 2).expect(201);
    const paid = await order(shop, 1).expect(201);
    await payInSandbox(t, paid.body.orderId);
    const refused = await order(shop, 2).expect(409);
    expect(refused.body).toMatchObject({
      message: 'Nog maar 1 beschikbaar van Tomatensoep.',
      lines: [{ index: 0, _id: shop.productId, type: 'product', available: 1 }],
    });
    expect(await takenOn(shop, '2030-06-17')).toBe(3);
    clock.advance(33 * 60_000);
    await t.app.get(OrderSweeper).sweep();
    expect(await takenOn(shop, '2030-06-17')).toBe(1);
    await order(shop, 3).expect(201);
    clock.set(FRIDAY_MORNING);
  });
});
