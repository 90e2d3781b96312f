import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addCents,
  cents,
  centsFromEuros,
  eurosFromCents,
  formatEuros,
  formatMoney,
  formatSurcharge,
  hasAtMostTwoDecimals,
  multiplyCents,
  sumCents,
  ZERO_CENTS,
} from './money';
import { LANGUAGES, LOCALES } from './i18n/languages';

const amount = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(cents);

describe('cents', () => {
  it('takes whole numbers only', () => {
    expect(cents(1250)).toBe(1250);
    for (const bad of [12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])
      expect(() => cents(bad)).toThrow(RangeError);
  });
});

describe('euros and cents', () => {
  it('rounds euros to whole cents and back', () => {
    expect(centsFromEuros(12.5)).toBe(1250);
    expect(centsFromEuros(0.1 + 0.2)).toBe(30);
    expect(eurosFromCents(cents(1999))).toBe(19.99);
  });

  it('turns any two-decimal euro amount into cents and back unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9_999_999, max: 9_999_999 }), (whole) => {
        const euros = Number((whole / 100).toFixed(2));
        const inCents = centsFromEuros(euros);
        expect(Number.isInteger(inCents)).toBe(true);
        expect(eurosFromCents(inCents)).toBe(euros);
      }),
    );
  });

  it('reads a cents amount back from its euros', () => {
    fc.assert(
      fc.property(amount, (inCents) => {
        expect(centsFromEuros(eurosFromCents(inCents))).toBe(inCents);
      }),
    );
  });

  it('knows two-decimal amounts', () => {
    expect(hasAtMostTwoDecimals(4.35)).toBe(true);
    expect(hasAtMostTwoDecimals(4.355)).toBe(false);
  });
});

describe('arithmetic', () => {
  it('adds and sums to whole cents, in any order', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 20 }), (amounts) => {
        const total = sumCents(amounts);
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBe(amounts.reduce((sum, next) => sum + next, 0));
        expect(sumCents([...amounts].reverse())).toBe(total);
      }),
    );
    expect(sumCents([])).toBe(ZERO_CENTS);
    expect(addCents(cents(450), cents(30))).toBe(480);
  });

  it('multiplies by whole quantities only, like adding that many times', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 50 }), (unit, quantity) => {
        expect(multiplyCents(unit, quantity)).toBe(sumCents(Array.from({ length: quantity }, () => unit)));
      }),
    );
    expect(() => multiplyCents(cents(450), 1.5)).toThrow(RangeError);
  });
});

describe('formatEuros', () => {
  const intl = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

  it('writes euros as Belgians read them', () => {
    expect(formatEuros(1234.5)).toBe('€\u00a01.234,50');
    expect(formatEuros(0)).toBe('€\u00a00,00');
    expect(formatEuros(-3)).toBe('€\u00a0-3,00');
  });

  it('writes every amount of whole cents exactly as Intl does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), (inCents) => {
        const euros = eurosFromCents(cents(inCents));
        expect(formatEuros(euros)).toBe(intl.format(euros));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatMoney', () => {
  it('writes euros as each language writes them in Belgium', () => {
    expect(formatMoney(14.5, 'nl')).toBe('€\u00a014,50');
    expect(formatMoney(14.5, 'fr')).toBe('14,50\u00a0€');
    expect(formatMoney(14.5, 'en')).toBe('€14.50');
    expect(formatMoney(1234.5, 'fr')).toBe('1\u202f234,50\u00a0€');
  });

  it('keeps the Dutch screens’ way, a refund with its minus before the euro sign', () => {
    expect(formatMoney(1234.5, 'nl')).toBe('€\u00a01.234,50');
    expect(formatMoney(-2.11, 'nl')).toBe('-€\u00a02,11');
    expect(formatMoney(-2.11, 'en')).toBe('-€2.11');
  });

  it('writes every amount as Intl does in the language’s Belgian locale (Dutch ones from zero up)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.constantFrom(...LANGUAGES),
        (inCents, language) => {
          const euros = eurosFromCents(cents(language === 'nl' ? Math.abs(inCents) : inCents));
          const intl = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' });
          expect(formatMoney(euros, language)).toBe(intl.format(euros));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('formatSurcharge', () => {
  it('writes an extra price in nl-BE with its plus sign', () => {
    expect(formatSurcharge(0.5, 'nl')).toBe('+\u00a0€\u00a00,50');
    expect(formatSurcharge(1234.5, 'nl')).toBe('+\u00a0€\u00a01.234,50');
  });

  it('writes it in French and English as Intl does, the amount as formatMoney writes it', () => {
    expect(formatSurcharge(0.3, 'fr')).toBe('+0,30\u00a0€');
    expect(formatSurcharge(0.3, 'en')).toBe('+€0.30');
    for (const language of ['fr', 'en'] as const)
      expect(formatSurcharge(1234.5, language)).toBe(`+${formatMoney(1234.5, language)}`);
  });
});
