import { readMenuProducts } from './menu-products';
import { isBlank, readPrice } from '../catalog/amounts';
import { CATALOG_LIMITS } from '../catalog/catalog-limits';
import { OPTION_GROUP_TYPES, parseOptionGroups, type OptionGroup } from '../catalog/option-groups';
import { readCollectionRef, readDescription } from '../catalog/product-fields';
import { MESSAGES } from '../messages';
import type { Cents } from '../money';
import { combine, invalid, problemOf, readBody, valid, type FieldResult, type Parsed } from '../parsing';
import { readVatRate, type VatRate } from '../pricing/vat-rate';
import { maxLength, MIN_LENGTH, minLength, readBoolean, readRequiredText } from '../validation';

/** A menu as the form describes it, every field read and checked. */
export interface MenuInput {
  name: string;
  description: string;
  priceCents: Cents;
  vatRate: VatRate;
  collectionId: string | null;
  /** In the order chosen, each once. */
  productIds: string[];
  /** Option groups of the menu itself, including free-text ones. */
  productOptions: OptionGroup[];
}

/** The form as sent: the menu, and on edit without a new image whether to keep the current one. */
export interface MenuForm extends MenuInput {
  /** False removes the current image; absent means keep. */
  keepExistingImage: boolean;
}

/**
 * The spec's multipart fields (`products[i]` arrive as one list). `_id`, sent on edit, is read from
 * the path instead, so the body's is ignored.
 */
const FIELDS = [
  '_id',
  'name',
  'description',
  'price',
  'vatRate',
  'collection',
  'products',
  'productOptions',
  'keepExistingImage',
];

/** Menu name: required, 2 characters or more, no longer than a product's. */
export function readMenuName(value: unknown): FieldResult<string> {
  return readRequiredText(value, minLength(MIN_LENGTH.menuName), maxLength(CATALOG_LIMITS.productNameMax));
}

export const checkMenuName = (value: unknown) => problemOf(readMenuName(value));

/** A menu's option groups: as a product's, plus the `text` type (a free answer). */
export function parseMenuOptionGroups(value: unknown): Parsed<OptionGroup[]> {
  return parseOptionGroups(value, { types: OPTION_GROUP_TYPES });
}

/** VAT rate (6, 12 or 21 %); blank is 6 %. */
export const checkMenuVatRate = (value: unknown) => problemOf(readVatRate(value));

function readKeepImage(value: unknown): FieldResult<boolean> {
  if (isBlank(value)) return valid(true);
  const keep = readBoolean(value);
  return keep === undefined ? invalid(MESSAGES.wrongType) : valid(keep);
}

/**
 * The menu form. A multipart form carries every field as text ("12.50", "21", JSON text for the
 * options); a JSON body with real numbers, a list of ids (or products) and options reads alike.
 */
export function parseMenuForm(input: unknown): Parsed<MenuForm> {
  const { fields, errors } = readBody(input, FIELDS);
  const form = combine(
    {
      name: readMenuName(fields.name),
      description: readDescription(fields.description),
      price: readPrice(fields.price),
      vatRate: readVatRate(fields.vatRate),
      collection: readCollectionRef(fields.collection),
      products: readMenuProducts(fields.products),
      productOptions: parseMenuOptionGroups(fields.productOptions),
      keepExistingImage: readKeepImage(fields.keepExistingImage),
    },
    errors,
  );
  if (!form.ok) return form;
  const { price, collection, products, ...rest } = form.value;
  return valid({ ...rest, priceCents: price, collectionId: collection, productIds: products });
}
