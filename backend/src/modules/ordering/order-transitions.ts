import { Injectable } from '@nestjs/common';
import {
  nextOrderState,
  ORDER_TRANSITIONS,
  undoIsOpen,
  type OrderMoment,
  type OrderTransition,
  type TransitionRule,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { EventBus } from '../../common/events';
import { UnitOfWork } from '../../database/unit-of-work';
import { OrderEntity } from './order.entity';
import { SlotClaims } from './slot-claims';
import { holdersOf, UnpaidHolds } from './unpaid-holds';

type OrderChanges = Partial<Pick<OrderEntity, 'state' | 'holdsPlace' | OrderMoment>>;

/**
 * The one writer of order states: the payment's outcome, the sweeper, the customer's cancel and the
 * owner's buttons all move an order here. A move happens once, on the locked row, and only where
 * the state machine allows it; in the same transaction it stamps its moment, publishes its event,
 * gives back what an unpaid order held (its count among its customer's unpaid orders, and its slot
 * place once it will not be paid). The shop's open screens hear of it from the orders table's trigger.
 */
@Injectable()
export class OrderTransitions {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly slotClaims: SlotClaims,
    private readonly unpaidHolds: UnpaidHolds,
    private readonly events: EventBus,
  ) {}

  /** The order, locked for a move until the current transaction ends; only the shop's own when given. */
  lock(orderId: string, accountId?: string): Promise<OrderEntity | null> {
    return this.uow.repository(OrderEntity).findOne({
      where: accountId === undefined ? { id: orderId } : { id: orderId, accountId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /**
   * Makes the move on an order `lock` returned; false (and nothing changes) where it is not allowed.
   * A way back is allowed only shortly after the moment it undoes, by this server's clock, and clears it.
   */
  async apply(order: OrderEntity, transition: OrderTransition): Promise<boolean> {
    const next = nextOrderState(order.state, transition);
    if (!next) return false;
    const rule: TransitionRule = ORDER_TRANSITIONS[transition];
    const now = this.clock.now();
    if (rule.undoes && !undoIsOpen(order[rule.undoes], now)) return false;
    const wasUnpaid = order.state === 'pending_payment';
    const givesUpPlace = rule.releasesClaims && order.holdsPlace;
    const changes: OrderChanges = { state: next };
    if (rule.stamps) changes[rule.stamps] = now;
    if (rule.undoes) changes[rule.undoes] = null;
    if (rule.releasesClaims) changes.holdsPlace = false;
    await this.uow.repository(OrderEntity).update({ id: order.id }, changes);
    Object.assign(order, changes);

    if (wasUnpaid) await this.unpaidHolds.release(order.accountId, holdersOf(order));
    if (givesUpPlace) await this.slotClaims.release(order.accountId, order.pickupDate, order.slotStart);
    await this.events.publish(rule.event, order.accountId, { orderId: order.id });
    return true;
  }

  /**
   * Locks and moves in a transaction of its own (or the caller's). A lost connection may run it
   * again: the state machine makes a second run change nothing.
   */
  move(orderId: string, transition: OrderTransition, accountId?: string): Promise<boolean> {
    return this.uow.repeatableTransaction(async () => {
      const order = await this.lock(orderId, accountId);
      return order ? this.apply(order, transition) : false;
    });
  }
}
