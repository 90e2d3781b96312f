import {
  eurosFromCents,
  toOptionGroupView,
  type CollectionView,
  type OptionGroup,
  type ProductView,
} from '@bestelklaar/domain';

export type { CollectionView, ProductView };
import type { CollectionEntity } from './collection.entity';
import type { ProductEntity, StoredOptionGroup } from './product.entity';

export function toCollectionView(collection: CollectionEntity): CollectionView {
  return {
    _id: collection.id,
    name: collection.name,
    icon: collection.icon,
    sortOrder: collection.sortOrder,
  };
}

export function productImagePrefix(productId: string): string {
  return `products/${productId}`;
}

/** Images stored before keys were per upload sit at the bare prefix. */
export function storedProductImageKey(product: Pick<ProductEntity, 'id' | 'imageKey'>): string {
  return product.imageKey ?? productImagePrefix(product.id);
}

export function productImageUrl(
  product: Pick<ProductEntity, 'id' | 'hasImage' | 'imageVersion'>,
): string | null {
  return product.hasImage ? `/api/images/products/${product.id}?v=${product.imageVersion}` : null;
}

export function toProductView(product: ProductEntity): ProductView {
  const { collection } = product;
  return {
    _id: product.id,
    name: product.name,
    description: product.description,
    price: eurosFromCents(product.priceCents),
    collection: collection ? { _id: collection.id, name: collection.name, icon: collection.icon } : null,
    stockQuantity: product.stockQuantity,
    soldAlone: product.soldAlone,
    vatRate: product.vatRate,
    hasImage: product.hasImage,
    imageUrl: productImageUrl(product),
    productOptions: product.options.map(toOptionGroupView),
  };
}

export function toStoredOptionGroup(group: OptionGroup): StoredOptionGroup {
  const stored: StoredOptionGroup = {
    name: group.name,
    type: group.type,
    required: group.required,
    options: group.options.map((choice) => ({ name: choice.name, priceCents: choice.priceCents })),
  };
  if (group.maxSelections !== undefined) stored.maxSelections = group.maxSelections;
  return stored;
}
