import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isProductSegment,
  isReservedSubdomain,
  parseSubdomain,
  readSubdomain,
  validateSubdomain,
} from './subdomain';
import { MESSAGES } from './messages';

describe('validateSubdomain', () => {
  it.each([
    ['', MESSAGES.subdomainRequired],
    ['   ', MESSAGES.subdomainRequired],
    ['ab', MESSAGES.subdomainLength],
    ['a'.repeat(64), MESSAGES.subdomainLength],
    ['-abc', MESSAGES.subdomainPattern],
    ['abc-', MESSAGES.subdomainPattern],
    ['Abc', MESSAGES.subdomainPattern],
    ['ab_c', MESSAGES.subdomainPattern],
    ['ab c', MESSAGES.subdomainPattern],
  ])('refuses %j', (value, message) => {
    expect(validateSubdomain(value)).toBe(message);
  });

  it.each(['abc', 'de-smul', 'bakker-2', 'a'.repeat(63), '123'])('accepts %j', (value) => {
    expect(validateSubdomain(value)).toBeUndefined();
  });

  it('accepts exactly the lowercase-digit-hyphen names of 3 to 63 characters without edge hyphens', () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-_A ';
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 70 }), (value) => {
        const valid =
          value.length >= 3 &&
          value.length <= 63 &&
          /^[a-z0-9-]+$/.test(value) &&
          !value.startsWith('-') &&
          !value.endsWith('-');
        expect(validateSubdomain(value) === undefined).toBe(valid);
      }),
    );
  });
});

describe('reserved and product segments', () => {
  it('reserves every product segment and the technical ones, case-insensitively', () => {
    for (const name of [
      'dashboard',
      'Inloggen',
      'api',
      'ADMIN',
      'shop',
      'assets',
      'not-found',
      'privacy',
      'wachtwoord-vergeten',
      'Wachtwoord-Herstellen',
    ]) {
      expect(isReservedSubdomain(name)).toBe(true);
    }
    expect(isReservedSubdomain('de-smul')).toBe(false);
  });

  it('routes the product segments to product pages and everything else to shops', () => {
    expect(isProductSegment('')).toBe(true);
    expect(isProductSegment('Dashboard')).toBe(true);
    expect(isProductSegment('wachtwoord-vergeten')).toBe(true);
    expect(isProductSegment('wachtwoord-herstellen')).toBe(true);
    expect(isProductSegment('de-smul')).toBe(false);
  });
});

describe('readSubdomain', () => {
  it('trims, then applies the three rules and refuses reserved names', () => {
    expect(readSubdomain(' de-smul ')).toEqual({ ok: true, value: 'de-smul' });
    expect(readSubdomain('dashboard')).toEqual({ ok: false, message: MESSAGES.subdomainReserved });
    expect(readSubdomain('De-Smul')).toEqual({ ok: false, message: MESSAGES.subdomainPattern });
    for (const missing of [undefined, 42, ''])
      expect(readSubdomain(missing)).toEqual({ ok: false, message: MESSAGES.subdomainRequired });
  });
});

describe('parseSubdomain', () => {
  it('reads the launch request', () => {
    expect(parseSubdomain({ subdomain: 'de-smul' })).toEqual({ ok: true, value: { subdomain: 'de-smul' } });
    expect(parseSubdomain({})).toEqual({ ok: false, errors: { subdomain: MESSAGES.subdomainRequired } });
    expect(parseSubdomain({ subdomain: 'de-smul', shop: 'x' })).toEqual({
      ok: false,
      errors: { shop: 'Onbekend veld: shop.' },
    });
  });
});
