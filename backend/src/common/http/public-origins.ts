import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config';

/** The origins owners and customers may use: one canonical, plus aliases that lead to it. */
export interface PublicOrigins {
  canonical: string;
  aliases: readonly string[];
}

export function publicOriginsOf(
  config: Pick<AppConfig, 'publicBaseUrl' | 'publicOriginAliases'>,
): PublicOrigins {
  return { canonical: config.publicBaseUrl, aliases: config.publicOriginAliases };
}

/**
 * The configured origin whose host (name and port) is `host`, if any. Matched on the host alone, so a
 * proxy that does not pass on the scheme still finds `https://www.…`; the scheme comes from the configuration.
 */
export function configuredOrigin(origins: PublicOrigins, host: string | undefined): string | undefined {
  if (!host) return undefined;
  const wanted = host.toLowerCase();
  return [origins.canonical, ...origins.aliases].find((origin) => new URL(origin).host === wanted);
}

/** The host of an `Origin` header, or undefined for a missing or malformed one. */
export function originHost(origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Where an owner comes back to after a provider's page: the configured origin the request came from (the
 * browser's `Origin`, else the host it was sent to), never an arbitrary host; the canonical one otherwise.
 */
export function returnOrigin(origins: PublicOrigins, request: Request): string {
  return (
    configuredOrigin(origins, originHost(request.headers.origin)) ??
    // The host the request was sent to, as the app is configured to read it (X-Forwarded-Host under TRUST_PROXY).
    configuredOrigin(origins, request.host) ??
    origins.canonical
  );
}
