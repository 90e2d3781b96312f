import type { ItemKind, PricedItem } from '@bestelklaar/domain';
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
  /** The products one of it takes from stock: a product itself, a menu each of its products. */
  stockProducts: readonly StockProduct[];
  /** Marked 'Uitverkocht vandaag', out of stock, or (a menu) holding such a product. */
  soldOut: boolean;
  /** 'Maximum per ophaaldag'; null for no maximum. */
  dailyLimit: number | null;
}

/** A product as stock counts it: its name for the message when there is too little. */
export interface StockProduct {
  id: string;
  name: string;
}

export function orderableItemOf(
  kind: ItemKind,
  item: Pick<ItemColumns, 'id' | 'name' | 'priceCents' | 'vatRate' | 'options' | 'dailyLimit'>,
  collectionId: string | null,
  stockProducts: readonly StockProduct[],
  soldOut: boolean,
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
    includedProducts: kind === 'menu' ? stockProducts.map((product) => product.name) : [],
    stockProducts,
    soldOut,
    dailyLimit: item.dailyLimit,
  };
}
