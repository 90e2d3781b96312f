import { CATALOG_MESSAGES } from './catalog-messages';
import { CATALOG_LIMITS } from './catalog-limits';
import { MESSAGES } from '../messages';
import { centsFromEuros, hasAtMostTwoDecimals } from '../money';

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
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'object' && value !== null && '$numberDecimal' in value)
    return readEuroAmount((value as { $numberDecimal: unknown }).$numberDecimal);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!DECIMAL.test(text)) return undefined;
  return Number(text.replace(',', '.'));
}

function checkAmount(value: unknown, minimumMessage: string, allowZero: boolean): string | undefined {
  const euros = readEuroAmount(value);
  if (euros === undefined) return CATALOG_MESSAGES.invalidAmount;
  if (allowZero ? euros < 0 : euros <= 0) return minimumMessage;
  if (!hasAtMostTwoDecimals(euros)) return CATALOG_MESSAGES.atMostTwoDecimals;
  if (centsFromEuros(euros) > CATALOG_LIMITS.priceMaxCents)
    return CATALOG_MESSAGES.amountTooHigh(formatLimit(CATALOG_LIMITS.priceMaxCents / 100));
  return undefined;
}

/** A product's price: required, above zero, whole cents. */
export function checkPrice(value: unknown): string | undefined {
  if (isBlank(value)) return MESSAGES.required;
  return checkAmount(value, MESSAGES.positiveNumber, false);
}

/** A choice's extra price: zero or more, whole cents (step 0.01); blank counts as 0. */
export function checkExtraPrice(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  return checkAmount(value, CATALOG_MESSAGES.nonNegativeAmount, true);
}

/** Stock: blank means unlimited, otherwise a whole number of 0 or more. */
export function checkStock(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const stock = readWholeNumber(value);
  if (stock === undefined || stock < 0) return CATALOG_MESSAGES.stockInteger;
  if (stock > CATALOG_LIMITS.stockMax)
    return CATALOG_MESSAGES.stockTooHigh(formatLimit(CATALOG_LIMITS.stockMax));
  return undefined;
}

/** The stock of a value that passed checkStock: null is unlimited. */
export function readStock(value: unknown): number | null {
  return isBlank(value) ? null : (readWholeNumber(value) ?? null);
}

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
