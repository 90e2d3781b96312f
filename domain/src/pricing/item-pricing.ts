import { applicableDiscountPercent, type DiscountRule } from './discount-rules';
import { discountedCents } from './discounted-cents';
import type { PricedItem } from './priced-item';
import { selectedExtrasCents, type SelectedOptions } from '../catalog/item-price';
import { addCents, type Cents } from '../money';

/** One unit of an item with its chosen options, before and after its discount. */
export interface ItemPrice {
  /** Base price plus the chosen options' extras. */
  fullUnitCents: Cents;
  /** 0 when no discount applies. */
  discountPercent: number;
  /** The full unit price minus the discount, rounded half-up to the cent once per unit. */
  unitCents: Cents;
}

/**
 * The price of one unit on a day (the shop's calendar day, `todayIn(shopTimeZone, now)`). The shop
 * card shows it with no options chosen. Unknown choices add nothing: `checkSelection` refuses them.
 */
export function priceItem(
  item: PricedItem,
  selected: SelectedOptions,
  rules: readonly DiscountRule[],
  day: string,
): ItemPrice {
  const fullUnitCents = addCents(item.basePriceCents, selectedExtrasCents(item.optionGroups, selected));
  const discountPercent = applicableDiscountPercent(item, rules, day);
  return { fullUnitCents, discountPercent, unitCents: discountedCents(fullUnitCents, discountPercent) };
}
