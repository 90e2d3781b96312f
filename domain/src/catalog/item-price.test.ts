import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkSelection, itemPriceCents, selectedExtrasCents } from './item-price';
import type { OptionGroup } from './option-groups';
import { cents } from '../money';

const groups: OptionGroup[] = [
  {
    name: 'Formaat',
    type: 'select',
    required: true,
    options: [
      { name: 'Klein', priceCents: cents(0) },
      { name: 'Groot', priceCents: cents(250) },
    ],
  },
  {
    name: 'Toppings',
    type: 'multiselect',
    required: false,
    maxSelections: 2,
    options: [
      { name: 'Kaas', priceCents: cents(100) },
      { name: 'Ham', priceCents: cents(120) },
      { name: 'Olijven', priceCents: cents(80) },
    ],
  },
  { name: 'Opmerking', type: 'text', required: false, options: [] },
];

describe('item price', () => {
  it('adds the chosen extras to the base price', () => {
    expect(itemPriceCents(cents(1000), groups, { 0: 1, 1: [0, 1], 2: 'zonder ui' })).toBe(1470);
    expect(itemPriceCents(cents(1000), groups, { 0: 0 })).toBe(1000);
  });

  it('takes the discount percentage off the whole, in whole cents', () => {
    expect(itemPriceCents(cents(1000), groups, { 0: 1 }, 10)).toBe(1125);
    expect(itemPriceCents(cents(999), [], {}, 15)).toBe(849);
  });

  it('rounds half a cent up exactly, as the cart does', () => {
    // 999 × 0.875 = 874.125; 625 × 0.9896 = 618.5, which floats would round down.
    expect(itemPriceCents(cents(999), [], {}, 12.5)).toBe(874);
    expect(itemPriceCents(cents(625), [], {}, 1.04)).toBe(619);
  });

  it('counts a choice picked twice once', () => {
    expect(selectedExtrasCents(groups, { 1: [2, 2] })).toBe(80);
  });

  it('is never below the base price without a discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 1 }),
        fc.subarray([0, 1, 2]),
        (base, size, toppings) => {
          const price = itemPriceCents(cents(base), groups, { 0: size, 1: toppings });
          expect(price).toBeGreaterThanOrEqual(base);
          expect(Number.isInteger(price)).toBe(true);
        },
      ),
    );
  });
});

describe('checkSelection', () => {
  it('accepts a complete selection', () => {
    expect(checkSelection(groups, { 0: 1, 1: [0, 2] })).toBeUndefined();
  });

  it('asks for required options', () => {
    expect(checkSelection(groups, { 1: [0] })).toBe('Vul alle verplichte opties in');
    const note: OptionGroup = { name: 'Naam op taart', type: 'text', required: true, options: [] };
    expect(checkSelection([note], { 0: '  ' })).toBe('Vul alle verplichte opties in');
    expect(checkSelection([note], { 0: 'Lotte' })).toBeUndefined();
  });

  it('refuses more choices than allowed, with the spec text', () => {
    expect(checkSelection(groups, { 0: 0, 1: [0, 1, 2] })).toBe(
      'Je kunt maximaal 2 keuzes maken voor Toppings',
    );
  });

  it('refuses choices that do not exist', () => {
    expect(checkSelection(groups, { 0: 5 })).toBe('Deze keuze bestaat niet (meer) voor Formaat.');
    expect(checkSelection(groups, { 0: [0, 1] })).toBe('Deze keuze bestaat niet (meer) voor Formaat.');
  });
});

describe('checkSelection with what a client may send', () => {
  it('refuses keys that name no group, and values of the wrong type', () => {
    expect(checkSelection(groups, { 0: 0, 3: 1 })).toBe('Deze optie bestaat niet (meer).');
    expect(checkSelection(groups, { 0: 0, '01': 1 })).toBe('Deze optie bestaat niet (meer).');
    expect(checkSelection(groups, { 0: 'Klein' })).toBe('Deze keuze bestaat niet (meer) voor Formaat.');
    expect(checkSelection(groups, { 0: 0, 1: 'Kaas' })).toBe('Deze keuze bestaat niet (meer) voor Toppings.');
    expect(checkSelection(groups, { 0: 0, 2: 5 as never })).toBe('Vul bij Opmerking een tekst in.');
  });

  it('allows one choice for a select and a text of at most 200 characters', () => {
    expect(checkSelection(groups, { 0: [0, 1] })).toBe('Deze keuze bestaat niet (meer) voor Formaat.');
    expect(checkSelection(groups, { 0: 0, 2: 'x'.repeat(200) })).toBeUndefined();
    expect(checkSelection(groups, { 0: 0, 2: 'x'.repeat(201) })).toBe(
      'Opmerking mag niet langer zijn dan 200 tekens.',
    );
  });

  it('never throws, whatever JSON it gets', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        (selected) => void checkSelection(groups, selected as never),
      ),
    );
  });
});
