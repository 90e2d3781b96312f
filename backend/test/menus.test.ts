import { randomUUID } from 'node:crypto';
import type { Subscription } from 'rxjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MenuView, OptionGroupView, PublicMenuView } from '@bestelklaar/domain';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import type { ShopChange } from '../src/modules/notifications/shop-change';
import { DEMO_OWNER, seedDemoShop } from '../src/seed/demo-seed';
import { image } from './support/catalog-fixtures';
import {
  asMenuMultipart,
  createCollection,
  createProduct,
  menuFields,
  type MenuFields,
} from './support/menu-fixtures';
import { BAD_VALUES } from './support/bad-input-corpus';
import { configureShop } from './support/shop-setup';
import { registerOwner, startTestApp, TestApp, useTestApp } from './support/test-app';

const t = useTestApp();
type Owner = Awaited<ReturnType<typeof registerOwner>>;

function createMenu(owner: Owner, form: MenuFields, file?: { body: Buffer }) {
  return asMenuMultipart(t.http.post('/api/admin/menus').set(owner.auth), form, file);
}

function updateMenu(owner: Owner, id: string, form: MenuFields, file?: { body: Buffer }) {
  return asMenuMultipart(t.http.put(`/api/admin/menus/${id}`).set(owner.auth), form, file);
}

async function listMenus(owner: Owner): Promise<MenuView[]> {
  return (await t.http.get('/api/admin/menus').set(owner.auth).expect(200)).body;
}

/** An owner with two products of their own, ready to compose menus from. */
async function ownerWithProducts() {
  const owner = await registerOwner(t.http);
  const soup = await createProduct(t, owner, {
    name: 'Tomatensoep',
    description: 'Met balletjes',
    price: '4.50',
  });
  const sandwich = await createProduct(t, owner, {
    name: 'Broodje kaas',
    description: '',
    price: '3.80',
  });
  return { owner, soup, sandwich };
}

const kitchenNote: OptionGroupView = {
  name: 'Opmerking voor de keuken',
  type: 'text',
  required: false,
  options: [],
};
const drink: OptionGroupView = {
  name: 'Drankje',
  type: 'select',
  required: true,
  options: [
    { name: 'Water', price: 0, allergens: [] },
    { name: 'Cola', price: 0.5, allergens: [] },
  ],
};

describe('POST /api/admin/menus', () => {
  it('needs a token', async () => {
    await t.http.get('/api/admin/menus').expect(401);
    await asMenuMultipart(t.http.post('/api/admin/menus'), menuFields([randomUUID()])).expect(401);
  });

  it('creates a menu from the multipart form, with collection, products, options and image', async () => {
    const { owner, soup, sandwich } = await ownerWithProducts();
    const collection = await createCollection(t, owner);
    const response = await createMenu(
      owner,
      menuFields([sandwich._id, soup._id, sandwich._id], {
        name: ' Lunchmenu ',
        price: '7,50',
        vatRate: '12',
        collection: collection._id,
        productOptions: JSON.stringify([kitchenNote, drink]),
      }),
      { body: await image('png') },
    ).expect(201);

    const id = response.body._id;
    expect(response.body).toEqual({
      _id: expect.any(String),
      name: 'Lunchmenu',
      description: 'Soep, broodje en een drankje',
      price: 7.5,
      vatRate: 12,
      collection: { _id: collection._id, name: 'Menu’s', icon: 'Utensils' },
      products: [
        {
          _id: sandwich._id,
          name: 'Broodje kaas',
          description: '',
          price: 3.8,
          hasImage: false,
          imageUrl: null,
        },
        {
          _id: soup._id,
          name: 'Tomatensoep',
          description: 'Met balletjes',
          price: 4.5,
          hasImage: false,
          imageUrl: null,
        },
      ],
      productCount: 2,
      productsValue: 8.3,
      hasImage: true,
      imageUrl: `/api/images/menus/${id}?v=1`,
      productOptions: [kitchenNote, drink],
      allergens: [],
      mayContain: [],
      dietary: [],
      productAllergens: [],
      productMayContain: [],
      soldOut: false,
      dailyLimit: null,
    } satisfies MenuView);
    expect(await listMenus(owner)).toEqual([response.body]);
  });

  it('defaults to 6 % VAT, no collection and no image, and reads a JSON body with product objects', async () => {
    const { owner, soup } = await ownerWithProducts();
    const response = await t.http
      .post('/api/admin/menus')
      .set(owner.auth)
      .send({ name: 'Soepmenu', price: 5, products: [{ _id: soup._id, name: soup.name }] })
      .expect(201);
    expect(response.body).toMatchObject({
      name: 'Soepmenu',
      description: '',
      price: 5,
      vatRate: 6,
      collection: null,
      productCount: 1,
      hasImage: false,
      imageUrl: null,
      productOptions: [],
    });
  });

  it('takes 50 products as 50 form fields', async () => {
    const owner = await registerOwner(t.http);
    const ids: string[] = [];
    for (let n = 0; n < 50; n++)
      ids.push((await createProduct(t, owner, { name: `Product ${n}`, price: '1' }))._id);
    const response = await createMenu(owner, menuFields(ids)).expect(201);
    expect(response.body.products.map((product: { _id: string }) => product._id)).toEqual(ids);
    expect(response.body).toMatchObject({ productCount: 50, productsValue: 50 });
  });

  describe('refuses invalid fields with Dutch texts and creates nothing', () => {
    let owner: Owner;
    let product: string;
    beforeAll(async () => {
      ({
        owner,
        soup: { _id: product },
      } = await ownerWithProducts());
    });
    afterEach(async () => {
      expect(await listMenus(owner)).toEqual([]);
    });

    // The fields every item has are checked for products and menus alike in items.test.ts.
    it.each([
      [
        { productOptions: JSON.stringify([{ ...kitchenNote, name: '' }]) },
        'productOptions.0.name',
        'Dit veld is verplicht',
      ],
    ])('%j', async (overrides, field, message) => {
      const response = await createMenu(owner, menuFields([product], overrides)).expect(400);
      expect(response.body.fields).toEqual({ [field]: message });
      expect(response.body.message).toBe(message);
    });

    it('without products', async () => {
      const response = await createMenu(owner, menuFields([])).expect(400);
      expect(response.body.fields).toEqual({ products: 'Selecteer minstens één product.' });
    });

    it('with a product that is not an id', async () => {
      const response = await createMenu(owner, menuFields([product, 'soep'])).expect(400);
      expect(response.body.fields).toEqual({
        products: 'Ongeldig product. Kies de producten uit de lijst van je eigen producten.',
      });
    });

    it('with 51 products', async () => {
      const ids = Array.from({ length: 51 }, () => randomUUID());
      const response = await createMenu(owner, menuFields(ids)).expect(400);
      expect(response.body.fields).toEqual({ products: 'Een menu kan maximaal 50 producten bevatten.' });
    });

    it('with a product or collection that does not exist, as a 404', async () => {
      const unknownProduct = await createMenu(owner, menuFields([product, randomUUID()])).expect(404);
      expect(unknownProduct.body.message).toBe('Dit product bestaat niet (meer).');
      for (const collection of [randomUUID(), 'geen-uuid']) {
        const unknown = await createMenu(owner, menuFields([product], { collection })).expect(404);
        expect(unknown.body.message).toBe('Deze collectie bestaat niet (meer).');
      }
    });
  });
});

describe('odd values in any field', () => {
  it('get a 4xx, never a 5xx, on create and on edit of a real menu', async () => {
    const { owner, soup } = await ownerWithProducts();
    const menu = (await createMenu(owner, menuFields([soup._id])).expect(201)).body;
    const good: Record<string, unknown> = {
      _id: menu._id,
      name: 'Lunchmenu',
      description: 'Soep',
      price: '7.50',
      vatRate: '6',
      collection: '',
      products: [soup._id],
      productOptions: [kitchenNote, drink],
      keepExistingImage: 'true',
    };
    const failures: string[] = [];
    for (const field of Object.keys(good))
      for (const { label, value } of BAD_VALUES)
        for (const request of [
          () => t.http.post('/api/admin/menus'),
          () => t.http.put(`/api/admin/menus/${menu._id}`),
        ]) {
          const response = await request()
            .set(owner.auth)
            .send({ ...good, [field]: value });
          if (response.status >= 500) failures.push(`${field}: ${label} → ${response.status}`);
        }
    expect(failures).toEqual([]);
  });
});

describe('menu images', () => {
  it('get a new URL with a new upload, and are removed when keepExistingImage is false', async () => {
    const { owner, soup } = await ownerWithProducts();
    const menu = (await createMenu(owner, menuFields([soup._id]), { body: await image('jpeg') }).expect(201))
      .body;
    const first = (await t.http.get(menu.imageUrl).buffer(true)).body as Buffer;

    const replaced = await updateMenu(owner, menu._id, menuFields([soup._id]), {
      body: await image('gif', { width: 30, height: 30, alpha: true }),
    }).expect(200);
    expect(replaced.body.imageUrl).toBe(`/api/images/menus/${menu._id}?v=2`);
    const second = await t.http.get(replaced.body.imageUrl).buffer(true).expect(200);
    expect(second.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(second.body, first)).not.toBe(0);

    const kept = await updateMenu(owner, menu._id, menuFields([soup._id], { name: 'Nieuwe naam' })).expect(
      200,
    );
    expect(kept.body).toMatchObject({ hasImage: true, imageUrl: replaced.body.imageUrl });

    const removed = await updateMenu(
      owner,
      menu._id,
      menuFields([soup._id], { keepExistingImage: 'false' }),
    ).expect(200);
    expect(removed.body).toMatchObject({ hasImage: false, imageUrl: null });
    await t.http.get(replaced.body.imageUrl).expect(404);
  });
});

describe('PUT /api/admin/menus/{id}', () => {
  it('replaces fields, products (in the new order) and options', async () => {
    const { owner, soup, sandwich } = await ownerWithProducts();
    const menu = (await createMenu(owner, menuFields([soup._id])).expect(201)).body as MenuView;
    const response = await updateMenu(
      owner,
      menu._id,
      menuFields([sandwich._id, soup._id], {
        name: 'Dagmenu',
        description: '',
        price: '9',
        vatRate: '21',
        productOptions: JSON.stringify([drink]),
      }),
    ).expect(200);
    expect(response.body).toEqual({
      ...menu,
      name: 'Dagmenu',
      description: '',
      price: 9,
      vatRate: 21,
      products: [expect.objectContaining({ _id: sandwich._id }), expect.objectContaining({ _id: soup._id })],
      productCount: 2,
      productsValue: 8.3,
      productOptions: [drink],
    });
    expect(await listMenus(owner)).toEqual([response.body]);
  });

  it('edits the menu in the path, ignoring the _id in the body', async () => {
    const { owner, soup } = await ownerWithProducts();
    const first = (await createMenu(owner, menuFields([soup._id], { name: 'Eerste' })).expect(201)).body;
    const second = (await createMenu(owner, menuFields([soup._id], { name: 'Tweede' })).expect(201)).body;
    const response = await updateMenu(
      owner,
      first._id,
      menuFields([soup._id], { _id: second._id, name: 'Eerste, bewerkt' }),
    ).expect(200);
    expect(response.body._id).toBe(first._id);
    expect((await listMenus(owner)).map((menu) => menu.name)).toEqual(['Tweede', 'Eerste, bewerkt']);
  });

  it('validates like a create and changes nothing on a bad form, image or product', async () => {
    const { owner, soup } = await ownerWithProducts();
    const menu = (await createMenu(owner, menuFields([soup._id]), { body: await image('jpeg') }).expect(201))
      .body;
    const bad = await updateMenu(owner, menu._id, menuFields([], { price: '0', name: 'X' })).expect(400);
    expect(bad.body.fields).toEqual({
      name: 'Moet ten minste 2 tekens lang zijn',
      price: 'Voer een positief getal in',
      products: 'Selecteer minstens één product.',
    });
    await updateMenu(owner, menu._id, menuFields([soup._id], { name: 'Nieuw' }), {
      body: Buffer.from('GIF89a nep'),
    }).expect(400);
    await updateMenu(owner, menu._id, menuFields([soup._id], { name: 'Nieuw' }), {
      body: Buffer.alloc(11 * 1024 * 1024),
    }).expect(413);
    await updateMenu(owner, menu._id, menuFields([soup._id, randomUUID()], { name: 'Nieuw' }), {
      body: await image('png'),
    }).expect(404);
    expect(await listMenus(owner)).toEqual([menu]);
    await t.http.get(menu.imageUrl).expect(200);
  });

  it('answers 404 for an unknown id', async () => {
    const { owner, soup } = await ownerWithProducts();
    const response = await updateMenu(owner, randomUUID(), menuFields([soup._id])).expect(404);
    expect(response.body.message).toBe('Dit menu bestaat niet (meer).');
    await updateMenu(owner, 'geen-uuid', menuFields([soup._id])).expect(404);
  });
});

describe('DELETE /api/admin/menus/{id}', () => {
  it('deletes the menu and its image, but not its products', async () => {
    const { owner, soup } = await ownerWithProducts();
    const menu = (await createMenu(owner, menuFields([soup._id]), { body: await image('jpeg') }).expect(201))
      .body;
    await t.http.delete(`/api/admin/menus/${menu._id}`).set(owner.auth).expect(204);
    expect(await listMenus(owner)).toEqual([]);
    await t.http.get(menu.imageUrl).expect(404);
    const again = await t.http.delete(`/api/admin/menus/${menu._id}`).set(owner.auth).expect(404);
    expect(again.body.message).toBe('Dit menu bestaat niet (meer).');
    await t.http.delete('/api/admin/menus/geen-uuid').set(owner.auth).expect(404);
    const products = await t.http.get('/api/admin/products').set(owner.auth).expect(200);
    expect(products.body).toHaveLength(2);
  });
});

describe('deleting what a menu holds', () => {
  it('a product leaves the menu without it; a menu left empty stays, with productCount 0, off the shop', async () => {
    const { owner, soup, sandwich } = await ownerWithProducts();
    const subdomain = `leeg-${randomUUID().slice(0, 8)}`;
    await configureShop(t, owner.id, { subdomain });
    const both = (
      await createMenu(owner, menuFields([soup._id, sandwich._id], { name: 'Beide' })).expect(201)
    ).body;
    const soupOnly = (await createMenu(owner, menuFields([soup._id], { name: 'Alleen soep' })).expect(201))
      .body;

    await t.http.delete(`/api/admin/products/${soup._id}`).set(owner.auth).expect(204);

    const menus = await listMenus(owner);
    expect(menus).toEqual([
      { ...soupOnly, products: [], productCount: 0, productsValue: 0 },
      { ...both, products: [both.products[1]], productCount: 1, productsValue: 3.8 },
    ]);
    const shop = await t.http.get(`/api/shop/${subdomain}/menus`).expect(200);
    expect(shop.body.map((menu: PublicMenuView) => menu.name)).toEqual(['Beide']);
  });

  it('a collection leaves its menus without a collection', async () => {
    const { owner, soup } = await ownerWithProducts();
    const collection = await createCollection(t, owner);
    const menu = (await createMenu(owner, menuFields([soup._id], { collection: collection._id })).expect(201))
      .body;
    await t.http.delete(`/api/admin/collections/${collection._id}`).set(owner.auth).expect(204);
    expect(await listMenus(owner)).toEqual([{ ...menu, collection: null }]);
  });
});

describe('another shop', () => {
  it('can neither read, change, delete nor use my menus, products or collections', async () => {
    const me = await ownerWithProducts();
    const other = await ownerWithProducts();
    const myCollection = await createCollection(t, me.owner);
    const mine = (
      await createMenu(me.owner, menuFields([me.soup._id], { collection: myCollection._id }), {
        body: await image('jpeg'),
      }).expect(201)
    ).body;
    const theirs = (
      await createMenu(other.owner, menuFields([other.soup._id], { name: 'Hun menu' })).expect(201)
    ).body;

    expect(await listMenus(other.owner)).toEqual([theirs]);
    const hijack = await updateMenu(
      other.owner,
      mine._id,
      menuFields([other.soup._id], { name: 'Gekaapt' }),
      {
        body: await image('png'),
      },
    ).expect(404);
    expect(hijack.body.message).toBe('Dit menu bestaat niet (meer).');
    await t.http.delete(`/api/admin/menus/${mine._id}`).set(other.owner.auth).expect(404);

    const withMyProduct = await createMenu(other.owner, menuFields([other.soup._id, me.soup._id])).expect(
      404,
    );
    expect(withMyProduct.body.message).toBe('Dit product bestaat niet (meer).');
    const withMyCollection = await createMenu(
      other.owner,
      menuFields([other.soup._id], { collection: myCollection._id }),
    ).expect(404);
    expect(withMyCollection.body.message).toBe('Deze collectie bestaat niet (meer).');
    await updateMenu(
      other.owner,
      theirs._id,
      menuFields([me.sandwich._id], { name: 'Met jouw broodje' }),
    ).expect(404);
    await updateMenu(
      other.owner,
      theirs._id,
      menuFields([other.soup._id], { collection: myCollection._id, name: 'In jouw collectie' }),
    ).expect(404);

    expect(await listMenus(me.owner)).toEqual([mine]);
    expect(await listMenus(other.owner)).toEqual([theirs]);
    await t.http.get(mine.imageUrl).expect(200);
  });
});

describe('GET /api/shop/{shop}/menus', () => {
  it('lists a launched shop’s menus with products, in the public shape, and nothing of other shops', async () => {
    const { owner, soup, sandwich } = await ownerWithProducts();
    const collection = await createCollection(t, owner);
    const subdomain = `menus-${randomUUID().slice(0, 8)}`;
    await configureShop(t, owner.id, { subdomain });
    const menu = (
      await createMenu(
        owner,
        menuFields([soup._id, sandwich._id], {
          collection: collection._id,
          vatRate: '12',
          productOptions: JSON.stringify([kitchenNote, drink]),
        }),
        { body: await image('png') },
      ).expect(201)
    ).body as MenuView;
    const other = await ownerWithProducts();
    await createMenu(other.owner, menuFields([other.soup._id], { name: 'Van een ander' })).expect(201);
    await configureShop(t, other.owner.id, { subdomain: `ander-${randomUUID().slice(0, 8)}` });

    const response = await t.http.get(`/api/shop/${subdomain.toUpperCase()}/menus`).expect(200);
    expect(response.body).toEqual([
      {
        _id: menu._id,
        type: 'menu',
        name: 'Lunchmenu',
        description: 'Soep, broodje en een drankje',
        price: 12.5,
        vatRate: 12,
        collection: { _id: collection._id, name: 'Menu’s', icon: 'Utensils' },
        products: [
          {
            _id: soup._id,
            name: 'Tomatensoep',
            description: 'Met balletjes',
            hasImage: false,
            imageUrl: null,
          },
          { _id: sandwich._id, name: 'Broodje kaas', description: '', hasImage: false, imageUrl: null },
        ],
        hasImage: true,
        imageUrl: menu.imageUrl,
        productOptions: [kitchenNote, drink],
        allergens: [],
        mayContain: [],
        dietary: [],
        soldOut: false,
        dailyLimit: null,
      } satisfies PublicMenuView,
    ]);
  });

  it('is a 404 for a shop that has not launched or does not exist', async () => {
    const { owner, soup } = await ownerWithProducts();
    await createMenu(owner, menuFields([soup._id])).expect(201);
    for (const shop of ['bestaat-niet', '%00', 'x'.repeat(300)]) {
      const response = await t.http.get(`/api/shop/${shop}/menus`).expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Niet gevonden.', error: 'Not Found' });
    }
  });

  it('answers an empty list for a launched shop without menus', async () => {
    const owner = await registerOwner(t.http);
    const subdomain = `zonder-${randomUUID().slice(0, 8)}`;
    await configureShop(t, owner.id, { subdomain });
    expect((await t.http.get(`/api/shop/${subdomain}/menus`).expect(200)).body).toEqual([]);
  });
});

describe('live updates', () => {
  let subscription: Subscription | undefined;
  afterEach(() => subscription?.unsubscribe());

  it('tell the shop’s dashboards of every change to its menus, and of none that failed', async () => {
    const { owner, soup } = await ownerWithProducts();
    const received: ShopChange[] = [];
    subscription = t.app
      .get(NotificationsService)
      .changes(owner.id)
      .subscribe((change) => received.push(change));

    await createMenu(owner, menuFields([soup._id, randomUUID()])).expect(404);
    const menu = (await createMenu(owner, menuFields([soup._id])).expect(201)).body;
    await updateMenu(owner, menu._id, menuFields([soup._id], { name: 'Anders' })).expect(200);
    await t.http.delete(`/api/admin/menus/${menu._id}`).set(owner.auth).expect(204);

    // Notifications arrive over their own connection, after the commits; a busy machine may take a
    // while, and the products made before the watch began may still announce themselves meanwhile.
    await vi.waitFor(
      () =>
        expect(received.map((change) => change.topic).filter((topic) => topic === 'menus')).toEqual([
          'menus',
          'menus',
          'menus',
        ]),
      { timeout: 10_000 },
    );
  });
});

describe('the demo shop', () => {
  // The seed only fills an empty database.
  let demo: TestApp;
  beforeAll(async () => {
    demo = await startTestApp();
  });
  afterAll(async () => {
    await demo.close();
  });

  it('has real menus with images, a kitchen note and a choice, on its public page', async () => {
    await seedDemoShop(demo.app);
    const login = await demo.http
      .post('/api/admin/auth/login')
      .send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password })
      .expect(200);
    const menus = (
      await demo.http.get('/api/admin/menus').set({ Authorization: `Bearer ${login.body.token}` })
    ).body as MenuView[];
    expect(menus.length).toBeGreaterThanOrEqual(2);
    for (const menu of menus) {
      expect(menu.productCount).toBeGreaterThan(1);
      expect(menu.price).toBeLessThan(menu.productsValue);
      expect(menu.hasImage).toBe(true);
      await demo.http.get(menu.imageUrl!).expect(200);
    }
    const options = menus.flatMap((menu) => menu.productOptions);
    expect(options).toContainEqual({
      ...kitchenNote,
      required: false,
      translations: { fr: { name: 'Remarque pour la cuisine' }, en: { name: 'Note for the kitchen' } },
    });
    expect(options.some((option) => option.type === 'select')).toBe(true);

    const shop = await demo.http.get('/api/shop/demo/menus').expect(200);
    expect(shop.body.map((menu: PublicMenuView) => menu.name)).toEqual(menus.map((menu) => menu.name));
  });
});
