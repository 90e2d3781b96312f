import { Client } from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayIn, type StorefrontView } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { CatalogService } from '../src/modules/catalog/catalog.service';
import { StorefrontService } from '../src/modules/storefront/storefront.service';
import { asMultipart, productFields } from './support/catalog-fixtures';
import { addProduct, furnishedShop, launchInDatabase, saveSettings } from './support/storefront-support';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

type Owner = Awaited<ReturnType<typeof registerOwner>>;

const NOT_FOUND = { statusCode: 404, message: 'Niet gevonden.', error: 'Not Found' };

describe('GET /api/shop/{shop}/storefront', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let shop: Awaited<ReturnType<typeof furnishedShop>>;

  beforeAll(async () => {
    t = await startTestApp();
    [owner, other] = [await registerOwner(t.http), await registerOwner(t.http)];
    shop = await furnishedShop(t, owner, 'smulhoek', 'Eén');
    await furnishedShop(t, other, 'anderzaak', 'Twee');
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const read = (name: string, headers: Record<string, string> = {}) =>
    t.http.get(`/api/shop/${name}/storefront`).set(headers);

  it("answers the shop's whole page, piece for piece as the separate public reads give it", async () => {
    const response = await read('smulhoek').expect(200);
    const view = response.body as StorefrontView;
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(view).sort()).toEqual(
      [
        'shop',
        'language',
        'info',
        'collections',
        'products',
        'menus',
        'discounts',
        'pickupSlots',
        'openingHours',
        'vacations',
        'today',
        'orderingPausedUntil',
        'busyMinutes',
        'nextPickup',
      ].sort(),
    );
    const separate = async (path: string) =>
      (await t.http.get(`/api/shop/smulhoek/${path}`).expect(200)).body;
    expect(view.shop).toBe('smulhoek');
    expect(view.info).toEqual(await separate('info'));
    expect(view.info.shopName).toBe('Shop Eén');
    expect(view.products).toEqual(await separate('products'));
    expect(view.menus).toEqual(await separate('menus'));
    expect(view.discounts).toEqual(await separate('discounts'));
    expect(view.pickupSlots).toEqual(await separate('pickup-slots'));
    expect(view.openingHours).toEqual(await separate('opening-hours'));
    expect(view.vacations).toEqual(await separate('vacation-mode'));
    expect(view.collections).toEqual(
      (await t.http.get('/api/admin/collections').set(owner.auth).expect(200)).body,
    );
    expect(view.today).toBe(todayIn(view.info.timeZone, new Date()));

    // What the page lists: only the product sold alone, the menu with both its products.
    expect(view.products.map((product) => [product.name, product.type])).toEqual([['Smos Eén', 'product']]);
    expect(view.products[0]!.collection).toMatchObject({ _id: shop.collection._id, name: 'Broodjes Eén' });
    expect(view.menus.map((menu) => [menu.name, menu.type, menu.products.length])).toEqual([
      ['Lunch Eén', 'menu', 2],
    ]);
    expect(view.discounts.productMenuDiscounts).toEqual([
      expect.objectContaining({ products: [shop.sold._id], discount: 20 }),
    ]);
    expect(view.pickupSlots.maandag).toEqual([{ start: '11:00', end: '13:00' }]);
    expect(view.openingHours.dinsdag).toEqual([{ start: '09:00', end: '13:00' }]);
    expect(view.vacations).toHaveLength(1);
  });

  it('finds the shop whatever the case of its name', async () => {
    const lower = await read('smulhoek').expect(200);
    const mixed = await read('SmulHoek').expect(200);
    expect(mixed.headers.etag).toBe(lower.headers.etag);
    expect(mixed.body.shop).toBe('smulhoek');
  });

  it('answers only launched shops: anything else is the 404 every public read gives', async () => {
    const unlaunched = await registerOwner(t.http);
    await saveSettings(t, unlaunched, { shopName: 'Nog niet open' });
    await addProduct(t, unlaunched);
    for (const name of ['bestaat-niet', 'dashboard', 'a', 'x'.repeat(64), 'met%20spatie', '%00nul']) {
      const response = await read(name).expect(404);
      expect(response.body, name).toEqual(NOT_FOUND);
    }
    expect((await read('bestaat-niet')).headers['cache-control']).toBe('no-cache');
    // The unlaunched shop is a 404 too, until it launches.
    await launchInDatabase(t.databaseUrl, unlaunched.id, 'nognietopen');
    await read('nognietopen').expect(200);
  });

  it('carries a weak ETag and CDN-friendly caching, and answers 304 to a client that holds the version', async () => {
    const first = await read('smulhoek').expect(200);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=15, stale-while-revalidate=45');
    expect(first.headers.vary).toBe('Accept-Encoding');

    const again = await read('smulhoek').expect(200);
    expect(again.headers.etag).toBe(etag);
    expect(again.text).toBe(first.text);

    for (const ifNoneMatch of [etag, etag.slice(2), `W/"ouder", ${etag}`, '*']) {
      const notModified = await read('smulhoek', { 'If-None-Match': ifNoneMatch }).expect(304);
      expect(notModified.text, ifNoneMatch).toBe('');
      expect(notModified.headers.etag).toBe(etag);
    }
    await read('smulhoek', { 'If-None-Match': 'W/"ouder"' }).expect(200);
  });

  it('sends the Brotli or gzip form to a client that accepts it, with the same ETag', async () => {
    const plain = await read('smulhoek', { 'Accept-Encoding': 'identity' }).expect(200);
    await vi.waitFor(async () => {
      const brotli = await read('smulhoek', { 'Accept-Encoding': 'gzip, br' }).expect(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.body).toEqual(plain.body);
      expect(brotli.headers.etag).toBe(plain.headers.etag);
    });
    const gzip = await read('smulhoek', { 'Accept-Encoding': 'gzip, br;q=0' }).expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(plain.body);
  });

  it('is built once and then answered from memory', async () => {
    await read('smulhoek').expect(200);
    const builds = vi.spyOn(t.app.get(CatalogService), 'productsSoldAlone');
    await Promise.all(Array.from({ length: 5 }, () => read('smulhoek').expect(200)));
    await read('smulhoek', { 'If-None-Match': '*' }).expect(304);
    expect(builds).not.toHaveBeenCalled();
  });

  it('answers a warm read before the framework, with the very answer the controller gives', async () => {
    const fromController = await read('SmulHoek', { 'Accept-Encoding': 'identity' }).expect(200);
    // The controller asks `answer`; the fast path only looks in memory.
    const controller = vi.spyOn(t.app.get(StorefrontService), 'answer');
    const warm = await read('smulhoek', { 'Accept-Encoding': 'identity' }).expect(200);
    expect(controller).not.toHaveBeenCalled();
    expect(warm.text).toBe(fromController.text);
    const headers = [
      'etag',
      'cache-control',
      'vary',
      'content-type',
      'content-length',
      'x-content-type-options',
    ];
    for (const header of headers) expect(warm.headers[header], header).toBe(fromController.headers[header]);
    await read('smulhoek', { 'If-None-Match': warm.headers.etag! }).expect(304);
    const head = await t.http.head('/api/shop/smulhoek/storefront').expect(200);
    expect(head.headers.etag).toBe(warm.headers.etag);
    expect(controller).not.toHaveBeenCalled();

    // What the URL guard has to judge still reaches it, as does a shop memory does not hold.
    const repeated = await t.http.get('/api/shop/smulhoek/storefront?a=1&a=2').expect(400);
    expect(JSON.stringify(repeated.body)).toContain('a');
    await read('bestaat-niet').expect(404);
    // The guard refused the first before the controller ran; the unknown shop was asked for.
    expect(controller.mock.calls).toEqual([['bestaat-niet']]);
  });

  it("gives a new ETag and the new content on the read after the owner's change", async () => {
    const before = await read('smulhoek').expect(200);
    await asMultipart(
      t.http.put(`/api/admin/products/${shop.sold._id}`).set(owner.auth),
      productFields({ name: 'Smos Eén XL', collection: shop.collection._id }),
    ).expect(200);

    // The change reaches the cache as a notification after its commit: within moments.
    await vi.waitFor(
      async () => {
        const after = await read('smulhoek', { 'If-None-Match': before.headers.etag! }).expect(200);
        expect(after.headers.etag).not.toBe(before.headers.etag);
        expect(after.body.products.map((product: { name: string }) => product.name)).toEqual(['Smos Eén XL']);
      },
      { timeout: 2_000, interval: 20 },
    );
  });

  it("leaves another shop's cached answer alone when one shop changes", async () => {
    const otherBefore = await read('anderzaak').expect(200);
    const builds = vi.spyOn(t.app.get(CatalogService), 'productsSoldAlone');
    await addProduct(t, owner, { name: 'Nog een broodje' });
    await vi.waitFor(async () => {
      const mine = await read('smulhoek').expect(200);
      expect(mine.body.products.map((product: { name: string }) => product.name)).toContain(
        'Nog een broodje',
      );
    });
    const otherAfter = await read('anderzaak').expect(200);
    expect(otherAfter.headers.etag).toBe(otherBefore.headers.etag);
    expect(builds.mock.calls.map(([accountId]) => accountId)).not.toContain(other.id);
  });

  it('holds no data of any other shop', async () => {
    const mine = await read('smulhoek').expect(200);
    const theirs = (await t.http.get('/api/admin/products').set(other.auth).expect(200)).body as {
      _id: string;
    }[];
    expect(mine.text).not.toMatch(/Twee/);
    for (const { _id } of theirs) expect(mine.text).not.toContain(_id);
    expect(mine.text).not.toContain(other.id);
    const mineView = mine.body as StorefrontView;
    expect(JSON.stringify(mineView)).not.toContain('Verlof'); // the vacation's reason is private
    expect(mineView.info).not.toHaveProperty('email');
  });

  it('drops every cached answer when the shop-change listener had to reconnect', async () => {
    const before = await read('smulhoek').expect(200);
    const db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      // A change no notification announces, then the listener's connection cut: the change may
      // have been missed, so nothing cached may be trusted any more.
      await db.query(`UPDATE accounts SET shop_description = 'Stil gewijzigd' WHERE id = $1`, [owner.id]);
      await read('smulhoek').expect(200);
      const { rowCount } = await db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN shop_changes'`,
      );
      expect(rowCount).toBe(1);
    } finally {
      await db.end();
    }
    await vi.waitFor(
      async () => {
        const after = await read('smulhoek').expect(200);
        expect(after.body.info.shopDescription).toBe('Stil gewijzigd');
        expect(after.headers.etag).not.toBe(before.headers.etag);
      },
      { timeout: 5_000, interval: 50 },
    );
  });
});

describe("the storefront read across the shop's midnight", () => {
  const clock = new SettableClock('2026-03-10T22:30:00Z'); // 23:30 in Brussels
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers for the new day, with a new ETag, once the shop’s day has turned', async () => {
    const owner = await registerOwner(t.http);
    await saveSettings(t, owner);
    await addProduct(t, owner);
    await launchInDatabase(t.databaseUrl, owner.id, 'nachtwinkel');

    const evening = await t.http.get('/api/shop/nachtwinkel/storefront').expect(200);
    expect(evening.body.today).toBe('2026-03-10');
    clock.set('2026-03-10T22:59:59Z');
    const stillEvening = await t.http.get('/api/shop/nachtwinkel/storefront').expect(200);
    expect(stillEvening.headers.etag).toBe(evening.headers.etag);

    clock.set('2026-03-10T23:00:00Z'); // midnight in Brussels
    const morning = await t.http.get('/api/shop/nachtwinkel/storefront').expect(200);
    expect(morning.body.today).toBe('2026-03-11');
    expect(morning.headers.etag).not.toBe(evening.headers.etag);
  });
});
