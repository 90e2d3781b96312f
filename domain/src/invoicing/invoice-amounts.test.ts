import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceAmounts, rateAmounts, shareNet } from './invoice-amounts';
import type { InvoiceLineInput } from './invoice-document';
import { cents } from '../money';
import { divideRoundingHalfUp } from '../pricing/half-up';
import { includedVatCents } from '../pricing/vat';
import { VAT_RATES, type VatRate } from '../pricing/vat-rate';

const line = (quantity: number, unitPrice: number, vatRate: VatRate, discount = 0): InvoiceLineInput => ({
  name: 'Broodje',
  quantity,
  unitPriceCents: cents(unitPrice),
  vatRate,
  discountCents: cents(discount),
  ...(discount > 0 ? { discountReason: 'Korting' } : {}),
});

const lineArbitrary = fc
  .record({
    quantity: fc.integer({ min: 1, max: 99 }),
    unitPrice: fc.integer({ min: 1, max: 20_000 }),
    vatRate: fc.constantFrom(...VAT_RATES),
    discountShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
  })
  .map(({ quantity, unitPrice, vatRate, discountShare }) =>
    line(quantity, unitPrice, vatRate, Math.floor(quantity * unitPrice * discountShare)),
  );

const cartArbitrary = fc.array(lineArbitrary, { minLength: 1, maxLength: 25 });

/** Half-up rounding of an exact rational, the way the rules' XPath `round` works for positive numbers. */
const vatOfNet = (net: number, rate: VatRate) => divideRoundingHalfUp(net * rate, 100);

describe('invoiceAmounts', () => {
  it('splits a rate as the receipt does: € 10,60 at 6 % is € 10,00 and € 0,60', () => {
    const amounts = invoiceAmounts([line(2, 530, 6)]);
    expect(amounts.rates).toEqual([{ rate: 6, grossCents: 1060, netCents: 1000, vatCents: 60 }]);
    expect(amounts.lines[0]).toMatchObject({ netCents: 1000, netUnitPrice: 50_000, netDiscountCents: 0 });
  });

  it('gives the cents left by rounding to the lines with the largest remainders', () => {
    // Three lines of € 1,00 at 21 %: each is 82.64… cents net, the rate's net is 248 cents.
    const amounts = invoiceAmounts([line(1, 100, 21), line(1, 100, 21), line(1, 100, 21)]);
    expect(amounts.rates[0]).toMatchObject({ grossCents: 300, netCents: 248, vatCents: 52 });
    expect(amounts.lines.map((l) => l.netCents)).toEqual([83, 83, 82]);
  });

  it('shows a discount as the full net price and a net allowance', () => {
    const amounts = invoiceAmounts([line(3, 1210, 21, 363)]);
    // Gross 36.30 − 3.63 = 32.67; VAT 5.67; net 27.00. Full unit net 10.00, so 30.00 − 27.00 = 3.00 off.
    expect(amounts.lines[0]).toEqual({
      grossCents: 3267,
      netCents: 2700,
      netUnitPrice: 100_000,
      netDiscountCents: 300,
    });
  });

  it('keeps a line that a discount made free', () => {
    const amounts = invoiceAmounts([line(1, 450, 12, 450), line(1, 450, 12)]);
    expect(amounts.lines[0]).toMatchObject({ grossCents: 0, netCents: 0, netDiscountCents: 402 });
    expect(amounts.grossCents).toBe(450);
  });

  it('refuses a discount above the line', () => {
    expect(() => invoiceAmounts([line(1, 450, 12, 451)])).toThrow(RangeError);
  });

  it('adds up to the gross paid, per rate and in all, for any cart', () => {
    fc.assert(
      fc.property(cartArbitrary, (lines) => {
        const amounts = invoiceAmounts(lines);
        const paid = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents - l.discountCents, 0);
        expect(amounts.grossCents).toBe(paid);
        expect(amounts.netCents + amounts.vatCents).toBe(paid);
        for (const rate of amounts.rates) {
          const ofRate = amounts.lines.filter((_, index) => lines[index].vatRate === rate.rate);
          // BR-S-08: the rate's taxable amount is the sum of its lines' nets, exactly.
          expect(ofRate.reduce((sum, l) => sum + l.netCents, 0)).toBe(rate.netCents);
          expect(rate.netCents + rate.vatCents).toBe(rate.grossCents);
          // The VAT is the receipt's, and within a cent of net × rate (BR-CO-17 accepts that).
          expect(rate.vatCents).toBe(includedVatCents(rate.grossCents, rate.rate));
          expect(Math.abs(rate.vatCents - vatOfNet(rate.netCents, rate.rate))).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps every line within a cent of its exact net and its price within PEPPOL-EN16931-R120', () => {
    fc.assert(
      fc.property(cartArbitrary, (lines) => {
        const amounts = invoiceAmounts(lines);
        amounts.lines.forEach((amount, index) => {
          const { quantity, vatRate } = lines[index];
          const exactNet = (amount.grossCents * 100) / (100 + vatRate);
          expect(Math.abs(amount.netCents - exactNet)).toBeLessThan(1);
          expect(amount.netDiscountCents).toBeGreaterThanOrEqual(0);
          // Quantity × price (4 decimals) − allowance against the line net, in cents.
          const computed = (quantity * amount.netUnitPrice) / 100 - amount.netDiscountCents;
          expect(Math.abs(computed - amount.netCents)).toBeLessThanOrEqual(0.5 + 1e-9);
        });
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('rateAmounts', () => {
  it('is exact (VAT = net × rate, rounded) whenever any split of the gross can be', () => {
    for (const rate of VAT_RATES) {
      const reachable = new Set<number>();
      for (let net = 0; net <= 20_100; net++) reachable.add(net + vatOfNet(net, rate));
      for (let gross = 0; gross <= 20_000; gross++) {
        const split = rateAmounts(rate, cents(gross));
        const exact = split.vatCents === vatOfNet(split.netCents, rate);
        expect(exact).toBe(reachable.has(gross));
      }
    }
  });
});

describe('shareNet', () => {
  it('refuses a net that the lines cannot hold', () => {
    expect(() => shareNet([cents(100)], 21, cents(90))).toThrow(RangeError);
  });
});
