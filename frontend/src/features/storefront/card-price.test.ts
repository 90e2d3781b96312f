import { discountRulesFromPublicView } from '@bestelklaar/domain';
import { describe, expect, it } from 'vitest';
import { cardPrice } from './card-price';
import { menu, product } from '../../test/fixtures/storefront';

const soup = product({
  _id: 'p1',
  name: 'Tomatensoep',
  price: 4.8,
  collection: { _id: 'c1', name: 'Soepen', icon: 'Soup' },
  productOptions: [{ name: 'Brood', type: 'select', required: true, options: [{ name: 'Wit', price: 1 }] }],
});

const rules = discountRulesFromPublicView({
  productMenuDiscounts: [],
  collectionDiscounts: [
    { collection: 'c1', discount: 25, startDate: '2025-03-10', endDate: '2025-03-12' },
    { collection: 'c1', discount: 10, startDate: '2025-03-01', endDate: '2025-03-31' },
  ],
  webshopDiscounts: [],
});

describe("a card's price", () => {
  it('is the base price, without options, when no discount runs', () => {
    expect(cardPrice(soup, rules, '2025-03-01')).toEqual({ amount: 4.32, original: 4.8 });
    expect(cardPrice(soup, [], '2025-03-10')).toEqual({ amount: 4.8 });
  });

  it("takes the highest discount running on the shop's day, with the original beside it", () => {
    expect(cardPrice(soup, rules, '2025-03-10')).toEqual({ amount: 3.6, original: 4.8 });
    expect(cardPrice(soup, rules, '2025-04-01')).toEqual({ amount: 4.8 });
  });

  it('knows a menu from a product with the same id', () => {
    const onlyProductP1 = discountRulesFromPublicView({
      productMenuDiscounts: [
        { products: ['p1'], menus: [], discount: 50, startDate: '2025-03-10', endDate: '2025-03-10' },
      ],
      collectionDiscounts: [],
      webshopDiscounts: [],
    });
    expect(cardPrice(menu({ _id: 'p1', name: 'Menu', price: 12 }), onlyProductP1, '2025-03-10')).toEqual({
      amount: 12,
    });
  });
});
