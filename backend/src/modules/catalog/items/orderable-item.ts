import type {
  AllergenCode,
  ContentTranslations,
  ItemKind,
  NamedPiece,
  PricedItem,
} from '@bestelklaar/domain';
import type { ItemColumns } from './item-columns';

/**
 * An item a customer can order, as its context keeps it: priced in cents for the domain's pricing
 * (no euros on the way), with what an order line keeps of it for good.
 */
export interface OrderableItem {
  priced: PricedItem;
  /** Dutch, with the owner's translations: an order line names it in its customer's language too. */
  name: string;
  translations: ContentTranslations;
  /** A menu's products, each named likewise; none for a product. */
  includedProducts: readonly NamedPiece[];
  /** What it contains before options (a menu: with its products'); an order line adds its choices'. */
  allergens: readonly AllergenCode[];
  /** The products one of it takes from stock: a product itself, a menu each of its products. */
  stockProducts: readonly StockProduct[];
  /** Marked 'Uitverkocht vandaag', out of stock, or (a menu) holding such a product. */
  soldOut: boolean;
  /** 'Maximum per ophaaldag'; null for no maximum. */
  dailyLimit: number | null;
}

/** A product as stock counts it: its name (with the owner's translations) for the message when there is too little. */
export interface StockProduct extends NamedPiece {
  id: string;
}

export function orderableItemOf(
  kind: ItemKind,
  item: Pick<
    ItemColumns,
    'id' | 'name' | 'priceCents' | 'vatRate' | 'options' | 'allergens' | 'dailyLimit' | 'translations'
  >,
  collectionId: string | null,
  stockProducts: readonly (StockProduct & Pick<NamedPiece, 'translations'>)[],
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
    translations: item.translations,
    includedProducts:
      kind === 'menu' ? stockProducts.map(({ name, translations }) => ({ name, translations })) : [],
    allergens: item.allergens,
    stockProducts: stockProducts.map(({ id, name, translations }) => ({ id, name, translations })),
    soldOut,
    dailyLimit: item.dailyLimit,
  };
}
