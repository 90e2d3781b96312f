import { Injectable, OnModuleInit } from '@nestjs/common';
import { ActivityLog, type SubjectState } from '../../common/activity';
import { UnitOfWork } from '../../database/unit-of-work';

/** How a member and a pending invitation read in the shop's activity. */
@Injectable()
export class TeamActivity implements OnModuleInit {
  constructor(
    private readonly activity: ActivityLog,
    private readonly uow: UnitOfWork,
  ) {}

  onModuleInit(): void {
    this.activity.describe('member', (shopId, id) => this.member(shopId, id));
    this.activity.describe('invitation', (shopId, id) => this.invitation(shopId, id));
  }

  private async member(shopId: string, userId: string): Promise<SubjectState | null> {
    const [row] = await this.uow.manager.query(
      `SELECT users.name, membership.role FROM memberships membership
       JOIN users ON users.id = membership.user_id WHERE membership.user_id = $1 AND membership.shop_id = $2`,
      [userId, shopId],
    );
    return row ? { name: row.name, fields: { role: row.role } } : null;
  }

  /** Only while pending: revoking it reads as its deletion. */
  private async invitation(shopId: string, id: string): Promise<SubjectState | null> {
    const [row] = await this.uow.manager.query(
      `SELECT email, role, expires_at FROM invitations
       WHERE id = $1 AND shop_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL`,
      [id, shopId],
    );
    return row
      ? { name: row.email, fields: { role: row.role, expiresAt: new Date(row.expires_at).toISOString() } }
      : null;
  }
}
