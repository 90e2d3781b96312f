import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Language } from '@bestelklaar/domain';
import { sendCachedAnswer } from '../../common/http/conditional-send';
import { STOREFRONT_CACHE_CONTROL } from './public-storefront.controller';
import type { StorefrontService } from './storefront.service';

/**
 * `GET /api/shop/{shop}/storefront`, bare or with one `?lang=` the read knows, exactly: any other
 * query is the app's URL guard's and the controller's to judge.
 */
const STOREFRONT_READ_PATH = /^\/api\/shop\/([a-z0-9-]+)\/storefront(?:\?lang=(nl|fr|en))?$/;

/**
 * The busiest public read, answered before the framework when its answer is in memory: the same
 * bytes, headers, ETag and 304 as PublicStorefrontController, without the router, the guards and
 * the request logger, which cost several times what sending a prebuilt answer costs. Anything else
 * (a cold or unknown shop, another query string, another spelling) goes on to the controller, which
 * builds the answer or says why not.
 */
export function storefrontReads(storefront: Pick<StorefrontService, 'fromMemory'>): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const [, shop, language] = STOREFRONT_READ_PATH.exec(request.url) ?? [];
    const answer =
      shop === undefined ? undefined : storefront.fromMemory(shop, language as Language | undefined);
    if (!answer) return next();
    sendCachedAnswer(request, response, {
      body: answer.json,
      etag: answer.etag,
      contentType: 'application/json; charset=utf-8',
      cacheControl: STOREFRONT_CACHE_CONTROL,
    });
  };
}
