import type { CollectionView, ProductView } from '@bestelklaar/domain';
import type { AllergenCode, Cents } from '@bestelklaar/domain';
import { itemImageUrl } from '../../common/items/item-images';
import { toItemView } from '../../common/items/item-view';
import type { CollectionEntity } from './collection.entity';
import type { ProductEntity } from './product.entity';

export type { CollectionView, ProductView };

export function toCollectionView(collection: CollectionEntity): CollectionView {
  return {
    _id: collection.id,
    name: collection.name,
    icon: collection.icon,
    sortOrder: collection.sortOrder,
  };
}

export function toProductView(product: ProductEntity): ProductView {
  const { collection } = product;
  return {
    ...toItemView(
      'products',
      product,
      collection ? { _id: collection.id, name: collection.name, icon: collection.icon } : null,
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
}

export function toProductSummary(product: ProductEntity): ProductSummary {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    priceCents: product.priceCents,
    hasImage: product.hasImage,
    imageUrl: itemImageUrl('products', product),
    allergens: product.allergens,
    mayContain: product.mayContain,
  };
}
