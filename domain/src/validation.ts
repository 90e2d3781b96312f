import { isMailableAddress } from './email-address';
import { MESSAGES } from './messages';
import { invalid, valid, type FieldResult } from './parsing';
import { isWellFormedText } from './well-formed-text';

export { isWellFormedText };

/** The spec's minimum lengths, shared by the forms and the server. */
export const MIN_LENGTH = {
  password: 6,
  name: 2,
  productName: 2,
  collectionName: 2,
  menuName: 2,
} as const;

/** Upper bounds of the account fields: the spec sets none, these keep absurd input out. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  password: 200,
} as const;

/** Each check returns the Dutch message when the text fails, otherwise undefined. */
export type Check = (value: string) => string | undefined;

export const required: Check = (value) => (value.trim() === '' ? MESSAGES.required : undefined);

/** An address the mailer can send to (see email-address.ts). */
export const email: Check = (value) => (isMailableAddress(value.trim()) ? undefined : MESSAGES.email);

export const minLength =
  (n: number): Check =>
  (value) =>
    value.length >= n ? undefined : MESSAGES.minLength(n);

export const maxLength =
  (n: number, message: string = MESSAGES.maxLength(n)): Check =>
  (value) =>
    value.length <= n ? undefined : message;

/** Names go into mail subjects and headers, where a line break would start a line of its own. */
export const singleLine: Check = (value) =>
  /[\r\n\u0085\u2028\u2029]/.test(value) ? MESSAGES.invalidCharacters : undefined;

/** Runs checks in order and returns the first failure. */
export function firstError(value: string, ...checks: Check[]): string | undefined {
  for (const check of checks) {
    const message = check(value);
    if (message) return message;
  }
  return undefined;
}

/**
 * A text field, trimmed and then checked. Missing (undefined or null) counts as empty; anything
 * else that is not text gets `notText`, text with characters no one can type gets `invalidCharacters`.
 */
export function readText(value: unknown, notText: string, ...checks: Check[]): FieldResult<string> {
  const text = value === undefined || value === null ? '' : value;
  if (typeof text !== 'string') return invalid(notText);
  if (!isWellFormedText(text)) return invalid(MESSAGES.invalidCharacters);
  const trimmed = text.trim();
  const problem = firstError(trimmed, ...checks);
  return problem ? invalid(problem) : valid(trimmed);
}

/** A required text field, where anything but text counts as missing. */
export function readRequiredText(value: unknown, ...checks: Check[]): FieldResult<string> {
  return readText(typeof value === 'string' ? value : '', MESSAGES.required, required, ...checks);
}

/**
 * An e-mail address as it is compared and stored: composed (NFC), trimmed and lower-cased, so that
 * one address is always one text however it was typed.
 */
export function normalizeEmail(value: string): string {
  return value.normalize('NFC').trim().toLowerCase();
}

/** An e-mail field: read as text, normalised, then checked (`notText` as for readText). */
export function readEmail(value: unknown, notText: string, ...checks: Check[]): FieldResult<string> {
  const text = readText(value, notText);
  if (!text.ok) return text;
  const address = normalizeEmail(text.value);
  const problem = firstError(address, ...checks);
  return problem ? invalid(problem) : valid(address);
}

/** A password is taken as typed, spaces and all. */
export function readPassword(value: unknown, ...checks: Check[]): FieldResult<string> {
  if (typeof value !== 'string' || value === '') return invalid(MESSAGES.required);
  if (!isWellFormedText(value)) return invalid(MESSAGES.invalidCharacters);
  const problem = firstError(value, ...checks);
  return problem ? invalid(problem) : valid(value);
}

/** A yes/no value: a boolean, or "true"/"false" as a form sends it; undefined for anything else. */
export function readBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}
