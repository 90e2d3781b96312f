import { describe, expect, it } from 'vitest';
import { EXPIRED, SESSION_LIFETIME_MS, remainingLifetime, sessionTimeout } from './session';

describe('session expiry', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('lasts seven days', () => {
    expect(SESSION_LIFETIME_MS).toBe(604_800_000);
  });

  it('computes the remaining lifetime as expiry minus now', () => {
    expect(remainingLifetime('2026-03-01T12:00:05Z', now)).toBe(5000);
    expect(remainingLifetime('2026-03-01T11:59:59Z', now)).toBe(-1000);
  });

  it('gives EXPIRED for a past or unreadable expiry, the delay otherwise, nothing when unset', () => {
    expect(sessionTimeout('2026-03-01T11:00:00Z', now)).toBe(EXPIRED);
    expect(sessionTimeout('2026-03-01T12:00:00Z', now)).toBe(EXPIRED);
    expect(sessionTimeout('garbage', now)).toBe(EXPIRED);
    expect(sessionTimeout('2026-03-02T12:00:00Z', now)).toBe(86_400_000);
    expect(sessionTimeout(null, now)).toBeUndefined();
  });
});
