import { join } from 'node:path';
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import type { Subscription } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@bestelklaar/domain';
import { AccountsService } from '../src/modules/accounts/accounts.service';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import type { ShopChange } from '../src/modules/notifications/shop-change';
import { image } from './support/catalog-fixtures';
import { completeSetupSteps } from './support/ready-shop';
import { launchInDatabase } from './support/storefront-support';
import { registerOwner, useTestApp } from './support/test-app';

const t = useTestApp();

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
      contactGsm: '+32 470 12 34 56',
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

  it("carry the shop's time zone, in which the dashboard shows its times", async () => {
    const owner = await registerOwner(t.http);
    const read = await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200);
    expect(read.body.timeZone).toBe('Europe/Brussels');
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

  it('refuses a name or shop name of two lines, changing nothing', async () => {
    const owner = await registerOwner(t.http);
    await putSettings(owner.auth, complete).expect(200);
    const response = await putSettings(owner.auth, {
      ...complete,
      name: 'Sofie\r\nPeeters',
      shopName: 'De Smulhoek\nBcc: iedereen@voorbeeld.be',
    }).expect(400);
    expect(response.body.fields).toEqual({
      name: 'Deze tekst bevat ongeldige tekens.',
      shopName: 'Deze tekst bevat ongeldige tekens.',
    });
    const read = await t.http.get('/api/admin/account/settings').set(owner.auth);
    expect(read.body.shopName).toBe(complete.shopName);
  });

  it('refuses unknown fields and a dark mode that is not true or false', async () => {
    const owner = await registerOwner(t.http);
    const unknown = await putSettings(owner.auth, { ...complete, isAdmin: 'ja' }).expect(400);
    expect(unknown.body.fields.isAdmin).toBe('Onbekend veld: isAdmin.');
    await putSettings(owner.auth, { ...complete, darkMode: 'misschien' }).expect(400);
  });

  it('takes the subdomain back as its read gives it, and refuses a changed one without changing it', async () => {
    const owner = await registerOwner(t.http);
    await putSettings(owner.auth, { ...complete, subdomain: '' }).expect(200);
    const refused = await putSettings(owner.auth, { ...complete, subdomain: 'kaping' }).expect(400);
    expect(refused.body.fields.subdomain).toBe('Dit veld kan je hier niet wijzigen.');
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

describe('slot capacity and the new-order mail switch', () => {
  it('starts unlimited with the shop copy on, and keeps both when a form leaves them out', async () => {
    const owner = await registerOwner(t.http);
    const fresh = await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200);
    expect(fresh.body).toMatchObject({ maxOrdersPerSlot: null, newOrderMails: true });
    const saved = await putSettings(owner.auth, complete).expect(200);
    expect(saved.body).toMatchObject({ maxOrdersPerSlot: null, newOrderMails: true });
  });

  it('saves a maximum and the switch off, gives ordering the maximum, and empties back to unlimited', async () => {
    const owner = await registerOwner(t.http);
    const saved = await putSettings(owner.auth, {
      ...complete,
      maxOrdersPerSlot: ' 12 ',
      newOrderMails: 'false',
    }).expect(200);
    expect(saved.body).toMatchObject({ maxOrdersPerSlot: 12, newOrderMails: false });
    const read = await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200);
    expect(read.body).toMatchObject({ maxOrdersPerSlot: 12, newOrderMails: false });
    expect(await t.app.get(AccountsService).pickupPolicy(owner.id)).toEqual({
      timeZone: 'Europe/Brussels',
      minimumHoursBeforePickup: 2,
      maxOrdersPerSlot: 12,
      orderingPausedUntil: null,
      busyMinutes: 0,
    });

    const cleared = await putSettings(owner.auth, {
      ...complete,
      maxOrdersPerSlot: '',
      newOrderMails: 'true',
    }).expect(200);
    expect(cleared.body).toMatchObject({ maxOrdersPerSlot: null, newOrderMails: true });
  });

  it.each([
    ['1', 200, 1],
    ['1000', 200, 1000],
    ['0', 400, 'Voer een geheel getal in van 1 tot 1000, of laat leeg voor onbeperkt'],
    ['1001', 400, 'Voer een geheel getal in van 1 tot 1000, of laat leeg voor onbeperkt'],
    ['-3', 400, 'Voer een geheel getal in van 1 tot 1000, of laat leeg voor onbeperkt'],
    ['2.5', 400, 'Voer een geheel getal in'],
    ['tien', 400, 'Voer een geheel getal in'],
  ])('maximum %s answers %i', async (value, status, expected) => {
    const owner = await registerOwner(t.http);
    await putSettings(owner.auth, { ...complete, maxOrdersPerSlot: '7' }).expect(200);
    const response = await putSettings(owner.auth, { ...complete, maxOrdersPerSlot: value });
    expect(response.status).toBe(status);
    if (status === 200) expect(response.body.maxOrdersPerSlot).toBe(expected);
    else {
      expect(response.body.fields).toEqual({ maxOrdersPerSlot: expected });
      const read = await t.http.get('/api/admin/account/settings').set(owner.auth);
      expect(read.body.maxOrdersPerSlot).toBe(7);
    }
  });

  it('refuses a switch that is not true or false, changing nothing', async () => {
    const owner = await registerOwner(t.http);
    const refused = await putSettings(owner.auth, { ...complete, newOrderMails: 'soms' }).expect(400);
    expect(refused.body.fields).toEqual({ newOrderMails: 'Ongeldige waarde.' });
    const read = await t.http.get('/api/admin/account/settings').set(owner.auth);
    expect(read.body).toMatchObject({ shopName: '', newOrderMails: true });
  });
});

describe("the webshop's default language", () => {
  it("starts in Dutch, is saved and read back, and is the shop's public default; a form without it means Dutch", async () => {
    const owner = await registerOwner(t.http);
    const fresh = await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200);
    expect(fresh.body.defaultLanguage).toBe('nl');

    const saved = await putSettings(owner.auth, { ...complete, defaultLanguage: 'fr' }).expect(200);
    expect(saved.body.defaultLanguage).toBe('fr');
    const read = await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200);
    expect(read.body.defaultLanguage).toBe('fr');
    const shop = `taal-${owner.id.slice(0, 8)}`;
    await launchInDatabase(t.databaseUrl, owner.id, shop);
    const info = await t.http.get(`/api/shop/${shop}/info`).expect(200);
    expect(info.body.defaultLanguage).toBe('fr');
    const storefront = await t.http.get(`/api/shop/${shop}/storefront`).expect(200);
    expect(storefront.body).toMatchObject({ language: 'fr', info: { defaultLanguage: 'fr' } });

    const english = await putSettings(owner.auth, { ...complete, defaultLanguage: 'en' }).expect(200);
    expect(english.body.defaultLanguage).toBe('en');
    const omitted = await putSettings(owner.auth, complete).expect(200);
    expect(omitted.body.defaultLanguage).toBe('nl');
  });

  it.each(['de', 'FR', 'Français', 'fr-BE'])('refuses %s in Dutch, changing nothing', async (language) => {
    const owner = await registerOwner(t.http);
    await putSettings(owner.auth, { ...complete, defaultLanguage: 'en' }).expect(200);
    const refused = await putSettings(owner.auth, {
      ...complete,
      shopName: 'Andere naam',
      defaultLanguage: language,
    }).expect(400);
    expect(refused.body).toMatchObject({
      statusCode: 400,
      message: 'Kies Nederlands, Français of English',
      fields: { defaultLanguage: 'Kies Nederlands, Français of English' },
    });
    const read = await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200);
    expect(read.body).toMatchObject({ shopName: 'De Smulhoek', defaultLanguage: 'en' });
  });
});

describe("the storefront's cache hears of every settings change and the launch", () => {
  async function watch(accountId: string) {
    const topics: string[] = [];
    const subscription: Subscription = t.app
      .get(NotificationsService)
      .changes(accountId)
      .subscribe((change: ShopChange) => topics.push(change.topic));
    return { topics, stop: () => subscription.unsubscribe() };
  }

  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it("announces 'settings' after saving and after launching, and nothing for a refused save", async () => {
    const owner = await registerOwner(t.http);
    const watching = await watch(owner.id);
    await putSettings(owner.auth, { ...complete, shopDescription: 'x'.repeat(701) }).expect(400);
    await completeSetupSteps(t, owner.auth);
    await waitFor(() => watching.topics.includes('settings'));
    expect(watching.topics.filter((topic) => topic === 'settings')).toHaveLength(1);

    await t.http
      .post('/api/admin/stripe-connect/add-subdomain')
      .set(owner.auth)
      .send({ subdomain: `smul-${owner.id.slice(0, 8)}` })
      .expect(200);
    await waitFor(() => watching.topics.filter((topic) => topic === 'settings').length === 2);
    expect(watching.topics.filter((topic) => topic === 'settings')).toHaveLength(2);
    watching.stop();
  });
});

describe('shop logo and banner in several widths', () => {
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));

  it('makes the WebP widths at upload and serves the nearest one through ?w=', async () => {
    const owner = await registerOwner(t.http);
    const saved = (
      await putSettings(owner.auth, complete)
        .attach('shopLogo', await image('png', { width: 700, height: 350, alpha: true }), 'logo.png')
        .attach('shopBanner', await image('jpeg', { width: 2400, height: 800 }), 'banner.jpg')
        .expect(200)
    ).body;

    const stored = filesUnder(join(t.config.dataDir, 'uploads')).filter((file) => file.includes(owner.id));
    const widthsOf = (kind: string) =>
      stored
        .filter((file) => file.includes(`/${kind}/`) && /-w\d+$/.test(file))
        .map((file) => Number(file.split('-w')[1]))
        .sort((a, b) => a - b);
    expect(widthsOf('logo')).toEqual([320, 640]);
    expect(widthsOf('banner')).toEqual(IMAGE_WIDTHS.filter((width) => width < 2400));

    const widthServed = async (url: string) => {
      const response = await t.http
        .get(url)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      const { width, format } = await sharp(response.body as Buffer).metadata();
      return {
        width,
        format,
        type: response.headers['content-type'],
        cache: response.headers['cache-control'],
      };
    };
    expect(await widthServed(`${saved.shopBannerUrl}&w=640`)).toEqual({
      width: 640,
      format: 'webp',
      type: 'image/webp',
      cache: 'public, max-age=31536000, immutable',
    });
    expect((await widthServed(`${saved.shopBannerUrl}&w=1000`)).width).toBe(1280);
    expect((await widthServed(`${saved.shopBannerUrl}&w=99999`)).width).toBe(1920);
    expect((await widthServed(`${saved.shopLogoUrl}&w=320`)).width).toBe(320);
    // The logo is narrower than 960: its original (700 px) is its best.
    expect((await widthServed(`${saved.shopLogoUrl}&w=960`)).width).toBe(700);
    for (const odd of ['abc', '-5', '0', '1.5', ''])
      expect((await widthServed(`${saved.shopBannerUrl}&w=${odd}`)).width).toBe(2400);
    await t.http.get(`/api/images/shops/${owner.id}/avatar?w=320`).expect(404);
  });

  it('removes every width with the image it belongs to', async () => {
    const owner = await registerOwner(t.http);
    await putSettings(owner.auth, complete)
      .attach('shopBanner', await image('jpeg', { width: 1400, height: 500 }), 'banner.jpg')
      .expect(200);
    const mine = () =>
      filesUnder(join(t.config.dataDir, 'uploads')).filter((file) => file.includes(owner.id));
    // The original, its 320, 640, 960 and 1280 px copies and its cut for link previews.
    expect(mine()).toHaveLength(6);
    expect(mine().filter((file) => file.endsWith('-og'))).toHaveLength(1);
    await putSettings(owner.auth, { ...complete, removeShopBanner: 'true' }).expect(200);
    expect(mine()).toEqual([]);
  });
});
