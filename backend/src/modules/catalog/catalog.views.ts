import {
  isMarkedSoldOut,
  translationsField,
  type CollectionView,
  type ContentTranslations,
  type ProductView,
} from '@bestelklaar/domain';
import type { AllergenCode, Cents } from '@bestelklaar/domain';
import { itemImageUrl } from './items/item-images';
import { toItemView } from './items/item-view';
import type { CollectionEntity } from './collection.entity';
import type { ProductEntity } from './product.entity';

export type { CollectionView, ProductView };

export function toCollectionView(collection: CollectionEntity): CollectionView {
  return {
    _id: collection.id,
    name: collection.name,
    icon: collection.icon,
    sortOrder: collection.sortOrder,
    ...translationsField(collection.translations),
  };
}

/** Not orderable now: marked 'Uitverkocht vandaag' for the shop's `today`, or no stock left. */
export function isProductSoldOut(
  product: Pick<ProductEntity, 'soldOutOn' | 'stockQuantity'>,
  today: string,
): boolean {
  return isMarkedSoldOut(product.soldOutOn, today) || product.stockQuantity === 0;
}

export function toProductView(product: ProductEntity, today: string): ProductView {
  const { collection } = product;
  return {
    ...toItemView(
      'products',
      product,
      collection ? { _id: collection.id, name: collection.name, icon: collection.icon } : null,
      isProductSoldOut(product, today),
    ),
    stockQuantity: product.stockQuantity,
    soldAlone: product.soldAlone,
  };
}

/** A product as other contexts name and show it (a menu's contents, a discount's targets); price in cents. */
export interface ProductSummary {
  id: string;
  name: string;
  description: string;
  priceCents: Cents;
  hasImage: boolean;
  imageUrl: string | null;
  /** What a menu that includes it contains, may contain, at the least. */
  allergens: AllergenCode[];
  mayContain: AllergenCode[];
  /** So a menu holding it is sold out too. */
  soldOut: boolean;
  /** So a menu names it in its customer's language. */
  translations: ContentTranslations;
}

export function toProductSummary(product: ProductEntity, today: string): ProductSummary {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    priceCents: product.priceCents,
    hasImage: product.hasImage,
    imageUrl: itemImageUrl('products', product),
    allergens: product.allergens,
    mayContain: product.mayContain,
    soldOut: isProductSoldOut(product, today),
    translations: product.translations,
  };
}
