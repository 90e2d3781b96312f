import { MESSAGES } from '../messages';
import {
  combine,
  invalid,
  isRecord,
  readBody,
  valid,
  type FieldErrors,
  type FieldResult,
  type Parsed,
} from '../parsing';

/** The Dutch texts of a device's subscription that the push context refuses. */
export const PUSH_MESSAGES = {
  endpoint: 'Dit is geen geldig adres van een pushdienst (https://…).',
  p256dh: 'De sleutel van dit toestel (p256dh) is ongeldig.',
  auth: 'Het geheim van dit toestel (auth) is ongeldig.',
  expirationTime: 'De vervaldatum van dit abonnement is ongeldig.',
} as const;

/**
 * The longest endpoint kept: the push services' addresses are a few hundred characters (FCM's
 * about 180, Mozilla's and Apple's under 400), so this leaves room without storing essays.
 */
export const MAX_PUSH_ENDPOINT_LENGTH = 1024;

/**
 * RFC 8291: the browser's P-256 public key, uncompressed (65 bytes, starting with 0x04, so 'B'), and
 * its 16-byte authentication secret, both base64url without padding (a trailing '=' is forgiven).
 */
const P256DH_PATTERN = /^B[A-Za-z0-9_-]{86}$/;
const AUTH_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A device's subscription as the browser's `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionInput {
  endpoint: string;
  /** Milliseconds since 1970 when the push service ends it, or null (most never do). */
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** Which device stops: its endpoint (the whole subscription JSON may be sent too). */
export interface PushUnsubscribeInput {
  endpoint: string;
}

/** An https address of a push service: no credentials, no fragment, bounded. */
export function readPushEndpoint(value: unknown): FieldResult<string> {
  if (typeof value !== 'string' || value.trim() === '') return invalid(MESSAGES.required);
  if (value.length > MAX_PUSH_ENDPOINT_LENGTH) return invalid(MESSAGES.maxLength(MAX_PUSH_ENDPOINT_LENGTH));
  const url = URL.parse(value);
  if (!url || url.protocol !== 'https:' || url.username || url.password || url.hash || url.href !== value)
    return invalid(PUSH_MESSAGES.endpoint);
  return valid(value);
}

function readKey(value: unknown, pattern: RegExp, message: string): FieldResult<string> {
  if (typeof value !== 'string' || value === '') return invalid(MESSAGES.required);
  const unpadded = value.replace(/={1,2}$/, '');
  return pattern.test(unpadded) ? valid(unpadded) : invalid(message);
}

function readExpirationTime(value: unknown): FieldResult<number | null> {
  if (value === undefined || value === null) return valid(null);
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? valid(value)
    : invalid(PUSH_MESSAGES.expirationTime);
}

export function parsePushSubscription(input: unknown): Parsed<PushSubscriptionInput> {
  const { fields, errors } = readBody(input, ['endpoint', 'expirationTime', 'keys']);
  const keys = readBody(fields.keys, ['p256dh', 'auth'], 'keys.');
  const keysShape: FieldErrors =
    isRecord(fields.keys) || fields.keys === undefined ? {} : { keys: MESSAGES.wrongType };
  // Each key's reading is named by its path in the body, so its message lands there.
  const parsed = combine(
    {
      endpoint: readPushEndpoint(fields.endpoint),
      expirationTime: readExpirationTime(fields.expirationTime),
      'keys.p256dh': readKey(keys.fields.p256dh, P256DH_PATTERN, PUSH_MESSAGES.p256dh),
      'keys.auth': readKey(keys.fields.auth, AUTH_PATTERN, PUSH_MESSAGES.auth),
    },
    { ...errors, ...keysShape, ...keys.errors },
  );
  if (!parsed.ok) return parsed;
  const { endpoint, expirationTime } = parsed.value;
  return valid({
    endpoint,
    expirationTime,
    keys: { p256dh: parsed.value['keys.p256dh'], auth: parsed.value['keys.auth'] },
  });
}

export function parsePushUnsubscribe(input: unknown): Parsed<PushUnsubscribeInput> {
  if (isRecord(input) && input.keys !== undefined) {
    const whole = parsePushSubscription(input);
    return whole.ok ? valid({ endpoint: whole.value.endpoint }) : whole;
  }
  const { fields, errors } = readBody(input, ['endpoint', 'expirationTime']);
  return combine({ endpoint: readPushEndpoint(fields.endpoint) }, errors);
}
