/** What a log shows in place of a secret. */
export const REDACTED = '[REDACTED]';

/**
 * Query parameters whose value opens something: an order's key (`?key=`), a mailbox, reset or
 * live-stream token (`?token=`, `?ticket=`), a provider's `code`, `session_id` or signature.
 * Matched anywhere in the parameter's name, so `api_key` or `access_token` are secrets too.
 */
const SECRET_PARAMETER_WORDS = 'key|token|ticket|secret|passw|signature|auth|code|session|credential';
const SECRET_PARAMETER = new RegExp(
  `([?&][\\w.%\\[\\]-]*?(?:${SECRET_PARAMETER_WORDS})[\\w.%\\[\\]-]*=)[^&#\\s"'<>]+`,
  'gi',
);
/** Headers that carry a credential: the owner's token, the session cookie, the provider's signature. */
const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'stripe-signature',
]);
/** Such a header written out as text: `Authorization: Bearer …`, `"cookie":"…"`. */
const SECRET_HEADER_TEXT =
  /\b(authorization|proxy-authorization|set-cookie|cookie|stripe-signature)(["']?\s*[:=]\s*["']?)[^"'\r\n]+/gi;
const BEARER = /\bBearer\s+[\w.~+/-]+=*/gi;
/** The password of a connection string: postgres://user:password@host. */
const URL_PASSWORD = /(\/\/[^/:@\s]+:)[^@/\s]+@/g;
/** How deep a logged object is looked through; a log's objects are a few levels at most. */
const MAX_DEPTH = 5;

/**
 * Anything about to be logged with its secrets replaced by REDACTED: in text (a URL, a message, a
 * stack) the secret query values, credential headers, bearer tokens and connection passwords; in a
 * plain object or array the same throughout, and a credential header's value whole. Other objects
 * (an Error, a request) are left as they are for their serializer, which passes its result here.
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => redactSecrets(item, depth + 1)) as T;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : redactSecrets(field, depth + 1),
    ]),
  ) as T;
}

function redactText(text: string): string {
  return text
    .replace(SECRET_PARAMETER, `$1${REDACTED}`)
    .replace(SECRET_HEADER_TEXT, `$1$2${REDACTED}`)
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(URL_PASSWORD, `$1${REDACTED}@`);
}
