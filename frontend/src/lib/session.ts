import { SESSION_LIFETIME_MS, sessionTimeout } from '@bestelklaar/domain';

const TOKEN_KEY = 'token';
const EXPIRATION_KEY = 'expiration';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getExpiration(): string | null {
  return localStorage.getItem(EXPIRATION_KEY);
}

/** Stores the token with an expiry seven days ahead, as the spec's client does. */
export function storeSession(token: string, now = Date.now()): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(EXPIRATION_KEY, new Date(now + SESSION_LIFETIME_MS).toISOString());
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(EXPIRATION_KEY);
}

/** EXPIRED, the milliseconds left, or undefined when no expiry is stored. */
export function currentSessionTimeout(now = Date.now()) {
  return sessionTimeout(getExpiration(), now);
}

/**
 * The shop the stored session is in: the token's `shop` claim, read without checking the signature
 * (the server checks it at every request; this only picks the shop's row in a list). Undefined for a
 * token that carries none.
 */
export function sessionShopId(token = getToken()): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== 'object' || claims === null || !('shop' in claims)) return undefined;
    return typeof claims.shop === 'string' ? claims.shop : undefined;
  } catch {
    return undefined;
  }
}
