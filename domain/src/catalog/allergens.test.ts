import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALLERGEN_CODES,
  ALLERGEN_NAMES,
  ALLERGEN_NAMES_IN,
  allergenNames,
  DIETARY_LABELS,
  DIETARY_NAMES,
  DIETARY_NAMES_IN,
  combineAllergens,
  lineAllergens,
  menuAllergenInfo,
  ownMenuAllergens,
  readAllergenInfo,
  suitsDiet,
  type AllergenCode,
} from './allergens';
import { parseOptionGroups, type OptionGroup } from './option-groups';
import { lineAllergensOf } from '../ordering/order-lines';
import { cents } from '../money';
import { LANGUAGES } from '../i18n/languages';
import { textsIn } from '../i18n/text-tables';

const code = fc.constantFrom(...ALLERGEN_CODES);
const ANIMAL_CODES: readonly AllergenCode[] = ['crustaceans', 'eggs', 'fish', 'milk', 'molluscs'];
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

describe('suitsDiet', () => {
  it('counts what is vegan as vegetarian too, and nothing else', () => {
    expect(suitsDiet(['vegan'], 'vegetarian')).toBe(true);
    expect(suitsDiet(['vegan'], 'vegan')).toBe(true);
    expect(suitsDiet(['vegetarian'], 'vegan')).toBe(false);
    expect(suitsDiet([], 'vegetarian')).toBe(false);
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
        allergens: '["soybeans","gluten"]',
        mayContain: JSON.stringify(['nuts']),
        dietary: '["vegan","vegetarian"]',
      }),
    ).toEqual({
      ok: true,
      value: { allergens: ['gluten', 'soybeans'], mayContain: ['nuts'], dietary: ['vegetarian', 'vegan'] },
    });
    expect(readAllergenInfo({ allergens: '' })).toEqual({
      ok: true,
      value: { allergens: [], mayContain: [], dietary: [] },
    });
  });

  it('gives back any distinct lists it is sent, sorted, whether as text or as arrays', () => {
    fc.assert(
      fc.property(distinctCodes, fc.uniqueArray(fc.constantFrom(...DIETARY_LABELS)), (list, dietary) => {
        // Contained codes of plant origin only, so that any diet may be claimed.
        const allergens = list.filter((c, i) => i % 2 === 0 && !ANIMAL_CODES.includes(c));
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

  it('refuses a diet the item contradicts, a trace or a choice being no contradiction', () => {
    expect(errorsOf({ allergens: '["gluten","milk"]', dietary: '["vegetarian","vegan"]' })).toEqual({
      dietary: 'Veganistisch kan niet: het bevat Melk.',
    });
    expect(errorsOf({ allergens: '["fish"]', dietary: '["vegetarian"]' })).toEqual({
      dietary: 'Vegetarisch kan niet: het bevat Vis.',
    });
    expect(
      readAllergenInfo({ allergens: '["gluten"]', mayContain: '["milk"]', dietary: '["vegan"]' }).ok,
    ).toBe(true);
    expect(readAllergenInfo({ allergens: '["eggs","milk"]', dietary: '["vegetarian"]' }).ok).toBe(true);
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

describe("a menu's allergens", () => {
  const part = fc.record({ allergens: distinctCodes, mayContain: distinctCodes });
  const own = fc.record({
    allergens: distinctCodes,
    mayContain: distinctCodes,
    dietary: fc.uniqueArray(fc.constantFrom(...DIETARY_LABELS)),
  });

  it("hold every product's allergens and the menu's own; a trace another part contains is contained", () => {
    fc.assert(
      fc.property(own, fc.array(part, { maxLength: 4 }), (mine, products) => {
        const menu = menuAllergenInfo(mine, products);
        expect(menu.allergens).toEqual(combineAllergens(mine.allergens, ...products.map((p) => p.allergens)));
        for (const c of [...mine.mayContain, ...products.flatMap((p) => p.mayContain)])
          expect(menu.allergens.includes(c) !== menu.mayContain.includes(c)).toBe(true);
        for (const c of menu.mayContain) expect(menu.allergens).not.toContain(c);
        expect(isCanonical(menu.mayContain)).toBe(true);
        expect(menu.dietary).toEqual(mine.dietary);
      }),
    );
  });

  it("keep what a form sends beyond the products, and never lose a product's when saved and shown", () => {
    fc.assert(
      fc.property(own, fc.array(part, { maxLength: 4 }), (sent, products) => {
        const kept = ownMenuAllergens(sent, products);
        const shown = menuAllergenInfo(kept, products);
        expect(shown).toEqual(menuAllergenInfo(sent, products));
        for (const c of kept.allergens) expect(products.some((p) => p.allergens.includes(c))).toBe(false);
      }),
    );
  });
});

describe('lineAllergensOf', () => {
  const extras = (choices: AllergenCode[][]): OptionGroup => ({
    name: "Extra's",
    type: 'multiselect',
    required: false,
    maxSelections: choices.length,
    options: choices.map((allergens, i) => ({ name: `Keuze ${i}`, priceCents: cents(0), allergens })),
  });

  it("adds exactly the chosen choices' allergens ('Extra kaas' adds milk), none of a choice not chosen", () => {
    const group = extras([['milk'], ['eggs'], []]);
    expect(lineAllergensOf(['gluten'], [group], { 0: [0] })).toEqual(['gluten', 'milk']);
    expect(lineAllergensOf(['gluten'], [group], {})).toEqual(['gluten']);
    fc.assert(
      fc.property(
        codes,
        fc
          .array(distinctCodes, { minLength: 1, maxLength: 5 })
          .chain((choices) => fc.tuple(fc.constant(choices), fc.subarray(choices.map((_, i) => i)))),
        (item, [choices, picked]) => {
          expect(lineAllergensOf(item, [extras(choices)], { 0: picked })).toEqual(
            combineAllergens(item, ...picked.map((i) => choices[i])),
          );
        },
      ),
    );
  });
});

describe('allergen and dietary names in every language', () => {
  it('name the 14 allergens as the regulation does in French and English', () => {
    expect(allergenNames(['gluten', 'eggs', 'nuts', 'sulphites'], 'fr')).toBe(
      'Céréales contenant du gluten, Œufs, Fruits à coque, Anhydride sulfureux et sulfites',
    );
    expect(allergenNames(['gluten', 'soybeans', 'sesame'], 'en')).toBe(
      'Cereals containing gluten, Soybeans, Sesame seeds',
    );
    expect(allergenNames(['peanuts'])).toBe("Pinda's");
  });

  it('give every allergen and diet a distinct name in each language', () => {
    for (const language of LANGUAGES) {
      const names = ALLERGEN_CODES.map((code) => textsIn(ALLERGEN_NAMES_IN, language)[code]);
      expect(new Set(names).size).toBe(ALLERGEN_CODES.length);
      expect(new Set(DIETARY_LABELS.map((label) => textsIn(DIETARY_NAMES_IN, language)[label])).size).toBe(2);
    }
  });
});
