import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { entityTag, sendCachedAnswer } from '../http/conditional-send';
import { EncodedBody } from '../http/encoded-body';

/**
 * `GET /api/openapi.json` as the storefront's answers go out: the document (about 110 KB) made
 * into bytes, Brotli and gzip once at startup, each request given the smallest form its
 * Accept-Encoding takes, and a 304 for a client that still holds this version (ETag).
 */
export function openApiDocument(document: object): RequestHandler {
  const json = Buffer.from(JSON.stringify(document), 'utf8');
  const body = new EncodedBody(json);
  const answer = {
    body,
    etag: entityTag(json),
    contentType: 'application/json; charset=utf-8',
    cacheControl: 'no-cache',
  };
  return (request: Request, response: Response, next: NextFunction) => {
    // Mounted at the document's path: anything below it is not the document.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.path !== '/') return next();
    // Compressed once, in milliseconds: the first request waits for it rather than go out plain.
    body.compressed.then(() => sendCachedAnswer(request, response, answer), next);
  };
}
