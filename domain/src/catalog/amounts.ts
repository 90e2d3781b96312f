import { CATALOG_MESSAGES } from './catalog-messages';
import { CATALOG_LIMITS } from './catalog-limits';
import { MESSAGES } from '../messages';
import { centsFromEuros, hasAtMostTwoDecimals, ZERO_CENTS, type Cents } from '../money';
import { invalid, isRecord, problemOf, valid, type FieldResult } from '../parsing';

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;
const INTEGER = /^[+-]?\d+$/;

/** Blank means "not given": missing, null, or a string of spaces. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * A euro amount as forms and clients send it: 12.5, "12.50", "12,50", or a decimal object
 * { $numberDecimal: "12.50" } as older clients did. Undefined when it is not a finite number.
 */
export function readEuroAmount(value: unknown): number | undefined {
  // One level only: a decimal object holds a number or text, never another decimal object.
  const amount = isRecord(value) && '$numberDecimal' in value ? value.$numberDecimal : value;
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : undefined;
  if (typeof amount !== 'string') return undefined;
  const text = amount.trim();
  if (!DECIMAL.test(text)) return undefined;
  return Number(text.replace(',', '.'));
}

function readAmount(value: unknown, minimumMessage: string, allowZero: boolean): FieldResult<Cents> {
  const euros = readEuroAmount(value);
  if (euros === undefined) return invalid(CATALOG_MESSAGES.invalidAmount);
  if (allowZero ? euros < 0 : euros <= 0) return invalid(minimumMessage);
  if (!hasAtMostTwoDecimals(euros)) return invalid(CATALOG_MESSAGES.atMostTwoDecimals);
  if (euros > CATALOG_LIMITS.priceMaxCents / 100)
    return invalid(CATALOG_MESSAGES.amountTooHigh(formatLimit(CATALOG_LIMITS.priceMaxCents / 100)));
  // Two decimals allow for float noise, so 0.000000001 passes them; in whole cents it is nothing.
  const amount = centsFromEuros(euros);
  if (!allowZero && amount === ZERO_CENTS) return invalid(minimumMessage);
  return valid(amount);
}

/** A product's price: required, above zero, whole cents. */
export function readPrice(value: unknown): FieldResult<Cents> {
  if (isBlank(value)) return invalid(MESSAGES.required);
  return readAmount(value, MESSAGES.positiveNumber, false);
}

export const checkPrice = (value: unknown) => problemOf(readPrice(value));

/** A choice's extra price: zero or more, whole cents (step 0.01); blank counts as 0. */
export function readExtraPrice(value: unknown): FieldResult<Cents> {
  if (isBlank(value)) return valid(ZERO_CENTS);
  return readAmount(value, CATALOG_MESSAGES.nonNegativeAmount, true);
}

export const checkExtraPrice = (value: unknown) => problemOf(readExtraPrice(value));

/** Stock: blank means unlimited (null), otherwise a whole number of 0 or more. */
export function readStock(value: unknown): FieldResult<number | null> {
  if (isBlank(value)) return valid(null);
  const stock = readWholeNumber(value);
  if (stock === undefined || stock < 0) return invalid(CATALOG_MESSAGES.stockInteger);
  if (stock > CATALOG_LIMITS.stockMax)
    return invalid(CATALOG_MESSAGES.stockTooHigh(formatLimit(CATALOG_LIMITS.stockMax)));
  return valid(stock);
}

export const checkStock = (value: unknown) => problemOf(readStock(value));

/** 'Maximum per ophaaldag': blank means no maximum (null), otherwise a whole number of 1 or more. */
export function readDailyLimit(value: unknown): FieldResult<number | null> {
  if (isBlank(value)) return valid(null);
  const limit = readWholeNumber(value);
  if (limit === undefined || limit < 1) return invalid(CATALOG_MESSAGES.dailyLimitInteger);
  if (limit > CATALOG_LIMITS.stockMax)
    return invalid(CATALOG_MESSAGES.dailyLimitTooHigh(formatLimit(CATALOG_LIMITS.stockMax)));
  return valid(limit);
}

export const checkDailyLimit = (value: unknown) => problemOf(readDailyLimit(value));

/** A whole number given as a number or as digits; undefined otherwise. */
export function readWholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value !== 'string' || !INTEGER.test(value.trim())) return undefined;
  const parsed = Number(value.trim());
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}

/** "99.999,99" and "100.000", as a Belgian reads them. */
function formatLimit(amount: number): string {
  return new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 }).format(amount);
}
