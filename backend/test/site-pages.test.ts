import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { withDatabase } from './support/shop-setup';
import { launchInDatabase } from './support/storefront-support';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

const BASE_URL = 'https://bestelklaar.be';
const SHELL = '<!doctype html><html lang="nl"><title>Bestelklaar</title><div id="root"></div></html>';
/** The app's shell as the server answers a page the app titles itself: with that title. */
const shellTitled = (title: string) => SHELL.replace('<title>Bestelklaar</title>', `<title>${title}</title>`);
const NOT_FOUND = shellTitled('Pagina niet gevonden · Bestelklaar');
const LANDING = '<!doctype html><title>Bestelklaar</title><h1>De eenvoudigste manier</h1>';
const FAVICON = join(__dirname, '..', '..', 'frontend', 'public', 'favicon.ico');

const clock = new SettableClock('2030-06-14T08:00:00Z');
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'bestelklaar-site-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  mkdirSync(join(dist, '_prerendered', 'privacy'), { recursive: true });
  writeFileSync(join(dist, '_prerendered', 'index.html'), LANDING);
  writeFileSync(join(dist, '_prerendered', 'privacy', 'index.html'), '<title>Privacy</title>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  copyFileSync(FAVICON, join(dist, 'favicon.ico'));
  t = await startTestApp({ frontendDist: dist, publicBaseUrl: BASE_URL }, { clock });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A launched shop, and one that signed up but never launched. */
async function shops(): Promise<{ launched: string; unlaunched: string }> {
  const owner = await registerOwner(t.http);
  const launched = `winkel-${owner.id.slice(0, 8)}`;
  await launchInDatabase(t.databaseUrl, owner.id, launched);
  return { launched, unlaunched: `nooit-${owner.id.slice(0, 8)}` };
}

describe('the status of the app’s pages', () => {
  it('answers a path that names no page with the app’s page and status 404', async () => {
    for (const path of [
      '/bestaat/echt/niet',
      '/not-found',
      '/dashboard/onbekend',
      '/wp-login.php',
      '/ab',
      `/${'x'.repeat(100)}`,
    ]) {
      const response = await t.http.get(path);
      expect({ path, status: response.status, type: response.type }).toEqual({
        path,
        status: 404,
        type: 'text/html',
      });
      expect(response.text).toBe(NOT_FOUND);
    }
    await t.http.head('/bestaat/echt/niet').expect(404);
  });

  it('answers the product’s pages with 200', async () => {
    expect((await t.http.get('/').expect(200)).text).toBe(LANDING);
    for (const path of ['/privacy', '/inloggen', '/dashboard', '/dashboard/producten', '/Contact/'])
      await t.http.get(path).expect(200);
  });

  it('answers a page of a shop that is not launched with 404, and a launched shop’s pages with 200', async () => {
    const { launched, unlaunched } = await shops();
    for (const path of [
      `/${launched}`,
      `/${launched}/betaling-succes`,
      `/${launched}/betaling-gestopt`,
      `/${launched}/bestelling/7b4a2c1e-1111-4a4a-8a8a-000000000001`,
    ])
      await t.http.get(path).expect(200);
    // The shop's 'not found' is the app's to title, in the visitor's language.
    for (const path of [`/${unlaunched}`, `/${unlaunched}/betaling-succes`]) {
      const response = await t.http.get(path).expect(404);
      expect(response.text, path).toBe(SHELL);
    }
    expect((await t.http.get(`/${launched}/onbekend`).expect(404)).text).toBe(NOT_FOUND);
  });
});

describe('the titles of the app’s pages', () => {
  it('gives the login, sign-up and not-found pages each their own title, the one the app sets', async () => {
    const titleOf = async (path: string) =>
      /<title>([^<]*)<\/title>/.exec((await t.http.get(path)).text)?.[1];
    const titles = {
      login: await titleOf('/inloggen'),
      signUp: await titleOf('/Registreren/'),
      forgotten: await titleOf('/wachtwoord-vergeten'),
      notFound: await titleOf('/bestaat/niet'),
    };
    expect(titles).toEqual({
      login: 'Inloggen · Bestelklaar',
      signUp: 'Registreren · Bestelklaar',
      forgotten: 'Wachtwoord vergeten · Bestelklaar',
      notFound: 'Pagina niet gevonden · Bestelklaar',
    });
    // A prerendered page keeps its own; the dashboard's pages are the app's to title.
    expect(await titleOf('/privacy')).toBe('Privacy');
    expect(await titleOf('/dashboard')).toBe('Bestelklaar');
  });
});

describe('the site’s own files', () => {
  it('serves /favicon.ico as a real icon: 16, 32 and 48 pixels', async () => {
    const response = await t.http.get('/favicon.ico').buffer(true).expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const icon = response.body as Buffer;
    expect(icon).toEqual(readFileSync(FAVICON));
    // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per image.
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = [];
    for (let index = 0; index < icon.readUInt16LE(4); index++) {
      const entry = 6 + 16 * index;
      const image = icon.subarray(
        icon.readUInt32LE(entry + 12),
        icon.readUInt32LE(entry + 12) + icon.readUInt32LE(entry + 8),
      );
      const { width, height, format } = await sharp(image).metadata();
      expect([width, height, format]).toEqual([icon[entry], icon[entry + 1], 'png']);
      sizes.push(width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('lets crawlers fetch /api/images/ but not the rest of the API or the dashboard, and names the sitemap', async () => {
    const response = await t.http
      .get('/robots.txt')
      .expect(200)
      .expect('Content-Type', /^text\/plain/);
    expect(response.text).toBe(
      [
        'User-agent: *',
        'Allow: /api/images/',
        'Disallow: /api/',
        'Disallow: /dashboard',
        `Sitemap: ${BASE_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('lists the marketing pages and every launched shop in /sitemap.xml, and no other shop', async () => {
    const { launched, unlaunched } = await shops();
    clock.advance(10 * 60_000);
    const response = await t.http
      .get('/sitemap.xml')
      .expect(200)
      .expect('Content-Type', /^application\/xml/);
    const locations = [...response.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations.slice(0, 4)).toEqual([
      `${BASE_URL}/`,
      `${BASE_URL}/algemene-voorwaarden`,
      `${BASE_URL}/privacy`,
      `${BASE_URL}/contact`,
    ]);
    expect(locations).toContain(`${BASE_URL}/${launched}`);
    expect(locations.join(' ')).not.toContain(unlaunched);
    expect(response.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it('lists each shop’s page in every language, each with its siblings as hreflang alternates', async () => {
    const { launched } = await shops();
    const french = await shops();
    await withDatabase(t, (db) =>
      db.query(`UPDATE accounts SET default_language = 'fr' WHERE subdomain = $1`, [french.launched]),
    );
    clock.advance(10 * 60_000);
    const response = await t.http.get('/sitemap.xml').expect(200);
    const document = parseDocument(response.text, { xmlMode: true });
    const [urlset] = DomUtils.getElementsByTagName('urlset', document.children, false);
    expect(urlset?.attribs).toEqual({
      xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
      'xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
    });
    const entries = new Map(
      DomUtils.getElementsByTagName('url', urlset!.children, false).map((url) => [
        DomUtils.textContent(DomUtils.getElementsByTagName('loc', url.children)[0]!),
        Object.fromEntries(
          DomUtils.getElementsByTagName('xhtml:link', url.children).map((link) => {
            expect(link.attribs.rel).toBe('alternate');
            return [link.attribs.hreflang, link.attribs.href];
          }),
        ),
      ]),
    );
    const versions = (shop: string, bare: string, others: string[]): Record<string, string> => ({
      [bare]: `${BASE_URL}/${shop}`,
      ...Object.fromEntries(others.map((language) => [language, `${BASE_URL}/${shop}?lang=${language}`])),
      'x-default': `${BASE_URL}/${shop}`,
    });
    const dutchFirst = versions(launched, 'nl', ['fr', 'en']);
    const frenchFirst = versions(french.launched, 'fr', ['nl', 'en']);
    for (const shop of [dutchFirst, frenchFirst])
      for (const language of ['nl', 'fr', 'en']) expect(entries.get(shop[language]!)).toEqual(shop);
    // The marketing pages speak Dutch only: no alternates.
    expect(entries.get(`${BASE_URL}/privacy`)).toEqual({});
  });
});
