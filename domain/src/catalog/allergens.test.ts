import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALLERGEN_CODES,
  ALLERGEN_NAMES,
  DIETARY_LABELS,
  DIETARY_NAMES,
  combineAllergens,
  lineAllergens,
  readAllergenInfo,
  type AllergenCode,
} from './allergens';
import { parseOptionGroups } from './option-groups';

const code = fc.constantFrom(...ALLERGEN_CODES);
const codes = fc.array(code, { maxLength: 20 });
const distinctCodes = fc.uniqueArray(code, { maxLength: 14 });
const isCanonical = (list: readonly AllergenCode[]) =>
  list.every((c, i) => i === 0 || ALLERGEN_CODES.indexOf(list[i - 1]) < ALLERGEN_CODES.indexOf(c));

const errorsOf = (fields: Record<string, unknown>) => {
  const read = readAllergenInfo(fields);
  return read.ok ? {} : read.errors;
};

describe('the allergen codes and names', () => {
  it('are the 14 of the regulation, in its order, each with its Dutch name', () => {
    expect(ALLERGEN_CODES).toEqual([
      'gluten',
      'crustaceans',
      'eggs',
      'fish',
      'peanuts',
      'soybeans',
      'milk',
      'nuts',
      'celery',
      'mustard',
      'sesame',
      'sulphites',
      'lupin',
      'molluscs',
    ]);
    expect(ALLERGEN_CODES.map((c) => ALLERGEN_NAMES[c])).toEqual([
      'Glutenbevattende granen',
      'Schaaldieren',
      'Eieren',
      'Vis',
      "Pinda's",
      'Soja',
      'Melk',
      'Noten',
      'Selderij',
      'Mosterd',
      'Sesamzaad',
      'Zwaveldioxide en sulfieten',
      'Lupine',
      'Weekdieren',
    ]);
    expect(DIETARY_LABELS.map((label) => DIETARY_NAMES[label])).toEqual(['Vegetarisch', 'Veganistisch']);
  });
});

describe('combineAllergens', () => {
  it('is the union of the lists, each code once, in canonical order', () => {
    fc.assert(
      fc.property(fc.array(codes, { maxLength: 5 }), (lists) => {
        const union = combineAllergens(...lists);
        expect(new Set(union)).toEqual(new Set(lists.flat()));
        expect(union).toHaveLength(new Set(union).size);
        expect(isCanonical(union)).toBe(true);
      }),
    );
  });

  it('does not depend on the order or grouping of the lists (a menu is its products with its own)', () => {
    fc.assert(
      fc.property(codes, codes, codes, (a, b, c) => {
        expect(combineAllergens(a, b, c)).toEqual(combineAllergens(c, combineAllergens(b, a)));
        expect(combineAllergens(a, a)).toEqual(combineAllergens(a));
      }),
    );
  });
});

describe('lineAllergens', () => {
  it("adds the chosen choices' allergens to the item's, and a choice saved without any adds none", () => {
    expect(lineAllergens(['gluten'], [{ allergens: ['milk'] }, {}])).toEqual(['gluten', 'milk']);
    fc.assert(
      fc.property(codes, fc.array(codes, { maxLength: 4 }), (item, choices) => {
        const line = lineAllergens(
          item,
          choices.map((allergens) => ({ allergens })),
        );
        expect(line).toEqual(combineAllergens(item, ...choices));
        for (const c of [...item, ...choices.flat()]) expect(line).toContain(c);
      }),
    );
  });
});

describe('readAllergenInfo', () => {
  it('reads the JSON text of a multipart form into canonical lists, blank as none', () => {
    expect(
      readAllergenInfo({
        allergens: '["milk","gluten"]',
        mayContain: JSON.stringify(['nuts']),
        dietary: '["vegan","vegetarian"]',
      }),
    ).toEqual({
      ok: true,
      value: { allergens: ['gluten', 'milk'], mayContain: ['nuts'], dietary: ['vegetarian', 'vegan'] },
    });
    expect(readAllergenInfo({ allergens: '' })).toEqual({
      ok: true,
      value: { allergens: [], mayContain: [], dietary: [] },
    });
  });

  it('gives back any distinct lists it is sent, sorted, whether as text or as arrays', () => {
    fc.assert(
      fc.property(distinctCodes, fc.uniqueArray(fc.constantFrom(...DIETARY_LABELS)), (list, dietary) => {
        const allergens = list.filter((_, i) => i % 2 === 0);
        const mayContain = list.filter((_, i) => i % 2 === 1);
        const expected = {
          ok: true,
          value: {
            allergens: combineAllergens(allergens),
            mayContain: combineAllergens(mayContain),
            dietary: DIETARY_LABELS.filter((l) => dietary.includes(l)),
          },
        };
        expect(readAllergenInfo({ allergens, mayContain, dietary })).toEqual(expected);
        const asText = {
          allergens: JSON.stringify(allergens),
          mayContain: JSON.stringify(mayContain),
          dietary: JSON.stringify(dietary),
        };
        expect(readAllergenInfo(asText)).toEqual(expected);
      }),
    );
  });

  it('refuses unknown codes, duplicates and malformed lists, each on its own field', () => {
    expect(errorsOf({ allergens: '["milk","cheese"]', mayContain: '[', dietary: '["halal"]' })).toEqual({
      allergens: 'Onbekend allergeen: cheese.',
      mayContain: 'De allergenen zijn geen geldige JSON.',
      dietary: 'Onbekend dieetlabel: halal.',
    });
    expect(
      errorsOf({ allergens: '["milk","milk"]', mayContain: '{"a":1}', dietary: '["vegan","vegan"]' }),
    ).toEqual({
      allergens: 'Melk staat meer dan één keer in de lijst.',
      mayContain: 'Stuur de allergenen als een lijst van codes.',
      dietary: 'Veganistisch staat meer dan één keer in de lijst.',
    });
    expect(errorsOf({ allergens: [1], dietary: 'true' })).toEqual({
      allergens: 'Stuur de allergenen als een lijst van codes.',
      dietary: 'Stuur de dieetlabels als een lijst van labels.',
    });
  });

  it('refuses a code that is both contained and a trace, on the traces', () => {
    fc.assert(
      fc.property(distinctCodes, distinctCodes, (allergens, mayContain) => {
        const shared = mayContain.filter((c) => allergens.includes(c));
        const read = readAllergenInfo({ allergens, mayContain });
        expect(read.ok).toBe(shared.length === 0);
        if (!read.ok)
          expect(read.errors).toEqual({
            mayContain: `${ALLERGEN_NAMES[combineAllergens(shared)[0]]} staat al bij 'Bevat'; een allergeen kan niet ook bij 'Kan sporen bevatten' staan.`,
          });
      }),
    );
  });
});

describe("an option choice's allergens", () => {
  const group = (allergens?: unknown) => [
    { name: 'Extra', type: 'select', required: false, options: [{ name: 'Kaas', price: 1, allergens }] },
  ];

  it('are read with the choice, none when left out', () => {
    expect(parseOptionGroups(JSON.stringify(group(['milk'])))).toMatchObject({
      ok: true,
      value: [{ options: [{ name: 'Kaas', priceCents: 100, allergens: ['milk'] }] }],
    });
    expect(parseOptionGroups(group())).toMatchObject({ ok: true, value: [{ options: [{ allergens: [] }] }] });
  });

  it('are checked like an item’s, with the message on the choice', () => {
    expect(parseOptionGroups(group(['milk', 'kaas']))).toEqual({
      ok: false,
      errors: { 'productOptions.0.options.0.allergens': 'Onbekend allergeen: kaas.' },
    });
    expect(parseOptionGroups(group('milk'))).toEqual({
      ok: false,
      errors: { 'productOptions.0.options.0.allergens': 'Stuur de allergenen als een lijst van codes.' },
    });
  });
});
