import { signClaims, verifyClaims } from '../../../common/signed-tokens';

export interface SandboxClaims {
  accountId: string;
  purpose: 'onboarding' | 'dashboard';
  /** Where to send the owner afterwards; signed, so it cannot be turned into an open redirect. */
  returnUrl?: string;
  refreshUrl?: string;
}

const LABEL = 'sandbox';

/** A short-lived, unforgeable token: the sandbox's links carry it instead of a login. */
export function signToken(secret: string, claims: SandboxClaims, ttlMs: number, now: Date): string {
  return signClaims(secret, LABEL, { ...claims }, ttlMs, now);
}

export function verifyToken(
  secret: string,
  token: string,
  purpose: SandboxClaims['purpose'],
  now: Date,
): SandboxClaims | undefined {
  const claims = verifyClaims(secret, LABEL, token, now);
  if (claims?.purpose !== purpose || typeof claims.accountId !== 'string') return undefined;
  return claims as unknown as SandboxClaims;
}
