import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quantitiesThatFit, stockNeeded, type StockLine } from './stock';

const PRODUCTS = ['soep', 'broodje', 'drank'];

const line = fc.record({
  productIds: fc.array(fc.constantFrom(...PRODUCTS), { minLength: 1, maxLength: 3 }),
  quantity: fc.integer({ min: 1, max: 99 }),
});
const stock = fc.dictionary(fc.constantFrom(...PRODUCTS), fc.integer({ min: 0, max: 200 }));

describe('stock arithmetic', () => {
  it('adds up what a cart takes of each product, a menu taking each of its products', () => {
    const needed = stockNeeded([
      { productIds: ['soep'], quantity: 2 },
      { productIds: ['soep', 'broodje'], quantity: 3 },
    ]);
    expect(Object.fromEntries(needed)).toEqual({ soep: 5, broodje: 3 });
  });

  it('shrinks a cart to what is left, in cart order', () => {
    const lines: StockLine[] = [
      { productIds: ['soep'], quantity: 2 },
      { productIds: ['soep', 'broodje'], quantity: 3 },
      { productIds: ['drank'], quantity: 4 },
    ];
    expect(quantitiesThatFit(lines, new Map([['soep', 3]]))).toEqual([2, 1, 4]);
    expect(quantitiesThatFit(lines, new Map([['soep', 0]]))).toEqual([0, 0, 4]);
  });

  it('never gives a line less than 0 or more than it asked, nor takes more than is left', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), stock, (lines, left) => {
        const fitted = quantitiesThatFit(lines, new Map(Object.entries(left)));
        fitted.forEach((quantity, index) => {
          expect(quantity).toBeGreaterThanOrEqual(0);
          expect(quantity).toBeLessThanOrEqual(lines[index].quantity);
        });
        const taken = stockNeeded(lines.map((entry, index) => ({ ...entry, quantity: fitted[index] })));
        for (const [productId, count] of Object.entries(left))
          expect(count - (taken.get(productId) ?? 0)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('leaves a cart alone when everything it asks is there', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
        const left = new Map(stockNeeded(lines));
        expect(quantitiesThatFit(lines, left)).toEqual(lines.map((entry) => entry.quantity));
      }),
    );
  });
});
