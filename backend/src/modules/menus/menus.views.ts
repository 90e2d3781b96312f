import {
  eurosFromCents,
  toOptionGroupView,
  sumCents,
  type Cents,
  type CollectionRefView,
  type MenuProductView,
  type MenuView,
  type OptionGroup,
  type PublicMenuView,
  type VatRate,
} from '@bestelklaar/domain';
import type { MenuEntity } from './menu.entity';

export type { MenuView, PublicMenuView };

/** A product as a menu lists it, read with the menu (see menu-listing.ts). */
export interface IncludedProductRow {
  id: string;
  name: string;
  description: string;
  priceCents: Cents;
  hasImage: boolean;
  imageVersion: number;
}

/** A menu with its collection and its products in the chosen order. */
export interface MenuRow {
  id: string;
  name: string;
  description: string;
  priceCents: Cents;
  vatRate: VatRate;
  options: OptionGroup[];
  hasImage: boolean;
  imageVersion: number;
  collection: CollectionRefView | null;
  products: IncludedProductRow[];
}

export function menuImagePrefix(menuId: string): string {
  return `menus/${menuId}`;
}

export function menuImageUrl(menu: Pick<MenuEntity, 'id' | 'hasImage' | 'imageVersion'>): string | null {
  return menu.hasImage ? `/api/images/menus/${menu.id}?v=${menu.imageVersion}` : null;
}

/** The catalog's public image route for a product (`/api/images/products/{id}?v=`), part of the API. */
function productImageUrl(product: IncludedProductRow): string | null {
  return product.hasImage ? `/api/images/products/${product.id}?v=${product.imageVersion}` : null;
}

/** An included product as a customer sees it: the menu has its own price. */
function toPublicMenuProductView(product: IncludedProductRow): Omit<MenuProductView, 'price'> {
  return {
    _id: product.id,
    name: product.name,
    description: product.description,
    hasImage: product.hasImage,
    imageUrl: productImageUrl(product),
  };
}

function toMenuProductView(product: IncludedProductRow): MenuProductView {
  return { ...toPublicMenuProductView(product), price: eurosFromCents(product.priceCents) };
}

export function toMenuView(menu: MenuRow): MenuView {
  return {
    _id: menu.id,
    name: menu.name,
    description: menu.description,
    price: eurosFromCents(menu.priceCents),
    vatRate: menu.vatRate,
    collection: menu.collection,
    products: menu.products.map(toMenuProductView),
    productCount: menu.products.length,
    productsValue: eurosFromCents(sumCents(menu.products.map((product) => product.priceCents))),
    hasImage: menu.hasImage,
    imageUrl: menuImageUrl(menu),
    productOptions: menu.options.map(toOptionGroupView),
  };
}

/** What a customer sees: no product prices (the menu has its own), tagged so a cart can tell it apart. */
export function toPublicMenuView(menu: MenuRow): PublicMenuView {
  return {
    _id: menu.id,
    type: 'menu',
    name: menu.name,
    description: menu.description,
    price: eurosFromCents(menu.priceCents),
    vatRate: menu.vatRate,
    collection: menu.collection,
    products: menu.products.map(toPublicMenuProductView),
    hasImage: menu.hasImage,
    imageUrl: menuImageUrl(menu),
    productOptions: menu.options.map(toOptionGroupView),
  };
}
