import type { AllergenCode, ItemKind, PricedItem } from '@bestelklaar/domain';
import type { ItemColumns } from './item-columns';

/**
 * An item a customer can order, as its context keeps it: priced in cents for the domain's pricing
 * (no euros on the way), with what an order line keeps of it for good.
 */
export interface OrderableItem {
  priced: PricedItem;
  name: string;
  /** A menu's products by name; none for a product. */
  includedProducts: readonly string[];
  /** What it contains before options (a menu: with its products'); an order line adds its choices'. */
  allergens: readonly AllergenCode[];
}

export function orderableItemOf(
  kind: ItemKind,
  item: Pick<ItemColumns, 'id' | 'name' | 'priceCents' | 'vatRate' | 'options' | 'allergens'>,
  collectionId: string | null,
  includedProducts: readonly string[] = [],
): OrderableItem {
  return {
    priced: {
      id: item.id,
      kind,
      collectionId,
      basePriceCents: item.priceCents,
      vatRate: item.vatRate,
      optionGroups: item.options,
    },
    name: item.name,
    includedProducts,
    allergens: item.allergens,
  };
}
