import { MENU_LIMITS, MENU_MESSAGES } from './menu-messages';
import { isBlank } from '../catalog/amounts';
import { invalid, isRecord, problemOf, valid, type FieldResult } from '../parsing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A product as the list names it: its id, or (as a JSON client may send) the product with its `_id`. */
function idOf(entry: unknown): string | undefined {
  const id = isRecord(entry) ? entry._id : entry;
  return typeof id === 'string' && UUID.test(id.trim()) ? id.trim().toLowerCase() : undefined;
}

/**
 * The menu's products: ids in the order chosen, each once. A form sends `products[0]`, `products[1]`,
 * …, which arrive as a list (with holes when indexes are skipped, hence only the entries present are
 * read); one product alone may arrive as plain text.
 */
export function readMenuProducts(value: unknown): FieldResult<string[]> {
  if (isBlank(value)) return invalid(MENU_MESSAGES.productsRequired);
  const entries = Array.isArray(value) ? Object.values(value) : [value];
  const ids = new Set<string>();
  for (const entry of entries) {
    const id = idOf(entry);
    if (id === undefined) return invalid(MENU_MESSAGES.productInvalid);
    ids.add(id);
  }
  if (ids.size === 0) return invalid(MENU_MESSAGES.productsRequired);
  if (ids.size > MENU_LIMITS.productsMax)
    return invalid(MENU_MESSAGES.tooManyProducts(MENU_LIMITS.productsMax));
  return valid([...ids]);
}

export const checkMenuProducts = (value: unknown) => problemOf(readMenuProducts(value));
