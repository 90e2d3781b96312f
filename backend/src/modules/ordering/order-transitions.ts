import { Injectable } from '@nestjs/common';
import {
  actorMayMake,
  nextOrderState,
  ORDER_TRANSITIONS,
  undoIsOpen,
  type Actor,
  type OrderMoment,
  type OrderTransition,
  type TransitionRule,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { EventBus } from '../../common/events';
import { UnitOfWork } from '../../database/unit-of-work';
import { OrderEntity } from './order.entity';
import { OrderHistory } from './order-history';
import { DayClaims } from './day-claims';
import { SlotClaims } from './slot-claims';
import { StockClaims } from './stock-claims';
import { holdersOf, UnpaidHolds } from './unpaid-holds';

type OrderChanges = Partial<Pick<OrderEntity, 'state' | 'holdsPlace' | OrderMoment>>;

/**
 * The one writer of order states: the payment's outcome, the sweeper, the customer's cancel and the
 * owner's buttons all move an order here. A move happens once, on the locked row, and only where
 * the state machine allows it and by whom its rule names; in the same transaction it stamps its
 * moment, writes a line of the order's history (who, when, from → to), publishes its event,
 * gives back what an unpaid order held (its count among its customer's unpaid orders) and, once it
 * will not be collected, what it claimed (its slot place, its items' stock and daily counts). The shop's open screens hear of it from the orders table's trigger.
 */
@Injectable()
export class OrderTransitions {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly slotClaims: SlotClaims,
    private readonly stockClaims: StockClaims,
    private readonly dayClaims: DayClaims,
    private readonly unpaidHolds: UnpaidHolds,
    private readonly events: EventBus,
    private readonly history: OrderHistory,
  ) {}

  /** The order, locked for a move until the current transaction ends; only the shop's own when given. */
  lock(orderId: string, accountId?: string): Promise<OrderEntity | null> {
    return this.uow.repository(OrderEntity).findOne({
      where: accountId === undefined ? { id: orderId } : { id: orderId, accountId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /**
   * Makes the move on an order `lock` returned, by `actor` (`reason`: the cancel's, for the history);
   * false (and nothing changes) where it is not allowed: from this state, or by this kind of actor.
   * A way back is allowed only shortly after the moment it undoes, by this server's clock, and clears it.
   */
  async apply(
    order: OrderEntity,
    transition: OrderTransition,
    actor: Actor,
    reason: string | null = null,
  ): Promise<boolean> {
    const next = nextOrderState(order.state, transition);
    if (!next || !actorMayMake(transition, actor)) return false;
    const rule: TransitionRule = ORDER_TRANSITIONS[transition];
    const now = this.clock.now();
    if (rule.undoes && !undoIsOpen(order[rule.undoes], now)) return false;
    const from = order.state;
    const wasUnpaid = from === 'pending_payment';
    const givesUpPlace = rule.releasesClaims && order.holdsPlace;
    const changes: OrderChanges = { state: next };
    if (rule.stamps) changes[rule.stamps] = now;
    if (rule.undoes) changes[rule.undoes] = null;
    if (rule.releasesClaims) changes.holdsPlace = false;
    await this.uow.repository(OrderEntity).update({ id: order.id }, changes);
    Object.assign(order, changes);
    await this.history.record(order, { at: now, move: transition, from, to: next, actor, reason });

    if (wasUnpaid) await this.unpaidHolds.release(order.accountId, holdersOf(order));
    // A paid order's hold is its own now: no longer among the unpaid half.
    if (wasUnpaid && next === 'paid' && order.holdsPlace) {
      // In the order claims take their rows (stock, day counts, then the slot), so two orders never wait on each other.
      await this.stockClaims.convert(order.accountId, order.id);
      await this.dayClaims.convert(order.accountId, order.id, order.pickupDate);
      await this.slotClaims.convert(order.accountId, order.pickupDate, order.slotStart);
    }
    if (rule.releasesClaims) {
      // An order that paid first and found no room held no place, stock or day counts: nothing goes back.
      await this.stockClaims.release(order.accountId, order.id, wasUnpaid, givesUpPlace);
      await this.dayClaims.release(order.accountId, order.id, order.pickupDate, wasUnpaid, givesUpPlace);
      if (givesUpPlace)
        await this.slotClaims.release(order.accountId, order.pickupDate, order.slotStart, wasUnpaid);
    }
    await this.events.publish(rule.event, order.accountId, { orderId: order.id });
    return true;
  }

  /**
   * A paid order that held nothing (it came when the unpaid half was held) takes its stock, daily
   * counts and slot place now, each with one conditional statement, as any paid order may: false,
   * and nothing taken, when the stock, the day's maximum or the piece ran out meanwhile. Call on
   * the locked, paid order.
   */
  async takePlaceAtPayment(order: OrderEntity, maxOrdersPerSlot: number | null): Promise<boolean> {
    if (order.holdsPlace) return true;
    if (!(await this.stockClaims.claimAtPayment(order.accountId, order.id))) return false;
    if (!(await this.dayClaims.claimAtPayment(order.accountId, order.id, order.pickupDate))) {
      await this.stockClaims.release(order.accountId, order.id, false);
      return false;
    }
    if (
      !(await this.slotClaims.claimPaid(order.accountId, order.pickupDate, order.slotStart, maxOrdersPerSlot))
    ) {
      await this.stockClaims.release(order.accountId, order.id, false);
      await this.dayClaims.release(order.accountId, order.id, order.pickupDate, false);
      return false;
    }
    await this.uow.repository(OrderEntity).update({ id: order.id }, { holdsPlace: true });
    order.holdsPlace = true;
    return true;
  }

  /**
   * Locks and moves in a transaction of its own (or the caller's). A lost connection may run it
   * again: the state machine makes a second run change nothing.
   */
  move(orderId: string, transition: OrderTransition, actor: Actor, accountId?: string): Promise<boolean> {
    return this.uow.repeatableTransaction(async () => {
      const order = await this.lock(orderId, accountId);
      return order ? this.apply(order, transition, actor) : false;
    });
  }
}
