import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { includedVatCents } from './vat';
import { VAT_RATES } from './vat-rate';
import { cents } from '../money';

describe('includedVatCents', () => {
  it('finds the VAT inside a price that includes it', () => {
    expect(includedVatCents(cents(1060), 6)).toBe(60);
    expect(includedVatCents(cents(1120), 12)).toBe(120);
    expect(includedVatCents(cents(1210), 21)).toBe(210);
    expect(includedVatCents(cents(0), 6)).toBe(0);
  });

  it('rounds to the cent, a half cent up', () => {
    // 999 − 999 / 1.06 = 56.547…
    expect(includedVatCents(cents(999), 6)).toBe(57);
    // 14 × 12 / 112 = 1.5
    expect(includedVatCents(cents(14), 12)).toBe(2);
  });

  it('is within half a cent of gross − gross / (1 + rate)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom(...VAT_RATES),
        (gross, rate) => {
          const vat = includedVatCents(cents(gross), rate);
          // Both sides times (100 + rate), to stay in integers.
          expect(Math.abs(vat * (100 + rate) - gross * rate) * 2).toBeLessThanOrEqual(100 + rate);
          expect(vat).toBeLessThanOrEqual(gross);
        },
      ),
    );
  });
});
