import { describe, expect, it } from 'vitest';
import { cents, formatSurcharge } from '../money';
import type { OptionGroup } from '../catalog/option-groups';
import { lineTitle, optionLinesOf } from './order-lines';

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
