import { Injectable } from '@nestjs/common';
import { parseRole, type Role } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';

/** The shop's owner as its settings show them: the person of its oldest 'eigenaar' membership. */
export interface ShopOwner {
  userId: string;
  name: string;
  email: string;
}

/** What one request's session check reads, in one query. */
export interface MemberSessionState {
  role: Role;
  sessionsValidAfter: Date | null;
  revoked: boolean;
  /** The shop asks a second factor of its team ('Verplicht voor het hele team') and the person has none yet. */
  twoFactorSetupRequired: boolean;
}

/**
 * Which shops a person works in and as what (`memberships`, by SQL). Removing a membership or
 * changing its role ends that member's streams and links in the shop by the table's trigger.
 */
@Injectable()
export class Memberships {
  constructor(private readonly uow: UnitOfWork) {}

  async add(userId: string, shopId: string, role: Role): Promise<void> {
    await this.uow.manager.query('INSERT INTO memberships (user_id, shop_id, role) VALUES ($1, $2, $3)', [
      userId,
      shopId,
      role,
    ]);
  }

  /** The shop a login opens: the person's oldest membership. */
  async oldestShopOf(userId: string): Promise<string | undefined> {
    const rows: { shop_id: string }[] = await this.uow.manager.query(
      'SELECT shop_id FROM memberships WHERE user_id = $1 ORDER BY created_at, shop_id LIMIT 1',
      [userId],
    );
    return rows[0]?.shop_id;
  }

  async isMember(userId: string, shopId: string): Promise<boolean> {
    const rows: unknown[] = await this.uow.manager.query(
      'SELECT 1 FROM memberships WHERE user_id = $1 AND shop_id = $2',
      [userId, shopId],
    );
    return rows.length === 1;
  }

  async ownerOf(shopId: string): Promise<ShopOwner | undefined> {
    const rows: ShopOwner[] = await this.uow.manager.query(
      `SELECT u.id AS "userId", u.name, u.email FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.shop_id = $1 AND m.role = 'eigenaar' ORDER BY m.created_at, m.user_id LIMIT 1`,
      [shopId],
    );
    return rows[0];
  }

  /**
   * The member's role now, when the person last ended their sessions, whether this token was
   * revoked and whether the shop waits for the person's second factor; undefined when the person is no member of the shop (any more).
   */
  async sessionState(
    userId: string,
    shopId: string,
    tokenId: string,
  ): Promise<MemberSessionState | undefined> {
    const rows: {
      role: string;
      sessions_valid_after: Date | null;
      revoked: boolean;
      setup_required: boolean;
    }[] = await this.uow.manager.query(
      `SELECT m.role, u.sessions_valid_after,
              EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $3) AS revoked,
              (a.two_factor_required AND u.two_factor_enabled_at IS NULL) AS setup_required
       FROM memberships m JOIN users u ON u.id = m.user_id JOIN accounts a ON a.id = m.shop_id
       WHERE m.user_id = $1 AND m.shop_id = $2`,
      [userId, shopId, tokenId],
    );
    const row = rows[0];
    const role = parseRole(row?.role);
    if (!row || !role) return undefined;
    return {
      role,
      sessionsValidAfter: row.sessions_valid_after,
      revoked: row.revoked,
      twoFactorSetupRequired: row.setup_required,
    };
  }
}
