import type { NextFunction, Request, Response } from 'express';
import type { PublicOrigins } from './public-origins';

/**
 * A page asked for under an alias (`www.`, `127.0.0.1`) moves to the canonical origin, same path and query,
 * so an owner logs in under one origin only (a login is kept per origin) and search engines see one address.
 * Only page reads move: API calls keep working where they are (a redirected POST would lose its body in
 * some clients), and a host that is not configured is left alone (health checks by address, a LAN), since
 * no link is ever built from it. The host is read as Express reads it: X-Forwarded-Host only under TRUST_PROXY.
 */
export function redirectAliasesToCanonical(
  origins: PublicOrigins,
): (request: Request, response: Response, next: NextFunction) => void {
  const canonical = new URL(origins.canonical);
  const aliasHosts = new Set(
    origins.aliases.map((alias) => new URL(alias).host).filter((host) => host !== canonical.host),
  );
  return (request, response, next) => {
    const isPageRead = request.method === 'GET' || request.method === 'HEAD';
    const isApi = request.path === '/api' || request.path.startsWith('/api/');
    if (isPageRead && !isApi && aliasHosts.has(request.host?.toLowerCase() ?? '')) {
      // Appended, never resolved: a path such as `//elders.be` stays a path on the canonical host.
      response.redirect(301, `${canonical.origin}${request.originalUrl}`);
      return;
    }
    next();
  };
}
