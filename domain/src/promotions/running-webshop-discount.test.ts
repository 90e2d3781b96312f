import { describe, expect, it } from 'vitest';
import { runningWebshopDiscount } from './running-webshop-discount';
import type { PublicDiscountsView } from '../api-views';

const view = (webshopDiscounts: PublicDiscountsView['webshopDiscounts']): PublicDiscountsView => ({
  productMenuDiscounts: [],
  collectionDiscounts: [],
  webshopDiscounts,
});

const lente = { discount: 10, description: 'Lentekorting', startDate: '2026-03-20', endDate: '2026-03-31' };
const opening = {
  discount: 25,
  description: 'Openingsfeest',
  startDate: '2026-03-25',
  endDate: '2026-03-25',
};

describe('runningWebshopDiscount', () => {
  it('is the whole-shop discount running that day, from its first to its last day', () => {
    expect(runningWebshopDiscount(view([lente]), '2026-03-19')).toBeNull();
    expect(runningWebshopDiscount(view([lente]), '2026-03-20')).toEqual(lente);
    expect(runningWebshopDiscount(view([lente]), '2026-03-31')).toEqual(lente);
    expect(runningWebshopDiscount(view([lente]), '2026-04-01')).toBeNull();
  });

  it('is the highest of those running, the one that prices, in any order', () => {
    expect(runningWebshopDiscount(view([lente, opening]), '2026-03-25')).toEqual(opening);
    expect(runningWebshopDiscount(view([opening, lente]), '2026-03-25')).toEqual(opening);
    expect(runningWebshopDiscount(view([opening, lente]), '2026-03-26')).toEqual(lente);
  });

  it('is none without whole-shop discounts', () => {
    expect(runningWebshopDiscount(view([]), '2026-03-25')).toBeNull();
  });
});
