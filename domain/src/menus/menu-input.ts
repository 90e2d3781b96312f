import { readMenuProducts } from './menu-products';
import { CATALOG_LIMITS } from '../catalog/catalog-limits';
import type { MenuView } from '../api-views';
import { ITEM_FIELDS, ITEM_READ_ONLY, parseItemForm, type ItemInput } from '../catalog/item-input';
import { OPTION_GROUP_TYPES, parseOptionGroups, type OptionGroup } from '../catalog/option-groups';
import { problemOf, readBody, valid, withoutReadOnly, type FieldResult, type Parsed } from '../parsing';
import { readVatRate } from '../pricing/vat-rate';
import { maxLength, MIN_LENGTH, minLength, readRequiredText } from '../validation';

/** A menu as the form describes it: an item with its included products. */
export interface MenuInput extends ItemInput {
  /** In the order chosen, each once. */
  productIds: string[];
}

/** The form as sent: the menu, and on edit without a new image whether to keep the current one. */
export interface MenuForm extends MenuInput {
  /** False removes the current image; absent means keep. */
  keepExistingImage: boolean;
}

/** The spec's multipart fields (`products[i]` arrive as one list). */
const FIELDS = [...ITEM_FIELDS, 'products'];

/**
 * What the menu's read gives that only the server writes, sent back on edit, is ignored: `_id`
 * (the path names the menu) and what the included products make of it.
 */
export const MENU_READ_ONLY = [
  ...ITEM_READ_ONLY,
  'productAllergens',
  'productMayContain',
  'productCount',
  'productsValue',
] as const satisfies readonly (keyof MenuView)[];

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

/**
 * The menu form. A multipart form carries every field as text ("12.50", "21", JSON text for the
 * options); a JSON body with real numbers, a list of ids (or products) and options reads alike.
 */
export function parseMenuForm(input: unknown): Parsed<MenuForm> {
  const { fields, errors } = readBody(withoutReadOnly(input, MENU_READ_ONLY), FIELDS);
  const form = parseItemForm(
    fields,
    errors,
    { readName: readMenuName, parseOptionGroups: parseMenuOptionGroups },
    { products: readMenuProducts(fields.products) },
  );
  if (!form.ok) return form;
  const { products, ...menu } = form.value.item;
  return valid({ ...menu, productIds: products, keepExistingImage: form.value.keepExistingImage });
}
