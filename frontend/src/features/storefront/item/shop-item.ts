import type { ShopItem, StorefrontView } from '@bestelklaar/domain';

/** Finds an item of the shop's current data by its kind and id. */
export function findShopItem(
  storefront: Pick<StorefrontView, 'products' | 'menus'>,
  kind: ShopItem['type'],
  id: string,
): ShopItem | undefined {
  const items: readonly ShopItem[] = kind === 'product' ? storefront.products : storefront.menus;
  return items.find((item) => item._id === id);
}
