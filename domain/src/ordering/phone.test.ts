import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import full from 'libphonenumber-js/metadata.mobile.json';
import metadata from './phone-metadata.json';
import { formatPhone, normalisePhone } from './phone';

describe('normalisePhone', () => {
  it('accepts Belgian mobile numbers as people write them, in E.164; a national number is Belgian', () => {
    expect(normalisePhone('0475 98 76 54')).toBe('+32475987654');
    expect(normalisePhone('+32475987654')).toBe('+32475987654');
    expect(normalisePhone('0032 475 98 76 54')).toBe('+32475987654');
    expect(normalisePhone('+32 (0)475 98 76 54')).toBe('+32475987654');
    expect(normalisePhone('0470/12.34.56')).toBe('+32470123456');
    expect(normalisePhone('0475-98-76-54')).toBe('+32475987654');
  });

  it('accepts Dutch mobile numbers, with or without the country code', () => {
    expect(normalisePhone('+31 6 12345678')).toBe('+31612345678');
    expect(normalisePhone('0031 6 1234 5678')).toBe('+31612345678');
    expect(normalisePhone('06 12345678')).toBe('+31612345678');
  });

  it('accepts French, German and Luxembourgish mobile numbers with their country code', () => {
    expect(normalisePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalisePhone('0033 7 81 23 45 67')).toBe('+33781234567');
    expect(normalisePhone('+49 151 23456789')).toBe('+4915123456789');
    expect(normalisePhone('0049 170 1234567')).toBe('+491701234567');
    expect(normalisePhone('+352 621 123 456')).toBe('+352621123456');
    expect(normalisePhone('00352 691 123 456')).toBe('+352691123456');
  });

  it('refuses landlines of each country', () => {
    expect(normalisePhone('09 123 45 67')).toBeUndefined();
    expect(normalisePhone('+32 2 123 45 67')).toBeUndefined();
    expect(normalisePhone('+31 20 123 4567')).toBeUndefined();
    expect(normalisePhone('+33 1 23 45 67 89')).toBeUndefined();
    expect(normalisePhone('+49 30 1234567')).toBeUndefined();
    expect(normalisePhone('+352 24 12 34')).toBeUndefined();
    expect(normalisePhone('0800 12 345')).toBeUndefined();
  });

  it('refuses numbers from outside the region, of the wrong length, and what is no number', () => {
    expect(normalisePhone('+44 7700 900123')).toBeUndefined();
    expect(normalisePhone('+1 202 555 0123')).toBeUndefined();
    expect(normalisePhone('+32 475 98 76 5')).toBeUndefined();
    expect(normalisePhone('+32 475 98 76 543')).toBeUndefined();
    expect(normalisePhone('012')).toBeUndefined();
    expect(normalisePhone('')).toBeUndefined();
    expect(normalisePhone('bel me')).toBeUndefined();
    expect(normalisePhone(`+32 475 98 76 54${' '.repeat(30)}0`)).toBeUndefined();
  });

  it('any Belgian 047x number with six more digits, however spaced, is the same E.164 number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.stringMatching(/^\d{6}$/), (third, rest) => {
        const digits = `047${third}${rest}`;
        const spaced = `${digits.slice(0, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
        expect(normalisePhone(spaced)).toBe(`+32${digits.slice(1)}`);
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.string(), (text) => void normalisePhone(text)));
  });
});

describe('formatPhone', () => {
  it.each([
    ['+32475987654', '+32 475 98 76 54'],
    ['0475 98 76 54', '+32 475 98 76 54'],
    ['+31612345678', '+31 6 12345678'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+4915123456789', '+49 1512 3456789'],
    ['+352621123456', '+352 621 123 456'],
  ])('groups %s internationally as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('shows a number saved before the rule as it was stored', () => {
    expect(formatPhone('09 123 45 67')).toBe('09 123 45 67');
    expect(formatPhone('+44 7700 900123')).toBe('+44 7700 900123');
    expect(formatPhone('')).toBe('');
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.string(), (text) => void formatPhone(text)));
  });
});

describe('phone metadata', () => {
  it('is the installed library’s mobile metadata for the region (rerun scripts/phone-metadata.mjs after an upgrade)', () => {
    expect(metadata.version).toBe(full.version);
    for (const [country, plan] of Object.entries(metadata.countries)) {
      expect(plan).toEqual(full.countries[country as keyof typeof full.countries]);
    }
    for (const [code, countries] of Object.entries(metadata.country_calling_codes)) {
      expect(countries).toEqual(full.country_calling_codes[code as keyof typeof full.country_calling_codes]);
    }
    expect(Object.keys(metadata.countries).sort()).toEqual(['BE', 'DE', 'FR', 'LU', 'NL']);
  });
});
