import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { EncodedBody } from './encoded-body';

/**
 * A weak validator from the content itself: every instance gives equal answers the same tag, and a
 * tag changes only when the content does. Weak, because the Brotli, gzip and plain forms share it.
 */
export function entityTag(...parts: (Buffer | string)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return `W/"${hash.digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match by weak comparison: `*`, or any listed tag with the same opaque value. */
export function matchesEntityTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = withoutWeakPrefix(tag);
  return ifNoneMatch.split(',').some((listed) => withoutWeakPrefix(listed.trim()) === opaque);
}

function withoutWeakPrefix(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

export interface CachedAnswer {
  body: EncodedBody;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** Request headers besides Accept-Encoding the answer was chosen by (the page's language: storefront-pages.ts). */
  varyBy?: readonly string[];
}

/**
 * Sends a prebuilt answer: 304 without a body when the client holds this version, else the
 * smallest form it accepts. Written straight to the socket, so nothing serialises it again.
 */
export function sendCachedAnswer(request: Request, response: Response, answer: CachedAnswer): void {
  response.setHeader('ETag', answer.etag);
  response.setHeader('Cache-Control', answer.cacheControl);
  // The same URL is answered compressed or not, so caches must keep the forms apart.
  response.setHeader('Vary', ['Accept-Encoding', ...(answer.varyBy ?? [])].join(', '));
  if (matchesEntityTag(request.headers['if-none-match'], answer.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const { body, encoding } = answer.body.pick(request.headers['accept-encoding']);
  response.statusCode = 200;
  response.setHeader('Content-Type', answer.contentType);
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.end(body);
}
