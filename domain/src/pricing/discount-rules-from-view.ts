import type { DiscountRule } from './discount-rules';
import type { PublicDiscountsView } from '../api-views';

/** The public discounts response (`GET /api/shop/{shop}/discounts`) as pricing rules. */
export function discountRulesFromPublicView(view: PublicDiscountsView): DiscountRule[] {
  return [
    ...view.productMenuDiscounts.map(({ products, menus, discount, startDate, endDate }): DiscountRule => ({
      appliesTo: 'items',
      productIds: products,
      menuIds: menus,
      percent: discount,
      startDate,
      endDate,
    })),
    ...view.collectionDiscounts.map(({ collection, discount, startDate, endDate }): DiscountRule => ({
      appliesTo: 'collection',
      collectionId: collection,
      percent: discount,
      startDate,
      endDate,
    })),
    ...view.webshopDiscounts.map(({ discount, startDate, endDate }): DiscountRule => ({
      appliesTo: 'shop',
      percent: discount,
      startDate,
      endDate,
    })),
  ];
}
