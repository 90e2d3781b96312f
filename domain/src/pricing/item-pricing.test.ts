import { describe, expect, it } from 'vitest';
import type { DiscountRule } from './discount-rules';
import { priceItem } from './item-pricing';
import type { PricedItem } from './priced-item';
import type { OptionGroup } from '../catalog/option-groups';
import { cents } from '../money';

const pizzaOptions: OptionGroup[] = [
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
    ],
  },
];
const pizza: PricedItem = {
  id: 'pizza',
  kind: 'product',
  collectionId: 'pizzas',
  basePriceCents: cents(1000),
  vatRate: 12,
  optionGroups: pizzaOptions,
};
const tenPercentOnPizzas: DiscountRule = {
  appliesTo: 'collection',
  collectionId: 'pizzas',
  percent: 10,
  startDate: '2026-03-01',
  endDate: '2026-03-31',
};

describe('priceItem', () => {
  it('adds the chosen extras to the base price', () => {
    expect(priceItem(pizza, { 0: 1, 1: [0, 1] }, [], '2026-03-10')).toEqual({
      fullUnitCents: 1470,
      discountPercent: 0,
      unitCents: 1470,
    });
  });

  it('takes the discount off the base price and the extras together', () => {
    // (1000 + 250 + 100) × 0.9 = 1215
    expect(priceItem(pizza, { 0: 1, 1: [0] }, [tenPercentOnPizzas], '2026-03-10')).toEqual({
      fullUnitCents: 1350,
      discountPercent: 10,
      unitCents: 1215,
    });
  });

  it("gives a shop card's original and discounted price with nothing chosen", () => {
    expect(priceItem(pizza, {}, [tenPercentOnPizzas], '2026-03-10')).toEqual({
      fullUnitCents: 1000,
      discountPercent: 10,
      unitCents: 900,
    });
  });

  it('prices on the given day only', () => {
    expect(priceItem(pizza, {}, [tenPercentOnPizzas], '2026-04-01').unitCents).toBe(1000);
  });
});
