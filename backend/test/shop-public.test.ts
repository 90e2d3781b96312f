import { PinoLogger } from 'nestjs-pino';
import { symbols } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logsPublicReads } from '../src/common/http/public-reads';
import { asMultipart, image, productFields } from './support/catalog-fixtures';
import { configureShop } from './support/shop-setup';
import { registerOwner, startTestApp, TestApp, useTestApp } from './support/test-app';

const t = useTestApp();
type Owner = Awaited<ReturnType<typeof registerOwner>>;

const settings = {
  name: 'Sofie Peeters',
  shopName: 'De Smulhoek',
  shopDescription: 'Verse broodjes en soep.',
  shopAddress: 'Kerkstraat 1, 9000 Gent',
  websiteUrl: 'https://desmulhoek.be',
  contactEmail: 'info@desmulhoek.be',
  contactGsm: '0470 12 34 56',
  shopMinimumOrderTimeBeforePickup: '2',
  darkMode: 'true',
};

function saveSettings(owner: Owner, fields: Record<string, string> = settings) {
  const request = t.http.put('/api/admin/account/settings').set(owner.auth);
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  return request;
}

async function launchedOwner(subdomain: string) {
  const owner = await registerOwner(t.http);
  await saveSettings(owner).expect(200);
  await configureShop(t, owner.id, { subdomain });
  return owner;
}

async function createProduct(owner: Owner, fields: Record<string, string>) {
  const response = await asMultipart(
    t.http.post('/api/admin/products').set(owner.auth),
    productFields(fields),
  ).expect(201);
  return response.body as { _id: string };
}

const notFound = { statusCode: 404, message: 'Niet gevonden.', error: 'Not Found' };

describe('GET /api/shop/:shop/info', () => {
  it("gives the shop's public settings, without a token, finding the shop case-insensitively", async () => {
    const owner = await registerOwner(t.http);
    await saveSettings(owner)
      .attach('shopLogo', await image('png'), 'logo.png')
      .attach('shopBanner', await image('jpeg', { width: 300, height: 100 }), 'banner.jpg')
      .expect(200);
    await configureShop(t, owner.id, { subdomain: 'de-smulhoek', timeZone: 'Europe/Amsterdam' });

    const response = await t.http.get('/api/shop/De-Smulhoek/info').expect(200);
    expect(response.body).toEqual({
      shopName: 'De Smulhoek',
      shopLogoUrl: `/api/images/shops/${owner.id}/logo?v=1`,
      darkMode: true,
      shopMinimumOrderTimeBeforePickup: 2,
      shopDescription: 'Verse broodjes en soep.',
      shopAddress: 'Kerkstraat 1, 9000 Gent',
      contactEmail: 'info@desmulhoek.be',
      contactGsm: '+32 470 12 34 56',
      websiteUrl: 'https://desmulhoek.be',
      shopBannerUrl: `/api/images/shops/${owner.id}/banner?v=1`,
      timeZone: 'Europe/Amsterdam',
      allergenInfoComplete: false,
      allergenInfoText: '',
      defaultLanguage: 'nl',
    });
    await t.http.get(response.body.shopLogoUrl).expect(200);
    await t.http.get(response.body.shopBannerUrl).expect(200);
  });

  it('gives empty image URLs and website when the shop has none', async () => {
    const owner = await registerOwner(t.http);
    await saveSettings(owner, { ...settings, shopName: 'Kaal', websiteUrl: '', darkMode: 'false' }).expect(
      200,
    );
    await configureShop(t, owner.id, { subdomain: 'kaal' });

    const response = await t.http.get('/api/shop/kaal/info').expect(200);
    expect(response.body).toMatchObject({
      shopName: 'Kaal',
      shopLogoUrl: '',
      shopBannerUrl: '',
      websiteUrl: '',
      darkMode: false,
    });
  });
});

describe('public reads on the trimmed request path', () => {
  it('keep the security headers and answer a client that holds the current version with 304', async () => {
    await launchedOwner('met-kopregels');
    for (const path of ['info', 'products']) {
      const first = await t.http.get(`/api/shop/met-kopregels/${path}`).expect(200);
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      expect(first.headers['content-security-policy']).toContain("default-src 'self'");
      expect(first.headers.etag).toBeDefined();
      await t.http
        .get(`/api/shop/met-kopregels/${path}`)
        .set('If-None-Match', first.headers.etag as string)
        .expect(304);
    }
  });
});

describe('GET /api/shop/:shop/products', () => {
  it('lists only the products sold alone, with their collection, in the shape of the product view', async () => {
    const owner = await launchedOwner('broodjesbar-eva');
    const collection = (
      await t.http
        .post('/api/admin/collections')
        .set(owner.auth)
        .send({ name: 'Broodjes', icon: 'Sandwich' })
        .expect(201)
    ).body as { _id: string };
    const options = [
      { name: 'Saus', type: 'select', required: true, options: [{ name: 'Andalouse', price: 0.5 }] },
    ];
    const sold = await createProduct(owner, {
      name: 'Smos kaas',
      price: '4.20',
      collection: collection._id,
      stockQuantity: '12',
      productOptions: JSON.stringify(options),
    });
    await createProduct(owner, { name: 'Frietjes (enkel in menu)', soldAlone: 'false' });
    const loose = await createProduct(owner, { name: 'Tomatensoep', price: '3' });

    const response = await t.http.get('/api/shop/broodjesbar-eva/products').expect(200);
    const admin = (await t.http.get('/api/admin/products').set(owner.auth).expect(200)).body as {
      _id: string;
    }[];
    expect(response.body).toEqual(
      admin
        .filter((product) => [sold._id, loose._id].includes(product._id))
        .map((product) => ({ ...product, type: 'product' })),
    );
    expect(response.body.map((product: { name: string }) => product.name)).toEqual([
      'Tomatensoep',
      'Smos kaas',
    ]);
    expect(response.body[1]).toMatchObject({
      _id: sold._id,
      type: 'product',
      price: 4.2,
      soldAlone: true,
      stockQuantity: 12,
      collection: { _id: collection._id, name: 'Broodjes', icon: 'Sandwich' },
      productOptions: options,
      hasImage: false,
      imageUrl: null,
    });
    expect(response.body[0].collection).toBeNull();
  });

  it("shows no other shop's products", async () => {
    const other = await launchedOwner('ander-winkeltje');
    await createProduct(other, { name: 'Niet van hier' });
    await launchedOwner('leeg-winkeltje');

    const response = await t.http.get('/api/shop/leeg-winkeltje/products').expect(200);
    expect(response.body).toEqual([]);
  });
});

describe('shops customers cannot reach', () => {
  it.each(['info', 'products'])('answers 404 in Dutch for an unknown shop on %s', async (path) => {
    const response = await t.http.get(`/api/shop/bestaat-niet/${path}`).expect(404);
    expect(response.body).toEqual(notFound);
  });

  it.each(['info', 'products'])('answers 404 on %s for a shop that has not launched', async (path) => {
    const owner = await registerOwner(t.http);
    await saveSettings(owner, { ...settings, shopName: 'Nog niet open' }).expect(200);
    await createProduct(owner, { name: 'Geheim broodje' });

    // Its shop name is no way in: only a launched subdomain is.
    const response = await t.http.get(`/api/shop/nog-niet-open/${path}`).expect(404);
    expect(response.body).toEqual(notFound);
  });
});

describe('the request log', () => {
  let logged: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    logged = await startTestApp({ logLevel: 'info' });
    // What the request logger writes, wherever it goes: the app's logger was the last one made.
    const root = PinoLogger.root as unknown as Record<symbol, { write(line: string): boolean }>;
    const stream = root[symbols.streamSym];
    vi.spyOn(stream, 'write').mockImplementation((line: string) => {
      lines.push(line);
      return true;
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await logged.close();
  });

  it('leaves out public reads at info level, but keeps what owners do', async () => {
    const owner = await registerOwner(logged.http);
    await configureShop(logged, owner.id, { subdomain: 'gelogd' });
    lines.length = 0;

    await logged.http.get('/api/shop/gelogd/products').expect(200);
    await logged.http.get('/api/health').expect(200);
    await logged.http.get('/api/admin/products').set(owner.auth).expect(200);

    const requests = lines.map((line) => JSON.parse(line) as { req?: { method: string; url: string } });
    expect(requests.map(({ req }) => req && `${req.method} ${req.url}`)).toEqual(['GET /api/admin/products']);
  });

  it('logs public reads too at debug level and below', () => {
    expect(['trace', 'debug', 'info', 'warn', 'silent'].map(logsPublicReads)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
