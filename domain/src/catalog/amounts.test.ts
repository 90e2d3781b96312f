import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkExtraPrice, checkPrice, checkStock, readEuroAmount, readStock } from './amounts';

describe('readEuroAmount', () => {
  it.each([
    [12.5, 12.5],
    ['12.50', 12.5],
    ['12,50', 12.5],
    [' 3 ', 3],
    ['.5', 0.5],
    [{ $numberDecimal: '7.25' }, 7.25],
  ])('reads %j as %d', (input, euros) => {
    expect(readEuroAmount(input)).toBe(euros);
  });

  it.each(['abc', '12.5.0', '1e3', '', Number.NaN, Number.POSITIVE_INFINITY, null, true, {}])(
    'refuses %j',
    (input) => {
      expect(readEuroAmount(input)).toBeUndefined();
    },
  );
});

describe('checkPrice', () => {
  it.each([
    ['', 'Dit veld is verplicht'],
    [undefined, 'Dit veld is verplicht'],
    ['0', 'Voer een positief getal in'],
    ['-2', 'Voer een positief getal in'],
    ['twaalf', 'Voer een geldig bedrag in'],
    ['1.234', 'Gebruik maximaal twee decimalen'],
    ['100000', 'Voer een bedrag tot 99.999,99 in'],
  ])('refuses %j with %j', (input, message) => {
    expect(checkPrice(input)).toBe(message);
  });

  it('accepts every positive amount in whole cents up to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999 }), (cents) => {
        expect(checkPrice((cents / 100).toFixed(2))).toBeUndefined();
        expect(checkPrice(cents / 100)).toBeUndefined();
      }),
    );
  });
});

describe('checkExtraPrice', () => {
  it('allows zero and blank, refuses negatives and fractions of cents', () => {
    expect(checkExtraPrice(0)).toBeUndefined();
    expect(checkExtraPrice('')).toBeUndefined();
    expect(checkExtraPrice('0,50')).toBeUndefined();
    expect(checkExtraPrice(-0.01)).toBe('Voer een bedrag van 0 of meer in');
    expect(checkExtraPrice(0.005)).toBe('Gebruik maximaal twee decimalen');
  });
});

describe('stock', () => {
  it('treats blank as unlimited and requires a whole number of 0 or more otherwise', () => {
    expect(checkStock('')).toBeUndefined();
    expect(readStock('')).toBeNull();
    expect(readStock(null)).toBeNull();
    expect(checkStock('0')).toBeUndefined();
    expect(readStock('12')).toBe(12);
    expect(readStock(5)).toBe(5);
    for (const bad of ['-1', '1.5', 'veel', 2.5, '1e3']) {
      expect(checkStock(bad)).toBe('Voer een geheel getal van 0 of meer in');
    }
    expect(checkStock('100001')).toBe('Voer een voorraad tot 100.000 in');
  });
});
