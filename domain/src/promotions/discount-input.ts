import type { DiscountType } from '../api-views';
import type { ContentTranslations } from '../i18n/content-translations';
import { readSentTranslations } from '../i18n/parse-content-translations';
import { combine, readBody, valid, type FieldResult, type Parsed } from '../parsing';
import {
  readDiscountCollection,
  readDiscountDescription,
  readDiscountEndDate,
  readDiscountPercent,
  readDiscountSelection,
  readDiscountStartDate,
  readDiscountType,
  type DiscountTiming,
} from './discount-fields';
import { DISCOUNT_LIMITS } from './discount-messages';

/**
 * A discount as the form describes it, every field read and checked. Only the fields of its type
 * carry anything; the others are cleared (no collection, no products or menus, no description).
 */
export interface DiscountInput {
  discountType: DiscountType;
  /** Percent, strictly between 0 and 100, in hundredths at most. */
  percent: number;
  /** First and last day, 'YYYY-MM-DD', both inclusive; the last lies after the first. */
  startDate: string;
  endDate: string;
  /** Collection discounts only. */
  collectionId: string | null;
  /** Product/menu discounts only; together at least one. */
  productIds: string[];
  menuIds: string[];
  /** Whole-shop discounts only; 'Korting op de hele webshop' when none is given. */
  description: string;
  /**
   * Whole-shop discounts only: the description in French and English, where the owner gave it;
   * absent (keep them) when not sent.
   */
  translations?: ContentTranslations;
}

/** The spec's JSON fields; an edit may repeat the discount's `_id`, which the path decides anyway. */
const FIELDS = [
  'discountType',
  'discount',
  'startDate',
  'endDate',
  'collection',
  'products',
  'menus',
  'description',
  'translations',
  '_id',
];

/** The fields of the discount's type; those of the other types are not read. */
function readTargets(type: FieldResult<DiscountType>, fields: Record<string, unknown>) {
  const kind = type.ok ? type.value : undefined;
  const selection =
    kind === 'ProductMenu'
      ? readDiscountSelection(fields.products, fields.menus)
      : { products: valid([]), menus: valid([]) };
  return {
    collection: kind === 'Collection' ? readDiscountCollection(fields.collection) : valid(null),
    ...selection,
    description: kind === 'Webshop' ? readDiscountDescription(fields.description) : valid(''),
    ...(kind === 'Webshop' &&
      readSentTranslations(fields.translations, { fields: { description: DISCOUNT_LIMITS.descriptionMax } })),
  };
}

/**
 * A new or edited discount, every field at once. With `timing` the start must also lie today or
 * later (or be the edited discount's own start); without it (the server, which knows the shop's
 * today only later) checkDiscountStart is left to the caller.
 */
export function parseDiscount(input: unknown, timing?: DiscountTiming): Parsed<DiscountInput> {
  const { fields, errors } = readBody(input, FIELDS);
  const discountType = readDiscountType(fields.discountType);
  const parsed = combine(
    {
      discountType,
      discount: readDiscountPercent(fields.discount),
      startDate: readDiscountStartDate(fields.startDate, timing),
      endDate: readDiscountEndDate(fields.endDate, fields.startDate),
      ...readTargets(discountType, fields),
    },
    errors,
  );
  if (!parsed.ok) return parsed;
  const { discount, collection, products, menus, ...rest } = parsed.value;
  return valid({
    ...rest,
    percent: discount,
    collectionId: collection,
    productIds: products,
    menuIds: menus,
  });
}
