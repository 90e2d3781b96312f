import type { Response } from 'express';
import type { StoredObject } from '../object-storage';

/**
 * Answers with a stored image. A versioned URL (`?v=`) never changes content, so browsers and CDNs
 * may keep it for a year; an unversioned one is revalidated (Express adds the ETag).
 */
export function sendImage(
  response: Response,
  image: StoredObject,
  { versioned }: { versioned: boolean },
): void {
  response.setHeader('Content-Type', image.contentType);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache');
  response.send(image.body);
}
