import { MESSAGES } from './messages';

/** The spec's minimum lengths, shared by the forms and the server. */
export const MIN_LENGTH = {
  password: 6,
  name: 2,
  productName: 2,
  collectionName: 2,
  menuName: 2,
} as const;

/** A pragmatic address check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each check returns the Dutch message when the value fails, otherwise undefined. */
export type Check = (value: string) => string | undefined;

export const required: Check = (value) => (value.trim() === '' ? MESSAGES.required : undefined);

export const email: Check = (value) => (EMAIL_PATTERN.test(value.trim()) ? undefined : MESSAGES.email);

export const minLength =
  (n: number): Check =>
  (value) =>
    value.trim().length >= n ? undefined : MESSAGES.minLength(n);

/** Runs checks in order and returns the first failure. */
export function firstError(value: string, ...checks: Check[]): string | undefined {
  for (const check of checks) {
    const message = check(value);
    if (message) return message;
  }
  return undefined;
}
