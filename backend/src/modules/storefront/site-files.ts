import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LANGUAGES, MARKETING_PAGES, type Language } from '@bestelklaar/domain';
import type { Clock } from '../../common/clock';
import { shopPageUrl } from './storefront-page';

/** Search engines read these rarely; one list a few minutes old spares the database a flood. */
const SITEMAP_KEPT_MS = 5 * 60_000;
const CACHE_CONTROL = 'public, max-age=3600';

/** A launched shop as the sitemap lists it: its page in each language, the default's bare. */
export interface ListedShop {
  subdomain: string;
  defaultLanguage: Language;
}

export interface SiteFilesOptions {
  /** Where the site is reached, without a trailing slash, e.g. `https://bestelklaar.be`. */
  baseUrl: string;
  clock: Clock;
  launchedShops(): Promise<ListedShop[]>;
}

/**
 * `/robots.txt` and `/sitemap.xml`, written by the server because both name the site's own address
 * and the sitemap every launched shop. Crawlers stay out of the API and the dashboard, but may fetch
 * `/api/images/`: the shops' photos and the pictures their shared links preview with.
 */
export function siteFiles({ baseUrl, clock, launchedShops }: SiteFilesOptions): RequestHandler {
  const robots = [
    'User-agent: *',
    'Allow: /api/images/',
    'Disallow: /api/',
    'Disallow: /dashboard',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
  let sitemap: { madeAt: number; xml: Promise<string> } | undefined;

  const currentSitemap = (): Promise<string> => {
    const now = clock.now().getTime();
    if (!sitemap || now - sitemap.madeAt >= SITEMAP_KEPT_MS) {
      const xml = launchedShops().then((shops) => sitemapXml(baseUrl, shops));
      sitemap = { madeAt: now, xml };
      // A failed read is not kept: the next request tries again.
      xml.catch(() => {
        if (sitemap?.xml === xml) sitemap = undefined;
      });
    }
    return sitemap.xml;
  };

  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.path === '/robots.txt') {
      response.type('text/plain').setHeader('Cache-Control', CACHE_CONTROL);
      response.send(robots);
      return;
    }
    if (request.path !== '/sitemap.xml') return next();
    currentSitemap().then((xml) => {
      response.type('application/xml').setHeader('Cache-Control', CACHE_CONTROL);
      response.send(xml);
    }, next);
  };
}

/**
 * The marketing pages (Dutch only), and each shop's page in every language it is shown in, each
 * with its siblings as xhtml:link alternates and the bare address as x-default: Google's sitemap
 * form of the hreflang links the page itself carries.
 */
function sitemapXml(baseUrl: string, shops: ListedShop[]): string {
  const marketing = MARKETING_PAGES.map(
    (page) => `  <url><loc>${escapeXml(`${baseUrl}${page}`)}</loc></url>`,
  );
  const shopPages = shops.flatMap((shop) => {
    const alternates = [
      ...LANGUAGES.map((language) => alternate(language, shopPageUrl(baseUrl, shop, language))),
      alternate('x-default', `${baseUrl}/${shop.subdomain}`),
    ];
    return LANGUAGES.map((language) =>
      [
        `  <url>`,
        `    <loc>${escapeXml(shopPageUrl(baseUrl, shop, language))}</loc>`,
        ...alternates,
        `  </url>`,
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...marketing,
    ...shopPages,
    '</urlset>',
    '',
  ].join('\n');
}

function alternate(hreflang: string, href: string): string {
  return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}" />`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
