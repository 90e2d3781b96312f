import { CATALOG_LIMITS } from './catalog-limits';
import { CATALOG_MESSAGES } from './catalog-messages';
import { MESSAGES } from '../messages';
import { MIN_LENGTH } from '../validation';

function checkName(value: unknown, min: number, max: number): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return MESSAGES.required;
  if (value.trim().length < min) return MESSAGES.minLength(min);
  if (value.trim().length > max) return CATALOG_MESSAGES.maxLength(max);
  return undefined;
}

/** Product name: required, 2 characters or more. */
export function checkProductName(value: unknown): string | undefined {
  return checkName(value, MIN_LENGTH.productName, CATALOG_LIMITS.productNameMax);
}

/** Collection name: required, 2 characters or more. */
export function checkCollectionName(value: unknown): string | undefined {
  return checkName(value, MIN_LENGTH.collectionName, CATALOG_LIMITS.collectionNameMax);
}

/** Description: optional, bounded. */
export function checkDescription(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return MESSAGES.wrongType;
  return value.trim().length > CATALOG_LIMITS.descriptionMax
    ? CATALOG_MESSAGES.maxLength(CATALOG_LIMITS.descriptionMax)
    : undefined;
}

/** A yes/no field: a boolean, or "true"/"false" as a form sends it; undefined for anything else. */
export function readBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** 'Apart verkopen' (Ja/Nee) is required. */
export function checkSoldAlone(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return MESSAGES.required;
  return readBoolean(value) === undefined ? CATALOG_MESSAGES.chooseYesOrNo : undefined;
}
