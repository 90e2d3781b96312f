import {
  eurosFromCents,
  includedAllergens,
  menuAllergenInfo,
  sumCents,
  translationsField,
  type AllergenInfo,
  type Cents,
  type CollectionRefView,
  type ContentTranslations,
  type MenuProductView,
  type MenuView,
  type OptionGroup,
  type PublicMenuView,
  type VatRate,
} from '@bestelklaar/domain';
import { toItemView } from '../catalog';
import type { ProductSummary } from '../catalog/catalog.service';

export type { MenuView, PublicMenuView };

/** A product as a menu lists it, from the catalog's door (see menu-listing.ts). */
export type IncludedProductRow = ProductSummary;

/** A menu with its collection and its products in the chosen order; its allergens its own only. */
export interface MenuRow extends AllergenInfo {
  id: string;
  name: string;
  description: string;
  priceCents: Cents;
  vatRate: VatRate;
  options: OptionGroup[];
  dailyLimit: number | null;
  translations: ContentTranslations;
  hasImage: boolean;
  imageVersion: number;
  collection: CollectionRefView | null;
  products: IncludedProductRow[];
  /** Marked 'Uitverkocht vandaag' for the shop's today, or holding a product that is sold out. */
  soldOut: boolean;
}

/** An included product as a customer sees it: the menu has its own price. */
function toPublicMenuProductView(product: IncludedProductRow): Omit<MenuProductView, 'price'> {
  return {
    _id: product.id,
    name: product.name,
    description: product.description,
    hasImage: product.hasImage,
    imageUrl: product.imageUrl,
    ...translationsField(product.translations),
  };
}

function toMenuProductView(product: IncludedProductRow): MenuProductView {
  return { ...toPublicMenuProductView(product), price: eurosFromCents(product.priceCents) };
}

/** The menu as customers, the owner and an order see it: its products' allergens with its own. */
export function withProductAllergens(menu: MenuRow): MenuRow {
  return { ...menu, ...menuAllergenInfo(menu, menu.products) };
}

export function toMenuView(menu: MenuRow): MenuView {
  return {
    ...toItemView('menus', withProductAllergens(menu), menu.collection, menu.soldOut),
    ...includedAllergens(menu.products),
    products: menu.products.map(toMenuProductView),
    productCount: menu.products.length,
    productsValue: eurosFromCents(sumCents(menu.products.map((product) => product.priceCents))),
  };
}

/** What a customer sees: no product prices (the menu has its own), tagged so a cart can tell it apart. */
export function toPublicMenuView(menu: MenuRow): PublicMenuView {
  return {
    ...toItemView('menus', withProductAllergens(menu), menu.collection, menu.soldOut),
    type: 'menu',
    products: menu.products.map(toPublicMenuProductView),
  };
}
