import {
  eurosFromCents,
  priceItem,
  pricedItemOf,
  type DiscountRule,
  type ShopItem,
} from '@bestelklaar/domain';

/** What a card shows: the price today, and the price before a discount when one applies. */
export interface CardPrice {
  /** In euros. */
  amount: number;
  /** In euros; only when a discount applies. */
  original?: number;
}

/**
 * The price of one unit with no options chosen, on the shop's calendar day, by the same
 * calculation as the cart's and the server's.
 */
export function cardPrice(item: ShopItem, rules: readonly DiscountRule[], day: string): CardPrice {
  const price = priceItem(pricedItemOf(item), {}, rules, day);
  const amount = eurosFromCents(price.unitCents);
  return price.discountPercent === 0 ? { amount } : { amount, original: eurosFromCents(price.fullUnitCents) };
}
