import { Injectable, Logger } from '@nestjs/common';
import { nextOrderState, ORDER_EVENTS, type OrderTransition } from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { EventBus } from '../../common/events';
import { isUuid } from '../../common/ids';
import { UnitOfWork } from '../../database/unit-of-work';
import { NotificationsService } from '../notifications/notifications.service';
import type { CheckoutOutcome } from '../payments/payments.service';
import { OrderEntity } from './order.entity';
import { SlotClaims } from './slot-claims';
import { holdersOf, UnpaidHolds } from './unpaid-holds';

/**
 * Moves an order after its payment's outcome, once: the order row is locked, the move must be one
 * the state machine allows (a late expiry never undoes a payment, a second payment changes
 * nothing), and an order that will not be paid gives its slot place back in the same transaction.
 * Either way it stops counting among its customer's unpaid orders.
 */
@Injectable()
export class OrderOutcomes {
  private readonly logger = new Logger('Betalingen');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly slotClaims: SlotClaims,
    private readonly unpaidHolds: UnpaidHolds,
    private readonly events: EventBus,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * The provider's word, within the transaction that records its event; ignored unless it is this
   * order's session charging this order's total in euros. Other amounts mean something is badly
   * wrong (a tampered session, a bug): nothing changes and it is raised as an alert.
   */
  async applyCheckoutOutcome(outcome: CheckoutOutcome): Promise<'applied' | 'ignored'> {
    if (!isUuid(outcome.orderId)) return 'ignored';
    const order = await this.lockedOrder(outcome.orderId);
    if (!order) return 'ignored';
    if (order.paymentAccountId !== outcome.providerAccountId || order.paymentSessionId !== outcome.sessionId)
      return 'ignored';
    if (outcome.amountTotalCents !== order.totalCents || outcome.currency !== 'eur') {
      this.logger.error(
        `ALARM: betaalsessie ${outcome.sessionId} rekent ${outcome.amountTotalCents} ${outcome.currency} voor bestelling ${order.id} van ${order.totalCents} eur; niet toegepast.`,
      );
      return 'ignored';
    }
    await this.move(order, outcome.outcome);
    return 'applied';
  }

  /** Ends an order that can no longer be paid (no payment page could be made, or none ever came). */
  async expire(orderId: string): Promise<void> {
    // The state machine makes a second run change nothing, so a lost connection may run it again.
    await this.uow.repeatableTransaction(async () => {
      const order = await this.lockedOrder(orderId);
      if (order) await this.move(order, 'expired');
    });
  }

  private lockedOrder(orderId: string): Promise<OrderEntity | null> {
    return this.uow
      .repository(OrderEntity)
      .findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
  }

  private async move(
    order: OrderEntity,
    transition: Extract<OrderTransition, 'paid' | 'expired'>,
  ): Promise<void> {
    const next = nextOrderState(order.state, transition);
    if (!next) return;
    const now = this.clock.now();
    const orders = this.uow.repository(OrderEntity);
    await this.unpaidHolds.release(order.accountId, holdersOf(order));
    if (transition === 'paid') {
      await orders.update({ id: order.id }, { state: next, paidAt: now });
      await this.events.publish(ORDER_EVENTS.paid, order.accountId, { orderId: order.id });
      await this.notifications.shopChanged(order.accountId, 'orders');
      return;
    }
    await orders.update({ id: order.id }, { state: next, expiredAt: now, holdsPlace: false });
    if (order.holdsPlace) await this.slotClaims.release(order.accountId, order.pickupDate, order.slotStart);
    await this.events.publish(ORDER_EVENTS.expired, order.accountId, { orderId: order.id });
  }
}
