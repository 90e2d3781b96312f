import { readStock } from './amounts';
import { ITEM_FIELDS, ITEM_READ_ONLY, parseItemForm, type ItemInput } from './item-input';
import { parseOptionGroups } from './option-groups';
import { readProductName, readSoldAlone } from './product-fields';
import { valid, readBody, withoutReadOnly, type Parsed } from '../parsing';

/** A product as the form describes it: an item with its stock and 'Apart verkopen'. */
export interface ProductInput extends ItemInput {
  /** Null: unlimited. */
  stockQuantity: number | null;
  soldAlone: boolean;
}

export interface ProductForm {
  product: ProductInput;
  /** On edit without a new image: false removes the current one. Absent means keep. */
  keepExistingImage: boolean;
}

/** The spec's multipart fields. `icon` is sent by the screens but the collection's own icon counts. */
const FIELDS = [...ITEM_FIELDS, 'icon', 'stockQuantity', 'soldAlone'];

/**
 * The product form. A multipart form carries every field as text ("12.50", "true", "" for
 * unlimited stock, JSON text for the options); a JSON body with real numbers and booleans reads alike.
 */
export function parseProductForm(input: unknown): Parsed<ProductForm> {
  const { fields, errors } = readBody(withoutReadOnly(input, ITEM_READ_ONLY), FIELDS);
  const form = parseItemForm(
    fields,
    errors,
    { readName: readProductName, parseOptionGroups: (value) => parseOptionGroups(value) },
    { stockQuantity: readStock(fields.stockQuantity), soldAlone: readSoldAlone(fields.soldAlone) },
  );
  if (!form.ok) return form;
  return valid({ product: form.value.item, keepExistingImage: form.value.keepExistingImage });
}
