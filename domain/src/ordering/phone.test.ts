import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalisePhone } from './phone';

describe('normalisePhone', () => {
  it('accepts Belgian and Dutch mobile numbers as people write them, in E.164', () => {
    expect(normalisePhone('0470 12 34 56')).toBe('+32470123456');
    expect(normalisePhone('+32 470 12 34 56')).toBe('+32470123456');
    expect(normalisePhone('0032470123456')).toBe('+32470123456');
    expect(normalisePhone('0470/12.34.56')).toBe('+32470123456');
    expect(normalisePhone('06 12345678')).toBe('+31612345678');
    expect(normalisePhone('+31 6 1234 5678')).toBe('+31612345678');
  });

  it('refuses landlines, other countries and what is no number', () => {
    expect(normalisePhone('09 123 45 67')).toBeUndefined();
    expect(normalisePhone('+33 6 12 34 56 78')).toBeUndefined();
    expect(normalisePhone('012')).toBeUndefined();
    expect(normalisePhone('')).toBeUndefined();
    expect(normalisePhone('bel me')).toBeUndefined();
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
