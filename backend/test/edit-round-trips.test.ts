import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { furnishedShop } from './support/storefront-support';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t.http);
  await furnishedShop(t, owner, 'heen-en-terug', 'Eén');
});
afterAll(async () => {
  await t.close();
});

type Thing = Record<string, unknown> & { _id: string };

const read = async (path: string) => (await t.http.get(path).set(owner.auth).expect(200)).body;

/** Each edit with the read it pairs with: the one thing of its kind the furnished shop has. */
const EDITS: { name: string; read: () => Promise<Thing>; path: (thing: Thing) => string }[] = [
  {
    name: 'the settings',
    read: () => read('/api/admin/account/settings'),
    path: () => '/api/admin/account/settings',
  },
  {
    name: 'a product',
    read: async () => (await read('/api/admin/products'))[0],
    path: ({ _id }) => `/api/admin/products/${_id}`,
  },
  {
    name: 'a menu',
    read: async () => (await read('/api/admin/menus'))[0],
    path: ({ _id }) => `/api/admin/menus/${_id}`,
  },
  {
    name: 'a collection',
    read: async () => (await read('/api/admin/collections'))[0],
    path: ({ _id }) => `/api/admin/collections/${_id}`,
  },
  {
    name: 'a discount',
    read: async () => (await read('/api/admin/discounts')).productMenuDiscounts[0],
    path: ({ _id }) => `/api/admin/discounts/${_id}`,
  },
  {
    name: 'a vacation',
    read: async () => (await read('/api/admin/vacation-modes'))[0],
    path: ({ _id }) => `/api/admin/vacation-modes/${_id}`,
  },
  {
    name: 'the customer cancel policy',
    read: () => read('/api/admin/ordering/customer-cancel'),
    path: () => '/api/admin/ordering/customer-cancel',
  },
];

describe('every edit takes back what its read gives', () => {
  it.each(EDITS)('$name, saved back as it was read, stays as it was', async (edit) => {
    const before = await edit.read();
    await t.http.put(edit.path(before)).set(owner.auth).send(before).expect(200);
    expect(await edit.read()).toEqual(before);
  });

  it('the collections in the order the list gives them', async () => {
    const collections = await read('/api/admin/collections');
    await t.http.put('/api/admin/collections/order/update').set(owner.auth).send({ collections }).expect(200);
    expect(await read('/api/admin/collections')).toEqual(collections);
  });

  it('refuses a changed name of the shop, its address or zone, and changes nothing', async () => {
    const settings = await read('/api/admin/account/settings');
    for (const [field, value] of [
      ['email', 'kaper@voorbeeld.be'],
      ['subdomain', 'gekaapt'],
      ['timeZone', 'Asia/Tokyo'],
      ['_id', '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const { body } = await t.http
        .put('/api/admin/account/settings')
        .set(owner.auth)
        .send({ ...settings, [field]: value, shopMinimumOrderTimeBeforePickup: 3 })
        .expect(400);
      expect(body.fields).toEqual({ [field]: 'Dit veld kan je hier niet wijzigen.' });
    }
    expect(await read('/api/admin/account/settings')).toEqual(settings);
  });

  it('ignores what only the server writes and moves on its own, even when it was changed', async () => {
    const settings = await read('/api/admin/account/settings');
    await t.http
      .put('/api/admin/account/settings')
      .set(owner.auth)
      .send({
        ...settings,
        onboardingCompleted: !settings.onboardingCompleted,
        shopLogoUrl: '/elders.png',
        shopMinimumOrderTimeBeforePickup: 3,
      })
      .expect(200);
    expect(await read('/api/admin/account/settings')).toEqual({
      ...settings,
      shopMinimumOrderTimeBeforePickup: 3,
    });
    const [product] = await read('/api/admin/products');
    await t.http
      .put(`/api/admin/products/${product._id}`)
      .set(owner.auth)
      .send({ ...product, soldOut: true, hasImage: true, imageUrl: '/elders.png' })
      .expect(200);
    expect((await read('/api/admin/products'))[0]).toEqual(product);
  });
});
