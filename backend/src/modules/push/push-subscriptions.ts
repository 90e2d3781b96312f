import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { PushSubscriptionInput } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { Clock } from '../../common/clock';

/** A device to push to: where, and the keys its messages are encrypted for (RFC 8291). */
export interface PushDevice {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Who subscribed it and from which browser (the session's request). */
export interface DeviceOwner {
  userId: string;
  shopId: string;
  userAgent: string | null;
}

/** The `push_subscriptions` table, by SQL: each statement one conditional write. */
@Injectable()
export class PushSubscriptions {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * Keeps the device for `owner`, in one statement: a new endpoint is inserted, a known one (the
   * same device again, or a device another person or shop had) moves to `owner` with its new keys.
   */
  async keep(owner: DeviceOwner, subscription: PushSubscriptionInput): Promise<void> {
    await this.uow.manager.query(
      `INSERT INTO push_subscriptions (id, user_id, shop_id, endpoint, p256dh, auth, user_agent, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, shop_id = EXCLUDED.shop_id,
         p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, user_agent = EXCLUDED.user_agent,
         created_at = EXCLUDED.created_at, last_success_at = NULL`,
      [
        randomUUID(),
        owner.userId,
        owner.shopId,
        subscription.endpoint,
        subscription.keys.p256dh,
        subscription.keys.auth,
        owner.userAgent,
        this.clock.now(),
      ],
    );
  }

  /** Forgets the device if it is the person's in this shop; anyone else's stays as it is. */
  async forget(userId: string, shopId: string, endpoint: string): Promise<void> {
    await this.uow.manager.query(
      'DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2 AND shop_id = $3',
      [endpoint, userId, shopId],
    );
  }

  /** The shop's devices of these people. */
  async devicesOf(shopId: string, userIds: readonly string[]): Promise<PushDevice[]> {
    if (userIds.length === 0) return [];
    return this.uow.manager.query(
      `SELECT id, endpoint, p256dh, auth FROM push_subscriptions
       WHERE shop_id = $1 AND user_id = ANY($2::uuid[]) ORDER BY created_at, id`,
      [shopId, userIds],
    );
  }

  async find(id: string): Promise<PushDevice | undefined> {
    const rows: PushDevice[] = await this.uow.manager.query(
      'SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE id = $1',
      [id],
    );
    return rows[0];
  }

  /**
   * The push service says the device is gone (404, 410): removed, unless it subscribed again in
   * the meantime (new keys: the row is another subscription now).
   */
  async removeGone(device: PushDevice): Promise<void> {
    await this.uow.manager.query('DELETE FROM push_subscriptions WHERE id = $1 AND auth = $2', [
      device.id,
      device.auth,
    ]);
  }

  async delivered(id: string): Promise<void> {
    await this.uow.manager.query('UPDATE push_subscriptions SET last_success_at = $2 WHERE id = $1', [
      id,
      this.clock.now(),
    ]);
  }
}
