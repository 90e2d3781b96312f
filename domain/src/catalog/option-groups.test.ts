import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALLERGEN_CODES, combineAllergens } from './allergens';
import { maxSelectionsOf, newOptionGroup, parseOptionGroups, type OptionGroup } from './option-groups';
import { cents, eurosFromCents } from '../money';

const sauce = {
  name: 'Saus',
  type: 'select',
  required: true,
  options: [
    { name: 'Mayonaise', price: 0 },
    { name: 'Andalouse', price: '0.50' },
  ],
};

const errorsOf = (...args: Parameters<typeof parseOptionGroups>) => {
  const parsed = parseOptionGroups(...args);
  return parsed.ok ? {} : parsed.errors;
};

describe('maxSelectionsOf', () => {
  it("is a multiselect's maximum (1 when it has none) and one for a select", () => {
    const choices = [
      { name: 'Kaas', priceCents: cents(50) },
      { name: 'Ui', priceCents: cents(0) },
      { name: 'Spek', priceCents: cents(100) },
    ];
    expect(
      maxSelectionsOf({
        name: 'Extra',
        type: 'multiselect',
        required: false,
        options: choices,
        maxSelections: 2,
      }),
    ).toBe(2);
    expect(maxSelectionsOf({ name: 'Extra', type: 'multiselect', required: false, options: choices })).toBe(
      1,
    );
    expect(
      maxSelectionsOf({ name: 'Saus', type: 'select', required: true, options: choices, maxSelections: 3 }),
    ).toBe(1);
  });
});

describe('newOptionGroup', () => {
  it('is a select, not required, with one empty choice', () => {
    expect(newOptionGroup()).toEqual({
      name: '',
      type: 'select',
      required: false,
      options: [{ name: '', priceCents: 0, allergens: [] }],
      maxSelections: 1,
    });
  });
});

describe('parseOptionGroups', () => {
  it('reads JSON text with euro extras into canonical groups with extras in cents', () => {
    const extras = {
      name: ' Extra’s ',
      type: 'multiselect',
      required: 'false',
      maxSelections: '2',
      options: [
        { name: 'Kaas', price: 1 },
        { name: 'Spek', price: '1,50' },
      ],
    };
    expect(parseOptionGroups(JSON.stringify([sauce, extras]))).toEqual({
      ok: true,
      value: [
        {
          name: 'Saus',
          type: 'select',
          required: true,
          options: [
            { name: 'Mayonaise', priceCents: 0, allergens: [] },
            { name: 'Andalouse', priceCents: 50, allergens: [] },
          ],
        },
        {
          name: 'Extra’s',
          type: 'multiselect',
          required: false,
          maxSelections: 2,
          options: [
            { name: 'Kaas', priceCents: 100, allergens: [] },
            { name: 'Spek', priceCents: 150, allergens: [] },
          ],
        },
      ],
    });
  });

  it('treats blank input as no groups, and a blank maximum as 1', () => {
    expect(parseOptionGroups('')).toEqual({ ok: true, value: [] });
    expect(parseOptionGroups(undefined)).toEqual({ ok: true, value: [] });
    const extras = { ...sauce, type: 'multiselect', maxSelections: '' };
    expect(parseOptionGroups([extras])).toMatchObject({ ok: true, value: [{ maxSelections: 1 }] });
  });

  it('reports malformed JSON and a wrong shape on the field itself', () => {
    expect(errorsOf('[{"name": "Saus",')).toEqual({
      productOptions: 'De productopties zijn geen geldige JSON.',
    });
    expect(errorsOf('{"name": "Saus"}')).toEqual({
      productOptions: 'De productopties moeten een lijst van optiegroepen zijn.',
    });
    expect(errorsOf('[42]')).toEqual({
      'productOptions.0': 'De productopties moeten een lijst van optiegroepen zijn.',
    });
  });

  it('puts each message on the path of its field', () => {
    expect(
      errorsOf([
        { name: '', type: 'radio', options: [{ name: 'A', price: -1 }] },
        { name: 'Extra', type: 'multiselect', maxSelections: 0, options: [{ name: '', price: 'x' }] },
        { name: 'Bijgerecht', type: 'select', options: [] },
        { name: 'Drank', type: 'multiselect', maxSelections: 3, options: [{ name: 'Cola', price: 0 }] },
      ]),
    ).toEqual({
      'productOptions.0.name': 'Dit veld is verplicht',
      'productOptions.0.type': 'Kies een geldig type',
      'productOptions.0.options.0.price': 'Voer een bedrag van 0 of meer in',
      'productOptions.1.options.0.name': 'Dit veld is verplicht',
      'productOptions.1.options.0.price': 'Voer een geldig bedrag in',
      'productOptions.1.maxSelections': 'Voer een geheel getal van minstens 1 in',
      'productOptions.2.options': 'Voeg minstens één keuze toe',
      'productOptions.3.maxSelections': 'Mag niet groter zijn dan het aantal keuzes (1)',
    });
  });

  it('allows text groups only where asked, and gives them no choices', () => {
    const text = { name: 'Opmerking', type: 'text', required: false, options: [{ name: 'x', price: 1 }] };
    expect(errorsOf([text])).toEqual({ 'productOptions.0.type': 'Kies een geldig type' });
    const forMenu = parseOptionGroups([text], { types: ['select', 'multiselect', 'text'], field: 'o' });
    expect(forMenu).toEqual({
      ok: true,
      value: [{ name: 'Opmerking', type: 'text', required: false, options: [] }],
    });
  });

  it('limits the number of groups and choices', () => {
    expect(errorsOf(Array.from({ length: 21 }, () => sauce))).toEqual({
      productOptions: 'Een product kan maximaal 20 optiegroepen hebben.',
    });
    const many = { ...sauce, options: Array.from({ length: 51 }, (_, i) => ({ name: `K${i}`, price: 0 })) };
    expect(errorsOf([many])).toEqual({
      'productOptions.0.options': 'Een optiegroep kan maximaal 50 keuzes hebben.',
    });
  });

  it('reads back what the API shows, in euros, unchanged', () => {
    const choice = fc.record({
      name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s !== ''),
      priceCents: fc.integer({ min: 0, max: 10_000 }).map(cents),
      allergens: fc.uniqueArray(fc.constantFrom(...ALLERGEN_CODES)).map((codes) => combineAllergens(codes)),
    });
    const group = fc.oneof(
      fc.record({
        name: fc.constantFrom('Saus', 'Formaat', 'Bijgerecht'),
        type: fc.constant('select' as const),
        required: fc.boolean(),
        options: fc.array(choice, { minLength: 1, maxLength: 5 }),
      }),
      fc.array(choice, { minLength: 1, maxLength: 5 }).chain((options) =>
        fc.record({
          name: fc.constant('Extra'),
          type: fc.constant('multiselect' as const),
          required: fc.boolean(),
          options: fc.constant(options),
          maxSelections: fc.integer({ min: 1, max: options.length }),
        }),
      ),
    );
    const inEuros = (groups: OptionGroup[]) =>
      groups.map(({ options, ...rest }) => ({
        ...rest,
        options: options.map(({ name, priceCents, allergens }) => ({
          name,
          price: eurosFromCents(priceCents),
          allergens,
        })),
      }));
    fc.assert(
      fc.property(fc.array(group, { maxLength: 4 }), (groups: OptionGroup[]) => {
        expect(parseOptionGroups(JSON.stringify(inEuros(groups)))).toEqual({ ok: true, value: groups });
      }),
    );
  });
});

describe('parseOptionGroups with translations', () => {
  it('keeps a French and English name per group and choice, and leaves groups without any as they were', () => {
    const translated = {
      ...sauce,
      translations: { fr: { name: ' Sauce ' }, en: { name: '' } },
      options: [
        { name: 'Mayonaise', price: 0, translations: { en: { name: 'Mayonnaise' } } },
        sauce.options[1],
      ],
    };
    const parsed = parseOptionGroups(JSON.stringify([translated, sauce]));
    expect(parsed.ok && parsed.value[0]).toMatchObject({
      translations: { fr: { name: 'Sauce' } },
      options: [{ name: 'Mayonaise', translations: { en: { name: 'Mayonnaise' } } }, { name: 'Andalouse' }],
    });
    expect(parsed.ok && parsed.value[0]?.options[1]).not.toHaveProperty('translations');
    expect(parsed.ok && parsed.value[1]).not.toHaveProperty('translations');
  });

  it('refuses a translated name that is too long, in another language or not text, beside its field', () => {
    const group = {
      ...sauce,
      translations: { de: { name: 'Soße' } },
      options: [
        { name: 'Mayonaise', price: 0, translations: { fr: { name: 'x'.repeat(81), description: 'Non' } } },
      ],
    };
    expect(errorsOf([group, { ...sauce, translations: ['Sauce'] }])).toEqual({
      'productOptions.0.translations.de': 'Onbekende taal: de. Vertalingen zijn Frans (fr) of Engels (en).',
      'productOptions.0.options.0.translations.fr.name': 'Mag niet langer zijn dan 80 tekens',
      'productOptions.0.options.0.translations.fr.description': 'Onbekend veld: description.',
      'productOptions.1.translations': 'Geef de vertalingen per taal, zoals { "fr": { … }, "en": { … } }.',
    });
  });
});
