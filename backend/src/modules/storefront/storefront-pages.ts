import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { StorefrontView } from '@bestelklaar/domain';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { entityTag, sendCachedAnswer } from './conditional-send';
import { EncodedBody } from './encoded-body';
import { buildManifest, shopRouteAssets } from './shop-route-assets';
import { renderStorefrontPage } from './storefront-page';
import { storefrontReads } from './storefront-reads';
import { isShopSegment, StorefrontService, type StorefrontAnswer } from './storefront.service';

/** `/{shop}`, with or without a trailing slash; any deeper path is the app's own. */
const SHOP_PAGE_PATH = /^\/([^/]+)\/?$/;

/** Like index.html itself: a new release or an owner's change shows on the next load. */
const PAGE_CACHE_CONTROL = 'no-cache';

export interface StorefrontPagesOptions {
  /** The built frontend (its index.html); undefined: no pages, every request passes on. */
  dist: string | undefined;
  baseUrl: string;
  storefront: Pick<StorefrontService, 'answer'>;
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

/**
 * Answers GET `/{shop}` for a launched shop with its own page (see renderStorefrontPage), rendered
 * once per change of the shop or of the build. Every other request, an unknown shop included,
 * goes on to the app (which sends an unknown shop to /not-found).
 */
export function storefrontPages({
  dist,
  baseUrl,
  storefront,
  logger,
}: StorefrontPagesOptions): RequestHandler {
  const index = dist ? indexDocument(join(dist, 'index.html')) : () => undefined;
  const manifest = dist ? buildManifest(dist) : () => ({});
  // Per answer object: a change replaces the answer, and its page goes with it.
  const pages = new WeakMap<StorefrontAnswer, RenderedPage>();

  const pageOf = (answer: StorefrontAnswer, document: IndexDocument): RenderedPage => {
    const rendered = pages.get(answer);
    if (rendered?.indexHash === document.hash) return rendered;
    const view = JSON.parse(answer.json.identity.toString('utf8')) as StorefrontView;
    const page: RenderedPage = {
      indexHash: document.hash,
      body: new EncodedBody(
        Buffer.from(
          renderStorefrontPage(document.html, view, {
            baseUrl,
            assets: shopRouteAssets(manifest(), document.html),
          }),
          'utf8',
        ),
      ),
      etag: entityTag(answer.etag, document.hash),
    };
    pages.set(answer, page);
    return page;
  };

  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const shop = SHOP_PAGE_PATH.exec(request.path)?.[1];
    if (!shop || !isShopSegment(shop)) return next();
    const document = index();
    if (!document) return next();
    storefront.answer(shop).then(
      (answer) => {
        if (!answer) return next();
        sendCachedAnswer(request, response, {
          ...pageOf(answer, document),
          contentType: 'text/html; charset=utf-8',
          cacheControl: PAGE_CACHE_CONTROL,
        });
      },
      (error: unknown) => {
        // The app's own page still works: it reads the shop itself.
        logger?.warn(`Webshoppagina ${shop} zonder ingevoegde gegevens: ${String(error)}`);
        next();
      },
    );
  };
}

/** index.html and its hash, read again only when the file changed (a new release). */
function indexDocument(path: string): () => IndexDocument | undefined {
  let current: (IndexDocument & { stamp: string }) | undefined;
  return () => {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats?.isFile()) return undefined;
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    if (current?.stamp !== stamp) {
      const html = readFileSync(path, 'utf8');
      current = { html, hash: createHash('sha256').update(html).digest('base64url').slice(0, 12), stamp };
    }
    return current;
  };
}

/**
 * The pages handler with this app's configuration and storefront, after the fast path of the
 * storefront read (storefront-reads.ts); mounted before the app's routes and files.
 */
@Injectable()
export class StorefrontPages {
  readonly handler: RequestHandler;

  constructor(@Inject(APP_CONFIG) config: AppConfig, storefront: StorefrontService) {
    const reads = storefrontReads(storefront);
    const pages = storefrontPages({
      dist: config.frontendDist,
      baseUrl: config.publicBaseUrl,
      storefront,
      logger: new Logger(StorefrontPages.name),
    });
    this.handler = (request, response, next) =>
      reads(request, response, () => pages(request, response, next));
  }
}
