import {
  centsFromEuros,
  eurosFromCents,
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

export function productImageKey(productId: string): string {
  return `products/${productId}`;
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
    hasImage: product.hasImage,
    imageUrl: productImageUrl(product),
    productOptions: product.options.map(toOptionGroup),
  };
}

export function toStoredOptionGroup(group: OptionGroup): StoredOptionGroup {
  const stored: StoredOptionGroup = {
    name: group.name,
    type: group.type,
    required: group.required,
    options: group.options.map((choice) => ({ name: choice.name, priceCents: centsFromEuros(choice.price) })),
  };
  if (group.maxSelections !== undefined) stored.maxSelections = group.maxSelections;
  return stored;
}

function toOptionGroup(stored: StoredOptionGroup): OptionGroup {
  const group: OptionGroup = {
    name: stored.name,
    type: stored.type,
    required: stored.required,
    options: stored.options.map((choice) => ({
      name: choice.name,
      price: eurosFromCents(choice.priceCents),
    })),
  };
  if (stored.maxSelections !== undefined) group.maxSelections = stored.maxSelections;
  return group;
}
