import { ArrayMaxSize, IsArray } from 'class-validator';
import { CATALOG_MESSAGES } from '@bestelklaar/domain';
import { ValidationFailed } from '../../../common/errors/app-error';

/** `{ collections: [...] }`: the ordered list, as ids or as collection objects carrying `_id`. */
export class CollectionOrderDto {
  @IsArray({ message: CATALOG_MESSAGES.collectionOrderShape })
  @ArrayMaxSize(1000, { message: CATALOG_MESSAGES.collectionOrderShape })
  collections: unknown[];
}

/** The ids in the order given; a 400 for an entry without an id or an id given twice. */
export function orderedCollectionIds(order: CollectionOrderDto): string[] {
  const ids = order.collections.map((entry) => {
    if (typeof entry === 'string') return entry;
    const id = (entry as { _id?: unknown } | null)?._id;
    if (typeof id !== 'string')
      throw ValidationFailed.ofFields({ collections: CATALOG_MESSAGES.collectionOrderShape });
    return id;
  });
  if (new Set(ids).size !== ids.length)
    throw ValidationFailed.ofFields({ collections: CATALOG_MESSAGES.collectionOrderDuplicate });
  return ids;
}
