import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { MARKETING_PAGES } from '@bestelklaar/domain';
import type { Clock } from '../../common/clock';

/** Search engines read these rarely; one list a few minutes old spares the database a flood. */
const SITEMAP_KEPT_MS = 5 * 60_000;
const CACHE_CONTROL = 'public, max-age=3600';

export interface SiteFilesOptions {
  /** Where the site is reached, without a trailing slash, e.g. `https://bestelklaar.be`. */
  baseUrl: string;
  clock: Clock;
  launchedShops(): Promise<string[]>;
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

function sitemapXml(baseUrl: string, shops: string[]): string {
  const pages = [
    ...MARKETING_PAGES.map((page) => `${baseUrl}${page}`),
    ...shops.map((shop) => `${baseUrl}/${shop}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((page) => `  <url><loc>${escapeXml(page)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
