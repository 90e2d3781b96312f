import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogService } from '../src/modules/catalog/catalog.service';
import { StorefrontService } from '../src/modules/storefront/storefront.service';
import { addProduct, launchInDatabase, saveSettings } from './support/storefront-support';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

const UNKNOWN_LANGUAGE = {
  statusCode: 400,
  message: 'Onbekende taal: kies nl, fr of en.',
  error: 'Bad Request',
  fields: { lang: 'Onbekende taal: kies nl, fr of en.' },
};

type Owner = Awaited<ReturnType<typeof registerOwner>>;

describe('the storefront read per language', () => {
  let t: TestApp;
  let owner: Owner;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t.http);
    await saveSettings(t, owner, { shopName: 'De Smulhoek' });
    await addProduct(t, owner, { name: 'Smos kaas' });
    await launchInDatabase(t.databaseUrl, owner.id, 'smulhoek');
  });
  afterAll(async () => {
    await t.close();
  });

  const read = (query = '', headers: Record<string, string> = {}) =>
    t.http.get(`/api/shop/smulhoek/storefront${query}`).set(headers);

  it("answers in the language asked for, and without one in the shop's default, each with its own ETag", async () => {
    const bare = await read().expect(200);
    const [nl, fr, en] = await Promise.all(
      ['nl', 'fr', 'en'].map((lang) => read(`?lang=${lang}`).expect(200)),
    );
    expect([bare, nl, fr, en].map((response) => response.body.language)).toEqual(['nl', 'nl', 'fr', 'en']);
    expect(bare.body.info.defaultLanguage).toBe('nl');
    expect(fr.body.info.defaultLanguage).toBe('nl');
    // The bare read is the default language's very answer.
    expect(bare.headers.etag).toBe(nl.headers.etag);
    expect(bare.text).toBe(nl.text);
    expect(new Set([nl, fr, en].map((response) => response.headers.etag)).size).toBe(3);
    // The language is in the address, so caches keep the languages apart by it alone.
    for (const response of [bare, fr, en]) expect(response.headers.vary).toBe('Accept-Encoding');
    // A browser's language does not pick the read's: the address does.
    const french = await read('', { 'Accept-Language': 'fr-BE,fr;q=0.9' }).expect(200);
    expect(french.body.language).toBe('nl');
  });

  it.each(['de', 'FR', 'fr-BE', '', 'nederlands', 'fr%20'])(
    'refuses ?lang=%s with a Dutch message',
    async (lang) => {
      const response = await read(`?lang=${lang}`).expect(400);
      expect(response.body).toEqual(UNKNOWN_LANGUAGE);
    },
  );

  it('refuses a repeated ?lang= and one for an unknown shop without reading anything', async () => {
    const repeated = await read('?lang=fr&lang=en').expect(400);
    expect(repeated.body.message).toBe('De parameter lang mag maar één keer voorkomen.');
    const answer = vi.spyOn(t.app.get(StorefrontService), 'answer');
    await t.http.get('/api/shop/bestaat-niet/storefront?lang=de').expect(400);
    await t.http.get('/api/shop/bestaat-niet/storefront?lang=fr').expect(404);
    expect(answer.mock.calls).toEqual([['bestaat-niet', 'fr']]);
    answer.mockRestore();
  });

  it('answers 304 per language, before the framework once warm, with the headers the controller gives', async () => {
    // Another spelling of the shop's name is the controller's to answer.
    const fromController = await t.http
      .get('/api/shop/SmulHoek/storefront?lang=fr')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    const answer = vi.spyOn(t.app.get(StorefrontService), 'answer');
    const builds = vi.spyOn(t.app.get(CatalogService), 'productsSoldAlone');
    const warm = await read('?lang=fr', { 'Accept-Encoding': 'identity' }).expect(200);
    expect(warm.text).toBe(fromController.text);
    for (const header of ['etag', 'cache-control', 'vary', 'content-type', 'content-length'])
      expect(warm.headers[header], header).toBe(fromController.headers[header]);

    const frenchTag = warm.headers.etag!;
    const notModified = await read('?lang=fr', { 'If-None-Match': frenchTag }).expect(304);
    expect(notModified.headers.etag).toBe(frenchTag);
    // Another language is another version: the French tag does not hold for it.
    const english = await read('?lang=en', { 'If-None-Match': frenchTag }).expect(200);
    expect(english.body.language).toBe('en');
    await read('?lang=en', { 'If-None-Match': english.headers.etag! }).expect(304);
    await read('', { 'If-None-Match': frenchTag }).expect(200);
    expect(answer).not.toHaveBeenCalled();
    expect(builds).not.toHaveBeenCalled();
    answer.mockRestore();
    builds.mockRestore();
  });

  it('builds a cold language once for a burst of readers', async () => {
    const other = await registerOwner(t.http);
    await saveSettings(t, other, { shopName: 'Frituur Fritkot' });
    await addProduct(t, other, { name: 'Grote friet' });
    await launchInDatabase(t.databaseUrl, other.id, 'fritkot');
    const builds = vi.spyOn(t.app.get(CatalogService), 'productsSoldAlone');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.http.get('/api/shop/fritkot/storefront?lang=en').expect(200)),
    );
    expect(new Set(answers.map((response) => response.headers.etag)).size).toBe(1);
    expect(builds.mock.calls.filter(([accountId]) => accountId === other.id)).toHaveLength(1);
    builds.mockRestore();
  });

  it('drops every language when the owner changes something, and follows a new default language', async () => {
    const before = await Promise.all(
      ['', '?lang=nl', '?lang=fr', '?lang=en'].map((q) => read(q).expect(200)),
    );
    await addProduct(t, owner, { name: 'Smos hesp' });
    await vi.waitFor(
      async () => {
        for (const [index, query] of ['', '?lang=nl', '?lang=fr', '?lang=en'].entries()) {
          const after = await read(query, { 'If-None-Match': before[index]!.headers.etag! }).expect(200);
          expect(after.body.products.map((product: { name: string }) => product.name)).toContain('Smos hesp');
        }
      },
      { timeout: 2_000, interval: 20 },
    );

    await saveSettings(t, owner, { shopName: 'De Smulhoek', defaultLanguage: 'fr' });
    await vi.waitFor(
      async () => {
        const bare = await read().expect(200);
        expect(bare.body.language).toBe('fr');
        expect(bare.body.info.defaultLanguage).toBe('fr');
        const dutch = await read('?lang=nl').expect(200);
        expect(dutch.body.info.defaultLanguage).toBe('fr');
        expect(bare.headers.etag).toBe((await read('?lang=fr').expect(200)).headers.etag);
      },
      { timeout: 2_000, interval: 20 },
    );
    await saveSettings(t, owner, { shopName: 'De Smulhoek', defaultLanguage: 'nl' });
  });
});
