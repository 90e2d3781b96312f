import { Injectable } from '@nestjs/common';
import { ORDER_MESSAGES, OrderNotSeen, type Actor, type AdminOrderView } from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { EventBus } from '../../common/events';
import { NotFound } from '../../common/errors/app-error';
import { isUuid } from '../../common/ids';
import { UnitOfWork } from '../../database/unit-of-work';
import { AccountsService } from '../accounts/accounts.service';
import { AdminOrderQueries } from './admin-order-queries';
import { userOf } from './order-history';
import type { OrderEntity } from './order.entity';

/** The states in which an order can still be seen for the first time: paid, or already made ready. */
const SEEABLE_STATES = ['paid', 'ready'] as const;

/** Orders a sweep reminds of or cancels at most: the next sweep, a minute later, goes on. */
const SWEEP_BATCH = 200;

/**
 * A paid order's attention, beside its state (the state machine does not know of it): 'Nieuw' for
 * the kitchen until someone taps 'Gezien'. At payment the order learns from the shop's settings
 * when it is due a reminder and, where the shop wants it, when it is cancelled unseen; a shop that
 * confirms by itself has it seen at once, by the system. Each of these is one conditional UPDATE,
 * so two taps at once record the first person, and a reminder is claimed once however many sweeps
 * run. The screens hear of a 'Gezien' from the orders table's trigger.
 */
@Injectable()
export class OrderAttention {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly events: EventBus,
    private readonly accounts: AccountsService,
    private readonly queries: AdminOrderQueries,
  ) {}

  /**
   * In the payment's transaction, on the order just paid: seen at once by the system where the shop
   * confirms by itself; otherwise its reminder after the shop's minutes and, where the shop cancels
   * unseen orders, the moment it would: M minutes before its pickup piece starts (in the shop's time
   * zone), but never before the reminder, so the shop always had its reminder minutes first.
   */
  async scheduleAtPayment(order: OrderEntity): Promise<void> {
    if (order.state !== 'paid' || order.paidAt === null) return;
    const policy = await this.accounts.orderAttention(order.accountId);
    if (policy.autoConfirmOrders) {
      await this.uow.manager.query(
        `UPDATE orders SET acknowledged_at = paid_at, acknowledged_by = NULL
         WHERE id = $1 AND acknowledged_at IS NULL`,
        [order.id],
      );
      return;
    }
    const { timeZone } = await this.accounts.pickupPolicy(order.accountId);
    await this.uow.manager.query(
      `UPDATE orders SET
         remind_at = paid_at + make_interval(mins => $2),
         auto_cancel_at = CASE WHEN $3::int IS NULL THEN NULL ELSE GREATEST(
           ((pickup_date + slot_start::time) AT TIME ZONE $4) - make_interval(mins => $3::int),
           paid_at + make_interval(mins => $2)) END
       WHERE id = $1 AND acknowledged_at IS NULL`,
      [order.id, policy.unseenReminderMinutes, policy.autoCancelMinutesBeforePickup, timeZone],
    );
  }

  /**
   * 'Gezien' by `by`: the first tap is recorded (who and when), a later one changes nothing, and
   * both are answered with the order as it then stands. Unknown, another shop's, or not shown: 404.
   */
  async acknowledge(accountId: string, orderId: string, by: Actor): Promise<AdminOrderView> {
    if (!isUuid(orderId)) throw new NotFound(ORDER_MESSAGES.orderNotFound);
    await this.uow.manager.query(
      `UPDATE orders SET acknowledged_at = $3, acknowledged_by = $4
       WHERE id = $1 AND account_id = $2 AND acknowledged_at IS NULL AND state = ANY($5)`,
      [orderId, accountId, this.clock.now(), userOf(by), SEEABLE_STATES],
    );
    return this.queries.one(accountId, orderId);
  }

  /**
   * Paid orders nobody saw by their reminder moment: each is claimed with one conditional UPDATE
   * and its `OrderNotSeen` published in the same transaction, so it is told once. Gives their number.
   */
  async remindUnseen(): Promise<number> {
    return this.uow.transaction(async () => {
      const now = this.clock.now();
      const rows = (await this.uow.manager.query(
        `WITH claimed AS (
           UPDATE orders SET not_seen_notified_at = $1
           WHERE id IN (
             SELECT id FROM orders
             WHERE state = 'paid' AND acknowledged_at IS NULL AND remind_at <= $1
               AND not_seen_notified_at IS NULL
             ORDER BY remind_at LIMIT $2 FOR UPDATE SKIP LOCKED)
           AND not_seen_notified_at IS NULL
           RETURNING id, account_id)
         SELECT id, account_id FROM claimed`,
        [now, SWEEP_BATCH],
      )) as { id: string; account_id: string }[];
      for (const row of rows) await this.events.publish(OrderNotSeen, row.account_id, { orderId: row.id });
      return rows.length;
    });
  }

  /** Paid orders still unseen at their cancel moment, oldest moment first, for the sweeper to cancel. */
  async dueForCancel(): Promise<{ orderId: string; accountId: string }[]> {
    const rows = (await this.uow.manager.query(
      `SELECT id, account_id FROM orders
       WHERE state = 'paid' AND acknowledged_at IS NULL AND auto_cancel_at <= $1
       ORDER BY auto_cancel_at LIMIT $2`,
      [this.clock.now(), SWEEP_BATCH],
    )) as { id: string; account_id: string }[];
    return rows.map((row) => ({ orderId: row.id, accountId: row.account_id }));
  }
}
