/** Half of a UTF-16 pair without its other half: no character at all, and not writable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text that can be stored and sent on as it is: Postgres refuses NUL, and UTF-8 a lone surrogate.
 * A module of its own, without the form messages: the shop page checks a customer's option text with it.
 */
export function isWellFormedText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}
