import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

export const UNTRUSTED_PROXY_WARNING =
  'Verzoeken komen binnen met X-Forwarded-For, maar TRUST_PROXY is niet gezet: alle klanten achter die ' +
  'proxy tellen als één client voor de limieten op bestellen en inloggen. Zet TRUST_PROXY (zie README).';

/**
 * With no proxy trusted, a client is the connection's address; behind a proxy that is the proxy's
 * own, so every customer would share one limit. The first request that shows a proxy says so, once.
 */
export function warnOfUntrustedProxy(): (request: Request, response: Response, next: NextFunction) => void {
  const logger = new Logger('Proxy');
  let warned = false;
  return (request, _response, next) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      logger.warn(UNTRUSTED_PROXY_WARNING);
    }
    next();
  };
}
