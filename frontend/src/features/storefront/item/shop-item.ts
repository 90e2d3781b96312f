import {
  centsFromEuros,
  type OptionGroup,
  type PricedItem,
  type PublicMenuView,
  type PublicProductView,
  type StorefrontView,
} from '@bestelklaar/domain';

/** What a customer can put in the cart: a product sold alone or a menu. */
export type ShopItem = PublicProductView | PublicMenuView;

/** The option groups as the domain's rules read them: each choice's extra in cents. */
export function optionGroupsOf(item: ShopItem): OptionGroup[] {
  return item.productOptions.map((group) => ({
    ...group,
    options: group.options.map((choice) => ({ name: choice.name, priceCents: centsFromEuros(choice.price) })),
  }));
}

/** The item as the pricing calculation (`priceItem`, `priceCart`) reads it. */
export function pricedItemOf(item: ShopItem): PricedItem {
  return {
    id: item._id,
    kind: item.type,
    collectionId: item.collection?._id ?? null,
    basePriceCents: centsFromEuros(item.price),
    vatRate: item.vatRate,
    optionGroups: optionGroupsOf(item),
  };
}

/** Finds an item of the shop's current data by its kind and id. */
export function findShopItem(
  storefront: Pick<StorefrontView, 'products' | 'menus'>,
  kind: ShopItem['type'],
  id: string,
): ShopItem | undefined {
  const items: readonly ShopItem[] = kind === 'product' ? storefront.products : storefront.menus;
  return items.find((item) => item._id === id);
}
