/** The one LISTEN/NOTIFY channel (the shop tables' triggers notify it); each payload says which shop and what changed. */
export const SHOP_CHANGES_CHANNEL = 'shop_changes';

/**
 * The channel of ended sessions; each payload is the ended session's id (a logout),
 * `allSessionsOf(userId)` (a password reset ends a person's sessions in every shop), or
 * `memberSessionsOf(userId, shopId)` (the memberships table's trigger, when a membership goes or
 * its role changes). Their streams then end.
 */
export const ENDED_SESSIONS_CHANNEL = 'ended_sessions';

/** The payload that ends every session of a person. */
export const allSessionsOf = (userId: string) => `user:${userId}`;

/** The payload that ends a person's sessions in one shop (written by the memberships trigger too). */
export const memberSessionsOf = (userId: string, shopId: string) => `member:${userId}:${shopId}`;

/** "Something changed for shop X": enough for a dashboard to refetch `topic`, nothing more. */
export interface ShopChange {
  accountId: string;
  topic: string;
  /** ISO instant of the change. */
  at: string;
}

/** The account and topic of a change that may concern every shop and every list. */
export const EVERYTHING = '*';

/** What a stream gets after the listener lost its connection: changes may have been missed meanwhile. */
export function everythingMayHaveChanged(at: Date): ShopChange {
  return { accountId: EVERYTHING, topic: EVERYTHING, at: at.toISOString() };
}

/** A NOTIFY payload back into a change; anything else on the channel (another version, a typo in psql) is dropped. */
export function parseShopChange(payload: string | undefined): ShopChange | undefined {
  try {
    const { accountId, topic, at } = JSON.parse(payload ?? '') as Partial<ShopChange>;
    if (typeof accountId === 'string' && typeof topic === 'string' && typeof at === 'string') {
      return { accountId, topic, at };
    }
  } catch {
    // not JSON
  }
  return undefined;
}
