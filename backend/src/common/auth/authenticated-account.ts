import type { Role } from '@bestelklaar/domain';

/** What a verified token tells a handler: whose shop this is, who asks, and which token to revoke on logout. */
export interface AuthenticatedAccount {
  /** The shop (account) the session is in: the token's `shop` claim. */
  accountId: string;
  /** The person making the request: the token's `sub` (for tokens from before memberships, both are the same). */
  userId: string;
  tokenId: string;
  expiresAt: Date;
  /** The member's role in this shop, read afresh at each request. */
  role: Role;
}
