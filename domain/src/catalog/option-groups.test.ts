import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newOptionGroup, readOptionGroups, type OptionGroup } from './option-groups';

const sauce = {
  name: 'Saus',
  type: 'select',
  required: true,
  options: [
    { name: 'Mayonaise', price: 0 },
    { name: 'Andalouse', price: '0.50' },
  ],
};

describe('newOptionGroup', () => {
  it('is a select, not required, with one empty choice', () => {
    expect(newOptionGroup()).toEqual({
      name: '',
      type: 'select',
      required: false,
      options: [{ name: '', price: 0 }],
      maxSelections: 1,
    });
  });
});

describe('readOptionGroups', () => {
  it('reads JSON text into canonical groups', () => {
    const extras = {
      name: ' Extra’s ',
      type: 'multiselect',
      required: 'false',
      maxSelections: '2',
      options: [
        { name: 'Kaas', price: 1 },
        { name: 'Spek', price: 1.5 },
      ],
    };
    const { groups, errors } = readOptionGroups(JSON.stringify([sauce, extras]));
    expect(errors).toEqual({});
    expect(groups).toEqual([
      {
        name: 'Saus',
        type: 'select',
        required: true,
        options: [
          { name: 'Mayonaise', price: 0 },
          { name: 'Andalouse', price: 0.5 },
        ],
      },
      {
        name: 'Extra’s',
        type: 'multiselect',
        required: false,
        maxSelections: 2,
        options: [
          { name: 'Kaas', price: 1 },
          { name: 'Spek', price: 1.5 },
        ],
      },
    ]);
  });

  it('treats blank input as no groups', () => {
    expect(readOptionGroups('')).toEqual({ groups: [], errors: {} });
    expect(readOptionGroups(undefined)).toEqual({ groups: [], errors: {} });
  });

  it('reports malformed JSON and a wrong shape on the field itself', () => {
    expect(readOptionGroups('[{"name": "Saus",').errors).toEqual({
      productOptions: 'De productopties zijn geen geldige JSON.',
    });
    expect(readOptionGroups('{"name": "Saus"}').errors).toEqual({
      productOptions: 'De productopties moeten een lijst van optiegroepen zijn.',
    });
    expect(readOptionGroups('[42]').errors).toEqual({
      'productOptions.0': 'De productopties moeten een lijst van optiegroepen zijn.',
    });
  });

  it('puts each message on the path of its field', () => {
    const { errors } = readOptionGroups([
      { name: '', type: 'radio', options: [{ name: 'A', price: -1 }] },
      { name: 'Extra', type: 'multiselect', maxSelections: 0, options: [{ name: '', price: 'x' }] },
      { name: 'Bijgerecht', type: 'select', options: [] },
      { name: 'Drank', type: 'multiselect', maxSelections: 3, options: [{ name: 'Cola', price: 0 }] },
    ]);
    expect(errors).toEqual({
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
    expect(readOptionGroups([text]).errors).toEqual({ 'productOptions.0.type': 'Kies een geldig type' });
    const forMenu = readOptionGroups([text], { types: ['select', 'multiselect', 'text'], field: 'o' });
    expect(forMenu).toEqual({
      groups: [{ name: 'Opmerking', type: 'text', required: false, options: [] }],
      errors: {},
    });
  });

  it('limits the number of groups and choices', () => {
    expect(readOptionGroups(Array.from({ length: 21 }, () => sauce)).errors).toEqual({
      productOptions: 'Een product kan maximaal 20 optiegroepen hebben.',
    });
    const many = { ...sauce, options: Array.from({ length: 51 }, (_, i) => ({ name: `K${i}`, price: 0 })) };
    expect(readOptionGroups([many]).errors).toEqual({
      'productOptions.0.options': 'Een optiegroep kan maximaal 50 keuzes hebben.',
    });
  });

  it('reads back what it produced, unchanged', () => {
    const choice = fc.record({
      name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s !== ''),
      price: fc.integer({ min: 0, max: 10_000 }).map((cents) => cents / 100),
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
    fc.assert(
      fc.property(fc.array(group, { maxLength: 4 }), (groups: OptionGroup[]) => {
        expect(readOptionGroups(JSON.stringify(groups))).toEqual({ groups, errors: {} });
      }),
    );
  });
});
