import { centsFromEuros } from '../money';
import type { OptionGroup } from '../catalog/option-groups';
import type { PublicMenuView } from '../api-views';
import type { PublicProductView } from '../public-views';
import { itemRefOf, type PricedItem } from './priced-item';

/** What a customer can put in the cart: a product sold alone or a menu, as the shop's data carries it. */
export type ShopItem = PublicProductView | PublicMenuView;

/** The option groups as the domain's rules read them: each choice's extra in cents. */
export function optionGroupsOf(item: ShopItem): OptionGroup[] {
  return item.productOptions.map((group) => ({
    ...group,
    options: group.options.map((choice) => ({
      name: choice.name,
      priceCents: centsFromEuros(choice.price),
      allergens: choice.allergens ?? [],
      ...(choice.available === false && { available: false as const }),
    })),
  }));
}

/** The item as the pricing calculation (`priceItem`, `priceCart`) reads it: the shop page and the server alike. */
export function pricedItemOf(item: ShopItem): PricedItem {
  return {
    ...itemRefOf(item),
    collectionId: item.collection?._id ?? null,
    basePriceCents: centsFromEuros(item.price),
    vatRate: item.vatRate,
    optionGroups: optionGroupsOf(item),
  };
}
