import {
  eurosFromCents,
  toOptionGroupView,
  translationsField,
  type CollectionRefView,
  type ItemView,
} from '@bestelklaar/domain';
import type { ItemColumns } from './item-columns';
import { itemImageUrl, type ItemImageKind } from './item-images';

type ItemRow = Pick<
  ItemColumns,
  | 'id'
  | 'name'
  | 'description'
  | 'priceCents'
  | 'vatRate'
  | 'options'
  | 'allergens'
  | 'mayContain'
  | 'dietary'
  | 'hasImage'
  | 'imageVersion'
  | 'dailyLimit'
  | 'translations'
>;

/**
 * What every item shows, whichever kind: euros exist only here, at the edge. Each kind adds its own,
 * and says whether it is sold out (its own mark, a product's stock, a menu's products).
 */
export function toItemView(
  kind: ItemImageKind,
  item: ItemRow,
  collection: CollectionRefView | null,
  soldOut: boolean,
): ItemView {
  return {
    _id: item.id,
    name: item.name,
    description: item.description,
    price: eurosFromCents(item.priceCents),
    vatRate: item.vatRate,
    collection,
    hasImage: item.hasImage,
    imageUrl: itemImageUrl(kind, item),
    productOptions: item.options.map(toOptionGroupView),
    allergens: item.allergens,
    mayContain: item.mayContain,
    dietary: item.dietary,
    soldOut,
    dailyLimit: item.dailyLimit,
    ...translationsField(item.translations),
  };
}
