import type { Role } from '@bestelklaar/domain';

/** What a verified token tells a handler: whose shop this is, and which token to revoke on logout. */
export interface AuthenticatedAccount {
  accountId: string;
  tokenId: string;
  expiresAt: Date;
  /** The member's role in this shop, read afresh at each request. */
  role: Role;
}
