import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const hashOf = (key: string) => createHash('sha256').update(key).digest();

/**
 * An order's own secret, carried in the payment result links: reading a paid order or cancelling a
 * pending one needs it, not just the id. Only its hash is stored.
 */
export function newOrderKey(): { key: string; hash: string } {
  const key = randomBytes(24).toString('base64url');
  return { key, hash: hashOf(key).toString('hex') };
}

/** Whether `key` is the order's secret (compared in constant time; no stored hash matches nothing). */
export function orderKeyMatches(storedHash: string | null, key: unknown): boolean {
  if (storedHash === null || typeof key !== 'string' || key.length === 0 || key.length > 100) return false;
  return timingSafeEqual(hashOf(key), Buffer.from(storedHash, 'hex'));
}
