import { isBlank, readPrice, readStock } from './amounts';
import { parseOptionGroups, type OptionGroup } from './option-groups';
import { readCollectionRef, readDescription, readProductName, readSoldAlone } from './product-fields';
import { MESSAGES } from '../messages';
import type { Cents } from '../money';
import { combine, invalid, readBody, valid, type FieldResult, type Parsed } from '../parsing';
import { readVatRate, type VatRate } from '../pricing/vat-rate';
import { readBoolean } from '../validation';

/** A product as the form describes it, every field read and checked. */
export interface ProductInput {
  name: string;
  description: string;
  priceCents: Cents;
  collectionId: string | null;
  /** Null: unlimited. */
  stockQuantity: number | null;
  soldAlone: boolean;
  /** Percent, included in the price; 6 % unless the form says otherwise. */
  vatRate: VatRate;
  productOptions: OptionGroup[];
}

export interface ProductForm {
  product: ProductInput;
  /** On edit without a new image: false removes the current one. Absent means keep. */
  keepExistingImage: boolean;
}

/** The spec's multipart fields. `icon` is sent by the screens but the collection's own icon counts. */
const FIELDS = [
  'name',
  'description',
  'price',
  'collection',
  'icon',
  'stockQuantity',
  'soldAlone',
  'vatRate',
  'productOptions',
  'keepExistingImage',
];

function readKeepImage(value: unknown): FieldResult<boolean> {
  if (isBlank(value)) return valid(true);
  const keep = readBoolean(value);
  return keep === undefined ? invalid(MESSAGES.wrongType) : valid(keep);
}

/**
 * The product form. A multipart form carries every field as text ("12.50", "true", "" for
 * unlimited stock, JSON text for the options); a JSON body with real numbers and booleans reads alike.
 */
export function parseProductForm(input: unknown): Parsed<ProductForm> {
  const { fields, errors } = readBody(input, FIELDS);
  const form = combine(
    {
      name: readProductName(fields.name),
      description: readDescription(fields.description),
      price: readPrice(fields.price),
      collection: readCollectionRef(fields.collection),
      stockQuantity: readStock(fields.stockQuantity),
      soldAlone: readSoldAlone(fields.soldAlone),
      vatRate: readVatRate(fields.vatRate),
      productOptions: parseOptionGroups(fields.productOptions),
      keepExistingImage: readKeepImage(fields.keepExistingImage),
    },
    errors,
  );
  if (!form.ok) return form;
  const { price, collection, keepExistingImage, ...product } = form.value;
  return valid({ product: { ...product, priceCents: price, collectionId: collection }, keepExistingImage });
}
