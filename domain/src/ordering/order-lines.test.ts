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
    expect(optionLinesOf(groups, { 0: 0, 1: [0, 1], 2: ' Lotte ' })).toEqual([
      'Brood: Wit',
      `Extra's: Kaas ${formatSurcharge(0.5)}, Ham ${formatSurcharge(1)}`,
      'Naam op taart: Lotte',
    ]);
    expect(optionLinesOf(groups, { 0: 1 })).toEqual(['Brood: Bruin +\u00a0€\u00a00,30']);
  });

  it('leaves out empty groups and counts a choice picked twice once', () => {
    expect(optionLinesOf(groups, { 1: [], 2: '  ' })).toEqual([]);
    expect(optionLinesOf(groups, { 1: [1, 1] })).toEqual([`Extra's: Ham ${formatSurcharge(1)}`]);
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
    expect(kitchenNotesOf(optionLinesOf(groups, { 0: 1, 2: '  ' }), { 0: 1, 2: '  ' })).toEqual([]);
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
