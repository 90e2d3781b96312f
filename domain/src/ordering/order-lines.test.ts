import { describe, expect, it } from 'vitest';
import { cents, formatSurcharge } from '../money';
import type { OptionGroup } from '../catalog/option-groups';
import { kitchenNotesOf, lineTitle, optionLinesOf } from './order-lines';

const groups: OptionGroup[] = [
  {
    name: 'Brood',
    type: 'select',
    required: true,
    options: [
      { name: 'Wit', priceCents: cents(0) },
      { name: 'Bruin', priceCents: cents(30) },
    ],
  },
  {
    name: "Extra's",
    type: 'multiselect',
    required: false,
    maxSelections: 3,
    options: [
      { name: 'Kaas', priceCents: cents(50) },
      { name: 'Ham', priceCents: cents(100) },
    ],
  },
  { name: 'Naam op taart', type: 'text', required: false, options: [] },
];

describe('optionLinesOf', () => {
  it('writes each filled group as one line, extras with their price', () => {
    expect(optionLinesOf(groups, { 0: 0, 1: [0, 1], 2: ' Lotte ' }, 'nl')).toEqual([
      'Brood: Wit',
      `Extra's: Kaas ${formatSurcharge(0.5, 'nl')}, Ham ${formatSurcharge(1, 'nl')}`,
      'Naam op taart: Lotte',
    ]);
    expect(optionLinesOf(groups, { 0: 1 }, 'nl')).toEqual(['Brood: Bruin +\u00a0€\u00a00,30']);
  });

  it('writes the lines in the order’s language: translated names, that language’s surcharges', () => {
    const translated: OptionGroup[] = [
      {
        ...groups[0],
        translations: { fr: { name: 'Pain' }, en: { name: 'Bread' } },
        options: [
          { name: 'Wit', priceCents: cents(0), translations: { fr: { name: 'Blanc' } } },
          {
            name: 'Bruin',
            priceCents: cents(30),
            translations: { fr: { name: 'Gris' }, en: { name: 'Brown' } },
          },
        ],
      },
      { ...groups[2], translations: { fr: { name: 'Nom sur le gâteau' } } },
    ];
    expect(optionLinesOf(translated, { 0: 1, 1: 'Lotte' }, 'fr')).toEqual([
      'Pain\u00a0: Gris +0,30\u00a0€',
      'Nom sur le gâteau\u00a0: Lotte',
    ]);
    expect(optionLinesOf(translated, { 0: 1, 1: 'Lotte' }, 'en')).toEqual([
      'Bread: Brown +€0.30',
      'Naam op taart: Lotte',
    ]);
    expect(optionLinesOf(translated, { 0: 0 }, 'en')).toEqual(['Bread: Wit']);
    expect(optionLinesOf(translated, { 0: 1 }, 'nl')).toEqual(['Brood: Bruin +\u00a0€\u00a00,30']);
  });

  it('leaves out empty groups and counts a choice picked twice once', () => {
    expect(optionLinesOf(groups, { 1: [], 2: '  ' }, 'nl')).toEqual([]);
    expect(optionLinesOf(groups, { 1: [1, 1] }, 'nl')).toEqual([`Extra's: Ham ${formatSurcharge(1, 'nl')}`]);
  });

  it('names a payment page line with its options', () => {
    expect(lineTitle('Broodje', ['Brood: Wit', "Extra's: Kaas + € 0,50"])).toBe(
      "Broodje (Brood: Wit; Extra's: Kaas + € 0,50)",
    );
    expect(lineTitle('Soep', [])).toBe('Soep');
  });
});

describe('kitchenNotesOf', () => {
  it('picks out the lines the customer typed, in their order, and none when nothing was typed', () => {
    const selected = { 0: 0, 1: [0], 2: ' Lotte ' };
    expect(kitchenNotesOf(optionLinesOf(groups, selected), selected)).toEqual(['Naam op taart: Lotte']);
    expect(kitchenNotesOf(optionLinesOf(groups, { 0: 1, 2: '  ' }, 'nl'), { 0: 1, 2: '  ' })).toEqual([]);
  });

  it('tells a typed text from a choice of the same words', () => {
    const withNotes: OptionGroup[] = [
      ...groups,
      { name: 'Opmerking voor de keuken', type: 'text', required: false, options: [] },
    ];
    const selected = { 0: 0, 2: 'Wit', 3: 'Zonder ui, graag' };
    expect(kitchenNotesOf(optionLinesOf(withNotes, selected), selected)).toEqual([
      'Naam op taart: Wit',
      'Opmerking voor de keuken: Zonder ui, graag',
    ]);
  });

  it('marks none when the snapshot does not add up', () => {
    expect(kitchenNotesOf(['Brood: Wit'], { 0: 0, 2: 'Lotte' })).toEqual([]);
  });
});
