import type { DiscountType } from '@bestelklaar/domain';
import type { Discounts } from './discounts-api';

/** What the screen says and where it looks for each kind of discount. */
export interface DiscountKind {
  type: DiscountType;
  /** The tab's value in the address (?tab=…). */
  tab: string;
  tabLabel: string;
  /** The list of the admin answer that holds this kind. */
  list: keyof Discounts;
  lead: string;
  addTitle: string;
  editTitle: string;
}

export const PRODUCT_MENU: DiscountKind = {
  type: 'ProductMenu',
  tab: 'product-menu',
  tabLabel: 'Product/menu',
  list: 'productMenuDiscounts',
  lead: 'Korting op de producten en menu’s die je kiest.',
  addTitle: 'Korting op producten en menu’s toevoegen',
  editTitle: 'Korting op producten en menu’s bewerken',
};

export const COLLECTION: DiscountKind = {
  type: 'Collection',
  tab: 'collectie',
  tabLabel: 'Collectie',
  list: 'collectionDiscounts',
  lead: 'Korting op alle producten en menu’s van één collectie.',
  addTitle: 'Collectiekorting toevoegen',
  editTitle: 'Collectiekorting bewerken',
};

export const WEBSHOP: DiscountKind = {
  type: 'Webshop',
  tab: 'hele-webshop',
  tabLabel: 'Hele webshop',
  list: 'webshopDiscounts',
  lead: 'Korting op alles in je webshop.',
  addTitle: 'Korting op de hele webshop toevoegen',
  editTitle: 'Korting op de hele webshop bewerken',
};

/** In the order of the tabs; the first is the default. */
export const DISCOUNT_KINDS = [PRODUCT_MENU, COLLECTION, WEBSHOP] as const;

export function kindOf(type: DiscountType): DiscountKind {
  return DISCOUNT_KINDS.find((kind) => kind.type === type) ?? PRODUCT_MENU;
}
