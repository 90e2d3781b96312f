/** What a verified token tells a handler: whose shop this is, and which token to revoke on logout. */
export interface AuthenticatedAccount {
  accountId: string;
  tokenId: string;
  expiresAt: Date;
}
