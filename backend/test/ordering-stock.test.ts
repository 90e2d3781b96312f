import { describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { OrderSweeper } from '../src/modules/ordering/order-sweeper';
import { asMenuMultipart, menuFields } from './support/menu-fixtures';
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
 * Stock that holds: an order takes its items' stock in its own transaction, one conditional
 * statement per product, and an order that will not be collected gives exactly that back.
 */
const clock = new SettableClock(FRIDAY_MORNING);
const t = useTestApp({ trustProxy: true }, { clock });

const soup = (shop: OrderingShop, quantity: number) => ({
  cartItems: [
    { _id: shop.productId, type: 'product' as const, quantity, selectedOptions: {}, calculatedPrice: 4.5 },
  ],
});

function setStock(productId: string, stock: number | null) {
  return withDatabase(t, (db) =>
    db.query('UPDATE products SET stock_quantity = $2 WHERE id = $1', [productId, stock]),
  );
}

function stockOf(productId: string): Promise<number | null> {
  return withDatabase(
    t,
    async (db) =>
      (await db.query('SELECT stock_quantity FROM products WHERE id = $1', [productId])).rows[0]
        .stock_quantity,
  );
}

describe('stock that holds', () => {
  it('30 orders of 1 at once for a stock of 5: 2 held unpaid, all paid at once, exactly 5 served and 25 refunded, stock 0', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    await setStock(shop.productId, 5);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => orderAsNewCustomer(t, shop, soup(shop, 1))),
    );
    // Unpaid orders hold half the stock (2 of 5); the others fit too, holding nothing until they pay.
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(30);
    expect(await stockOf(shop.productId)).toBe(3);
    await Promise.all(answers.map((answer) => payInSandbox(t, answer.body.orderId)));
    const states = await withDatabase(t, async (db) =>
      (
        await db.query(
          'SELECT state, count(*)::int AS count FROM orders WHERE account_id = $1 GROUP BY state',
          [shop.owner.id],
        )
      ).rows.map((row: { state: string; count: number }) => [row.state, row.count]),
    );
    expect(Object.fromEntries(states)).toEqual({ paid: 5, cancelled: 25 });
    expect(await stockOf(shop.productId)).toBe(0);
    const refused = await orderAsNewCustomer(t, shop, soup(shop, 1)).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      message: 'Tomatensoep is uitverkocht.',
      error: 'Conflict',
      code: 'unavailable',
      lines: [{ index: 0, _id: shop.productId, type: 'product', available: 0 }],
    });
  });

  it('asking more than is left: 409 with what is left, and nothing is taken', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    await setStock(shop.productId, 2);
    const answer = await orderAsNewCustomer(t, shop, soup(shop, 3)).expect(409);
    expect(answer.body).toEqual({
      statusCode: 409,
      message: 'Nog maar 2 beschikbaar van Tomatensoep.',
      error: 'Conflict',
      code: 'unavailable',
      lines: [{ index: 0, _id: shop.productId, type: 'product', available: 2 }],
    });
    expect(await stockOf(shop.productId)).toBe(2);
    // All that is left is more than unpaid orders may hold: it is taken when paid.
    const placed = await orderAsNewCustomer(t, shop, soup(shop, 2)).expect(201);
    expect(await stockOf(shop.productId)).toBe(2);
    await payInSandbox(t, placed.body.orderId);
    expect(await stockOf(shop.productId)).toBe(0);
  });

  it('a product without stock is unlimited and its row is not touched', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    await setStock(shop.productId, null);
    await orderAsNewCustomer(t, shop, soup(shop, 50)).expect(201);
    expect(await stockOf(shop.productId)).toBeNull();
  });

  it('a menu takes its products’ stock, beside the product itself in the same cart', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    const menu = (
      await asMenuMultipart(
        t.http.post('/api/admin/menus').set(shop.owner.auth),
        menuFields([shop.productId], { name: 'Soepmenu', price: '10.00' }),
      ).expect(201)
    ).body as { _id: string };
    await setStock(shop.productId, 4);
    const cart = (soupCount: number, menuCount: number) => ({
      cartItems: [
        {
          _id: shop.productId,
          type: 'product' as const,
          quantity: soupCount,
          selectedOptions: {},
          calculatedPrice: 4.5,
        },
        {
          _id: menu._id,
          type: 'menu' as const,
          quantity: menuCount,
          selectedOptions: {},
          calculatedPrice: 10,
        },
      ],
    });
    const refused = await orderAsNewCustomer(t, shop, cart(2, 3)).expect(409);
    expect(refused.body.message).toBe('Nog maar 4 beschikbaar van Tomatensoep.');
    expect(refused.body.lines).toEqual([{ index: 1, _id: menu._id, type: 'menu', available: 2 }]);
    expect(await stockOf(shop.productId)).toBe(4);
    const placed = await orderAsNewCustomer(t, shop, cart(1, 1)).expect(201);
    expect(await stockOf(shop.productId)).toBe(2);
    await payInSandbox(t, placed.body.orderId);
    await orderAsNewCustomer(t, shop, { cartItems: cart(1, 1).cartItems.slice(1) }).expect(201);
    expect(await stockOf(shop.productId)).toBe(1);
  });

  it('an order that expires gives back exactly what it took; expiring twice gives nothing more', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    await setStock(shop.productId, 5);
    await orderAsNewCustomer(t, shop, soup(shop, 2)).expect(201);
    expect(await stockOf(shop.productId)).toBe(3);
    await setStock(shop.productId, 2);
    clock.advance(9 * 60_000);
    await t.app.get(OrderSweeper).sweep();
    expect(await stockOf(shop.productId)).toBe(4);
    await t.app.get(OrderSweeper).sweep();
    expect(await stockOf(shop.productId)).toBe(4);
    clock.set(FRIDAY_MORNING);
  });

  it('an order the customer cancels on the payment page gives its stock back', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    await setStock(shop.productId, 5);
    const placed = (await orderAsNewCustomer(t, shop, soup(shop, 2)).expect(201)).body as {
      orderId: string;
      orderKey: string;
    };
    expect(await stockOf(shop.productId)).toBe(3);
    await t.http
      .post(`/api/shop/${shop.subdomain}/orders/${placed.orderId}/cancel?key=${placed.orderKey}`)
      .expect(200);
    expect(await stockOf(shop.productId)).toBe(5);
  });
});
