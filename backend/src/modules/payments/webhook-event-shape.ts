import type Stripe from 'stripe';

/** Stripe's ids: printable ASCII, no spaces, never a NUL (which Postgres refuses in text). */
const PROVIDER_ID = /^[\x21-\x7e]{1,255}$/;
/** No Stripe event is older than Stripe (2010), nor made more than a day ahead of the app's clock. */
const EARLIEST_CREATED = Date.UTC(2010, 0, 1) / 1000;
const MAX_AHEAD_SECONDS = 24 * 60 * 60;

const isProviderId = (value: unknown): value is string =>
  typeof value === 'string' && PROVIDER_ID.test(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a signed event has the shape of Stripe's: an id, a type, a plausible `created`, a data
 * object, and ids that are ids. A signature proves who sent it, not that it can be read; one that
 * cannot is refused with a 400 (a 500 would have Stripe send it again for three days).
 */
export function isWellFormedEvent(event: unknown, now: Date): event is Stripe.Event {
  if (!isRecord(event) || !isProviderId(event.id) || !isProviderId(event.type)) return false;
  const created = event.created;
  if (typeof created !== 'number' || !Number.isSafeInteger(created) || created < EARLIEST_CREATED)
    return false;
  if (created > now.getTime() / 1000 + MAX_AHEAD_SECONDS) return false;
  if (event.account !== undefined && event.account !== null && !isProviderId(event.account)) return false;
  if (!isRecord(event.data) || !isRecord(event.data.object)) return false;
  const object = event.data.object;
  return object.id === undefined || object.id === null || isProviderId(object.id);
}
