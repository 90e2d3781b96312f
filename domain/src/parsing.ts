import { MESSAGES } from './messages';

/** Dutch messages keyed by field path, e.g. `name` or `productOptions.0.options.1.price`. */
export type FieldErrors = Record<string, string>;

/** What a parse… function gives: the typed value, or a Dutch message per field that is wrong. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** What reading one field gives: its typed value, or the Dutch message why it has none. */
export type FieldResult<T> = { ok: true; value: T } | { ok: false; message: string };

export function valid<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function invalid(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

export function failure(errors: FieldErrors): { ok: false; errors: FieldErrors } {
  return { ok: false, errors };
}

/** The message of a field that failed; what a form's per-field check shows. */
export function problemOf(result: FieldResult<unknown>): string | undefined {
  return result.ok ? undefined : result.message;
}

/** The message a parser gives one field, so a form can check every field with the same parser. */
export function fieldError(result: Parsed<unknown>, field: string): string | undefined {
  return result.ok ? undefined : result.errors[field];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields of a request body, and a message for every field the endpoint does not know (reported
 * first, as the server always has). A body that is not an object has no fields.
 */
export function readBody(
  input: unknown,
  known: readonly string[],
  path = '',
): { fields: Record<string, unknown>; errors: FieldErrors } {
  const fields = isRecord(input) ? input : {};
  // Built from entries, as assigning would make a `__proto__` field vanish into the prototype.
  const errors: FieldErrors = Object.fromEntries(
    Object.keys(fields)
      .filter((field) => !known.includes(field))
      .map((field) => [`${path}${field}`, MESSAGES.unknownField(field)]),
  );
  return { fields, errors };
}

/**
 * A body without the fields of its resource that only the server writes (its `_id`, an image's URL,
 * counts): a client may send back what it read, and those are ignored where any other field the
 * endpoint does not know is refused.
 */
export function withoutReadOnly(input: unknown, readOnly: readonly string[]): unknown {
  if (!isRecord(input)) return input;
  // From entries, so a `__proto__` field stays a field (and is then refused as unknown).
  return Object.fromEntries(Object.entries(input).filter(([field]) => !readOnly.includes(field)));
}

/**
 * The read-only fields a body sends with a value other than the resource's own: sent back as read,
 * such a field is ignored; sent changed, it is refused, because the client meant a change that
 * saving would silently drop. A form sends text, so `'true'` matches `true` and `''` matches null.
 */
export function changedReadOnly(
  input: unknown,
  current: Readonly<Record<string, unknown>>,
  readOnly: readonly string[],
): FieldErrors {
  if (!isRecord(input)) return {};
  return Object.fromEntries(
    readOnly
      .filter((field) => Object.hasOwn(input, field) && !sameValue(input[field], current[field]))
      .map((field) => [field, MESSAGES.readOnlyField]),
  );
}

function sameValue(sent: unknown, own: unknown): boolean {
  if (typeof sent === 'string' && typeof own !== 'string' && typeof own !== 'object')
    return sent === String(own);
  if (typeof sent === 'string' && own === null) return sent === '';
  return JSON.stringify(sent) === JSON.stringify(own);
}

type Reading = FieldResult<unknown> | Parsed<unknown>;
type ValueOf<R> = Extract<R, { ok: true }> extends { value: infer T } ? T : never;

/**
 * One parsed object from the readings of its fields: each key names both the value and the field
 * its message belongs to (a nested parse brings its own paths). `errors` come first, e.g. unknown fields.
 */
export function combine<R extends Record<string, Reading>>(
  readings: R,
  errors: FieldErrors = {},
): Parsed<{ [K in keyof R]: ValueOf<R[K]> }> {
  const all: FieldErrors = { ...errors };
  const value: Record<string, unknown> = {};
  for (const [field, reading] of Object.entries(readings)) {
    if (reading.ok) value[field] = reading.value;
    else if ('message' in reading) all[field] = reading.message;
    else Object.assign(all, reading.errors);
  }
  if (Object.keys(all).length > 0) return failure(all);
  return valid(value as { [K in keyof R]: ValueOf<R[K]> });
}
