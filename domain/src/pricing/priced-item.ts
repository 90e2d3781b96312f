import type { VatRate } from './vat-rate';
import type { OptionGroup } from '../catalog/option-groups';
import type { Cents } from '../money';

/**
 * What pricing needs to know of a product or a menu. Products and menus have their own ids, so the
 * kind tells which discounts can name the item: a product id only matches a product, a menu id a menu.
 */
export type ItemKind = 'product' | 'menu';

/** What a discount can aim at: the item itself, its collection (null when it has none), or the shop. */
export interface DiscountTarget {
  id: string;
  kind: ItemKind;
  collectionId: string | null;
}

export interface PricedItem extends DiscountTarget {
  basePriceCents: Cents;
  /** VAT is included in the price; the rate only splits the total for the receipt. */
  vatRate: VatRate;
  optionGroups: readonly OptionGroup[];
}
