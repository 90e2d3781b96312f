import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { claimedEurosMatch } from './claimed-price';
import { cents, eurosFromCents } from '../money';

describe('claimedEurosMatch', () => {
  it('accepts the exact amount, however a client writes it', () => {
    expect(claimedEurosMatch(8.74, cents(874))).toBe(true);
    expect(claimedEurosMatch('8.74', cents(874))).toBe(true);
    expect(claimedEurosMatch('8,74', cents(874))).toBe(true);
    expect(claimedEurosMatch({ $numberDecimal: '8.74' }, cents(874))).toBe(true);
    expect(claimedEurosMatch(0, cents(0))).toBe(true);
    // Sums of floats carry noise below a cent, which is no other price.
    expect(claimedEurosMatch(0.1 + 0.2, cents(30))).toBe(true);
  });

  it('refuses any other amount, even a fraction of a cent off', () => {
    expect(claimedEurosMatch(8.73, cents(874))).toBe(false);
    expect(claimedEurosMatch(8.745, cents(874))).toBe(false);
    expect(claimedEurosMatch(8.741, cents(874))).toBe(false);
    expect(claimedEurosMatch(874, cents(874))).toBe(false);
    expect(claimedEurosMatch(-8.74, cents(874))).toBe(false);
  });

  it('refuses what is no amount, without throwing', () => {
    for (const bad of [
      undefined,
      null,
      '',
      'gratis',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1e300,
      [8.74],
      {},
    ])
      expect(claimedEurosMatch(bad, cents(874))).toBe(false);
  });

  it('accepts every price in euros as the storefront sends it, and nothing a cent off', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        const price = cents(amount);
        expect(claimedEurosMatch(eurosFromCents(price), price)).toBe(true);
        expect(claimedEurosMatch(eurosFromCents(cents(amount + 1)), price)).toBe(false);
      }),
    );
  });
});
