/** Token lifetime: 7 days, both for the signed token and the client's stored expiry. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The marker the dashboard's expiry check returns for a session whose expiry has passed. */
export const EXPIRED = 'EXPIRED' as const;

/** Remaining lifetime in ms (expiry minus now); negative means expired. */
export function remainingLifetime(expiration: string, now: number): number {
  return new Date(expiration).getTime() - now;
}

/** EXPIRED when past, otherwise the milliseconds left; undefined when nothing usable is stored. */
export function sessionTimeout(expiration: string | null, now: number): typeof EXPIRED | number | undefined {
  if (!expiration) return undefined;
  const left = remainingLifetime(expiration, now);
  if (Number.isNaN(left)) return EXPIRED;
  return left <= 0 ? EXPIRED : left;
}
