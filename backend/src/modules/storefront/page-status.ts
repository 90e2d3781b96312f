import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sitePageOf } from '@bestelklaar/domain';
import { releaseFile } from '../../common/http/release-file';
import type { StorefrontService } from './storefront.service';

export interface PageStatusOptions {
  /** The built frontend; undefined: no pages, every request passes on. */
  dist: string | undefined;
  storefront: Pick<StorefrontService, 'answer'>;
}

/**
 * The status of the app's page for paths the frontend answers: the page stays the app (so a person
 * sees its 'not found' page), but a path that names no page, or a page of a shop that is not
 * launched, answers 404, so search engines and link checkers see one. A shop's own page (`/{shop}`)
 * is the storefront pages' to answer (storefront-pages.ts), which come before this.
 */
export function pageStatus({ dist, storefront }: PageStatusOptions): RequestHandler {
  const publicFiles = dist ? topLevelFiles(dist) : () => undefined;
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const { path } = request;
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return next();
    if (publicFiles()?.has(path.slice(1))) return next();
    const page = sitePageOf(path);
    if (page.kind === 'product' || (page.kind === 'shop' && page.page === '')) return next();
    if (page.kind === 'unknown') {
      response.status(404);
      return next();
    }
    storefront.answer(page.shop).then(
      (answer) => {
        if (!answer) response.status(404);
        next();
      },
      // The app's page still works, and says so itself when the shop cannot be read.
      () => next(),
    );
  };
}

/** The names of the files at the top of the build (favicon, robots, ...), listed again per release. */
function topLevelFiles(dist: string): () => Set<string> | undefined {
  return releaseFile(join(dist, 'index.html'), () => {
    const entries = readdirSync(dist, { withFileTypes: true });
    return new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
  });
}
