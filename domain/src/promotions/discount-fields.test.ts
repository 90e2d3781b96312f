import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDiscountCollection,
  checkDiscountDescription,
  checkDiscountEndDate,
  checkDiscountPercent,
  checkDiscountSelection,
  checkDiscountStart,
  checkDiscountStartDate,
  checkDiscountType,
  readDiscountPercent,
} from './discount-fields';
import { discountStatusOn } from './discount-status';

describe('the form’s per-field checks', () => {
  it('give the parser’s message for one field, or nothing', () => {
    expect(checkDiscountType('Collection')).toBeUndefined();
    expect(checkDiscountType('collection')).toBe(
      'Kies het soort korting: product/menu, collectie of hele webshop.',
    );
    expect(checkDiscountPercent('')).toBe('Korting is verplicht.');
    expect(checkDiscountPercent('100')).toBe('Voer een getal tussen 0 en 100 in.');
    expect(checkDiscountPercent('10')).toBeUndefined();
    expect(checkDiscountStartDate('', { today: '2030-01-10' })).toBe('Begindatum is verplicht.');
    expect(checkDiscountStartDate('2030-01-09', { today: '2030-01-10' })).toBe(
      'Begindatum moet vandaag of later zijn.',
    );
    expect(
      checkDiscountStartDate('2030-01-09', { today: '2030-01-10', existingStartDate: '2030-01-09' }),
    ).toBe(undefined);
    expect(checkDiscountEndDate('', '2030-01-10')).toBe('Einddatum is verplicht.');
    expect(checkDiscountEndDate('2030-01-10', '2030-01-10')).toBe('Einddatum moet na de begindatum liggen.');
    expect(checkDiscountEndDate('2030-01-11', '2030-01-10')).toBeUndefined();
    // Without a usable start the end is judged on its own.
    expect(checkDiscountEndDate('2030-01-11', '')).toBeUndefined();
    expect(checkDiscountCollection('')).toBe('Selecteer een collectie.');
    expect(checkDiscountCollection('c1')).toBeUndefined();
    expect(checkDiscountSelection([], [])).toBe('Selecteer minstens één product of menu.');
    expect(checkDiscountSelection([], ['m1'])).toBeUndefined();
    expect(checkDiscountSelection('p1', [])).toBe('Ongeldige waarde.');
    expect(checkDiscountDescription('')).toBeUndefined();
    expect(checkDiscountDescription('x'.repeat(201))).toBe('Mag niet langer zijn dan 200 tekens');
  });

  it('judge the start against today unless it is the edited discount’s own start', () => {
    expect(checkDiscountStart('2030-01-10', { today: '2030-01-10' })).toBeUndefined();
    expect(checkDiscountStart('2030-01-05', { today: '2030-01-10', existingStartDate: '2030-01-05' })).toBe(
      undefined,
    );
    expect(checkDiscountStart('2030-01-05', { today: '2030-01-10', existingStartDate: '2030-01-06' })).toBe(
      'Begindatum moet vandaag of later zijn.',
    );
  });
});

describe('readDiscountPercent', () => {
  it('accepts every hundredth strictly between 0 and 100, as number or text, and keeps its value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (hundredths) => {
        const percent = hundredths / 100;
        expect(readDiscountPercent(percent)).toEqual({ ok: true, value: percent });
        expect(readDiscountPercent(String(percent).replace('.', ','))).toEqual({ ok: true, value: percent });
      }),
    );
  });

  it('refuses every number at or outside 0 and 100', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ max: 0, noNaN: true }), fc.double({ min: 100, noNaN: true })),
        (percent) => {
          expect(readDiscountPercent(percent)).toEqual({
            ok: false,
            message: 'Voer een getal tussen 0 en 100 in.',
          });
        },
      ),
    );
  });
});

describe('discountStatusOn', () => {
  const june = { startDate: '2030-06-01', endDate: '2030-06-30' };

  it('is Gepland before the first day, Actief on both bounds and between, Verlopen after the last', () => {
    expect(discountStatusOn(june, '2030-05-31')).toBe('Gepland');
    expect(discountStatusOn(june, '2030-06-01')).toBe('Actief');
    expect(discountStatusOn(june, '2030-06-15')).toBe('Actief');
    expect(discountStatusOn(june, '2030-06-30')).toBe('Actief');
    expect(discountStatusOn(june, '2030-07-01')).toBe('Verlopen');
  });
});
