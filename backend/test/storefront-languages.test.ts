import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StorefrontView } from '@bestelklaar/domain';
import { CatalogService } from '../src/modules/catalog/catalog.service';
import { renderStorefrontPage } from '../src/modules/storefront/storefront-page';
import { storefrontPages } from '../src/modules/storefront/storefront-pages';
import { StorefrontService } from '../src/modules/storefront/storefront.service';
import { addProduct, launchInDatabase, saveSettings } from './support/storefront-support';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

const BASE_URL = 'https://bestelklaar.be';
const INDEX_HTML = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="UTF-8" />
    <title>Bestelklaar</title>
    <meta property="og:url" content="https://bestelklaar.be/" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const UNKNOWN_LANGUAGE = {
  statusCode: 400,
  message: 'Onbekende taal: kies nl, fr of en.',
  error: 'Bad Request',
  fields: { lang: 'Onbekende taal: kies nl, fr of en.' },
};

type Owner = Awaited<ReturnType<typeof registerOwner>>;

/** The page as a browser's parser sees its language: `<html lang>`, the links and tags naming addresses, the inlined read. */
function languageOf(html: string) {
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)];
  const metas = (key: string) =>
    [...html.matchAll(new RegExp(`<meta property="${key}" content="([^"]*)" />`, 'g'))].map(([, v]) => v);
  const data = /<script id="storefront-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return {
    htmlLang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1],
    alternates: Object.fromEntries(links.map(([, hreflang, href]) => [hreflang, href])),
    ogUrl: metas('og:url'),
    ogLocale: metas('og:locale'),
    ogLocaleAlternates: metas('og:locale:alternate'),
    view: data && (JSON.parse(data[1]!) as StorefrontView),
  };
}

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

describe('GET /{shop} in the customer’s language', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'bestelklaar-languages-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    t = await startTestApp({ frontendDist: dist, publicBaseUrl: BASE_URL });
    const owner = await registerOwner(t.http);
    // English by default, so the shop's default is told apart from Dutch, the app's own.
    await saveSettings(t, owner, { shopName: 'Frituur Het Hoekje', defaultLanguage: 'en' });
    await addProduct(t, owner, { name: 'Grote friet' });
    await launchInDatabase(t.databaseUrl, owner.id, 'hethoekje');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (query = '', headers: Record<string, string> = {}) =>
    t.http.get(`/hethoekje${query}`).set(headers).expect(200);

  it.each([
    ['nothing named: the shop’s default', '', {}, 'en'],
    [
      'the browser’s first language the shop speaks',
      '',
      { 'Accept-Language': 'de-DE, fr-BE;q=0.9, nl;q=0.8' },
      'fr',
    ],
    ['a browser naming none the shop speaks: the default', '', { 'Accept-Language': 'de-DE,de;q=0.9' }, 'en'],
    ['the stored choice before the browser', '', { Cookie: 'a=1; taal=nl', 'Accept-Language': 'fr' }, 'nl'],
    ['the link before the choice', '?lang=fr', { Cookie: 'taal=nl', 'Accept-Language': 'en' }, 'fr'],
    ['an unknown link language ignored', '?lang=de', { Cookie: 'taal=nl' }, 'nl'],
    ['a repeated link language ignored', '?lang=fr&lang=nl', { 'Accept-Language': 'nl-BE' }, 'nl'],
    ['an unknown choice ignored', '', { Cookie: 'taal=klingon', 'Accept-Language': 'fr' }, 'fr'],
    ['an unreadable browser header ignored', '', { 'Accept-Language': ';;q=x,,' }, 'en'],
  ] as const)('speaks %s', async (_case, query, headers, language) => {
    const found = languageOf((await page(query, headers)).text);
    expect(found.view?.language).toBe(language);
    expect(found.htmlLang).toBe({ nl: 'nl-BE', fr: 'fr-BE', en: 'en-BE' }[language]);
  });

  it('names its address in its language (canonical) and in the others (hreflang), the default one bare', async () => {
    const french = languageOf((await page('?lang=fr')).text);
    expect(french.canonical).toBe(`${BASE_URL}/hethoekje?lang=fr`);
    expect(french.ogUrl).toEqual([`${BASE_URL}/hethoekje?lang=fr`]);
    expect(french.ogLocale).toEqual(['fr_BE']);
    expect(french.ogLocaleAlternates).toEqual(['nl_BE', 'en_BE']);
    const alternates = {
      nl: `${BASE_URL}/hethoekje?lang=nl`,
      fr: `${BASE_URL}/hethoekje?lang=fr`,
      en: `${BASE_URL}/hethoekje`,
      'x-default': `${BASE_URL}/hethoekje`,
    };
    expect(french.alternates).toEqual(alternates);

    // The default language, however it was reached, is known by the bare address.
    for (const [query, headers] of [
      ['', {}],
      ['?lang=en', {}],
      ['', { 'Accept-Language': 'en-GB' }],
    ] as const) {
      const english = languageOf((await page(query, headers)).text);
      expect(english.canonical).toBe(`${BASE_URL}/hethoekje`);
      expect(english.ogLocale).toEqual(['en_BE']);
      expect(english.alternates).toEqual(alternates);
    }
    const dutch = languageOf((await page('', { Cookie: 'taal=nl' })).text);
    expect(dutch.canonical).toBe(`${BASE_URL}/hethoekje?lang=nl`);
    expect(dutch.view?.info.shopName).toBe('Frituur Het Hoekje');
  });

  it('varies by Accept-Language and Cookie unless the address names the language, and answers 304 per language', async () => {
    const bare = await page('', { 'Accept-Language': 'fr' });
    expect(bare.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const named = await page('?lang=fr', { 'Accept-Language': 'nl' });
    expect(named.headers.vary).toBe('Accept-Encoding');
    const unknown = await page('?lang=de');
    expect(unknown.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');

    // The French page is one page, however the customer came to French.
    const tag = named.headers.etag!;
    expect(bare.headers.etag).toBe(tag);
    const revalidated = await t.http.get('/hethoekje?lang=fr').set('If-None-Match', tag).expect(304);
    expect(revalidated.headers.vary).toBe('Accept-Encoding');
    await t.http.get('/hethoekje').set({ Cookie: 'taal=fr', 'If-None-Match': tag }).expect(304);
    // Any other language is another page: the French tag no longer holds.
    const english = await page('', { 'If-None-Match': tag });
    expect(languageOf(english.text).view?.language).toBe('en');
    expect(english.headers.etag).not.toBe(tag);
    const dutch = await t.http.get('/hethoekje?lang=nl').set('If-None-Match', tag).expect(200);
    expect(languageOf(dutch.text).view?.language).toBe('nl');
    await t.http.get('/hethoekje?lang=nl').set('If-None-Match', dutch.headers.etag!).expect(304);
  });

  it('inlines the very read of its language', async () => {
    for (const lang of ['nl', 'fr', 'en']) {
      const inlined = languageOf((await page(`?lang=${lang}`)).text).view;
      const read = await t.http.get(`/api/shop/hethoekje/storefront?lang=${lang}`).expect(200);
      expect(inlined).toEqual(read.body);
    }
  });
});

describe("the shop page's own sentences per language", () => {
  let view: StorefrontView;

  beforeAll(async () => {
    const t = await startTestApp();
    try {
      const owner = await registerOwner(t.http);
      await saveSettings(t, owner, { shopName: 'De Smulhoek' });
      await launchInDatabase(t.databaseUrl, owner.id, 'smulhoek');
      view = (await t.http.get('/api/shop/smulhoek/storefront').expect(200)).body as StorefrontView;
    } finally {
      await t.close();
    }
  });

  const head = (language: StorefrontView['language'], info: Partial<StorefrontView['info']>) => {
    const html = renderStorefrontPage(
      INDEX_HTML,
      { ...view, language, info: { ...view.info, ...info } },
      {
        baseUrl: BASE_URL,
      },
    );
    const content = (key: string) =>
      new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
    return { description: content('description'), imageAlt: content('og:image:alt') };
  };

  it('describes a shop without a description, and its shared image, in the page’s language', () => {
    const bare = { shopDescription: '', shopBannerUrl: '', shopLogoUrl: '' };
    expect(head('nl', bare)).toEqual({
      description: 'Bestel online bij De Smulhoek en haal je bestelling af.',
      imageAlt: 'Bestelklaar: de eenvoudigste manier om je klanten online te laten bestellen',
    });
    expect(head('fr', bare)).toEqual({
      description: 'Commandez en ligne chez De Smulhoek et venez retirer votre commande.',
      imageAlt: 'Bestelklaar : la façon la plus simple de laisser vos clients commander en ligne',
    });
    expect(head('en', bare)).toEqual({
      description: 'Order online from De Smulhoek and pick up your order.',
      imageAlt: 'Bestelklaar: the simplest way to let your customers order online',
    });
    const banner = { shopBannerUrl: '/api/images/shops/a1/banner?v=1' };
    expect(head('fr', banner).imageAlt).toBe('Bannière de De Smulhoek');
    expect(head('en', banner).imageAlt).toBe('Banner of De Smulhoek');
    const logo = { shopLogoUrl: '/api/images/shops/a1/logo?v=1', shopBannerUrl: '' };
    expect(head('fr', logo).imageAlt).toBe('Logo de De Smulhoek');
    expect(head('en', logo).imageAlt).toBe('Logo of De Smulhoek');
  });
});

describe("the build's rendering of the shop, per language", () => {
  let t: TestApp;
  let dist: string;
  let site: express.Express;

  beforeAll(async () => {
    t = await startTestApp();
    const owner = await registerOwner(t.http);
    await saveSettings(t, owner, { shopName: 'De Smulhoek' });
    await addProduct(t, owner, { name: 'Smos kaas' });
    await launchInDatabase(t.databaseUrl, owner.id, 'smulhoek');
    dist = mkdtempSync(join(tmpdir(), 'bestelklaar-languages-rendered-'));
    // As the build shapes it: the app's entry, which boot.js loads after the rendered page's paint.
    writeFileSync(
      join(dist, 'index.html'),
      INDEX_HTML.replace(
        '</head>',
        '<script src="/boot.js"></script>\n<script type="module" crossorigin src="/assets/index-1.js"></script>\n</head>',
      ),
    );
    mkdirSync(join(dist, '.server'));
    // A renderer keeping to prerenderShop's contract, counting its renders.
    writeFileSync(
      join(dist, '.server', 'prerender.mjs'),
      `export async function prerenderShop(view) {
        globalThis.languageRenders = [...(globalThis.languageRenders ?? []), view.language];
        return '<main data-language="' + view.language + '">' + view.info.shopName + '</main>';
      }`,
    );
    site = express().use(
      storefrontPages({ dist, baseUrl: BASE_URL, storefront: t.app.get(StorefrontService) }),
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('renders each language from its own view, once per language until something changes', async () => {
    const renders = () => (globalThis as { languageRenders?: string[] }).languageRenders ?? [];
    for (const [query, headers, language] of [
      ['?lang=fr', {}, 'fr'],
      ['', { 'Accept-Language': 'fr-BE' }, 'fr'],
      ['', {}, 'nl'],
      ['?lang=en', {}, 'en'],
      ['', { Cookie: 'taal=en' }, 'en'],
      ['?lang=nl', {}, 'nl'],
    ] as const) {
      const response = await request(site).get(`/smulhoek${query}`).set(headers).expect(200);
      expect(response.text).toContain(
        `<div id="root"><main data-language="${language}">De Smulhoek</main></div>`,
      );
    }
    expect([...renders()].sort()).toEqual(['en', 'fr', 'nl']);
  });
});
