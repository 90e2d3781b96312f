import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDiscountsView, DiscountView, PublicDiscountsView } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { seedDemoCatalog } from '../src/modules/catalog/demo-catalog';
import { seedDemoMenus } from '../src/modules/menus/demo-menus';
import { UnitOfWork } from '../src/database/unit-of-work';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import { seedDemoDiscounts } from '../src/modules/promotions/demo-promotions';
import { configureShop } from './support/shop-setup';
import { registerOwner, useTestApp } from './support/test-app';

// Noon on 15 June 2030 in Brussels (UTC+2); each test starts here unless it moves the clock itself.
const NOON = '2030-06-15T10:00:00Z';
const TODAY = '2030-06-15';
const clock = new SettableClock(NOON);
const t = useTestApp({}, { clock });
type Owner = Awaited<ReturnType<typeof registerOwner>>;

beforeEach(() => clock.set(NOON));

async function createCollection(owner: Owner, name = 'Desserts') {
  return (
    await t.http.post('/api/admin/collections').set(owner.auth).send({ name, icon: 'Cake' }).expect(201)
  ).body as { _id: string; name: string; icon: string };
}

async function createProduct(owner: Owner, name = 'Appeltaart') {
  return (
    await t.http
      .post('/api/admin/products')
      .set(owner.auth)
      .send({ name, price: 3.8, soldAlone: true })
      .expect(201)
  ).body as { _id: string; name: string };
}

async function createMenu(owner: Owner, productIds: string[], name = 'Lunchmenu') {
  return (
    await t.http
      .post('/api/admin/menus')
      .set(owner.auth)
      .send({ name, price: 12, products: productIds })
      .expect(201)
  ).body as { _id: string; name: string };
}

function postDiscount(owner: Owner, body: object) {
  return t.http.post('/api/admin/discounts').set(owner.auth).send(body);
}

function putDiscount(owner: Owner, id: string, body: object) {
  return t.http.put(`/api/admin/discounts/${id}`).set(owner.auth).send(body);
}

async function listDiscounts(owner: Owner): Promise<AdminDiscountsView> {
  return (await t.http.get('/api/admin/discounts').set(owner.auth).expect(200)).body;
}

async function allDiscounts(owner: Owner): Promise<DiscountView[]> {
  const view = await listDiscounts(owner);
  return [...view.productMenuDiscounts, ...view.collectionDiscounts, ...view.webshopDiscounts];
}

const june = { discount: 15, startDate: '2030-06-20', endDate: '2030-06-30' };
const webshop = (overrides: object = {}) => ({ ...june, discountType: 'Webshop', ...overrides });

/** An owner with a collection, two products and a menu of the first, to name in discounts. */
async function ownerWithItems() {
  const owner = await registerOwner(t.http);
  const collection = await createCollection(owner);
  const pie = await createProduct(owner, 'Appeltaart');
  const mousse = await createProduct(owner, 'Chocolademousse');
  const menu = await createMenu(owner, [pie._id]);
  return { owner, collection, pie, mousse, menu };
}

describe('the admin discounts', () => {
  it('need a token', async () => {
    await t.http.get('/api/admin/discounts').expect(401);
    await t.http.post('/api/admin/discounts').send(webshop()).expect(401);
    await t.http.put(`/api/admin/discounts/${randomUUID()}`).send(webshop()).expect(401);
    await t.http.delete(`/api/admin/discounts/${randomUUID()}`).expect(401);
  });

  it('are none for a new shop', async () => {
    const owner = await registerOwner(t.http);
    expect(await listDiscounts(owner)).toEqual({
      productMenuDiscounts: [],
      collectionDiscounts: [],
      webshopDiscounts: [],
    });
  });

  it('creates, lists, edits and deletes each of the three kinds', async () => {
    const { owner, collection, pie, mousse, menu } = await ownerWithItems();

    const productMenu = await postDiscount(owner, {
      ...june,
      discountType: 'ProductMenu',
      products: [mousse._id, pie._id],
      menus: [menu._id],
    }).expect(201);
    expect(productMenu.body).toEqual({
      _id: expect.any(String),
      discountType: 'ProductMenu',
      discount: 15,
      startDate: '2030-06-20',
      endDate: '2030-06-30',
      collection: null,
      products: [
        { _id: pie._id, name: 'Appeltaart' },
        { _id: mousse._id, name: 'Chocolademousse' },
      ],
      menus: [{ _id: menu._id, name: 'Lunchmenu' }],
      description: '',
    });

    const onCollection = await postDiscount(owner, {
      discountType: 'Collection',
      discount: '12,5',
      startDate: TODAY,
      endDate: '2030-07-15',
      collection: collection._id,
    }).expect(201);
    expect(onCollection.body).toEqual({
      _id: expect.any(String),
      discountType: 'Collection',
      discount: 12.5,
      startDate: TODAY,
      endDate: '2030-07-15',
      collection: { _id: collection._id, name: 'Desserts', icon: 'Cake' },
      products: [],
      menus: [],
      description: '',
    });

    const wholeShop = await postDiscount(
      owner,
      webshop({ discount: 5, startDate: '2030-08-01', endDate: '2030-08-31' }),
    ).expect(201);
    expect(wholeShop.body).toMatchObject({
      discountType: 'Webshop',
      discount: 5,
      collection: null,
      products: [],
      menus: [],
      description: 'Korting op de hele webshop',
    });

    expect(await listDiscounts(owner)).toEqual({
      productMenuDiscounts: [productMenu.body],
      collectionDiscounts: [onCollection.body],
      webshopDiscounts: [wholeShop.body],
    });

    // The path decides which discount changes, whatever `_id` the body repeats.
    const edited = await putDiscount(owner, productMenu.body._id, {
      _id: wholeShop.body._id,
      ...june,
      discount: 20,
      discountType: 'ProductMenu',
      products: [pie._id],
      menus: [],
    }).expect(200);
    expect(edited.body).toEqual({
      ...productMenu.body,
      discount: 20,
      products: [{ _id: pie._id, name: 'Appeltaart' }],
      menus: [],
    });
    const renamed = await putDiscount(
      owner,
      wholeShop.body._id,
      webshop({ description: ' Zomerkorting ' }),
    ).expect(200);
    expect(renamed.body).toEqual({ ...wholeShop.body, ...june, description: 'Zomerkorting' });

    await t.http.delete(`/api/admin/discounts/${onCollection.body._id}`).set(owner.auth).expect(204);
    await t.http.delete(`/api/admin/discounts/${onCollection.body._id}`).set(owner.auth).expect(404);
    expect(await listDiscounts(owner)).toEqual({
      productMenuDiscounts: [edited.body],
      collectionDiscounts: [],
      webshopDiscounts: [renamed.body],
    });
  });

  it('turns a discount into another kind, clearing what the old kind named', async () => {
    const { owner, collection, pie } = await ownerWithItems();
    const created = await postDiscount(owner, {
      ...june,
      discountType: 'ProductMenu',
      products: [pie._id],
    }).expect(201);

    const onCollection = await putDiscount(owner, created.body._id, {
      ...june,
      discountType: 'Collection',
      collection: collection._id,
      products: [pie._id],
      description: 'genegeerd',
    }).expect(200);
    expect(onCollection.body).toMatchObject({
      _id: created.body._id,
      discountType: 'Collection',
      collection: { _id: collection._id },
      products: [],
      menus: [],
      description: '',
    });
    const wholeShop = await putDiscount(
      owner,
      created.body._id,
      webshop({ collection: collection._id }),
    ).expect(200);
    expect(wholeShop.body).toMatchObject({
      discountType: 'Webshop',
      collection: null,
      description: 'Korting op de hele webshop',
    });
    const back = await putDiscount(owner, created.body._id, {
      ...june,
      discountType: 'ProductMenu',
      products: [pie._id],
    }).expect(200);
    expect(back.body).toMatchObject({
      discountType: 'ProductMenu',
      products: [{ _id: pie._id }],
      description: '',
    });
    expect(await allDiscounts(owner)).toEqual([back.body]);
  });

  it('lists each kind earliest start first', async () => {
    const owner = await registerOwner(t.http);
    await postDiscount(
      owner,
      webshop({ startDate: '2030-09-01', endDate: '2030-09-30', description: 'September' }),
    ).expect(201);
    await postDiscount(
      owner,
      webshop({ startDate: TODAY, endDate: '2030-06-16', description: 'Vandaag' }),
    ).expect(201);
    await postDiscount(owner, webshop({ description: 'Juni' })).expect(201);
    const { webshopDiscounts } = await listDiscounts(owner);
    expect(webshopDiscounts.map((discount) => discount.description)).toEqual([
      'Vandaag',
      'Juni',
      'September',
    ]);
  });

  it('answers an unknown or malformed id with 404', async () => {
    const owner = await registerOwner(t.http);
    for (const id of [randomUUID(), 'geen-id']) {
      expect((await putDiscount(owner, id, webshop()).expect(404)).body.message).toBe(
        'Deze korting bestaat niet (meer).',
      );
      await t.http.delete(`/api/admin/discounts/${id}`).set(owner.auth).expect(404);
    }
  });

  it('applies simultaneous edits of one discount one after the other', async () => {
    const { owner, pie, mousse } = await ownerWithItems();
    const created = await postDiscount(owner, {
      ...june,
      discountType: 'ProductMenu',
      products: [pie._id],
    }).expect(201);
    const edits = Array.from({ length: 6 }, (_, i) =>
      putDiscount(owner, created.body._id, {
        ...june,
        discount: 10 + i,
        discountType: 'ProductMenu',
        products: [pie._id, mousse._id],
      }),
    );
    expect((await Promise.all(edits)).map((response) => response.status)).toEqual(Array(6).fill(200));
    const [discount] = await allDiscounts(owner);
    expect(discount!.products.map((product) => product.name)).toEqual(['Appeltaart', 'Chocolademousse']);
  });
});

describe('the discount rules', () => {
  let items: Awaited<ReturnType<typeof ownerWithItems>>;
  beforeAll(async () => {
    items = await ownerWithItems();
  });

  it.each([
    [{ discount: undefined }, 'discount', 'Korting is verplicht.'],
    [{ discount: '' }, 'discount', 'Korting is verplicht.'],
    [{ discount: 0 }, 'discount', 'Voer een getal tussen 0 en 100 in.'],
    [{ discount: 100 }, 'discount', 'Voer een getal tussen 0 en 100 in.'],
    [{ discount: -10 }, 'discount', 'Voer een getal tussen 0 en 100 in.'],
    [{ discount: 'veel' }, 'discount', 'Voer een getal tussen 0 en 100 in.'],
    [{ discount: 12.345 }, 'discount', 'Gebruik maximaal twee decimalen'],
    [
      { discountType: 'Alles' },
      'discountType',
      'Kies het soort korting: product/menu, collectie of hele webshop.',
    ],
    [{ startDate: '' }, 'startDate', 'Begindatum is verplicht.'],
    [{ startDate: '2030-06-14' }, 'startDate', 'Begindatum moet vandaag of later zijn.'],
    [{ startDate: '2030-06-31' }, 'startDate', 'Voer een geldige datum in.'],
    [{ endDate: undefined }, 'endDate', 'Einddatum is verplicht.'],
    [{ endDate: '2030-06-20' }, 'endDate', 'Einddatum moet na de begindatum liggen.'],
    [{ endDate: '2030-06-19' }, 'endDate', 'Einddatum moet na de begindatum liggen.'],
    [{ discountType: 'Collection' }, 'collection', 'Selecteer een collectie.'],
    [{ discountType: 'ProductMenu' }, 'products', 'Selecteer minstens één product of menu.'],
    [
      { discountType: 'ProductMenu', products: [], menus: [] },
      'products',
      'Selecteer minstens één product of menu.',
    ],
    [{ description: 'x'.repeat(201) }, 'description', 'Mag niet langer zijn dan 200 tekens'],
    [{ eigenaar: 'ik' }, 'eigenaar', 'Onbekend veld: eigenaar.'],
  ])('%j is refused on %s and creates nothing', async (overrides, field, message) => {
    const response = await postDiscount(items.owner, webshop(overrides)).expect(400);
    expect(response.body.fields).toEqual({ [field]: message });
    expect(response.body.message).toBe(message);
    expect(await allDiscounts(items.owner)).toEqual([]);
  });

  it('refuses the same on an edit, changing nothing', async () => {
    const created = await postDiscount(items.owner, webshop()).expect(201);
    const refused = await putDiscount(
      items.owner,
      created.body._id,
      webshop({ discount: 100, endDate: '2030-06-01' }),
    ).expect(400);
    expect(refused.body.fields).toEqual({
      discount: 'Voer een getal tussen 0 en 100 in.',
      endDate: 'Einddatum moet na de begindatum liggen.',
    });
    expect(await allDiscounts(items.owner)).toEqual([created.body]);
    await t.http.delete(`/api/admin/discounts/${created.body._id}`).set(items.owner.auth).expect(204);
  });

  it('lets a discount start today', async () => {
    const created = await postDiscount(items.owner, webshop({ startDate: TODAY })).expect(201);
    await t.http.delete(`/api/admin/discounts/${created.body._id}`).set(items.owner.auth).expect(204);
  });

  it('lets an edit keep the start of a discount that already started, but no other past start', async () => {
    const created = await postDiscount(
      items.owner,
      webshop({ startDate: TODAY, endDate: '2030-06-30' }),
    ).expect(201);
    clock.set('2030-06-18T10:00:00Z');

    const kept = await putDiscount(
      items.owner,
      created.body._id,
      webshop({ startDate: TODAY, endDate: '2030-07-10', discount: 25 }),
    ).expect(200);
    expect(kept.body).toMatchObject({ startDate: TODAY, endDate: '2030-07-10', discount: 25 });
    const moved = await putDiscount(
      items.owner,
      created.body._id,
      webshop({ startDate: '2030-06-16' }),
    ).expect(400);
    expect(moved.body.fields).toEqual({ startDate: 'Begindatum moet vandaag of later zijn.' });
    const fresh = await postDiscount(items.owner, webshop({ startDate: TODAY })).expect(400);
    expect(fresh.body.fields).toEqual({ startDate: 'Begindatum moet vandaag of later zijn.' });
    expect(await allDiscounts(items.owner)).toEqual([kept.body]);
    await t.http.delete(`/api/admin/discounts/${created.body._id}`).set(items.owner.auth).expect(204);
  });

  it('answers an item the shop does not have with 404, creating nothing', async () => {
    const cases: [object, string][] = [
      [
        { discountType: 'ProductMenu', products: [randomUUID()] },
        'Een van de gekozen producten bestaat niet (meer).',
      ],
      [
        { discountType: 'ProductMenu', products: [items.pie._id, 'geen-id'] },
        'Een van de gekozen producten bestaat niet (meer).',
      ],
      [
        { discountType: 'ProductMenu', menus: [randomUUID()] },
        'Een van de gekozen menu’s bestaat niet (meer).',
      ],
      [{ discountType: 'Collection', collection: randomUUID() }, 'De gekozen collectie bestaat niet (meer).'],
      [{ discountType: 'Collection', collection: 'geen-id' }, 'De gekozen collectie bestaat niet (meer).'],
    ];
    for (const [overrides, message] of cases) {
      const response = await postDiscount(items.owner, { ...june, ...overrides }).expect(404);
      expect(response.body.message).toBe(message);
    }
    expect(await allDiscounts(items.owner)).toEqual([]);
  });
});

describe('another shop', () => {
  it('can neither read, change, delete nor use what is not its own', async () => {
    const mine = await ownerWithItems();
    const theirs = await ownerWithItems();
    const discount = await postDiscount(mine.owner, {
      ...june,
      discountType: 'ProductMenu',
      products: [mine.pie._id],
      menus: [mine.menu._id],
    }).expect(201);
    const onCollection = await postDiscount(mine.owner, {
      ...june,
      discountType: 'Collection',
      collection: mine.collection._id,
    }).expect(201);

    expect(await allDiscounts(theirs.owner)).toEqual([]);
    await putDiscount(theirs.owner, discount.body._id, webshop()).expect(404);
    await t.http.delete(`/api/admin/discounts/${discount.body._id}`).set(theirs.owner.auth).expect(404);
    await t.http.delete(`/api/admin/discounts/${onCollection.body._id}`).set(theirs.owner.auth).expect(404);

    await postDiscount(theirs.owner, {
      ...june,
      discountType: 'ProductMenu',
      products: [mine.pie._id],
    }).expect(404);
    await postDiscount(theirs.owner, { ...june, discountType: 'ProductMenu', menus: [mine.menu._id] }).expect(
      404,
    );
    await postDiscount(theirs.owner, {
      ...june,
      discountType: 'Collection',
      collection: mine.collection._id,
    }).expect(404);
    const own = await postDiscount(theirs.owner, {
      ...june,
      discountType: 'ProductMenu',
      products: [theirs.pie._id],
    }).expect(201);
    await putDiscount(theirs.owner, own.body._id, {
      ...june,
      discountType: 'ProductMenu',
      products: [theirs.pie._id, mine.mousse._id],
    }).expect(404);

    expect(await allDiscounts(theirs.owner)).toEqual([own.body]);
    expect(await allDiscounts(mine.owner)).toEqual([discount.body, onCollection.body]);
  });
});

describe('GET /api/shop/{shop}/discounts', () => {
  it('shows a launched shop’s discounts running today or later, by id, and none that ended', async () => {
    const { owner, collection, pie, menu } = await ownerWithItems();
    clock.set('2030-06-01T10:00:00Z');
    await postDiscount(
      owner,
      webshop({ startDate: '2030-06-01', endDate: '2030-06-14', description: 'Voorbij' }),
    ).expect(201);
    clock.set(NOON);
    await postDiscount(owner, {
      ...june,
      discountType: 'ProductMenu',
      products: [pie._id],
      menus: [menu._id],
    }).expect(201);
    await postDiscount(owner, {
      discountType: 'Collection',
      discount: 10,
      startDate: TODAY,
      endDate: '2030-06-16',
      collection: collection._id,
    }).expect(201);
    await postDiscount(
      owner,
      webshop({ discount: 7.5, startDate: '2030-12-01', endDate: '2030-12-31' }),
    ).expect(201);

    await t.http.get('/api/shop/korting-shop/discounts').expect(404);
    await configureShop(t, owner.id, { subdomain: 'korting-shop' });
    const shown: PublicDiscountsView = (await t.http.get('/api/shop/Korting-Shop/discounts').expect(200))
      .body;
    expect(shown).toEqual({
      productMenuDiscounts: [
        {
          products: [pie._id],
          menus: [menu._id],
          discount: 15,
          startDate: '2030-06-20',
          endDate: '2030-06-30',
        },
      ],
      collectionDiscounts: [
        { collection: collection._id, discount: 10, startDate: TODAY, endDate: '2030-06-16' },
      ],
      webshopDiscounts: [
        {
          discount: 7.5,
          description: 'Korting op de hele webshop',
          startDate: '2030-12-01',
          endDate: '2030-12-31',
        },
      ],
    });
  });

  it('is a 404 for a shop that is not launched, that is, has no subdomain yet', async () => {
    await t.http.get('/api/shop/bestaat-niet/discounts').expect(404);
    await t.http.get('/api/shop/%00/discounts').expect(404);
  });

  it('judges the last day by the shop’s calendar around midnight in Brussels', async () => {
    const owner = await registerOwner(t.http);
    await configureShop(t, owner.id, { subdomain: 'middernacht' });
    await postDiscount(owner, webshop({ startDate: TODAY, endDate: '2030-07-12' })).expect(201);
    const shown = async () =>
      ((await t.http.get('/api/shop/middernacht/discounts').expect(200)).body as PublicDiscountsView)
        .webshopDiscounts;

    clock.set('2030-07-12T21:59:00Z'); // 23:59 on the last day in Brussels, already the 12th in UTC too
    expect(await shown()).toHaveLength(1);
    clock.set('2030-07-12T22:01:00Z'); // 00:01 on the 13th in Brussels, still the 12th in UTC
    expect(await shown()).toEqual([]);
  });

  it('takes the shop’s today for the start, not the server’s', async () => {
    const owner = await registerOwner(t.http);
    clock.set('2030-07-19T21:30:00Z'); // 23:30 on the 19th in Brussels
    await postDiscount(owner, webshop({ startDate: '2030-07-19', endDate: '2030-07-25' })).expect(201);
    clock.set('2030-07-19T22:30:00Z'); // 00:30 on the 20th in Brussels, still the 19th in UTC
    const refused = await postDiscount(
      owner,
      webshop({ startDate: '2030-07-19', endDate: '2030-07-25' }),
    ).expect(400);
    expect(refused.body.fields).toEqual({ startDate: 'Begindatum moet vandaag of later zijn.' });
    await postDiscount(owner, webshop({ startDate: '2030-07-20', endDate: '2030-07-25' })).expect(201);
  });
});

describe('deleting what a discount names', () => {
  it('removes a product or menu from its discounts, and a discount left with nothing', async () => {
    const { owner, pie, mousse, menu } = await ownerWithItems();
    const both = await postDiscount(owner, {
      ...june,
      discountType: 'ProductMenu',
      products: [pie._id],
      menus: [menu._id],
    }).expect(201);
    const mousseOnly = await postDiscount(owner, {
      ...june,
      discountType: 'ProductMenu',
      products: [mousse._id],
    }).expect(201);
    const wholeShop = await postDiscount(owner, webshop()).expect(201);

    await t.http.delete(`/api/admin/products/${pie._id}`).set(owner.auth).expect(204);
    expect((await listDiscounts(owner)).productMenuDiscounts).toEqual([
      { ...both.body, products: [] },
      mousseOnly.body,
    ]);

    await t.http.delete(`/api/admin/menus/${menu._id}`).set(owner.auth).expect(204);
    await t.http.delete(`/api/admin/products/${mousse._id}`).set(owner.auth).expect(204);
    expect(await listDiscounts(owner)).toEqual({
      productMenuDiscounts: [],
      collectionDiscounts: [],
      webshopDiscounts: [wholeShop.body],
    });
  });

  it('removes the discounts of a deleted collection', async () => {
    const { owner, collection } = await ownerWithItems();
    const other = await createCollection(owner, 'Dranken');
    await postDiscount(owner, { ...june, discountType: 'Collection', collection: collection._id }).expect(
      201,
    );
    const kept = await postDiscount(owner, {
      ...june,
      discountType: 'Collection',
      collection: other._id,
    }).expect(201);

    await t.http.delete(`/api/admin/collections/${collection._id}`).set(owner.auth).expect(204);
    expect((await listDiscounts(owner)).collectionDiscounts).toEqual([kept.body]);
  });

  it('keeps a discount whose whole selection an edit replaces', async () => {
    const { owner, pie, mousse } = await ownerWithItems();
    const created = await postDiscount(owner, {
      ...june,
      discountType: 'ProductMenu',
      products: [pie._id],
    }).expect(201);
    const replaced = await putDiscount(owner, created.body._id, {
      ...june,
      discountType: 'ProductMenu',
      products: [mousse._id],
    }).expect(200);
    expect(replaced.body.products).toEqual([{ _id: mousse._id, name: 'Chocolademousse' }]);
    expect(await allDiscounts(owner)).toEqual([replaced.body]);
  });
});

describe('live updates', () => {
  it('tell the owner’s dashboards about every change to the discounts, and nothing about a refused one', async () => {
    const { owner, pie } = await ownerWithItems();
    const topics: string[] = [];
    const notifications = t.app.get(NotificationsService);
    const subscription = notifications.changes(owner.id).subscribe((change) => topics.push(change.topic));
    try {
      // The setup's own notifications (settings, products) come first: Postgres delivers in commit
      // order, so once this marker (a collection) is in, they are all in.
      await t.app
        .get(UnitOfWork)
        .manager.query(`INSERT INTO collections (account_id, name, icon) VALUES ($1, 'Merker', 'Soup')`, [
          owner.id,
        ]);
      await vi.waitFor(() => expect(topics).toContain('collections'));
      topics.length = 0;
      await postDiscount(owner, { ...june, discountType: 'ProductMenu', products: [randomUUID()] }).expect(
        404,
      );
      const created = await postDiscount(owner, {
        ...june,
        discountType: 'ProductMenu',
        products: [pie._id],
      }).expect(201);
      await putDiscount(owner, created.body._id, webshop()).expect(200);
      await t.http.delete(`/api/admin/discounts/${created.body._id}`).set(owner.auth).expect(204);
      await vi.waitFor(() => expect(topics).toEqual(['discounts', 'discounts', 'discounts']), {
        timeout: 2_000,
      });
    } finally {
      subscription.unsubscribe();
    }
  });
});

describe('the demo discounts', () => {
  it('run from today: on the desserts, and on the croque monsieur and its menu', async () => {
    const owner = await registerOwner(t.http);
    await seedDemoCatalog(t.app, owner.id);
    await seedDemoMenus(t.app, owner.id);
    await seedDemoDiscounts(t.app, owner.id);

    const { productMenuDiscounts, collectionDiscounts, webshopDiscounts } = await listDiscounts(owner);
    const menus: { _id: string; name: string }[] = (
      await t.http.get('/api/admin/menus').set(owner.auth).expect(200)
    ).body;
    const croqueMenu = menus.find(({ name }) => name === 'Croque-menu')!;
    expect(collectionDiscounts).toEqual([
      expect.objectContaining({
        discount: 10,
        startDate: TODAY,
        collection: expect.objectContaining({ name: 'Desserts' }),
      }),
    ]);
    expect(productMenuDiscounts).toEqual([
      expect.objectContaining({
        discount: 15,
        startDate: TODAY,
        products: [expect.objectContaining({ name: 'Croque monsieur' })],
        menus: [{ _id: croqueMenu._id, name: 'Croque-menu' }],
      }),
    ]);
    expect(webshopDiscounts).toEqual([]);
  });
});
