import { Injectable } from '@nestjs/common';
import type { Actor, Cents, OrderHistoryMove, OrderState } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { OrderHistoryEntity } from './order-history.entity';
import type { OrderEntity } from './order.entity';

export interface HistoryLine {
  at: Date;
  move: OrderHistoryMove;
  from: OrderState;
  to: OrderState;
  actor: Actor;
  reason?: string | null;
  amountCents?: Cents | null;
}

/** The user a line names: a member's own id; anyone else is no user. */
export function userOf(actor: Actor): string | null {
  return actor.kind === 'member' ? actor.userId : null;
}

/**
 * An order's history, appended to in the caller's transaction (the move's or the refund's), so a
 * line exists exactly when what it tells of committed. The table refuses any change to a line.
 */
@Injectable()
export class OrderHistory {
  constructor(private readonly uow: UnitOfWork) {}

  async record(order: OrderEntity, line: HistoryLine): Promise<void> {
    await this.uow.manager.query(
      `INSERT INTO order_history (order_id, account_id, at, transition, from_state, to_state, reason,
         amount_cents, actor_kind, by_user)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        order.id,
        order.accountId,
        line.at,
        line.move,
        line.from,
        line.to,
        line.reason ?? null,
        line.amountCents ?? null,
        line.actor.kind,
        userOf(line.actor),
      ],
    );
  }

  /** The shop's order's lines, oldest first (in the order they were written when at the same moment). */
  of(accountId: string, orderId: string): Promise<OrderHistoryEntity[]> {
    return this.uow
      .repository(OrderHistoryEntity)
      .find({ where: { accountId, orderId }, order: { at: 'ASC', id: 'ASC' } });
  }

  /**
   * The name of each user the lines name, by id. A person removed from the team keeps their name here
   * while their user exists; a user that is gone is left out.
   */
  namesOf(lines: readonly OrderHistoryEntity[]): Promise<Map<string, string>> {
    return this.namesOfUsers(lines.map((line) => line.byUser));
  }

  /** As namesOf, for any user ids (an order's 'Gezien' names its person the same way); null is no one. */
  async namesOfUsers(userIds: readonly (string | null)[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds.flatMap((id) => (id === null ? [] : [id])))];
    if (ids.length === 0) return new Map();
    const rows = (await this.uow.manager.query('SELECT id, name FROM users WHERE id = ANY($1::uuid[])', [
      ids,
    ])) as {
      id: string;
      name: string;
    }[];
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
