import { describe, expect, it } from 'vitest';
import { generateVAPIDKeys, getVapidHeaders } from 'web-push';
import { verifyVapid } from './support/push-service';

/**
 * The local push service's VAPID check (RFC 8292) refuses what a real push service refuses, so the
 * push tests' deliveries prove the app signs its pushes correctly.
 */
const origin = 'https://127.0.0.1:4430';
const keys = generateVAPIDKeys();
const now = Date.now();
const header = (
  audience: string,
  publicKey = keys.publicKey,
  expiresAt = Math.floor(now / 1000) + 12 * 3600,
) =>
  getVapidHeaders(audience, 'mailto:test@voorbeeld.be', publicKey, keys.privateKey, 'aes128gcm', expiresAt)
    .Authorization;

describe('the local push service', () => {
  it('takes a JWT signed with the subscription’s key, for its origin, within a day', () => {
    expect(verifyVapid(header(origin), keys.publicKey, origin, now)).toMatchObject({
      aud: origin,
      sub: 'mailto:test@voorbeeld.be',
    });
  });

  it('refuses another audience, another key, a forged signature, an expired or too long JWT, and none', () => {
    const other = generateVAPIDKeys();
    expect(() => verifyVapid(header('https://elders.voorbeeld.be'), keys.publicKey, origin, now)).toThrow(
      /aud/,
    );
    expect(() => verifyVapid(header(origin), other.publicKey, origin, now)).toThrow(/key/);
    // The right key named, but the JWT signed with another.
    const forged = header(origin).replace(`k=${keys.publicKey}`, `k=${other.publicKey}`);
    expect(() => verifyVapid(forged, other.publicKey, origin, now)).toThrow(/signature/);
    const hours = (n: number) => Math.floor(now / 1000) + n * 3600;
    // 23 hours ahead is more than a day for a service whose clock is 2 hours behind (web-push itself refuses more).
    expect(() =>
      verifyVapid(header(origin, keys.publicKey, hours(23)), keys.publicKey, origin, now - 2 * 3600_000),
    ).toThrow(/exp is not/);
    expect(() => verifyVapid(undefined, keys.publicKey, origin, now)).toThrow(/vapid/);
  });
});
