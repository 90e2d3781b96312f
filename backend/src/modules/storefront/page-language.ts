import type { Request } from 'express';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  parseLanguage,
  type LanguageSources,
} from '@bestelklaar/domain';

/**
 * What a request for a shop's page says about its language, for the domain's resolveLanguage: the
 * link's `?lang=`, the customer's stored choice (cookie `taal`), their browser's Accept-Language.
 * Values it cannot read are left for the next source rather than refused: it is a page, not a read.
 */
export function languageSources(request: Request): LanguageSources {
  const query: unknown = request.query[LANGUAGE_PARAMETER];
  return {
    query: typeof query === 'string' ? query : undefined,
    stored: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    preferences: request.headers['accept-language'],
  };
}

/**
 * Whether the address alone decides the page's language: then caches need keep nothing apart but
 * the address; otherwise the page depends on the cookie and Accept-Language too (`Vary`).
 */
export function languageInAddress(sources: LanguageSources): boolean {
  return parseLanguage(sources.query) !== undefined;
}

/** One cookie's raw value from a Cookie header (`a=1; taal=fr`), the first if it is there twice. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
