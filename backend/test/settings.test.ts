import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image } from './catalog-fixtures';
import { registerOwner, startTestApp, TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const complete = {
  name: 'Sofie Peeters',
  shopName: 'De Smulhoek',
  shopDescription: 'Verse broodjes, soep en salades.',
  shopAddress: 'Kerkstraat 1, 9000 Gent',
  websiteUrl: 'https://desmulhoek.be',
  contactEmail: 'info@desmulhoek.be',
  contactGsm: '0470 12 34 56',
  shopMinimumOrderTimeBeforePickup: '2',
  darkMode: 'true',
};

/** The settings form is multipart, as the spec says; every field travels as text. */
function putSettings(auth: Record<string, string>, fields: Record<string, string>) {
  const request = t.http.put('/api/admin/account/settings').set(auth);
  for (const [key, value] of Object.entries(fields)) request.field(key, value);
  return request;
}

describe('PUT /api/admin/account/settings', () => {
  it('saves every field and answers the new settings', async () => {
    const owner = await registerOwner(t.http);
    const response = await putSettings(owner.auth, complete).expect(200);
    expect(response.body).toMatchObject({
      name: 'Sofie Peeters',
      shopName: 'De Smulhoek',
      shopDescription: 'Verse broodjes, soep en salades.',
      shopAddress: 'Kerkstraat 1, 9000 Gent',
      websiteUrl: 'https://desmulhoek.be',
      contactEmail: 'info@desmulhoek.be',
      contactGsm: '0470 12 34 56',
      shopMinimumOrderTimeBeforePickup: 2,
      darkMode: true,
    });
    expect(response.body.warning).toBeUndefined();
    const read = await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200);
    expect(read.body).toMatchObject({
      shopName: 'De Smulhoek',
      shopMinimumOrderTimeBeforePickup: 2,
      darkMode: true,
    });
  });

  it('takes an empty lead time as 24 hours and warns that same-day pickup is then impossible', async () => {
    const owner = await registerOwner(t.http);
    const response = await putSettings(owner.auth, {
      ...complete,
      shopMinimumOrderTimeBeforePickup: '',
    }).expect(200);
    expect(response.body.shopMinimumOrderTimeBeforePickup).toBe(24);
    expect(response.body.warning).toBe(
      'Met 24 uur voorbereidingstijd kunnen klanten niet meer bestellen om vandaag af te halen.',
    );
  });

  it.each([
    ['0', 200],
    ['24', 200],
    ['25', 400],
    ['1.5', 400],
    ['-1', 400],
  ])('lead time %s answers %i', async (hours, status) => {
    const owner = await registerOwner(t.http);
    const response = await putSettings(owner.auth, { ...complete, shopMinimumOrderTimeBeforePickup: hours });
    expect(response.status).toBe(status);
    if (status === 400)
      expect(response.body.fields.shopMinimumOrderTimeBeforePickup).toMatch(/24 uur|geheel getal|positief/);
  });

  it('accepts a 700-character description and refuses 701, changing nothing', async () => {
    const owner = await registerOwner(t.http);
    await putSettings(owner.auth, { ...complete, shopDescription: 'a'.repeat(700) }).expect(200);
    const refused = await putSettings(owner.auth, {
      ...complete,
      shopName: 'Anders',
      shopDescription: 'b'.repeat(701),
    }).expect(400);
    expect(refused.body.fields).toEqual({
      shopDescription: 'Winkelomschrijving mag niet langer zijn dan 700 karakters',
    });
    const read = await t.http.get('/api/admin/account/settings').set(owner.auth);
    expect(read.body.shopName).toBe('De Smulhoek');
    expect(read.body.shopDescription).toBe('a'.repeat(700));
  });

  it('reports every broken rule at once, in Dutch', async () => {
    const owner = await registerOwner(t.http);
    const response = await putSettings(owner.auth, {
      ...complete,
      name: '',
      shopName: ' ',
      shopDescription: '',
      shopAddress: '',
      contactEmail: 'info@',
      contactGsm: 'abc',
      websiteUrl: 'ftp://desmulhoek.be',
    }).expect(400);
    expect(response.body.fields).toEqual({
      name: 'Dit veld is verplicht',
      shopName: 'Dit veld is verplicht',
      shopDescription: 'Winkelomschrijving is verplicht',
      shopAddress: 'Dit veld is verplicht',
      contactEmail: 'Voer een geldig e-mailadres in',
      contactGsm: 'Voer een geldig gsm-nummer in',
      websiteUrl: 'Voer een geldig webadres in dat begint met http:// of https://',
    });
  });

  it('refuses unknown fields and a dark mode that is not true or false', async () => {
    const owner = await registerOwner(t.http);
    const unknown = await putSettings(owner.auth, { ...complete, subdomain: 'kaping' }).expect(400);
    expect(unknown.body.fields.subdomain).toBe('Onbekend veld: subdomain.');
    await putSettings(owner.auth, { ...complete, darkMode: 'misschien' }).expect(400);
    const read = await t.http.get('/api/admin/account/settings').set(owner.auth);
    expect(read.body.subdomain).toBe('');
  });

  it("changes only the caller's own shop", async () => {
    const first = await registerOwner(t.http);
    const second = await registerOwner(t.http, 'Tweede');
    await putSettings(first.auth, complete).expect(200);
    const other = await t.http.get('/api/admin/account/settings').set(second.auth).expect(200);
    expect(other.body.shopName).toBe('');
    expect(other.body.name).toBe('Tweede');
  });

  it('stores a logo and a banner, serves them at versioned URLs, and replaces or removes them', async () => {
    const owner = await registerOwner(t.http);
    const request = putSettings(owner.auth, complete)
      .attach('shopLogo', await image('png', { width: 1200, height: 600, alpha: true }), 'logo.png')
      .attach('shopBanner', await image('jpeg', { width: 3000, height: 1000 }), 'banner.jpg');
    const saved = (await request.expect(200)).body;
    expect(saved.shopLogoUrl).toBe(`/api/images/shops/${owner.id}/logo?v=1`);
    expect(saved.shopBannerUrl).toBe(`/api/images/shops/${owner.id}/banner?v=1`);

    const logo = await t.http.get(saved.shopLogoUrl).expect(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    const banner = await t.http.get(saved.shopBannerUrl).expect(200);
    expect(banner.headers['content-type']).toBe('image/jpeg');

    const replaced = (
      await putSettings(owner.auth, complete)
        .attach('shopLogo', await image('jpeg'), 'nieuw.jpg')
        .expect(200)
    ).body;
    expect(replaced.shopLogoUrl).toBe(`/api/images/shops/${owner.id}/logo?v=2`);
    expect(replaced.shopBannerUrl).toBe(saved.shopBannerUrl);

    const removed = (await putSettings(owner.auth, { ...complete, removeShopBanner: 'true' }).expect(200))
      .body;
    expect(removed.shopBannerUrl).toBe('');
    await t.http.get(`/api/images/shops/${owner.id}/banner`).expect(404);
  });

  it('refuses a file that is not an image, or one over 10 MB, and changes nothing', async () => {
    const owner = await registerOwner(t.http);
    await putSettings(owner.auth, complete).expect(200);
    const disguised = await putSettings(owner.auth, { ...complete, shopName: 'Anders' })
      .attach('shopLogo', Buffer.from('<html>geen afbeelding</html>'), {
        filename: 'logo.png',
        contentType: 'image/png',
      })
      .expect(400);
    expect(disguised.body.fields.shopLogo).toBe(
      'Dit bestand is geen geldige afbeelding. Kies een JPEG-, PNG-, WebP- of GIF-bestand.',
    );
    const huge = await putSettings(owner.auth, { ...complete, shopName: 'Anders' })
      .attach('shopBanner', Buffer.alloc(11 * 1024 * 1024, 1), {
        filename: 'groot.jpg',
        contentType: 'image/jpeg',
      })
      .expect(413);
    expect(huge.body.message).toBe(
      'De afbeelding is te groot. Probeer een kleinere of meer gecomprimeerde afbeelding te uploaden.',
    );
    const read = (await t.http.get('/api/admin/account/settings').set(owner.auth)).body;
    expect(read).toMatchObject({ shopName: 'De Smulhoek', shopLogoUrl: '', shopBannerUrl: '' });
  });

  it('answers 404 for an unknown shop image or kind', async () => {
    const owner = await registerOwner(t.http);
    await t.http.get(`/api/images/shops/${owner.id}/logo`).expect(404);
    await t.http.get(`/api/images/shops/${owner.id}/avatar`).expect(404);
    await t.http.get('/api/images/shops/geen-uuid/logo').expect(404);
  });
});
