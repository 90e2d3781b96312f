import { describe, expect, it } from 'vitest';
import type { AllergenInfo } from '@bestelklaar/domain';
import { avoidedTraces, NO_FILTER, passesFilter, readStoredFilter } from './allergen-filter';

const info = (changes: Partial<AllergenInfo>): AllergenInfo => ({
  allergens: [],
  mayContain: [],
  dietary: [],
  ...changes,
});

describe('the allergen filter', () => {
  const cheese = info({ allergens: ['gluten', 'milk'], mayContain: ['nuts'], dietary: ['vegetarian'] });
  const hummus = info({ allergens: ['sesame'], dietary: ['vegan'] });
  const ham = info({ allergens: ['gluten'] });

  it('hides an item that contains an avoided allergen, not one that may hold traces of it', () => {
    expect(passesFilter(cheese, { avoid: ['milk'], diets: [] })).toBe(false);
    expect(passesFilter(cheese, { avoid: ['nuts'], diets: [] })).toBe(true);
    expect(avoidedTraces(cheese, { avoid: ['nuts', 'eggs'], diets: [] })).toEqual(['nuts']);
    expect(passesFilter(ham, NO_FILTER)).toBe(true);
  });

  it('keeps to every chosen diet, a vegan item counting as vegetarian', () => {
    expect(passesFilter(hummus, { avoid: [], diets: ['vegetarian'] })).toBe(true);
    expect(passesFilter(cheese, { avoid: [], diets: ['vegetarian'] })).toBe(true);
    expect(passesFilter(cheese, { avoid: [], diets: ['vegan'] })).toBe(false);
    expect(passesFilter(ham, { avoid: [], diets: ['vegetarian'] })).toBe(false);
  });

  it('reads back what it stored, and nothing from anything else', () => {
    expect(readStoredFilter(JSON.stringify({ avoid: ['milk', 'gluten'], diets: ['vegan'] }))).toEqual({
      avoid: ['gluten', 'milk'],
      diets: ['vegan'],
    });
    expect(readStoredFilter(JSON.stringify({ avoid: ['milk', 'poison', 3], diets: 'vegan' }))).toEqual({
      avoid: ['milk'],
      diets: [],
    });
    expect(readStoredFilter('{niet')).toEqual(NO_FILTER);
    expect(readStoredFilter('null')).toEqual(NO_FILTER);
    expect(readStoredFilter(null)).toEqual(NO_FILTER);
  });
});
