import { describe, expect, it } from 'vitest';
import {
  clearSession,
  currentSessionTimeout,
  getExpiration,
  getToken,
  sessionShopId,
  storeSession,
} from './session';

describe('session storage', () => {
  it('stores the token with an expiry seven days ahead', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    storeSession('abc', now);
    expect(getToken()).toBe('abc');
    expect(getExpiration()).toBe('2026-05-08T10:00:00.000Z');
    expect(currentSessionTimeout(now)).toBe(7 * 24 * 3600 * 1000);
    expect(currentSessionTimeout(now + 7 * 24 * 3600 * 1000)).toBe('EXPIRED');
  });

  it('clears both values', () => {
    storeSession('abc');
    clearSession();
    expect(getToken()).toBeNull();
    expect(getExpiration()).toBeNull();
    expect(currentSessionTimeout()).toBeUndefined();
  });

  it("reads the session's shop from the token's payload, and nothing from a token without one", () => {
    const payload = btoa(JSON.stringify({ sub: 'u', shop: 'frituur' })).replaceAll('=', '');
    expect(sessionShopId(`h.${payload}.s`)).toBe('frituur');
    expect(sessionShopId(`h.${btoa(JSON.stringify({ sub: 'u' }))}.s`)).toBeUndefined();
    expect(sessionShopId('token')).toBeUndefined();
    expect(sessionShopId('h.!!!.s')).toBeUndefined();
    expect(sessionShopId(null)).toBeUndefined();
  });
});
