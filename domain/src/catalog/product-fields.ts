import { CATALOG_LIMITS } from './catalog-limits';
import { CATALOG_MESSAGES } from './catalog-messages';
import { isBlank } from './amounts';
import { MESSAGES } from '../messages';
import { invalid, isRecord, problemOf, valid, type FieldResult } from '../parsing';
import { maxLength, MIN_LENGTH, minLength, readBoolean, readRequiredText, readText } from '../validation';

/** Product name: required, 2 characters or more. */
export function readProductName(value: unknown): FieldResult<string> {
  return readRequiredText(value, minLength(MIN_LENGTH.productName), maxLength(CATALOG_LIMITS.productNameMax));
}

export const checkProductName = (value: unknown) => problemOf(readProductName(value));

/** Description: optional, bounded. */
export function readDescription(value: unknown): FieldResult<string> {
  return readText(value, MESSAGES.wrongType, maxLength(CATALOG_LIMITS.descriptionMax));
}

export const checkDescription = (value: unknown) => problemOf(readDescription(value));

/** 'Apart verkopen' (Ja/Nee) is required. */
export function readSoldAlone(value: unknown): FieldResult<boolean> {
  if (value === undefined || value === null || value === '') return invalid(MESSAGES.required);
  const soldAlone = readBoolean(value);
  return soldAlone === undefined ? invalid(CATALOG_MESSAGES.chooseYesOrNo) : valid(soldAlone);
}

export const checkSoldAlone = (value: unknown) => problemOf(readSoldAlone(value));

/**
 * The chosen collection's id, or null for none. A form sends "" for none (and "null" when a script
 * appends a null); a JSON body may send the collection object.
 */
export function readCollectionRef(value: unknown): FieldResult<string | null> {
  if (isBlank(value) || value === 'null') return valid(null);
  if (typeof value === 'string') return valid(value.trim());
  const id = isRecord(value) ? value._id : undefined;
  return typeof id === 'string' ? valid(id) : invalid(MESSAGES.wrongType);
}
