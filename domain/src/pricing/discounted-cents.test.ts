import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { discountBasisPoints, discountedCents } from './discounted-cents';
import { cents } from '../money';

/** A percentage strictly between 0 and 100 with at most two decimals, as the promotions parser allows. */
const percent = fc.integer({ min: 1, max: 9_999 }).map((hundredths) => hundredths / 100);
const amount = fc.integer({ min: 0, max: 100_000_000 }).map(cents);

describe('discountBasisPoints', () => {
  it('counts a percentage in hundredths, exactly', () => {
    expect(discountBasisPoints(12.5)).toBe(1250);
    expect(discountBasisPoints(33.33)).toBe(3333);
    expect(discountBasisPoints(0.01)).toBe(1);
    expect(discountBasisPoints(0)).toBe(0);
  });

  it('refuses what is no percentage', () => {
    for (const bad of [-1, 100.01, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => discountBasisPoints(bad)).toThrow(RangeError);
  });
});

describe('discountedCents', () => {
  it('takes 12.5 % off € 9,99 and rounds once, half-up', () => {
    // 999 × 0.875 = 874.125
    expect(discountedCents(cents(999), 12.5)).toBe(874);
  });

  it('rounds a half cent up', () => {
    expect(discountedCents(cents(1), 50)).toBe(1);
    expect(discountedCents(cents(999), 50)).toBe(500);
    expect(discountedCents(cents(3), 50)).toBe(2);
  });

  it('keeps two-decimal percentages exact where floats would drift', () => {
    // 625 × 98.96 / 100 is 618.5, but 618.4999… in floats, which would round down.
    expect(discountedCents(cents(625), 1.04)).toBe(619);
    expect(discountedCents(cents(1250), 0.04)).toBe(1250);
    // 1000 × 66.67 / 100 = 666.7
    expect(discountedCents(cents(1000), 33.33)).toBe(667);
  });

  it('leaves the price as it is without a discount', () => {
    fc.assert(
      fc.property(amount, (full) => {
        expect(discountedCents(full, 0)).toBe(full);
      }),
    );
  });

  it('never raises a price nor makes it negative', () => {
    fc.assert(
      fc.property(amount, percent, (full, pct) => {
        const price = discountedCents(full, pct);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(full);
      }),
    );
  });

  it('takes more off for a higher percentage', () => {
    fc.assert(
      fc.property(amount, percent, percent, (full, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(discountedCents(full, high)).toBeLessThanOrEqual(discountedCents(full, low));
      }),
    );
  });

  it('is within half a cent of the exact discounted price', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 9_999 }), (full, hundredths) => {
        const exactTimesTenThousand = full * (10_000 - hundredths);
        const difference = Math.abs(discountedCents(full, hundredths / 100) * 10_000 - exactTimesTenThousand);
        expect(difference).toBeLessThanOrEqual(5_000);
      }),
    );
  });
});
