import { describe, expect, it } from 'vitest';
import {
  openOrderingShop,
  orderPayload,
  orderRow,
  payInSandbox,
  placeOrder,
  useOrderingApp,
} from './support/order-fixtures';
import { withDatabase } from './support/shop-setup';

const { t, shop } = useOrderingApp({
  orderLimits: 'default',
  config: { orderRateLimit: { perClientPerMinute: 10_000, perShopPerMinute: 10_000 } },
});

/** A product of the shop at `price` euros (as the form sends it), sold alone. */
async function product(name: string, price: string): Promise<string> {
  const created = await t.http
    .post('/api/admin/products')
    .set(shop.owner.auth)
    .field('name', name)
    .field('description', '')
    .field('price', price)
    .field('collection', '')
    .field('stockQuantity', '')
    .field('soldAlone', 'true')
    .field('productOptions', '[]')
    .expect(201);
  return created.body._id;
}

const line = (id: string, quantity: number, euros: number) => ({
  _id: id,
  type: 'product' as const,
  quantity,
  selectedOptions: {},
  calculatedPrice: euros,
});

const ordersOfShop = () =>
  withDatabase(t, async (db) =>
    Number(
      (await db.query('SELECT count(*) FROM orders WHERE account_id = $1', [shop.owner.id])).rows[0].count,
    ),
  );

describe('an order’s total must be one Stripe can charge', () => {
  it('refuses a total under € 0,50 in Dutch, keeping nothing', async () => {
    const mint = await product('Muntje', '0.20');
    const before = await ordersOfShop();
    const refused = await placeOrder(t, shop, orderPayload(shop, { cartItems: [line(mint, 2, 0.2)] })).expect(
      400,
    );
    expect(refused.body.message).toBe('Een online betaling moet minstens € 0,50 zijn.');
    expect(refused.body.fields).toEqual({ cartItems: 'Een online betaling moet minstens € 0,50 zijn.' });
    expect(await ordersOfShop()).toBe(before);
    await placeOrder(t, shop, orderPayload(shop, { cartItems: [line(mint, 3, 0.2)] })).expect(201);
  });

  it('refuses a total above € 999.999,99 in Dutch, keeping nothing (one past a 32-bit integer was a 500)', async () => {
    const cake = await product('Bruidstaart', '99999.99');
    const before = await ordersOfShop();
    const refused = await placeOrder(
      t,
      shop,
      orderPayload(shop, { cartItems: [1, 2, 3].map(() => line(cake, 99, 99_999.99)) }),
    ).expect(400);
    expect(refused.body.message).toBe('Een bestelling kan online hoogstens € 999.999,99 kosten.');
    expect(await ordersOfShop()).toBe(before);
  });

  it('takes a total near the top, keeps it in bigint columns and reads it back as a number', async () => {
    const cake = await product('Feesttaart', '99999.99');
    const placed = await placeOrder(
      t,
      shop,
      orderPayload(shop, { cartItems: [line(cake, 10, 99_999.99)] }),
    ).expect(201);
    const { orderId } = placed.body;
    expect((await orderRow(t, orderId)).total_cents).toBe(99_999_990);
    await payInSandbox(t, orderId);
    const detail = await t.http.get(`/api/admin/orders/${orderId}`).set(shop.owner.auth).expect(200);
    expect(detail.body.totals.total).toBe(999_999.9);

    const types = await withDatabase(
      t,
      async (db) =>
        (
          await db.query(
            `SELECT column_name, data_type FROM information_schema.columns
             WHERE table_name = 'orders' AND column_name LIKE '%_cents' ORDER BY column_name`,
          )
        ).rows,
    );
    expect(types).toEqual([
      { column_name: 'discount_cents', data_type: 'bigint' },
      { column_name: 'fee_cents', data_type: 'bigint' },
      { column_name: 'refunded_cents', data_type: 'bigint' },
      { column_name: 'total_cents', data_type: 'bigint' },
    ]);
  });
});

describe('an order’s totals add up as read', () => {
  it('shows a discounted order as the cart did: Subtotaal and Korting without VAT, BTW as charged', async () => {
    const discounted = await openOrderingShop(t);
    const { owner } = discounted;
    const wine = await t.http
      .post('/api/admin/products')
      .set(owner.auth)
      .send({ name: 'Huiswijn', price: 15, soldAlone: true, vatRate: 21 })
      .expect(201);
    await t.http
      .post('/api/admin/discounts')
      .set(owner.auth)
      .send({ discountType: 'Webshop', discount: 10, startDate: '2030-06-14', endDate: '2030-06-30' })
      .expect(201);
    const placed = await placeOrder(
      t,
      discounted,
      orderPayload(discounted, {
        cartItems: [line(discounted.productId, 3, 4.05), line(wine.body._id, 1, 13.5)],
      }),
    ).expect(201);
    const { orderId, orderKey } = placed.body;
    await payInSandbox(t, orderId);

    // Soup 3 × 4,05 = 12,15 (0,69 VAT; 13,50 full, 12,74 without VAT); wine 13,50 (2,34 VAT; 15,00
    // full, 12,40 without VAT). 25,14 + 0,69 + 2,34 − 2,52 = 25,65.
    const expected = {
      subtotal: 25.14,
      vat: [
        { label: 'BTW (6%)', amount: 0.69 },
        { label: 'BTW (21%)', amount: 2.34 },
      ],
      discount: 2.52,
      total: 25.65,
    };
    const customer = await t.http
      .get(`/api/shop/${discounted.subdomain}/orders/${orderId}?key=${orderKey}`)
      .expect(200);
    expect(customer.body.totals).toEqual(expected);
    const admin = await t.http.get(`/api/admin/orders/${orderId}`).set(owner.auth).expect(200);
    expect(admin.body.totals).toEqual(expected);
    // What is charged and kept stays as it was: the total, and the discount with VAT (1,35 + 1,50).
    const row = await orderRow(t, orderId);
    expect(row.total_cents).toBe(2565);
    const stored = await withDatabase(t, async (db) => {
      const order = await db.query('SELECT discount_cents::int FROM orders WHERE id = $1', [orderId]);
      const lines = await db.query(
        'SELECT discount_cents FROM order_lines WHERE order_id = $1 ORDER BY position',
        [orderId],
      );
      return { order: order.rows[0], lines: lines.rows };
    });
    expect(stored).toEqual({
      order: { discount_cents: 285 },
      lines: [{ discount_cents: 135 }, { discount_cents: 150 }],
    });
  });
});
