import type { Role } from '@bestelklaar/domain';

/**
 * What a verified token tells a handler: which shop the session is in, who asks, as what, and
 * which token to revoke on logout.
 */
export interface MemberSession {
  /** The shop (account) the session is in: the token's `shop` claim. */
  accountId: string;
  /** The person making the request: the token's `sub` (for tokens from before memberships, both are the same). */
  userId: string;
  tokenId: string;
  expiresAt: Date;
  /** The member's role in this shop, read afresh at each request. */
  role: Role;
  /**
   * The shop asks a second factor of its whole team and this person has none yet (read afresh at
   * each request): only the routes marked `@DuringTwoFactorSetup()` answer (see PermissionGuard).
   */
  twoFactorSetupRequired?: boolean;
}

/** Who asks, in which shop, as what: what a handler that records the person needs of the session. */
export interface Member {
  userId: string;
  shopId: string;
  role: Role;
}
