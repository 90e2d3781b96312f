import { describe, expect, it } from 'vitest';
import { applicableDiscountPercent } from './discount-rules';
import { discountRulesFromPublicView } from './discount-rules-from-view';
import type { PublicDiscountsView } from '../api-views';

const view: PublicDiscountsView = {
  productMenuDiscounts: [
    { products: ['p1'], menus: ['m1'], discount: 20, startDate: '2026-03-01', endDate: '2026-03-07' },
  ],
  collectionDiscounts: [{ collection: 'c1', discount: 12.5, startDate: '2026-03-02', endDate: '2026-03-03' }],
  webshopDiscounts: [
    {
      discount: 5,
      description: 'Korting op de hele webshop',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    },
  ],
};

describe('discountRulesFromPublicView', () => {
  it('reads all three kinds of the public discounts response', () => {
    expect(discountRulesFromPublicView(view)).toEqual([
      {
        appliesTo: 'items',
        productIds: ['p1'],
        menuIds: ['m1'],
        percent: 20,
        startDate: '2026-03-01',
        endDate: '2026-03-07',
      },
      {
        appliesTo: 'collection',
        collectionId: 'c1',
        percent: 12.5,
        startDate: '2026-03-02',
        endDate: '2026-03-03',
      },
      { appliesTo: 'shop', percent: 5, startDate: '2026-03-01', endDate: '2026-03-31' },
    ]);
  });

  it('gives rules that price the items they name', () => {
    const rules = discountRulesFromPublicView(view);
    const menu = { id: 'm1', kind: 'menu' as const, collectionId: 'c1' };
    expect(applicableDiscountPercent(menu, rules, '2026-03-02')).toBe(20);
    expect(applicableDiscountPercent({ ...menu, id: 'm2' }, rules, '2026-03-02')).toBe(12.5);
    expect(applicableDiscountPercent({ ...menu, id: 'm2' }, rules, '2026-03-20')).toBe(5);
  });

  it('reads an empty response as no discounts', () => {
    expect(
      discountRulesFromPublicView({
        productMenuDiscounts: [],
        collectionDiscounts: [],
        webshopDiscounts: [],
      }),
    ).toEqual([]);
  });
});
