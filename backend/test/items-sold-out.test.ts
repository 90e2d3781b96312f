import type { OrderPayload } from '@bestelklaar/domain';
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { asMultipart } from './support/catalog-fixtures';
import { asMenuMultipart, menuFields } from './support/menu-fixtures';
import { registerOwner, useTestApp } from './support/test-app';
import {
  FRIDAY_MORNING,
  openOrderingShop,
  orderAsNewCustomer,
  type OrderingShop,
} from './support/order-fixtures';
import { eventually } from './support/eventually';

/**
 * 'Uitverkocht vandaag' for products and menus (one route for both kinds) and option choices
 * 'Niet beschikbaar': shown in every view, refused in orders, over by itself at the shop's midnight.
 */
const clock = new SettableClock(FRIDAY_MORNING);
const t = useTestApp({ trustProxy: true }, { clock });

/** Friday 14 June 2030 in Brussels (UTC+2): its last moment and the first of Saturday. */
const FRIDAY_LATE = '2030-06-14T21:59:59Z';
const SATURDAY_MIDNIGHT = '2030-06-14T22:00:00Z';

const order = (shop: OrderingShop, overrides: Partial<OrderPayload> = {}) =>
  orderAsNewCustomer(t, shop, overrides);

async function storefront(shop: OrderingShop) {
  return (await t.http.get(`/api/shop/${shop.subdomain}/storefront`).expect(200)).body as {
    products: { _id: string; soldOut: boolean; productOptions: { options: object[] }[] }[];
    menus: { _id: string; soldOut: boolean }[];
  };
}

const soupIn = async (shop: OrderingShop) =>
  (await storefront(shop)).products.find((product) => product._id === shop.productId);

async function createSoupMenu(shop: OrderingShop) {
  return (
    await asMenuMultipart(
      t.http.post('/api/admin/menus').set(shop.owner.auth),
      menuFields([shop.productId], { name: 'Soepmenu', price: '10.00' }),
    ).expect(201)
  ).body as { _id: string };
}

const menuLine = (menuId: string) => ({
  cartItems: [{ _id: menuId, type: 'menu' as const, quantity: 1, selectedOptions: {}, calculatedPrice: 10 }],
});

describe("'Uitverkocht vandaag'", () => {
  it('marks a product sold out until the shop’s midnight: shown everywhere, refused in orders, then back', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    const marked = await t.http
      .put(`/api/admin/products/${shop.productId}/sold-out`)
      .set(shop.owner.auth)
      .send({ soldOut: true })
      .expect(200);
    expect(marked.body).toMatchObject({ _id: shop.productId, name: 'Tomatensoep', soldOut: true });
    const list = (await t.http.get('/api/admin/products').set(shop.owner.auth).expect(200)).body;
    expect(list.find((product: { _id: string }) => product._id === shop.productId).soldOut).toBe(true);
    await eventually(async () => expect((await soupIn(shop))?.soldOut).toBe(true));

    const refused = await order(shop).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      message: 'Tomatensoep is uitverkocht.',
      error: 'Conflict',
      code: 'unavailable',
      lines: [{ index: 0, _id: shop.productId, type: 'product', available: 0 }],
    });

    clock.set(FRIDAY_LATE);
    await eventually(async () => expect((await soupIn(shop))?.soldOut).toBe(true));
    await order(shop).expect(409);
    clock.set(SATURDAY_MIDNIGHT);
    await eventually(async () => expect((await soupIn(shop))?.soldOut).toBe(false));
    await order(shop).expect(201);
  });

  it('is lifted with soldOut false; a product at stock 0 stays sold out', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    const put = (soldOut: unknown) =>
      t.http.put(`/api/admin/products/${shop.productId}/sold-out`).set(shop.owner.auth).send({ soldOut });
    await put(true).expect(200);
    expect((await put(false).expect(200)).body.soldOut).toBe(false);
    await eventually(async () => expect((await soupIn(shop))?.soldOut).toBe(false));
    await order(shop).expect(201);
    await asMultipart(t.http.put(`/api/admin/products/${shop.productId}`).set(shop.owner.auth), {
      name: 'Tomatensoep',
      description: '',
      price: '4.50',
      collection: '',
      stockQuantity: '0',
      soldAlone: 'true',
      productOptions: '[]',
    }).expect(200);
    await eventually(async () => expect((await soupIn(shop))?.soldOut).toBe(true));
  });

  it('a menu is sold out when marked itself or when one of its products is', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    const menu = await createSoupMenu(shop);
    const menuIn = async () => (await storefront(shop)).menus.find((entry) => entry._id === menu._id);
    await eventually(async () => expect((await menuIn())?.soldOut).toBe(false));

    await t.http
      .put(`/api/admin/products/${shop.productId}/sold-out`)
      .set(shop.owner.auth)
      .send({ soldOut: true })
      .expect(200);
    await eventually(async () => expect((await menuIn())?.soldOut).toBe(true));
    const refused = await order(shop, menuLine(menu._id)).expect(409);
    expect(refused.body.message).toBe('Soepmenu is uitverkocht.');
    expect(refused.body.lines).toEqual([{ index: 0, _id: menu._id, type: 'menu', available: 0 }]);

    await t.http
      .put(`/api/admin/products/${shop.productId}/sold-out`)
      .set(shop.owner.auth)
      .send({ soldOut: false })
      .expect(200);
    const marked = await t.http
      .put(`/api/admin/menus/${menu._id}/sold-out`)
      .set(shop.owner.auth)
      .send({ soldOut: true })
      .expect(200);
    expect(marked.body).toMatchObject({ _id: menu._id, soldOut: true, productCount: 1 });
    await eventually(async () => expect((await soupIn(shop))?.soldOut).toBe(false));
    await order(shop, menuLine(menu._id)).expect(409);
    clock.set(SATURDAY_MIDNIGHT);
    await eventually(async () => expect((await menuIn())?.soldOut).toBe(false));
    await order(shop, menuLine(menu._id)).expect(201);
  });

  it('answers bad input in Dutch and another shop’s item with a 404, changing nothing', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    const stranger = await registerOwner(t.http);
    const url = `/api/admin/products/${shop.productId}/sold-out`;
    expect((await t.http.put(url).set(shop.owner.auth).send({ soldOut: 'ja' }).expect(400)).body).toEqual({
      statusCode: 400,
      message: 'Kies Ja of Nee',
      error: 'Bad Request',
      fields: { soldOut: 'Kies Ja of Nee' },
    });
    await t.http.put(url).set(shop.owner.auth).send({}).expect(400);
    await t.http
      .put(url)
      .set(shop.owner.auth)
      .send('[1]')
      .set('Content-Type', 'application/json')
      .expect(400);
    await t.http.put(url).set(stranger.auth).send({ soldOut: true }).expect(404);
    await t.http
      .put(`/api/admin/menus/${shop.productId}/sold-out`)
      .set(shop.owner.auth)
      .send({ soldOut: true })
      .expect(404);
    await t.http
      .put('/api/admin/products/niet-een-id/sold-out')
      .set(shop.owner.auth)
      .send({ soldOut: true })
      .expect(404);
    await t.http.put(url).send({ soldOut: true }).expect(401);
    await eventually(async () => expect((await soupIn(shop))?.soldOut).toBe(false));
  });
});

describe("option choices 'Niet beschikbaar'", () => {
  it('shows a choice as not available and refuses an order that picks it, naming item and choice', async () => {
    clock.set(FRIDAY_MORNING);
    const shop = await openOrderingShop(t);
    const options = [
      {
        name: 'Extra',
        type: 'select',
        required: false,
        options: [
          { name: 'Croutons', price: 0 },
          { name: 'Room', price: 0, available: false },
        ],
      },
    ];
    await asMultipart(t.http.put(`/api/admin/products/${shop.productId}`).set(shop.owner.auth), {
      name: 'Tomatensoep',
      description: '',
      price: '4.50',
      collection: '',
      stockQuantity: '',
      soldAlone: 'true',
      productOptions: JSON.stringify(options),
    }).expect(200);
    await eventually(async () =>
      expect((await soupIn(shop))?.productOptions[0].options).toEqual([
        { name: 'Croutons', price: 0, allergens: [] },
        { name: 'Room', price: 0, allergens: [], available: false },
      ]),
    );
    const withChoice = (choice: number) => ({
      cartItems: [
        {
          _id: shop.productId,
          type: 'product' as const,
          quantity: 1,
          selectedOptions: { 0: choice },
          calculatedPrice: 4.5,
        },
      ],
    });
    const refused = await order(shop, withChoice(1)).expect(409);
    expect(refused.body).toMatchObject({
      message: 'Tomatensoep: Room is niet beschikbaar.',
      code: 'unavailable',
      lines: [{ index: 0, _id: shop.productId, type: 'product', available: 0 }],
    });
    await order(shop, withChoice(0)).expect(201);
  });
});
