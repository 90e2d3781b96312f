import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { divideRoundingHalfUp } from './half-up';

describe('divideRoundingHalfUp', () => {
  it('rounds halves up and the rest to the nearest', () => {
    expect(divideRoundingHalfUp(5, 10)).toBe(1);
    expect(divideRoundingHalfUp(4, 10)).toBe(0);
    expect(divideRoundingHalfUp(15, 10)).toBe(2);
    expect(divideRoundingHalfUp(8_741_250, 10_000)).toBe(874);
    expect(divideRoundingHalfUp(0, 7)).toBe(0);
  });

  it('refuses what it cannot round exactly', () => {
    for (const [numerator, denominator] of [
      [-1, 10],
      [1.5, 10],
      [2 ** 53, 10],
      [10, 0],
      [10, -2],
    ])
      expect(() => divideRoundingHalfUp(numerator, denominator)).toThrow(RangeError);
  });

  it('agrees with exact integer arithmetic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (numerator, denominator) => {
          const exact = (BigInt(numerator) * 2n + BigInt(denominator)) / (BigInt(denominator) * 2n);
          expect(divideRoundingHalfUp(numerator, denominator)).toBe(Number(exact));
        },
      ),
    );
  });
});
