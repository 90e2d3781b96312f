import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shopCountry } from './shop-country';

describe('shopCountry', () => {
  it.each([
    ['0470 12 34 56', 'BE'],
    ['+32 470 12 34 56', 'BE'],
    ['0032470123456', 'BE'],
    ['06 12345678', 'NL'],
    ['+31 6 12345678', 'NL'],
    ['0031612345678', 'NL'],
  ] as const)('reads %s as %s', (gsm, country) => {
    expect(shopCountry(gsm)).toBe(country);
  });

  it.each([
    [''],
    ['   '],
    ['onbekend'],
    ['+33 6 12 34 56 78'],
    ['+49 151 23456789'],
    ['12'],
    ['020 123 4567'],
  ])('opens a Belgian account when %j is no Dutch mobile number', (gsm) => {
    expect(shopCountry(gsm)).toBe('BE');
  });

  it('always answers BE or NL, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string(), (gsm) => {
        expect(['BE', 'NL']).toContain(shopCountry(gsm));
      }),
    );
  });
});
