import {
  centsFromEuros,
  checkDescription,
  checkPrice,
  checkProductName,
  checkSoldAlone,
  checkStock,
  isBlank,
  MESSAGES,
  readEuroAmount,
  readOptionGroups,
  readBoolean,
  readStock,
} from '@bestelklaar/domain';
import { ValidationFailed } from '../../../common/errors/app-error';
import type { ProductInput } from '../products.service';

/** The spec's multipart fields. `icon` is sent by the screens but the collection's own icon counts. */
const KNOWN_FIELDS = new Set([
  'name',
  'description',
  'price',
  'collection',
  'icon',
  'stockQuantity',
  'soldAlone',
  'productOptions',
  'keepExistingImage',
]);

export interface ProductForm {
  product: ProductInput;
  /** On edit without a new image: false removes the current one. Absent means keep. */
  keepExistingImage: boolean;
}

/**
 * Reads the product form. A multipart form carries every field as text ("12.50", "true", "" for
 * unlimited stock, JSON text for the options), so each field is parsed and checked explicitly, with
 * the same rules the screen applies; a JSON body with real numbers and booleans is read alike.
 * Any invalid field makes it a 400 with a Dutch message per field.
 */
export function readProductForm(body: unknown): ProductForm {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const report = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };

  report('name', checkProductName(fields.name));
  report('description', checkDescription(fields.description));
  report('price', checkPrice(fields.price));
  const collectionId = readCollectionId(fields.collection);
  if (collectionId === undefined) report('collection', MESSAGES.wrongType);
  report('stockQuantity', checkStock(fields.stockQuantity));
  report('soldAlone', checkSoldAlone(fields.soldAlone));
  const options = readOptionGroups(fields.productOptions);
  Object.assign(errors, options.errors);
  const keepExistingImage = isBlank(fields.keepExistingImage) ? true : readBoolean(fields.keepExistingImage);
  if (keepExistingImage === undefined) report('keepExistingImage', MESSAGES.wrongType);
  for (const field of Object.keys(fields))
    if (!KNOWN_FIELDS.has(field)) report(field, MESSAGES.unknownField(field));
  if (Object.keys(errors).length > 0) throw ValidationFailed.ofFields(errors);

  return {
    product: {
      name: (fields.name as string).trim(),
      description: typeof fields.description === 'string' ? fields.description.trim() : '',
      priceCents: centsFromEuros(readEuroAmount(fields.price)!),
      collectionId: collectionId!,
      stockQuantity: readStock(fields.stockQuantity),
      soldAlone: readBoolean(fields.soldAlone)!,
      productOptions: options.groups,
    },
    keepExistingImage: keepExistingImage!,
  };
}

/**
 * The chosen collection's id, or null for none. A form sends "" for none (and "null" when a script
 * appends a null); a JSON body may send the collection object. Undefined when it is unreadable.
 */
function readCollectionId(value: unknown): string | null | undefined {
  if (isBlank(value) || value === 'null') return null;
  if (typeof value === 'string') return value.trim();
  const id = (value as { _id?: unknown })?._id;
  return typeof id === 'string' ? id : undefined;
}
