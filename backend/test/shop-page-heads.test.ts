import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsonld from 'jsonld';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_ORG_CONTEXT, schemaOrgViolations } from './support/schema-org-vocabulary';
import {
  addCollection,
  addMenu,
  addProduct,
  launchInDatabase,
  saveSettings,
} from './support/storefront-support';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

/**
 * The heads of the pages search engines and link previews read, as the app serves them over HTTP:
 * the shop's schema.org data expanded by jsonld (its context served locally: no network) and held
 * to schema.org's vocabulary, its Open Graph tags.
 */
const BASE_URL = 'https://bestel.voorbeeld.be';
/** index.html as the build shapes it (the product's own head tags, which a shop's page replaces). */
const INDEX_HTML = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="UTF-8" />
    <title>Bestelklaar — online bestellen en afhalen voor restaurants</title>
    <meta name="description" content="Bestelklaar." />
    <meta property="og:url" content="https://bestelklaar.be/" />
    <meta property="og:image" content="https://bestelklaar.be/og-image.png" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'bestelklaar-heads-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  // A marketing page as the build prerenders it: the build's own (production) address in its head.
  mkdirSync(join(dist, '_prerendered', 'privacy'), { recursive: true });
  writeFileSync(
    join(dist, '_prerendered', 'privacy', 'index.html'),
    INDEX_HTML.replace(
      'content="https://bestelklaar.be/"',
      'content="https://bestelklaar.be/privacy"',
    ).replace('<div id="root"></div>', '<div id="root"><h1>Privacy</h1></div>'),
  );
  t = await startTestApp({ frontendDist: dist, publicBaseUrl: BASE_URL });
  const owner = await registerOwner(t.http);
  await saveSettings(t, owner, { shopName: 'De Smulhoek', contactGsm: '0470 12 34 56' });
  const broodjes = await addCollection(t, owner, 'Broodjes');
  await addCollection(t, owner, 'Leeg');
  const falafel = await addProduct(t, owner, {
    name: 'Falafelbroodje',
    price: '6.50',
    collection: broodjes._id,
    dietary: '["vegan"]',
  });
  await addProduct(t, owner, { name: 'Tomatensoep', price: '4.00' });
  await addMenu(t.databaseUrl, owner.id, [falafel._id], 'Lunchmenu');
  await launchInDatabase(t.databaseUrl, owner.id, 'smulhoek');
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function shopPage(): Promise<string> {
  return (await t.http.get('/smulhoek').expect(200)).text;
}

function structuredData(html: string): Record<string, unknown> {
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!script) throw new Error('Geen JSON-LD op de pagina.');
  return JSON.parse(script[1]!) as Record<string, unknown>;
}

function canonicalLinks(html: string): string[] {
  return [...html.matchAll(/<link\s+rel="canonical"\s+href="([^"]*)"/g)].map(([, href]) => href!);
}

function metaContents(html: string, property: string): string[] {
  return [...html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g)]
    .filter(([, key]) => key === property)
    .map(([, , content]) => content!.replace(/&amp;/g, '&'));
}

/** schema.org's context from the test's own copy: a page's data is never checked over the network. */
const documentLoader = (url: string) => {
  if (!/^https?:\/\/schema\.org\/?$/.test(url)) return Promise.reject(new Error(`Geen netwerk: ${url}`));
  return Promise.resolve({ contextUrl: undefined, documentUrl: url, document: SCHEMA_ORG_CONTEXT });
};

describe("the shop page's schema.org data", () => {
  it('expands with jsonld and uses only schema.org types and properties, each on a type that has it', async () => {
    const expanded = await jsonld.expand(structuredData(await shopPage()) as jsonld.JsonLdDocument, {
      documentLoader: documentLoader as never,
    });
    expect(expanded).toHaveLength(1);
    expect(expanded[0]!['@type']).toEqual(['http://schema.org/Restaurant']);
    expect(schemaOrgViolations(expanded)).toEqual([]);
  });

  it('would refuse a term schema.org lacks, a property on a type without it and an unknown diet', async () => {
    const expanded = await jsonld.expand(
      {
        '@context': 'https://schema.org',
        '@type': 'Restaurant',
        acceptsReservation: false,
        address: { '@type': 'PostalAddress', priceRange: '€' },
        hasMenu: {
          '@type': 'Menu',
          hasMenuItem: { '@type': 'MenuItem', suitableForDiet: 'https://schema.org/Vegan' },
        },
      },
      { documentLoader: documentLoader as never },
    );
    expect(schemaOrgViolations(expanded)).toEqual([
      '[0]: onbekende eigenschap http://schema.org/acceptsReservation',
      '[0].address[0]: PostalAddress heeft geen priceRange',
      '[0].hasMenu[0].hasMenuItem[0].suitableForDiet[0]: https://schema.org/Vegan is geen waarde van suitableForDiet',
    ]);
  });

  it('is a Restaurant with a PostalAddress, an E.164 phone, a price range and no reservations', async () => {
    const data = structuredData(await shopPage());
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'De Smulhoek',
      url: `${BASE_URL}/smulhoek`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Kerkstraat 1',
        postalCode: '9000',
        addressLocality: 'Gent',
        addressCountry: 'BE',
      },
      telephone: '+32470123456',
      priceRange: '€\u00a04,00 – €\u00a012,50',
      acceptsReservations: false,
    });
  });

  it('writes the price range as the page’s language writes money', async () => {
    const rangeIn = async (language: string) =>
      structuredData((await t.http.get(`/smulhoek?lang=${language}`).expect(200)).text).priceRange;
    expect(await rangeIn('fr')).toBe('4,00\u00a0€ – 12,50\u00a0€');
    expect(await rangeIn('en')).toBe('€4.00 – €12.50');
  });

  it('lists the menu by collection, each item with its offer in EUR and the diets it suits', async () => {
    const data = structuredData(await shopPage());
    expect(data.hasMenu).toEqual({
      '@type': 'Menu',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Broodjes',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Falafelbroodje',
              description: 'Met ham en kaas',
              offers: { '@type': 'Offer', price: '6.50', priceCurrency: 'EUR' },
              suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/VeganDiet'],
            },
          ],
        },
      ],
      hasMenuItem: [
        {
          '@type': 'MenuItem',
          name: 'Tomatensoep',
          description: 'Met ham en kaas',
          offers: { '@type': 'Offer', price: '4.00', priceCurrency: 'EUR' },
        },
        {
          '@type': 'MenuItem',
          name: 'Lunchmenu',
          description: 'Soep en broodje',
          offers: { '@type': 'Offer', price: '12.50', priceCurrency: 'EUR' },
        },
      ],
    });
  });
});

describe("the shop page's Open Graph tags", () => {
  it('describe the shared image in words and name the page under the public address', async () => {
    const html = await shopPage();
    expect(metaContents(html, 'og:url')).toEqual([`${BASE_URL}/smulhoek`]);
    expect(metaContents(html, 'og:image')).toEqual([`${BASE_URL}/og-image.png`]);
    expect(metaContents(html, 'og:image:alt')).toEqual([
      'Bestelklaar: de eenvoudigste manier om je klanten online te laten bestellen',
    ]);
  });

  it('give the product’s share image its type and size, those of the file the site serves', async () => {
    const html = await shopPage();
    const file = await sharp(readFileSync(join(__dirname, '../../frontend/public/og-image.png'))).metadata();
    expect(imageClaims(html)).toEqual({
      type: [`image/${file.format}`],
      width: [String(file.width)],
      height: [String(file.height)],
    });
  });
});

/** What the page claims of its og:image: type, width and height. */
function imageClaims(html: string): { type: string[]; width: string[]; height: string[] } {
  return {
    type: metaContents(html, 'og:image:type'),
    width: metaContents(html, 'og:image:width'),
    height: metaContents(html, 'og:image:height'),
  };
}

/** The image an og:image names, as the app serves it: its type and its size. */
async function servedImage(url: string): Promise<{ type: string[]; width: string[]; height: string[] }> {
  const { pathname, search } = new URL(url);
  const image = await t.http.get(pathname + search).expect(200);
  const { width, height } = await sharp(image.body as Buffer).metadata();
  return { type: [String(image.headers['content-type'])], width: [String(width)], height: [String(height)] };
}

/** A launched shop of its own with a logo and/or banner uploaded through the settings form. */
async function shopWithImages(subdomain: string, images: { shopLogo?: Buffer; shopBanner?: Buffer }) {
  const owner = await registerOwner(t.http);
  const upload = t.http.put('/api/admin/account/settings').set(owner.auth);
  for (const [key, value] of Object.entries({
    name: 'Sofie Peeters',
    shopName: 'De Logohoek',
    shopDescription: 'Verse broodjes.',
    shopAddress: 'Kerkstraat 1, 9000 Gent',
    contactEmail: 'info@logohoek.be',
    contactGsm: '0470 12 34 56',
    shopMinimumOrderTimeBeforePickup: '2',
    darkMode: 'false',
  }))
    upload.field(key, value);
  for (const [field, image] of Object.entries(images))
    upload.attach(field, image, { filename: `${field}.png`, contentType: 'image/png' });
  await upload.expect(200);
  await launchInDatabase(t.databaseUrl, owner.id, subdomain);
  return owner;
}

describe("the shop page's shared image", () => {
  it('is the banner cut to 1.91:1 (1200 × 628), described in words', async () => {
    const owner = await registerOwner(t.http);
    const banner = await sharp({
      create: { width: 2000, height: 600, channels: 3, background: '#c2410c' },
    })
      .png()
      .toBuffer();
    const upload = t.http.put('/api/admin/account/settings').set(owner.auth);
    for (const [key, value] of Object.entries({
      name: 'Sofie Peeters',
      shopName: 'De Banierhoek',
      shopDescription: 'Verse broodjes.',
      shopAddress: 'Kerkstraat 1, 9000 Gent',
      contactEmail: 'info@banierhoek.be',
      contactGsm: '0470 12 34 56',
      shopMinimumOrderTimeBeforePickup: '2',
      darkMode: 'false',
    }))
      upload.field(key, value);
    await upload
      .attach('shopBanner', banner, { filename: 'banier.png', contentType: 'image/png' })
      .expect(200);
    await launchInDatabase(t.databaseUrl, owner.id, 'banierhoek');

    const html = (await t.http.get('/banierhoek').expect(200)).text;
    const [shared] = metaContents(html, 'og:image');
    expect(shared).toBe(`${BASE_URL}/api/images/shops/${owner.id}/banner/og?v=1`);
    expect(metaContents(html, 'og:image:alt')).toEqual(['Banner van De Banierhoek']);
    // Search engines get the banner whole.
    expect(structuredData(html).image).toBe(`${BASE_URL}/api/images/shops/${owner.id}/banner?v=1`);

    const { pathname, search } = new URL(shared!);
    const image = await t.http
      .get(pathname + search)
      .expect(200)
      .expect('Content-Type', 'image/jpeg');
    const { width, height } = await sharp(image.body as Buffer).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 628 });
    // What the page claims of it is what is served.
    expect(imageClaims(html)).toEqual(await servedImage(shared!));
  });

  it('is the logo whole on white, 1200 × 628 as JPEG as the page claims, when the shop has no banner', async () => {
    const logo = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 194, g: 65, b: 12, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const owner = await shopWithImages('logohoek', { shopLogo: logo });
    const html = (await t.http.get('/logohoek').expect(200)).text;
    const [shared] = metaContents(html, 'og:image');
    expect(shared).toBe(`${BASE_URL}/api/images/shops/${owner.id}/logo/og?v=1`);
    expect(metaContents(html, 'og:image:alt')).toEqual(['Logo van De Logohoek']);
    expect(imageClaims(html)).toEqual({ type: ['image/jpeg'], width: ['1200'], height: ['628'] });
    expect(await servedImage(shared!)).toEqual(imageClaims(html));
  });

  it('is cut on first ask for a banner stored before such cuts, to the size and type the page claims', async () => {
    const banner = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
    const owner = await shopWithImages('oudebanier', { shopBanner: banner });
    const uploads = join(t.config.dataDir, 'uploads', 'shops', owner.id, 'banner');
    const cuts = readdirSync(uploads).filter((name) => name.endsWith('-og'));
    expect(cuts).toHaveLength(1);
    rmSync(join(uploads, cuts[0]!));

    const html = (await t.http.get('/oudebanier').expect(200)).text;
    const [shared] = metaContents(html, 'og:image');
    expect(await servedImage(shared!)).toEqual(imageClaims(html));
    expect(imageClaims(html)).toEqual({ type: ['image/jpeg'], width: ['1200'], height: ['628'] });
    // Stored once cut: the next ask reads it.
    expect(readdirSync(uploads).filter((name) => name.endsWith('-og'))).toEqual(cuts);
  });
});

describe('every page names its own address under the public URL', () => {
  it('gives the login and sign-up pages their own og:url and canonical link, not the home page’s', async () => {
    for (const [path, address] of [
      ['/inloggen', `${BASE_URL}/inloggen`],
      ['/registreren', `${BASE_URL}/registreren`],
      ['/Registreren/', `${BASE_URL}/registreren`],
      ['/', `${BASE_URL}/`],
    ]) {
      const html = (await t.http.get(path!).expect(200)).text;
      expect(metaContents(html, 'og:url'), path).toEqual([address]);
      expect(canonicalLinks(html), path).toEqual([address]);
      expect(metaContents(html, 'og:image'), path).toEqual([`${BASE_URL}/og-image.png`]);
    }
  });

  it('names a prerendered marketing page under the configured address, not the build’s host', async () => {
    const response = await t.http.get('/privacy').set('Accept-Encoding', 'br').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.text).toContain('<h1>Privacy</h1>');
    expect(metaContents(response.text, 'og:url')).toEqual([`${BASE_URL}/privacy`]);
    expect(canonicalLinks(response.text)).toEqual([`${BASE_URL}/privacy`]);
    expect(metaContents(response.text, 'og:image')).toEqual([`${BASE_URL}/og-image.png`]);
    expect(response.text).not.toContain('https://bestelklaar.be');
  });

  it('claims no address for a page that does not exist', async () => {
    const html = (await t.http.get('/bestaat/niet').expect(404)).text;
    expect(metaContents(html, 'og:url')).toEqual([]);
    expect(canonicalLinks(html)).toEqual([]);
  });

  it('gives the shop’s page its own address once', async () => {
    const html = await shopPage();
    expect(canonicalLinks(html)).toEqual([`${BASE_URL}/smulhoek`]);
    expect(metaContents(html, 'og:url')).toEqual([`${BASE_URL}/smulhoek`]);
  });
});
