import type { NextFunction, Request, Response } from 'express';

/**
 * Where answers carry tokens or an owner's data: sign-up, login, settings and every other admin
 * route, and the sandbox pages that embed a signed link.
 */
export const PRIVATE_PATHS = ['/api/admin', '/api/payments/sandbox', '/api/mail/sandbox', '/api/live'];

/**
 * Neither the browser nor any cache on the way may keep such an answer, errors included (so it is set
 * before anything can fail). Public answers, such as images, set their own caching.
 */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
