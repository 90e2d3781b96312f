import type { CollectionView, ProductView } from '@bestelklaar/domain';
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
