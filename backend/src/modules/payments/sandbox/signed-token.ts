import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SandboxClaims {
  accountId: string;
  purpose: 'onboarding' | 'dashboard';
  /** Where to send the owner afterwards; signed, so it cannot be turned into an open redirect. */
  returnUrl?: string;
  refreshUrl?: string;
}

/** A short-lived, unforgeable token: the sandbox's links carry it instead of a login. */
export function signToken(secret: string, claims: SandboxClaims, ttlMs: number, now: Date): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, expiresAt: now.getTime() + ttlMs })).toString(
    'base64url',
  );
  return `${payload}.${mac(secret, payload)}`;
}

export function verifyToken(
  secret: string,
  token: string,
  purpose: SandboxClaims['purpose'],
  now: Date,
): SandboxClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 2) return undefined;
  const [payload, signature] = parts;
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SandboxClaims & {
      expiresAt: unknown;
    };
    if (claims.purpose !== purpose || typeof claims.accountId !== 'string') return undefined;
    if (typeof claims.expiresAt !== 'number' || claims.expiresAt < now.getTime()) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`sandbox:${payload}`).digest('base64url');
}
