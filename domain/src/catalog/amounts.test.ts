import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkExtraPrice,
  checkPrice,
  checkStock,
  readEuroAmount,
  readExtraPrice,
  readPrice,
  readStock,
} from './amounts';

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

describe('readPrice', () => {
  it('gives the price in whole cents', () => {
    expect(readPrice('12,50')).toEqual({ ok: true, value: 1250 });
    expect(readPrice(0.1 + 0.2)).toEqual({ ok: true, value: 30 });
    expect(readPrice('99999.99')).toEqual({ ok: true, value: 9_999_999 });
  });

  it('reads every two-decimal amount as written, into integer cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999 }), fc.boolean(), (cents, comma) => {
        const text = (cents / 100).toFixed(2);
        expect(readPrice(comma ? text.replace('.', ',') : text)).toEqual({ ok: true, value: cents });
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

  it('reads blank as no extra', () => {
    expect(readExtraPrice(undefined)).toEqual({ ok: true, value: 0 });
    expect(readExtraPrice('0,50')).toEqual({ ok: true, value: 50 });
  });
});

describe('stock', () => {
  it('treats blank as unlimited and requires a whole number of 0 or more otherwise', () => {
    expect(readStock('')).toEqual({ ok: true, value: null });
    expect(readStock(null)).toEqual({ ok: true, value: null });
    expect(readStock('0')).toEqual({ ok: true, value: 0 });
    expect(readStock('12')).toEqual({ ok: true, value: 12 });
    expect(readStock(5)).toEqual({ ok: true, value: 5 });
    for (const bad of ['-1', '1.5', 'veel', 2.5, '1e3']) {
      expect(checkStock(bad)).toBe('Voer een geheel getal van 0 of meer in');
    }
    expect(checkStock('100001')).toBe('Voer een voorraad tot 100.000 in');
  });
});
