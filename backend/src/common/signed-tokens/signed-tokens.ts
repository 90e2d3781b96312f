import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived, unforgeable tokens that links carry instead of a login (sandbox pages, the mailbox,
 * the live stream's ticket). Each use signs under a label of its own, so a token made for one use
 * never passes for another.
 */
export function signClaims(
  secret: string,
  label: string,
  claims: Record<string, unknown>,
  ttlMs: number,
  now: Date,
): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, expiresAt: now.getTime() + ttlMs })).toString(
    'base64url',
  );
  return `${payload}.${mac(secret, label, payload)}`;
}

/** The claims of a token signed under this label, or undefined when it is missing, forged or expired. */
export function verifyClaims(
  secret: string,
  label: string,
  token: string | undefined,
  now: Date,
): Record<string, unknown> | undefined {
  const [payload, signature, ...rest] = (token ?? '').split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(secret, label, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return undefined;
    const { expiresAt } = claims as { expiresAt?: unknown };
    if (typeof expiresAt !== 'number' || expiresAt <= now.getTime()) return undefined;
    return claims as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function mac(secret: string, label: string, payload: string): string {
  return createHmac('sha256', secret).update(`${label}:${payload}`).digest('base64url');
}
