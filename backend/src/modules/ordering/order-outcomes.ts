import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { PROVIDER } from '@bestelklaar/domain';
import { isUuid } from '../../common/ids';
import { PaymentsService, type CheckoutOutcome } from '../payments/payments.service';
import { AccountsService } from '../accounts/accounts.service';
import { OrderAttention } from './order-attention';
import { OrderRefunds } from './order-refunds';
import { OrderTransitions } from './order-transitions';

/**
 * What a payment's outcome does to its order: the provider's word is checked against the order,
 * then the order moves through the one writer (paid, or expired: a late expiry never undoes a
 * payment, a second payment changes nothing).
 *
 * The one way payments reaches ordering: payments cannot import ordering (ordering asks it for
 * payment pages), so at start-up this plugs itself into payments as its checkout-outcome listener.
 */
@Injectable()
export class OrderOutcomes implements OnModuleInit {
  private readonly logger = new Logger('Betalingen');

  constructor(
    private readonly transitions: OrderTransitions,
    private readonly payments: PaymentsService,
    private readonly accounts: AccountsService,
    private readonly refunds: OrderRefunds,
    private readonly attention: OrderAttention,
  ) {}

  onModuleInit(): void {
    this.payments.registerCheckoutListener((outcome) => this.applyCheckoutOutcome(outcome));
  }

  /**
   * The provider's word, within the transaction that records its event; ignored unless it is this
   * order's session charging this order's total in euros. Other amounts mean something is badly
   * wrong (a tampered session, a bug): nothing changes and it is raised as an alert.
   */
  async applyCheckoutOutcome(outcome: CheckoutOutcome): Promise<'applied' | 'ignored'> {
    if (!isUuid(outcome.orderId)) return 'ignored';
    const order = await this.transitions.lock(outcome.orderId);
    if (!order) return 'ignored';
    if (order.paymentAccountId !== outcome.providerAccountId || order.paymentSessionId !== outcome.sessionId)
      return 'ignored';
    if (outcome.amountTotalCents !== order.totalCents || outcome.currency !== 'eur') {
      this.logger.error(
        `ALARM: betaalsessie ${outcome.sessionId} rekent ${outcome.amountTotalCents} ${outcome.currency} voor bestelling ${order.id} van ${order.totalCents} eur; niet toegepast.`,
      );
      return 'ignored';
    }
    const unplaced = outcome.outcome === 'paid' && order.state === 'pending_payment' && !order.holdsPlace;
    const moved = await this.transitions.apply(order, outcome.outcome, PROVIDER);
    if (unplaced) {
      const { maxOrdersPerSlot } = await this.accounts.pickupPolicy(order.accountId);
      if (!(await this.transitions.takePlaceAtPayment(order, maxOrdersPerSlot)))
        await this.refunds.cancelUnplaced(order);
    }
    // A paid order is 'Nieuw' for the kitchen: when it is due a reminder, or seen at once.
    if (moved && order.state === 'paid') await this.attention.scheduleAtPayment(order);
    return 'applied';
  }
}
