import type { VatRate } from './vat-rate';
import type { OptionGroup } from '../catalog/option-groups';
import type { Cents } from '../money';

/**
 * What pricing needs to know of a product or a menu. Products and menus have their own ids, so the
 * kind tells which discounts can name the item: a product id only matches a product, a menu id a menu.
 */
export type ItemKind = 'product' | 'menu';

/** One item, named whole: an id names an item only with its kind. */
export interface ItemRef {
  kind: ItemKind;
  id: string;
}

/** The item a view or a cart line names in the API's words (`type`, `_id`). */
export function itemRefOf(named: { type: ItemKind; _id: string }): ItemRef {
  return { kind: named.type, id: named._id };
}

/** `kind:id`: one key per item, for a map or a sort that holds both kinds. */
export function itemKey(item: ItemRef): string {
  return `${item.kind}:${item.id}`;
}

/** What a discount can aim at: the item itself, its collection (null when it has none), or the shop. */
export interface DiscountTarget extends ItemRef {
  collectionId: string | null;
}

export interface PricedItem extends DiscountTarget {
  basePriceCents: Cents;
  /** VAT is included in the price; the rate only splits the total for the receipt. */
  vatRate: VatRate;
  optionGroups: readonly OptionGroup[];
}
