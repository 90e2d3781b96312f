import { describe, expect, it } from 'vitest';
import type { PrepListView } from '@bestelklaar/domain';
import { withDatabase } from './support/shop-setup';
import { asMenuMultipart, createProduct, menuFields } from './support/menu-fixtures';
import {
  FRIDAY_MORNING,
  MONDAY,
  openOrderingShop,
  orderPayload,
  orderRow,
  payInSandbox,
  placeOrder,
  placesTaken,
  useOrderingApp,
  type OrderingShop,
} from './support/order-fixtures';

const { clock, t, shop } = useOrderingApp();

const countOrders = (s: OrderingShop) =>
  withDatabase(t, async (db) =>
    Number(
      (
        await db.query(
          'SELECT count(*) FROM orders o JOIN accounts a ON a.id = o.account_id WHERE a.subdomain = $1',
          [s.subdomain],
        )
      ).rows[0].count,
    ),
  );

describe('POST /api/shop/{shop}/orders', () => {
  it('places an order with the server prices, a hold and a sandbox payment page', async () => {
    clock.set(FRIDAY_MORNING);
    const response = await placeOrder(t, shop).expect(201);
    expect(Object.keys(response.body).sort()).toEqual(['orderId', 'orderKey', 'paymentUrl']);
    expect(response.body.paymentUrl).toMatch(/\/api\/payments\/sandbox\/checkout\/cs_sandbox_/);
    const row = await orderRow(t, response.body.orderId);
    expect(row).toMatchObject({
      state: 'pending_payment',
      holds_place: true,
      total_cents: 900,
      // 2 % of € 9.00, rounded half-up: 18 cents.
      fee_cents: 18,
      customer_phone: '+32470123456',
    });
    expect(row.payment_session_id).toMatch(/^cs_sandbox_/);
    expect(await placesTaken(t, shop, MONDAY, '11:00')).toBe(1);
  });

  it('answers 409 with the current prices when the cart claims another price, and keeps nothing', async () => {
    const before = await countOrders(shop);
    const tampered = orderPayload(shop, {
      cartItems: [
        { _id: shop.productId, type: 'product', quantity: 1, selectedOptions: {}, calculatedPrice: 0.01 },
      ],
    });
    const response = await placeOrder(t, shop, tampered).expect(409);
    expect(response.body).toEqual({
      statusCode: 409,
      message: 'De prijzen in je winkelmandje zijn gewijzigd. Kijk je bestelling na.',
      error: 'Conflict',
      code: 'prices-changed',
      currentPrices: [4.5],
    });
    expect(await countOrders(shop)).toBe(before);
  });

  it("refuses another shop's item and a product that is not sold alone", async () => {
    const other = await openOrderingShop(t);
    const foreign = orderPayload(shop, {
      cartItems: [
        { _id: other.productId, type: 'product', quantity: 1, selectedOptions: {}, calculatedPrice: 4.5 },
      ],
    });
    const refused = await placeOrder(t, shop, foreign).expect(400);
    expect(refused.body.fields).toEqual({
      'cartItems.0._id': 'Dit item bestaat niet (meer) in deze winkel.',
    });

    const hidden = await createProduct(t, shop.owner, {
      name: 'Enkel in menu',
      price: '2.00',
      soldAlone: 'false',
    });
    const menuOnly = orderPayload(shop, {
      cartItems: [{ _id: hidden._id, type: 'product', quantity: 1, selectedOptions: {}, calculatedPrice: 2 }],
    });
    await placeOrder(t, shop, menuOnly).expect(400);
    // The soup's id named as a menu is not a menu.
    const asMenu = orderPayload(shop, {
      cartItems: [
        { _id: shop.productId, type: 'menu', quantity: 1, selectedOptions: {}, calculatedPrice: 4.5 },
      ],
    });
    await placeOrder(t, shop, asMenu).expect(400);
  });

  it('checks the selection against the item’s current option groups', async () => {
    const options = [
      {
        name: 'Brood',
        type: 'select',
        required: true,
        options: [
          { name: 'Wit', price: 0 },
          { name: 'Bruin', price: 0.5 },
        ],
      },
      {
        name: "Extra's",
        type: 'multiselect',
        required: false,
        maxSelections: 2,
        options: [
          { name: 'Kaas', price: 0.5 },
          { name: 'Ham', price: 1 },
          { name: 'Ei', price: 0.8 },
        ],
      },
    ];
    const broodje = await createProduct(t, shop.owner, {
      name: 'Broodje',
      price: '3.00',
      productOptions: JSON.stringify(options),
    });
    const line = (selectedOptions: object, calculatedPrice: number) =>
      orderPayload(shop, {
        cartItems: [
          { _id: broodje._id, type: 'product', quantity: 1, selectedOptions, calculatedPrice } as never,
        ],
      });
    const fieldOf = async (payload: unknown) =>
      (await placeOrder(t, shop, payload).expect(400)).body.fields['cartItems.0.selectedOptions'];
    expect(await fieldOf(line({}, 3))).toBe('Vul alle verplichte opties in');
    expect(await fieldOf(line({ 0: 2 }, 3))).toBe('Deze keuze bestaat niet (meer) voor Brood.');
    expect(await fieldOf(line({ 0: [0, 1] }, 3))).toBe('Deze keuze bestaat niet (meer) voor Brood.');
    expect(await fieldOf(line({ 0: 0, 1: [0, 1, 2] }, 3))).toMatch(/Extra's/);
    expect(await fieldOf(line({ 0: 0, 5: 1 }, 3))).toBe('Deze optie bestaat niet (meer).');
    expect(await fieldOf(line({ 0: 'Wit' }, 3))).toBe('Deze keuze bestaat niet (meer) voor Brood.');

    const placed = await placeOrder(t, shop, line({ 0: 1, 1: [0, 1] }, 5)).expect(201);
    const lines = await withDatabase(
      t,
      async (db) =>
        (
          await db.query('SELECT name, option_lines, unit_price_cents FROM order_lines WHERE order_id = $1', [
            placed.body.orderId,
          ])
        ).rows,
    );
    expect(lines).toEqual([
      {
        name: 'Broodje',
        option_lines: [
          'Brood: Bruin +\u00a0€\u00a00,50',
          "Extra's: Kaas +\u00a0€\u00a00,50, Ham +\u00a0€\u00a01,00",
        ],
        unit_price_cents: 500,
      },
    ]);
    // The sandbox payment page names the line with its options, the surcharges as Belgians read them.
    const paymentPage = await t.http.get(new URL(placed.body.paymentUrl as string).pathname).expect(200);
    expect(paymentPage.text).toContain(
      'Broodje (Brood: Bruin +\u00a0€\u00a00,50; Extra&#39;s: Kaas +\u00a0€\u00a00,50, Ham +\u00a0€\u00a01,00)',
    );
    // Once paid, the kitchen's prep list reads the same.
    await payInSandbox(t, placed.body.orderId);
    const prepList = (
      await t.http.get(`/api/admin/orders/prep-list?date=${MONDAY}`).set(shop.owner.auth).expect(200)
    ).body as PrepListView;
    const broodjes = prepList.slots.flatMap((slot) => slot.items).find((item) => item.name === 'Broodje');
    expect(broodjes?.options.map((option) => option.text)).toEqual([
      'Brood: Bruin +\u00a0€\u00a00,50',
      "Extra's: Kaas +\u00a0€\u00a00,50, Ham +\u00a0€\u00a01,00",
    ]);
  });

  it("charges the shop's discount and snapshots a menu with the products inside", async () => {
    clock.set(FRIDAY_MORNING);
    const menuShop = await openOrderingShop(t);
    const menu = (
      await asMenuMultipart(
        t.http.post('/api/admin/menus').set(menuShop.owner.auth),
        menuFields([menuShop.productId], { name: 'Soepmenu', price: '10.00' }),
      ).expect(201)
    ).body as { _id: string };
    await t.http
      .post('/api/admin/discounts')
      .set(menuShop.owner.auth)
      .send({ discountType: 'Webshop', discount: 10, startDate: '2030-06-14', endDate: '2030-06-30' })
      .expect(201);
    const cart = (soup: number, soupMenu: number) =>
      orderPayload(menuShop, {
        cartItems: [
          {
            _id: menuShop.productId,
            type: 'product',
            quantity: 1,
            selectedOptions: {},
            calculatedPrice: soup,
          },
          { _id: menu._id, type: 'menu', quantity: 2, selectedOptions: {}, calculatedPrice: soupMenu },
        ],
      });
    const stale = await placeOrder(t, menuShop, cart(4.5, 10)).expect(409);
    expect(stale.body.currentPrices).toEqual([4.05, 9]);

    const placed = await placeOrder(t, menuShop, cart(4.05, 9)).expect(201);
    const row = await orderRow(t, placed.body.orderId);
    expect(row.total_cents).toBe(2205);
    const lines = await withDatabase(
      t,
      async (db) =>
        (
          await db.query(
            `SELECT item_kind, name, included_products, unit_price_cents, line_total_cents, discount_hundredths
             FROM order_lines WHERE order_id = $1 ORDER BY position`,
            [placed.body.orderId],
          )
        ).rows,
    );
    expect(lines).toEqual([
      {
        item_kind: 'product',
        name: 'Tomatensoep',
        included_products: [],
        unit_price_cents: 405,
        line_total_cents: 405,
        discount_hundredths: 1000,
      },
      {
        item_kind: 'menu',
        name: 'Soepmenu',
        included_products: ['Tomatensoep'],
        unit_price_cents: 900,
        line_total_cents: 1800,
        discount_hundredths: 1000,
      },
    ]);
  });

  it('refuses a weekday index that does not match the date, a closed day and a slot that is not offered', async () => {
    const wrongIndex = await placeOrder(t, shop, orderPayload(shop, { date: `Day2-${MONDAY}` })).expect(400);
    expect(wrongIndex.body.fields).toEqual({ date: 'Kies een dag' });
    const tuesday = await placeOrder(t, shop, orderPayload(shop, { date: 'Day2-2030-06-18' })).expect(400);
    expect(tuesday.body.fields).toEqual({ date: 'Kies een dag' });
    const odd = await placeOrder(
      t,
      shop,
      orderPayload(shop, { timeSlot: { start: '11:00', end: '13:00' } }),
    ).expect(400);
    expect(odd.body.fields).toEqual({ timeSlot: 'Selecteer een geldig tijdslot' });
  });

  it('refuses a day in a vacation', async () => {
    const vacationShop = await openOrderingShop(t);
    await t.http
      .post('/api/admin/vacation-modes')
      .set(vacationShop.owner.auth)
      .send({ vacationModeStart: '2030-06-16', vacationModeEnd: '2030-06-18', vacationModeReason: 'Zomer' })
      .expect(201);
    const refused = await placeOrder(t, vacationShop, orderPayload(vacationShop)).expect(400);
    expect(refused.body.fields).toEqual({ date: 'Kies een dag' });
  });

  it('holds to the lead time for today, at the server’s own clock', async () => {
    // Monday 08:59 in Brussels: 11:00 is more than 2 hours ahead.
    clock.set('2030-06-17T06:59:00Z');
    await placeOrder(t, shop, orderPayload(shop)).expect(201);
    // 09:00: 11:00 is exactly 2 hours ahead, no longer more; 11:30 still is.
    clock.set('2030-06-17T07:00:00Z');
    const late = await placeOrder(t, shop, orderPayload(shop)).expect(400);
    expect(late.body.fields).toEqual({ timeSlot: 'Selecteer een geldig tijdslot' });
    await placeOrder(t, shop, orderPayload(shop, { timeSlot: { start: '11:30', end: '12:00' } })).expect(201);
    clock.set(FRIDAY_MORNING);
  });

  it('refuses a shop that cannot take payments, and an unknown shop', async () => {
    const unpaid = await openOrderingShop(t, { chargeable: false });
    const refused = await placeOrder(t, unpaid, orderPayload(unpaid)).expect(409);
    expect(refused.body.message).toBe('Deze winkel kan nog geen online betalingen ontvangen.');
    await t.http.post('/api/shop/bestaat-niet/orders').send(orderPayload(shop)).expect(404);
  });

  it('answers 400 with a Dutch message per field for bad input', async () => {
    const bad = await placeOrder(t, shop, {
      name: '',
      phone: '012',
      email: 'geen-mail',
      date: 'maandag',
      timeSlot: { start: '25:00', end: '11:30' },
      cartItems: [],
      extra: 1,
    }).expect(400);
    expect(bad.body.fields).toEqual({
      extra: 'Onbekend veld: extra.',
      name: 'Dit veld is verplicht',
      phone: 'Voer een geldig gsm-nummer in uit België, Nederland, Frankrijk, Duitsland of Luxemburg',
      email: 'Voer een geldig e-mailadres in',
      date: 'Kies een dag',
      timeSlot: 'Selecteer een geldig tijdslot',
      cartItems: 'Je winkelmandje is leeg.',
    });
  });
});

describe('capacity', () => {
  it('50 simultaneous orders and payments for a piece with room for 10: 5 held unpaid, exactly 10 paid places, the 40 late payers refunded in full', async () => {
    clock.set(FRIDAY_MORNING);
    const busy = await openOrderingShop(t, { maxOrdersPerSlot: 10 });
    const payload = orderPayload(busy, { timeSlot: { start: '12:00', end: '13:00' } });
    const answers = await Promise.all(Array.from({ length: 50 }, () => placeOrder(t, busy, payload)));
    // Unpaid orders hold half the piece; the others fit too, holding nothing until they pay.
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(await placesTaken(t, busy, MONDAY, '12:00')).toBe(5);
    expect(await countOrders(busy)).toBe(50);

    await Promise.all(answers.map((answer) => payInSandbox(t, answer.body.orderId)));
    const ends = await withDatabase(
      t,
      async (db) =>
        (
          await db.query(
            `SELECT o.state, o.holds_place, o.cancel_reason, count(r.id)::int AS refunds,
                  coalesce(sum(r.amount_cents), 0)::int AS refunded
           FROM orders o LEFT JOIN refunds r ON r.order_id = o.id
           WHERE o.id = ANY ($1::uuid[]) GROUP BY o.id`,
            [answers.map((answer) => answer.body.orderId)],
          )
        ).rows,
    );
    expect(ends.filter((end) => end.state === 'paid' && end.holds_place)).toHaveLength(10);
    const refunded = ends.filter((end) => end.state === 'cancelled');
    expect(refunded).toHaveLength(40);
    for (const end of refunded)
      expect(end).toMatchObject({
        holds_place: false,
        refunds: 1,
        refunded: 900,
        cancel_reason:
          'Terwijl je betaalde, bestelden anderen het laatste van je tijdslot of een item. Je krijgt je volledige bedrag terug.',
      });
    expect(await placesTaken(t, busy, MONDAY, '12:00')).toBe(10);
    const full = await placeOrder(t, busy, payload).expect(409);
    expect(full.body.message).toBe('Dit tijdslot is volzet. Kies een ander tijdslot.');

    const availability = await t.http
      .get(`/api/shop/${busy.subdomain}/slot-availability?from=2030-06-14&days=7`)
      .expect(200);
    expect(availability.body).toEqual({
      maxOrdersPerSlot: 10,
      fullPieces: [{ date: MONDAY, start: '12:00', end: '13:00' }],
      fullItemDays: [],
      itemsLeft: [],
    });
  });

  it('a shop without a maximum takes any number, and shows no full pieces', async () => {
    const open = await t.http
      .get(`/api/shop/${shop.subdomain}/slot-availability?from=2030-06-14&days=62`)
      .expect(200);
    expect(open.body).toEqual({ maxOrdersPerSlot: null, fullPieces: [], fullItemDays: [], itemsLeft: [] });
    await t.http.get(`/api/shop/${shop.subdomain}/slot-availability?from=2030-06-14&days=63`).expect(400);
    await t.http.get(`/api/shop/${shop.subdomain}/slot-availability?from=gisteren&days=3`).expect(400);
  });
});
