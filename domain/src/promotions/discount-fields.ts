import type { DiscountType } from '../api-views';
import { CATALOG_MESSAGES } from '../catalog/catalog-messages';
import { isBlank } from '../catalog/amounts';
import { readCollectionRef } from '../catalog/product-fields';
import { MESSAGES } from '../messages';
import { hasAtMostTwoDecimals } from '../money';
import { invalid, isRecord, problemOf, valid, type FieldResult } from '../parsing';
import { isIsoDate } from '../scheduling/calendar-date';
import { checkVacationStart } from '../scheduling/vacation';
import { maxLength, readText, type Check } from '../validation';
import {
  DEFAULT_WEBSHOP_DISCOUNT_DESCRIPTION,
  DISCOUNT_LIMITS,
  PROMOTION_MESSAGES,
} from './discount-messages';

export const DISCOUNT_TYPES: readonly DiscountType[] = ['ProductMenu', 'Collection', 'Webshop'];

export function isDiscountType(value: unknown): value is DiscountType {
  return DISCOUNT_TYPES.includes(value as DiscountType);
}

/** What a start date is judged against: the shop's calendar day, and on an edit the discount's current start. */
export interface DiscountTiming {
  today: string;
  /** An edited discount that already started may keep this start, though it lies in the past. */
  existingStartDate?: string;
}

export function readDiscountType(value: unknown): FieldResult<DiscountType> {
  return isDiscountType(value) ? valid(value) : invalid(PROMOTION_MESSAGES.discountTypeInvalid);
}

export const checkDiscountType = (value: unknown) => problemOf(readDiscountType(value));

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** A number as JSON or a number field sends it: 12.5, "12.5" or "12,5"; undefined otherwise. */
function readDecimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !DECIMAL.test(value.trim())) return undefined;
  return Number(value.trim().replace(',', '.'));
}

/** The percentage: required, strictly between 0 and 100, at most two decimals. */
export function readDiscountPercent(value: unknown): FieldResult<number> {
  if (isBlank(value)) return invalid(PROMOTION_MESSAGES.discountRequired);
  const percent = readDecimal(value);
  if (percent === undefined || !(percent > 0 && percent < 100))
    return invalid(PROMOTION_MESSAGES.discountOutOfRange);
  if (!hasAtMostTwoDecimals(percent)) return invalid(CATALOG_MESSAGES.atMostTwoDecimals);
  // Two decimals allow for float noise, so 99.9999999999 passes them; in hundredths it is 100.
  const hundredths = Math.round(percent * 100);
  if (hundredths <= 0 || hundredths >= 10_000) return invalid(PROMOTION_MESSAGES.discountOutOfRange);
  return valid(hundredths / 100);
}

export const checkDiscountPercent = (value: unknown) => problemOf(readDiscountPercent(value));

const filled =
  (message: string): Check =>
  (value) =>
    value === '' ? message : undefined;

const calendarDay: Check = (value) => (isIsoDate(value) ? undefined : PROMOTION_MESSAGES.invalidDate);

/** A start lies today or later; an edited discount that already started may keep its own past start. */
export function checkDiscountStart(start: string, { today, existingStartDate }: DiscountTiming) {
  return checkVacationStart(start, { today, currentStart: existingStartDate });
}

/**
 * The first day ('YYYY-MM-DD'), required. With `timing` it must also lie today or later; without it
 * (the server, which knows the shop's today only later) checkDiscountStart is left to the caller.
 */
export function readDiscountStartDate(value: unknown, timing?: DiscountTiming): FieldResult<string> {
  const notPast: Check = (start) => (timing ? checkDiscountStart(start, timing) : undefined);
  return readText(
    value,
    PROMOTION_MESSAGES.invalidDate,
    filled(PROMOTION_MESSAGES.startDateRequired),
    calendarDay,
    notPast,
  );
}

export const checkDiscountStartDate = (value: unknown, timing?: DiscountTiming) =>
  problemOf(readDiscountStartDate(value, timing));

/** The last day ('YYYY-MM-DD'), required and after the start, as for a vacation period. */
export function readDiscountEndDate(value: unknown, startDate: unknown): FieldResult<string> {
  const start = typeof startDate === 'string' ? startDate.trim() : '';
  const afterStart: Check = (end) =>
    isIsoDate(start) && end <= start ? PROMOTION_MESSAGES.endDateNotAfterStart : undefined;
  return readText(
    value,
    PROMOTION_MESSAGES.invalidDate,
    filled(PROMOTION_MESSAGES.endDateRequired),
    calendarDay,
    afterStart,
  );
}

export const checkDiscountEndDate = (value: unknown, startDate: unknown) =>
  problemOf(readDiscountEndDate(value, startDate));

/** A collection discount's collection: its id, or the collection object carrying it; required. */
export function readDiscountCollection(value: unknown): FieldResult<string> {
  const collection = readCollectionRef(value);
  if (!collection.ok) return collection;
  return collection.value ? valid(collection.value) : invalid(PROMOTION_MESSAGES.collectionRequired);
}

export const checkDiscountCollection = (value: unknown) => problemOf(readDiscountCollection(value));

/** Ids, or objects carrying their `_id` (as the admin list gives them), each kept once; missing is none. */
function readIds(value: unknown, tooMany: string): FieldResult<string[]> {
  if (value === undefined || value === null) return valid([]);
  if (!Array.isArray(value)) return invalid(MESSAGES.wrongType);
  const ids = new Set<string>();
  for (const entry of value) {
    const id = isRecord(entry) ? entry._id : entry;
    if (typeof id !== 'string' || id.trim() === '') return invalid(MESSAGES.wrongType);
    ids.add(id.trim());
  }
  return ids.size > DISCOUNT_LIMITS.itemsMax ? invalid(tooMany) : valid([...ids]);
}

/** A product/menu discount's products and menus: at least one of either. */
export function readDiscountSelection(
  products: unknown,
  menus: unknown,
): { products: FieldResult<string[]>; menus: FieldResult<string[]> } {
  const productIds = readIds(products, PROMOTION_MESSAGES.tooManyProducts(DISCOUNT_LIMITS.itemsMax));
  const menuIds = readIds(menus, PROMOTION_MESSAGES.tooManyMenus(DISCOUNT_LIMITS.itemsMax));
  const nothing = productIds.ok && menuIds.ok && productIds.value.length === 0 && menuIds.value.length === 0;
  return { products: nothing ? invalid(PROMOTION_MESSAGES.selectionRequired) : productIds, menus: menuIds };
}

/** The selection's message, shown under the products (the first list of the form). */
export function checkDiscountSelection(products: unknown, menus: unknown): string | undefined {
  const selection = readDiscountSelection(products, menus);
  return problemOf(selection.products) ?? problemOf(selection.menus);
}

/** A whole-shop discount's description: optional, 'Korting op de hele webshop' when left empty. */
export function readDiscountDescription(value: unknown): FieldResult<string> {
  const description = readText(value, MESSAGES.wrongType, maxLength(DISCOUNT_LIMITS.descriptionMax));
  if (!description.ok) return description;
  return valid(description.value === '' ? DEFAULT_WEBSHOP_DISCOUNT_DESCRIPTION : description.value);
}

export const checkDiscountDescription = (value: unknown) => problemOf(readDiscountDescription(value));
