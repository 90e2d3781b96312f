import type { PublicDiscountsView } from '../api-views';
import { isDiscountActiveOn } from '../pricing/discount-rules';

export type WebshopDiscount = PublicDiscountsView['webshopDiscounts'][number];

/**
 * The whole-shop discount running on a day (the shop's calendar day), whose text the shop page shows:
 * the highest when several run, as that one is what prices (discounts never stack); null when none does.
 */
export function runningWebshopDiscount(view: PublicDiscountsView, day: string): WebshopDiscount | null {
  return view.webshopDiscounts
    .filter((discount) => isDiscountActiveOn(discount, day))
    .reduce<WebshopDiscount | null>(
      (highest, discount) => (highest && highest.discount >= discount.discount ? highest : discount),
      null,
    );
}
