import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyWeek, WEEKDAYS_FROM_SUNDAY, type StorefrontView } from '@bestelklaar/domain';
import { serveFrontend } from '../src/common/http/serve-frontend';
import { shopRouteAssets } from '../src/modules/storefront/shop-route-assets';
import { BANNER_SIZES, renderStorefrontPage } from '../src/modules/storefront/storefront-page';
import { storefrontPages } from '../src/modules/storefront/storefront-pages';
import { StorefrontService } from '../src/modules/storefront/storefront.service';
import { addProduct, launchInDatabase, saveSettings } from './support/storefront-support';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

const BASE_URL = 'https://bestelklaar.be';
const EVIL = `</script><script>alert(1)</script>"'&<!--`;
const builtIndex = join(__dirname, '..', '..', 'frontend', 'dist', 'index.html');
/** The real build's index.html when there is one, else a shell shaped like it. */
const INDEX_HTML = existsSync(builtIndex)
  ? readFileSync(builtIndex, 'utf8')
  : `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="UTF-8" />
    <script src="/boot.js"></script>
    <title>Bestelklaar — online bestellen en afhalen voor restaurants</title>
    <meta
      name="description"
      content="Bestelklaar is de eenvoudigste manier om je klanten online te laten bestellen."
    />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Bestelklaar" />
    <meta property="og:image" content="https://bestelklaar.be/og-image.png" />
    <meta name="twitter:card" content="summary_large_image" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function view(change: Partial<StorefrontView['info']> = {}): StorefrontView {
  return {
    shop: 'smulhoek',
    language: 'nl',
    info: {
      shopName: 'De Smulhoek',
      shopLogoUrl: '/api/images/shops/a1/logo?v=1',
      darkMode: false,
      shopMinimumOrderTimeBeforePickup: 2,
      shopDescription: 'Verse broodjes en soep, elke dag.',
      shopAddress: 'Kerkstraat 1, 9000 Gent',
      contactEmail: 'info@desmulhoek.be',
      contactGsm: '0470 12 34 56',
      websiteUrl: 'https://desmulhoek.be',
      shopBannerUrl: '/api/images/shops/a1/banner?v=3',
      timeZone: 'Europe/Brussels',
      allergenInfoComplete: false,
      allergenInfoText: '',
      defaultLanguage: 'nl',
      ...change,
    },
    collections: [],
    products: [],
    menus: [],
    discounts: { productMenuDiscounts: [], collectionDiscounts: [], webshopDiscounts: [] },
    pickupSlots: emptyWeek(WEEKDAYS_FROM_SUNDAY),
    openingHours: {
      ...emptyWeek(),
      maandag: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '18:00' },
      ],
      zaterdag: [{ start: '10:00', end: '14:00' }],
    },
    vacations: [],
    today: '2026-03-10',
    orderingPausedUntil: null,
    busyMinutes: 0,
    nextPickup: null,
  };
}

/** The page as a browser's parser sees it: one document, its head tags and script elements. */
function parse(html: string) {
  const metas = [...html.matchAll(/<meta\s+(name|property)="([^"]+)"\s+content="([^"]*)"/g)].map(
    ([, , key, content]) => [key!, unescape(content!)] as const,
  );
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(
    ([, attributes, body]) => ({
      attributes: attributes!,
      body: body!,
    }),
  );
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map(([, title]) => unescape(title!));
  const data = scripts.find((script) => script.attributes.includes('id="storefront-data"'));
  const jsonLd = scripts.find((script) => script.attributes.includes('application/ld+json'));
  return {
    titles,
    meta: (key: string) => metas.filter(([name]) => name === key).map(([, content]) => content),
    scripts,
    data: data && (JSON.parse(data.body) as unknown),
    jsonLd: jsonLd && (JSON.parse(jsonLd.body) as Record<string, unknown>),
  };
}

/** A page from its `<body>` on: the app itself, whatever its head says. */
function appBody(html: string): string {
  return html.slice(html.indexOf('<body'));
}

function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('renderStorefrontPage', () => {
  it("gives the page the shop's own title, description and Open Graph tags instead of the product's", () => {
    const page = parse(renderStorefrontPage(INDEX_HTML, view(), { baseUrl: BASE_URL }));
    expect(page.titles).toEqual(['De Smulhoek · Bestelklaar']);
    expect(page.meta('description')).toEqual(['Verse broodjes en soep, elke dag.']);
    expect(page.meta('og:title')).toEqual(['De Smulhoek']);
    expect(page.meta('og:description')).toEqual(['Verse broodjes en soep, elke dag.']);
    expect(page.meta('og:type')).toEqual(['website']);
    expect(page.meta('og:url')).toEqual(['https://bestelklaar.be/smulhoek']);
    expect(page.meta('og:image')).toEqual(['https://bestelklaar.be/api/images/shops/a1/banner/og?v=3']);
    expect(page.meta('twitter:card')).toEqual(['summary_large_image']);
  });

  it("preloads the banner in the widths the page offers, and paints in the shop's own theme from the start", () => {
    const html = renderStorefrontPage(INDEX_HTML, view(), { baseUrl: BASE_URL });
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('href="/api/images/shops/a1/banner?v=3"');
    expect(preloads[0]).toContain(
      'imagesrcset="/api/images/shops/a1/banner?v=3&amp;w=320 320w, /api/images/shops/a1/banner?v=3&amp;w=640 640w,',
    );
    expect(preloads[0]).toContain(`imagesizes="${BANNER_SIZES}"`);
    expect(preloads[0]).toContain('fetchpriority="high"');
    expect(html).toMatch(/<html lang="nl-BE" data-theme="light" data-theme-locked="true">/);

    const dark = renderStorefrontPage(INDEX_HTML, view({ darkMode: true, shopBannerUrl: '' }), {
      baseUrl: BASE_URL,
    });
    expect(dark).toMatch(/<html lang="nl-BE" data-theme="dark" data-theme-locked="true">/);
    expect(dark).not.toContain('rel="preload"');
  });

  it("loads the shop page's own entry instead of the app's, and links its scripts and stylesheets up front, once each", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'], css: ['assets/index-1.css'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      'src/shop-main.tsx': {
        file: 'assets/shop-1.js',
        imports: ['_react-2.js', '_query-2.js', '_cart-2.js'],
        css: ['assets/shop-1.css'],
      },
      '_react-2.js': { file: 'assets/react-2.js' },
      '_query-2.js': { file: 'assets/query-2.js', imports: ['_react-2.js'] },
      '_cart-2.js': { file: 'assets/cart-2.js', imports: ['_query-2.js'], css: ['assets/cart-2.css'] },
      'src/features/dashboard/DashboardLayout.tsx': { file: 'assets/DashboardLayout-1.js' },
    };
    const index = INDEX_HTML.replace(
      /<script type="module" crossorigin src="[^"]+"><\/script>/,
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    );
    const assets = shopRouteAssets(manifest);
    expect(assets).toEqual({
      entry: '/assets/shop-1.js',
      scripts: ['/assets/react-2.js', '/assets/query-2.js', '/assets/cart-2.js'],
      // Those of what a chunk imports first, so its own rules win.
      styles: ['/assets/cart-2.css', '/assets/shop-1.css'],
    });
    const html = renderStorefrontPage(index, view(), { baseUrl: BASE_URL, assets });
    expect(html).toContain('<script type="module" crossorigin src="/assets/shop-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/cart-2.js" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/cart-2.css" />');
    expect(html.match(/assets\/shop-1\.js/g)).toHaveLength(1);
    // Nothing of the whole app's entry is loaded.
    expect(html).not.toMatch(/index-1|react-1/);
    expect(html).not.toMatch(/<link rel="(modulepreload|stylesheet)" crossorigin href="[^"]+">/);
    expect(shopRouteAssets({})).toEqual({ scripts: [], styles: [] });
  });

  it("puts the app's rendering of the shop in #root and has boot.js load the app after that paint", () => {
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(INDEX_HTML)![1]!;
    const indexPreloads = [...INDEX_HTML.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    const assets = { scripts: ['/assets/ShopPage-1.js'], styles: ['/assets/ShopPage-1.css'] };
    const markup = '<div data-shop-page="smulhoek"><h1>De Smulhoek</h1></div>';
    const html = renderStorefrontPage(INDEX_HTML, view(), { baseUrl: BASE_URL, assets, markup });

    expect(html).toContain(`<div id="root">${markup}</div>`);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/ShopPage-1.css" />');
    const boot = parse(html).scripts.find((script) => script.attributes.includes('src="/boot.js"'))!;
    expect(boot.attributes).toContain(`data-entry="${entry}"`);
    const preload = /data-preload="([^"]*)"/.exec(boot.attributes)![1]!.split(' ');
    expect(preload).toEqual([...indexPreloads.map((link) => link[1]), '/assets/ShopPage-1.js']);
    // The data the app takes over with is still there.
    expect(parse(html).data).toEqual(view());
  });

  it("has boot.js load the shop page's own entry after the rendered page's paint", () => {
    const assets = {
      entry: '/assets/shop-1.js',
      scripts: ['/assets/react-2.js'],
      styles: ['/assets/shop-1.css'],
    };
    const markup = '<div data-shop-page="smulhoek"><h1>De Smulhoek</h1></div>';
    const html = renderStorefrontPage(INDEX_HTML, view(), { baseUrl: BASE_URL, assets, markup });

    expect(html).not.toContain('<script type="module"');
    const boot = parse(html).scripts.find((script) => script.attributes.includes('src="/boot.js"'))!;
    expect(boot.attributes).toContain('data-entry="/assets/shop-1.js"');
    expect(boot.attributes).toContain('data-preload="/assets/react-2.js"');
  });

  it('describes the shop as a schema.org Restaurant, with its opening hours', () => {
    const page = parse(renderStorefrontPage(INDEX_HTML, view(), { baseUrl: BASE_URL }));
    expect(page.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'De Smulhoek',
      description: 'Verse broodjes en soep, elke dag.',
      url: 'https://bestelklaar.be/smulhoek',
      image: 'https://bestelklaar.be/api/images/shops/a1/banner?v=3',
      logo: 'https://bestelklaar.be/api/images/shops/a1/logo?v=1',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Kerkstraat 1',
        postalCode: '9000',
        addressLocality: 'Gent',
        addressCountry: 'BE',
      },
      telephone: '+32470123456',
      email: 'info@desmulhoek.be',
      sameAs: 'https://desmulhoek.be',
      acceptsReservations: false,
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '09:00',
          closes: '12:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '13:00',
          closes: '18:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '10:00',
          closes: '14:00',
        },
      ],
    });
  });

  it('lists what the shop sells as schema.org MenuItems, with suitableForDiet where a dietary label applies', () => {
    const item = {
      description: '',
      collection: null,
      vatRate: 6 as const,
      hasImage: false,
      imageUrl: null,
      productOptions: [],
      allergens: [],
      mayContain: [],
      soldOut: false,
      dailyLimit: null,
    };
    const shown: StorefrontView = {
      ...view(),
      products: [
        {
          ...item,
          _id: 'p1',
          type: 'product',
          name: 'Falafelbroodje',
          description: 'Met hummus',
          price: 6.5,
          stockQuantity: null,
          soldAlone: true,
          allergens: ['gluten', 'sesame'],
          // Vegan is vegetarian too, labelled so or not.
          dietary: ['vegan'],
        },
        {
          ...item,
          _id: 'p2',
          type: 'product',
          name: 'Broodje hesp',
          price: 4,
          stockQuantity: null,
          soldAlone: true,
          dietary: [],
        },
      ],
      menus: [
        {
          ...item,
          _id: 'm1',
          type: 'menu',
          name: 'Kaasmenu',
          price: 12,
          products: [],
          dietary: ['vegetarian'],
        },
      ],
    };
    const page = parse(renderStorefrontPage(INDEX_HTML, shown, { baseUrl: BASE_URL }));
    expect(page.jsonLd?.hasMenu).toEqual({
      '@type': 'Menu',
      hasMenuItem: [
        {
          '@type': 'MenuItem',
          name: 'Falafelbroodje',
          description: 'Met hummus',
          offers: { '@type': 'Offer', price: '6.50', priceCurrency: 'EUR' },
          suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/VeganDiet'],
        },
        {
          '@type': 'MenuItem',
          name: 'Broodje hesp',
          offers: { '@type': 'Offer', price: '4.00', priceCurrency: 'EUR' },
        },
        {
          '@type': 'MenuItem',
          name: 'Kaasmenu',
          offers: { '@type': 'Offer', price: '12.00', priceCurrency: 'EUR' },
          suitableForDiet: ['https://schema.org/VegetarianDiet'],
        },
      ],
    });
  });

  it('inlines the storefront read, the same data once parsed', () => {
    const shown = view();
    const page = parse(renderStorefrontPage(INDEX_HTML, shown, { baseUrl: BASE_URL }));
    expect(page.data).toEqual(shown);
  });

  it('leaves out what the shop did not fill in, and falls back to its logo’s preview, then the product image', () => {
    const bare = view({ shopBannerUrl: '', websiteUrl: '', shopDescription: '' });
    const page = parse(renderStorefrontPage(INDEX_HTML, bare, { baseUrl: BASE_URL }));
    expect(page.meta('og:image')).toEqual(['https://bestelklaar.be/api/images/shops/a1/logo/og?v=1']);
    expect(page.meta('og:image:type')).toEqual(['image/jpeg']);
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual([['1200'], ['628']]);
    expect(page.meta('twitter:card')).toEqual(['summary']);
    expect(page.meta('description')).toEqual(['Bestel online bij De Smulhoek en haal je bestelling af.']);
    expect(page.jsonLd).not.toHaveProperty('sameAs');
    expect(page.jsonLd?.image).toBe('https://bestelklaar.be/api/images/shops/a1/logo?v=1');
    expect(page.meta('og:image:alt')).toEqual(['Logo van De Smulhoek']);

    const nothing = parse(
      renderStorefrontPage(INDEX_HTML, view({ shopBannerUrl: '', shopLogoUrl: '' }), { baseUrl: BASE_URL }),
    );
    expect(nothing.meta('og:image')).toEqual(['https://bestelklaar.be/og-image.png']);
    expect(nothing.meta('og:image:type')).toEqual(['image/png']);
    expect([nothing.meta('og:image:width'), nothing.meta('og:image:height')]).toEqual([['1200'], ['630']]);
    expect(nothing.jsonLd).not.toHaveProperty('image');
    expect(nothing.meta('og:image:alt')).toEqual([
      'Bestelklaar: de eenvoudigste manier om je klanten online te laten bestellen',
    ]);
  });

  it('cuts a long description for search results at a word', () => {
    const long = `${'Lekker vers brood '.repeat(30)}einde`;
    const [description] = parse(
      renderStorefrontPage(INDEX_HTML, view({ shopDescription: long }), { baseUrl: BASE_URL }),
    ).meta('description');
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Lekker vers brood .*\S…$/);
  });

  it('escapes a hostile shop name and description everywhere they land', () => {
    const hostile = view({
      shopName: EVIL,
      shopDescription: EVIL,
      shopAddress: EVIL,
      contactGsm: '$& $1 $`',
    });
    const html = renderStorefrontPage(INDEX_HTML, hostile, { baseUrl: BASE_URL });
    const page = parse(html);

    // No element the name could have opened: the index's own scripts, plus exactly ours.
    const indexScripts = parse(INDEX_HTML).scripts.length;
    expect(page.scripts).toHaveLength(indexScripts + 2);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    // Every value still reads back as the shop typed it.
    expect(page.titles).toEqual([`${EVIL} · Bestelklaar`]);
    expect(page.meta('og:title')).toEqual([EVIL]);
    expect(page.meta('description')).toEqual([EVIL]);
    expect(page.data).toEqual(hostile);
    expect(page.jsonLd).toMatchObject({ name: EVIL, address: { streetAddress: EVIL } });
    // No phone number at all: left out rather than passed on.
    expect(page.jsonLd).not.toHaveProperty('telephone');
    // Inside the scripts, `<` only ever appears escaped.
    for (const script of page.scripts.slice(-2)) expect(script.body).not.toContain('<');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });
});

describe('GET /{shop}: the page a browser or a link preview gets', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  let dist: string;
  let site: express.Express;
  let renderedDist: string;
  let renderedSite: express.Express;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t.http);
    await saveSettings(t, owner, { shopName: 'De Smulhoek' });
    await addProduct(t, owner, { name: 'Smos kaas' });
    await launchInDatabase(t.databaseUrl, owner.id, 'smulhoek');

    // A copy of the build's index.html (so a release can be simulated), served as the app serves it.
    dist = mkdtempSync(join(tmpdir(), 'bestelklaar-storefront-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    site = express()
      .use(storefrontPages({ dist, baseUrl: BASE_URL, storefront: t.app.get(StorefrontService) }))
      .use(serveFrontend(dist, BASE_URL));

    // The same, with a build that renders shops' pages: here a module keeping to prerenderShop's
    // contract (frontend src/app/prerender.tsx); the e2e tests drive the real one.
    renderedDist = mkdtempSync(join(tmpdir(), 'bestelklaar-storefront-rendered-'));
    writeFileSync(join(renderedDist, 'index.html'), INDEX_HTML);
    mkdirSync(join(renderedDist, '.server'));
    writeFileSync(
      join(renderedDist, '.server', 'prerender.mjs'),
      `export async function prerenderShop(view) {
        if (view.products.some((product) => product.name === 'Kapot')) throw new Error('render failed');
        return '<h1>' + view.info.shopName + '</h1><p>' + view.products.map((p) => p.name).join(', ') + '</p>';
      }`,
    );
    renderedSite = express()
      .use(
        storefrontPages({ dist: renderedDist, baseUrl: BASE_URL, storefront: t.app.get(StorefrontService) }),
      )
      .use(serveFrontend(renderedDist, BASE_URL));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(renderedDist, { recursive: true, force: true });
  });

  it("answers a launched shop's address with its own page and its data inlined", async () => {
    const response = await request(site).get('/smulhoek').expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    const page = parse(response.text);
    expect(page.titles).toEqual(['De Smulhoek · Bestelklaar']);
    const api = await t.http.get('/api/shop/smulhoek/storefront').expect(200);
    expect(page.data).toEqual(api.body);
    expect((page.data as StorefrontView).products.map((product) => product.name)).toEqual(['Smos kaas']);
    // The app's own scripts still load.
    expect(response.text).toContain('<div id="root"></div>');
  });

  it('answers 304 to a browser that holds this page, also with a trailing slash', async () => {
    const first = await request(site).get('/smulhoek').expect(200);
    const again = await request(site).get('/smulhoek/').set('If-None-Match', first.headers.etag!).expect(304);
    expect(again.text).toBe('');
  });

  it('gives a new ETag when the owner changes the shop, and when a new release lands', async () => {
    const first = await request(site).get('/smulhoek').expect(200);
    await addProduct(t, owner, { name: 'Smos hesp' });
    const changed = await vi.waitFor(
      async () => {
        const response = await request(site)
          .get('/smulhoek')
          .set('If-None-Match', first.headers.etag!)
          .expect(200);
        expect(response.text).toContain('Smos hesp');
        return response;
      },
      { timeout: 2_000, interval: 20 },
    );
    expect(changed.headers.etag).not.toBe(first.headers.etag);

    const release = INDEX_HTML.replace('<div id="root"></div>', '<div id="root" data-release="2"></div>');
    writeFileSync(join(dist, 'index.html'), release);
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    const released = await request(site)
      .get('/smulhoek')
      .set('If-None-Match', changed.headers.etag!)
      .expect(200);
    expect(released.headers.etag).not.toBe(changed.headers.etag);
    expect(released.text).toContain('data-release="2"');
    expect(parse(released.text).titles).toEqual(['De Smulhoek · Bestelklaar']);
  });

  it('sends the Brotli form to a browser that accepts it', async () => {
    const plain = await request(site).get('/smulhoek').set('Accept-Encoding', 'identity').expect(200);
    await vi.waitFor(async () => {
      const brotli = await request(site).get('/smulhoek').set('Accept-Encoding', 'br').expect(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.text).toBe(plain.text);
    });
  });

  it("leaves every other address to the app: unknown shops, the product's pages, files, deeper paths", async () => {
    // The app's own page (its head names the page's address: shop-page-heads.test.ts).
    const shell = appBody(readFileSync(join(dist, 'index.html'), 'utf8'));
    const unknownShop = await request(site).get('/bestaat-niet').expect(404);
    expect(appBody(unknownShop.text)).toBe(shell);
    for (const path of ['/dashboard', '/inloggen', '/not-found', '/smulhoek/betaling-succes', '/SmulHoek']) {
      const response = await request(site).get(path).expect(200);
      expect(appBody(response.text), path).toBe(shell);
    }
    await request(site).get('/favicon.svg').expect(200).expect('Content-Type', /svg/);
    await request(site).post('/smulhoek').expect(404);
  });

  it("shows the build's rendering of the shop before any script, and the bare page if rendering fails", async () => {
    const rendered = await request(renderedSite).get('/smulhoek').expect(200);
    expect(rendered.text).toMatch(/<div id="root"><h1>De Smulhoek<\/h1><p>[^<]*Smos kaas[^<]*<\/p><\/div>/);
    expect(rendered.text).toContain('data-entry=');
    // The server's own files stay private.
    const server = await request(renderedSite).get('/.server/prerender.mjs').expect(200);
    expect(server.text).not.toContain('prerenderShop');

    await addProduct(t, owner, { name: 'Kapot' });
    const bare = await vi.waitFor(
      async () => {
        const response = await request(renderedSite).get('/smulhoek').expect(200);
        expect(response.text).toContain('Kapot');
        return response;
      },
      { timeout: 2_000, interval: 20 },
    );
    expect(bare.text).toContain('<div id="root"></div>');
    expect(bare.text).toContain('<script type="module"');
    expect((parse(bare.text).data as StorefrontView).products.map((product) => product.name)).toContain(
      'Kapot',
    );
  });
});

describe('the app itself, over its build', () => {
  const builtDist = join(__dirname, '..', '..', 'frontend', 'dist');
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    // The real build when there is one; else a folder with an index.html shaped like it.
    dist = existsSync(builtIndex) ? builtDist : mkdtempSync(join(tmpdir(), 'bestelklaar-app-dist-'));
    if (dist !== builtDist) writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    t = await startTestApp({ frontendDist: dist, publicBaseUrl: BASE_URL });
    const owner = await registerOwner(t.http);
    await saveSettings(t, owner, { shopName: 'Frituur Het Hoekje' });
    await addProduct(t, owner, { name: 'Grote friet' });
    await launchInDatabase(t.databaseUrl, owner.id, 'hethoekje');
  });
  afterAll(async () => {
    await t.close();
    if (dist !== builtDist) rmSync(dist, { recursive: true, force: true });
  });

  it("sends a launched shop's page before the app's own files, and the app for anything else", async () => {
    const response = await t.http.get('/hethoekje').expect(200);
    const page = parse(response.text);
    expect(page.titles).toEqual(['Frituur Het Hoekje · Bestelklaar']);
    expect(page.meta('og:url')).toEqual(['https://bestelklaar.be/hethoekje']);
    expect((page.data as StorefrontView).products.map((product) => product.name)).toEqual(['Grote friet']);
    expect(response.headers['content-security-policy']).toBeDefined();
    await t.http.get('/hethoekje').set('If-None-Match', response.headers.etag!).expect(304);

    const unknown = await t.http.get('/bestaat-niet').expect(404);
    expect(appBody(unknown.text)).toBe(appBody(readFileSync(join(dist, 'index.html'), 'utf8')));
    expect(parse(unknown.text).data).toBeUndefined();
    await t.http.get('/api/shop/hethoekje/storefront').expect(200);
  });
});
