import { CATALOG_LIMITS } from './catalog-limits';
import { CATALOG_MESSAGES } from './catalog-messages';
import { isCollectionIcon } from './collection-icons';
import type { ContentTranslations } from '../i18n/content-translations';
import { readSentTranslations } from '../i18n/parse-content-translations';
import type { CollectionView } from '../api-views';
import {
  combine,
  invalid,
  isRecord,
  readBody,
  valid,
  withoutReadOnly,
  type FieldResult,
  type Parsed,
} from '../parsing';
import { maxLength, MIN_LENGTH, minLength, readRequiredText } from '../validation';

/** Create and edit alike: a name and an icon (one of the 25 named icons, or an image URL). */
export interface CollectionInput {
  name: string;
  icon: string;
  /** The name in French and English, where the owner gave it; absent (keep them) when not sent. */
  translations?: ContentTranslations;
}

/** Collection name: required, 2 characters or more. */
export function readCollectionName(value: unknown): FieldResult<string> {
  return readRequiredText(
    value,
    minLength(MIN_LENGTH.collectionName),
    maxLength(CATALOG_LIMITS.collectionNameMax),
  );
}

export function readCollectionIcon(value: unknown): FieldResult<string> {
  const icon = typeof value === 'string' ? value.trim() : '';
  if (icon === '') return invalid(CATALOG_MESSAGES.collectionIconRequired);
  return isCollectionIcon(icon) ? valid(icon) : invalid(CATALOG_MESSAGES.collectionIconInvalid);
}

/** What a collection's read gives that only the server writes: sent back on edit, it is ignored. */
export const COLLECTION_READ_ONLY = ['_id', 'sortOrder'] as const satisfies readonly (keyof CollectionView)[];

export function parseCollection(input: unknown): Parsed<CollectionInput> {
  const { fields, errors } = readBody(withoutReadOnly(input, COLLECTION_READ_ONLY), [
    'name',
    'icon',
    'translations',
  ]);
  return combine(
    {
      name: readCollectionName(fields.name),
      icon: readCollectionIcon(fields.icon),
      ...readSentTranslations(fields.translations, { fields: { name: CATALOG_LIMITS.collectionNameMax } }),
    },
    errors,
  );
}

/** The list in its new order: ids, or collection objects carrying their `_id`, each at most once. */
function readOrderedIds(value: unknown): FieldResult<string[]> {
  if (!Array.isArray(value) || value.length > CATALOG_LIMITS.collectionOrderMax)
    return invalid(CATALOG_MESSAGES.collectionOrderShape);
  const ids: string[] = [];
  for (const entry of value) {
    const id = isRecord(entry) ? entry._id : entry;
    if (typeof id !== 'string') return invalid(CATALOG_MESSAGES.collectionOrderShape);
    ids.push(id);
  }
  if (new Set(ids).size !== ids.length) return invalid(CATALOG_MESSAGES.collectionOrderDuplicate);
  return valid(ids);
}

/** `{ collections: [...] }`, the reorder request: the collection ids in the order given. */
export function parseCollectionOrder(input: unknown): Parsed<string[]> {
  const { fields, errors } = readBody(input, ['collections']);
  const order = combine({ collections: readOrderedIds(fields.collections) }, errors);
  return order.ok ? valid(order.value.collections) : order;
}
