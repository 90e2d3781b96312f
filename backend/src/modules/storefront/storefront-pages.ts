import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { resolveLanguage, type StorefrontView } from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AccountsService } from '../accounts/accounts.service';
import { isDatabaseUnreachable } from '../../database/postgres-errors';
import { entityTag, sendCachedAnswer } from '../../common/http/conditional-send';
import { EncodedBody } from '../../common/http/encoded-body';
import { languageInAddress, languageSources } from './page-language';
import { pageStatus } from './page-status';
import { releaseFile } from '../../common/http/release-file';
import { buildManifest, shopRouteAssets } from './shop-route-assets';
import { siteFiles } from './site-files';
import { renderStorefrontPage } from './storefront-page';
import { storefrontReads } from './storefront-reads';
import { isShopSegment, StorefrontService, type StorefrontAnswer } from './storefront.service';

/** `/{shop}`, with or without a trailing slash; any deeper path is the app's own. */
const SHOP_PAGE_PATH = /^\/([^/]+)\/?$/;

/** Like index.html itself: a new release or an owner's change shows on the next load. */
const PAGE_CACHE_CONTROL = 'no-cache';

/** What picks the language of a page whose address names none (resolveLanguage): caches keep them apart. */
const LANGUAGE_HEADERS = ['Accept-Language', 'Cookie'] as const;

export interface StorefrontPagesOptions {
  /** The built frontend (its index.html); undefined: no pages, every request passes on. */
  dist: string | undefined;
  baseUrl: string;
  storefront: Pick<StorefrontService, 'answer' | 'holdsPage'>;
  logger?: Pick<Logger, 'warn'>;
}

interface IndexDocument {
  html: string;
  hash: string;
}

interface RenderedPage {
  indexHash: string;
  body: EncodedBody;
  etag: string;
}

/** The app's own rendering of a shop's page (frontend src/app/prerender.tsx). */
type ShopRenderer = (view: StorefrontView) => Promise<string>;

/** Where the frontend build keeps its server rendering (frontend/build/prerender-pages.ts). */
const SHOP_RENDERER = join('.server', 'prerender.mjs');

/**
 * Answers GET `/{shop}` for a launched shop with its own page (see renderStorefrontPage) in the
 * customer's language (`?lang=`, cookie `taal`, Accept-Language, the shop's default), rendered once
 * per change of the shop or of the build and per language. Every other request, an unknown shop
 * included (with status 404), goes on to the app (which sends an unknown shop to /not-found).
 */
export function storefrontPages({
  dist,
  baseUrl,
  storefront,
  logger,
}: StorefrontPagesOptions): RequestHandler {
  const index = dist ? indexDocument(join(dist, 'index.html')) : () => undefined;
  const manifest = dist ? buildManifest(dist) : () => ({});
  const renderer = dist ? shopRenderer(join(dist, SHOP_RENDERER)) : () => Promise.resolve(undefined);
  // Per answer object, so per language: a change replaces the answer, and its page goes with it.
  const pages = new WeakMap<StorefrontAnswer, Promise<RenderedPage>>();

  const markupOf = async (view: StorefrontView): Promise<string | undefined> => {
    try {
      const render = await renderer();
      return await render?.(view);
    } catch (error) {
      // The page still works without it: the app renders the shop itself.
      logger?.warn(`Webshoppagina ${view.shop} zonder opgebouwde inhoud: ${String(error)}`);
      return undefined;
    }
  };

  const renderPage = async (answer: StorefrontAnswer, document: IndexDocument): Promise<RenderedPage> => {
    const view = JSON.parse(answer.json.identity.toString('utf8')) as StorefrontView;
    const html = renderStorefrontPage(document.html, view, {
      baseUrl,
      assets: shopRouteAssets(manifest()),
      markup: await markupOf(view),
    });
    const body = new EncodedBody(Buffer.from(html, 'utf8'));
    storefront.holdsPage(answer, body);
    return { indexHash: document.hash, body, etag: entityTag(answer.etag, document.hash) };
  };

  const pageOf = async (answer: StorefrontAnswer, document: IndexDocument): Promise<RenderedPage> => {
    const cached = pages.get(answer);
    if (cached && (await cached).indexHash === document.hash) return cached;
    const page = renderPage(answer, document);
    pages.set(answer, page);
    return page;
  };

  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const shop = SHOP_PAGE_PATH.exec(request.path)?.[1];
    if (!shop || !isShopSegment(shop)) return next();
    const document = index();
    if (!document) return next();
    const sources = languageSources(request);
    storefront
      .answer(shop)
      .then(
        async (shopDefault) => {
          // The default language's answer names what resolveLanguage falls back on; once in memory,
          // it costs a lookup, and it is the one crawlers and most visitors get anyway.
          const language = shopDefault && resolveLanguage({ ...sources, shopDefault: shopDefault.language });
          const answer =
            language === shopDefault?.language ? shopDefault : await storefront.answer(shop, language);
          if (!answer) {
            // The app shows its 'not found' page; the status tells crawlers and link checkers.
            response.status(404);
            return next();
          }
          sendCachedAnswer(request, response, {
            ...(await pageOf(answer, document)),
            contentType: 'text/html; charset=utf-8',
            cacheControl: PAGE_CACHE_CONTROL,
            varyBy: languageInAddress(sources) ? [] : LANGUAGE_HEADERS,
          });
        },
        (error: unknown) => {
          // Without its database the app cannot read the shop either: the page says so (503).
          if (isDatabaseUnreachable(error)) return next(error);
          // The app's own page still works: it reads the shop itself.
          logger?.warn(`Webshoppagina ${shop} zonder ingevoegde gegevens: ${String(error)}`);
          next();
        },
      )
      .catch(next);
  };
}

/** index.html and its hash, read again only when the file changed (a new release). */
function indexDocument(path: string): () => IndexDocument | undefined {
  return releaseFile(path, (file) => {
    const html = readFileSync(file, 'utf8');
    return { html, hash: createHash('sha256').update(html).digest('base64url').slice(0, 12) };
  });
}

/**
 * The frontend build's shop renderer, loaded again only when the file changed (a new release);
 * undefined without one (a build from before it, or none).
 */
function shopRenderer(path: string): () => Promise<ShopRenderer | undefined> {
  // The stamp in the address makes a new release's file a new module rather than the cached one.
  const load = releaseFile(path, (file, stamp) =>
    import(`${pathToFileURL(file).href}?${encodeURIComponent(stamp)}`).then(
      (module: { prerenderShop?: ShopRenderer }) => module.prerenderShop,
    ),
  );
  return () => load() ?? Promise.resolve(undefined);
}

/**
 * The pages handler with this app's configuration and storefront, after the fast path of the
 * storefront read (storefront-reads.ts) and the site's robots.txt and sitemap.xml, before the
 * status of the app's other pages; mounted before the app's routes and files.
 */
@Injectable()
export class StorefrontPages {
  readonly handler: RequestHandler;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    storefront: StorefrontService,
    accounts: AccountsService,
    clock: Clock,
  ) {
    const reads = storefrontReads(storefront);
    const files = siteFiles({
      baseUrl: config.publicBaseUrl,
      clock,
      launchedShops: () => accounts.launchedSubdomains(),
    });
    const pages = storefrontPages({
      dist: config.frontendDist,
      baseUrl: config.publicBaseUrl,
      storefront,
      logger: new Logger(StorefrontPages.name),
    });
    const status = pageStatus({ dist: config.frontendDist, storefront });
    const chain = [reads, files, pages, status];
    this.handler = (request, response, next) => {
      const run = (index: number, error?: unknown): void => {
        if (error !== undefined || index === chain.length) return next(error);
        void chain[index](request, response, (failure?: unknown) => run(index + 1, failure));
      };
      run(0);
    };
  }
}
