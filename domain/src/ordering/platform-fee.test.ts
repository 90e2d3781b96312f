import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from '../money';
import { platformFeeCents } from './platform-fee';

describe('platformFeeCents', () => {
  it('takes the percentage rounded half-up, plus the fixed part', () => {
    expect(platformFeeCents(cents(900), { percentHundredths: 200, fixedCents: 0 })).toBe(18);
    // 2 % of 1025 is 20.5: half a cent goes up.
    expect(platformFeeCents(cents(1025), { percentHundredths: 200, fixedCents: 0 })).toBe(21);
    expect(platformFeeCents(cents(1024), { percentHundredths: 200, fixedCents: 25 })).toBe(45);
  });

  it('is never above the total nor below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (total, percentHundredths, fixedCents) => {
          const fee = platformFeeCents(cents(total), { percentHundredths, fixedCents });
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(fee).toBeLessThanOrEqual(total);
          expect(Number.isInteger(fee)).toBe(true);
        },
      ),
    );
  });
});
