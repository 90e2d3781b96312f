import { describe, expect, it } from 'vitest';
import { MARKETING_PAGES, PAGE_TITLES, pageTitleOf, PRODUCT_PAGES, sitePageOf } from './site-pages';

describe('sitePageOf', () => {
  it('knows every product page, with any case and one trailing slash', () => {
    for (const page of PRODUCT_PAGES) expect(sitePageOf(page)).toEqual({ kind: 'product' });
    expect(sitePageOf('/Privacy/')).toEqual({ kind: 'product' });
    expect(sitePageOf('/dashboard/producten/')).toEqual({ kind: 'product' });
    for (const page of MARKETING_PAGES) expect(PRODUCT_PAGES).toContain(page);
  });

  it("reads a shop's pages, the shop lowercased", () => {
    const shop = { kind: 'shop', shop: 'de-smulhoek' };
    expect(sitePageOf('/de-smulhoek')).toEqual({ ...shop, page: '' });
    expect(sitePageOf('/De-Smulhoek/')).toEqual({ ...shop, page: '' });
    expect(sitePageOf('/de-smulhoek/betaling-succes')).toEqual({ ...shop, page: 'betaling-succes' });
    expect(sitePageOf('/de-smulhoek/Betaling-Gestopt')).toEqual({ ...shop, page: 'betaling-gestopt' });
    expect(sitePageOf('/de-smulhoek/bestelling/7b4a2c1e-1111')).toEqual({
      ...shop,
      page: 'bestelling/:orderId',
    });
  });

  it('names nothing for any other path: not-found itself, unknown pages, files, what no shop can be called', () => {
    for (const path of [
      '/not-found',
      '/dashboard/onbekend',
      '/inloggen/extra',
      '/de-smulhoek/onbekend',
      '/de-smulhoek/betaling-succes/extra',
      '/de-smulhoek/bestelling',
      '/de-smulhoek/bestelling/7b4a2c1e-1111/extra',
      '/wp-login.php',
      '/favicon.ico',
      '/ab',
      '/api',
      '/assets',
      '/-smulhoek',
      `/${'a'.repeat(64)}`,
    ])
      expect(sitePageOf(path), path).toEqual({ kind: 'unknown' });
  });
});

describe('pageTitleOf', () => {
  it('titles the product pages it knows, a path that names nothing, and leaves the rest to the page', () => {
    for (const page of Object.keys(PAGE_TITLES)) expect(PRODUCT_PAGES).toContain(page);
    expect(pageTitleOf('/Inloggen/')).toBe('Inloggen · Bestelklaar');
    expect(pageTitleOf('/registreren')).toBe('Registreren · Bestelklaar');
    expect(pageTitleOf('/bestaat/niet')).toBe('Pagina niet gevonden · Bestelklaar');
    expect(pageTitleOf('/dashboard')).toBeUndefined();
    expect(pageTitleOf('/de-smulhoek')).toBeUndefined();
  });
});
