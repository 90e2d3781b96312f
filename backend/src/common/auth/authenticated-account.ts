import type { Role } from '@bestelklaar/domain';

/** What a verified token tells a handler: whose shop this is, and which token to revoke on logout. */
export interface AuthenticatedAccount {
  accountId: string;
  /**
   * The person making the request. Until shops have teams this is the account's one owner, and
   * the account's id stands for them; memberships give each person an id of their own.
   */
  userId: string;
  tokenId: string;
  expiresAt: Date;
  /** The member's role in this shop, read afresh at each request. */
  role: Role;
}
