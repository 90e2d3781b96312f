import { Inject, Injectable, Logger } from '@nestjs/common';
import { LessThanOrEqual } from 'typeorm';
import {
  addDays,
  customerCancelDeadline,
  customerCancelRefusal,
  eurosFromCents,
  isConfirmed,
  orderStateInWords,
  ORDER_MESSAGES,
  pickupSlotsForDay,
  CUSTOMER,
  SYSTEM,
  type Language,
  type OrderInput,
  type PublicOrderView,
  type SlotAvailabilityView,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { NotFound } from '../../common/errors/app-error';
import { describeError } from '../../common/errors/describe-error';
import { isUuid } from '../../common/ids';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work';
import { AccountsService } from '../accounts/accounts.service';
import { PaymentsService } from '../payments/payments.service';
import { SchedulingService } from '../scheduling/scheduling.service';
import { pickupCalendar } from './mails/pickup-calendar';
import type { MailAttachment } from '../mail/mail.service';
import type { OrderDocument } from './order-document';
import { OrderLineEntity } from './order-line.entity';
import { orderKeyMatches } from './order-access';
import { OrderLinks } from './order-links';
import { OrderRefunds } from './order-refunds';
import { OrderTransitions } from './order-transitions';
import { toOrderLineView, toTotalsView } from './order-views';
import { OrderEntity } from './order.entity';
import { RefundEntity } from './refund.entity';
import { PlaceOrder, type PlaceOrderResult } from './place-order';
import { DayClaims } from './day-claims';
import { SlotClaims } from './slot-claims';

/** Questions to the provider a sweep has open at once (Stripe allows a hundred a second). */
const SWEEP_CONCURRENCY = 10;
/** A sweep runs every minute; after 40 s it starts no new question, and one takes at most 10 s. */
const SWEEP_BUDGET_MS = 40_000;

/** The ordering context's door: placing an order, its payment's outcome, and an order as a document. */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger('Bestellingen');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
    private readonly scheduling: SchedulingService,
    private readonly payments: PaymentsService,
    private readonly placing: PlaceOrder,
    private readonly transitions: OrderTransitions,
    private readonly slotClaims: SlotClaims,
    private readonly links: OrderLinks,
    private readonly dayClaims: DayClaims,
    private readonly refunds: OrderRefunds,
  ) {}

  /**
   * Public: the pickup of a paid order as a calendar event, and once the shop cancelled it the
   * event's cancel (so a calendar that fetches the link again drops it); 404 before it is paid.
   */
  async pickupCalendar(subdomain: string, orderId: string, key: unknown): Promise<MailAttachment> {
    const order = await this.customersOrder(subdomain, orderId, key);
    if (!isConfirmed(order.state) && order.state !== 'cancelled')
      throw new NotFound(ORDER_MESSAGES.orderNotFound);
    return pickupCalendar(await this.orderDocument(order.id));
  }

  /** Public: a customer's order; `client` is who places it (for the rate limit). */
  placeOrder(
    subdomain: string,
    input: OrderInput,
    client: string,
    requested?: Language,
  ): Promise<PlaceOrderResult> {
    return this.placing.place(subdomain, input, client, requested);
  }

  /**
   * Public: the order for the payment result pages. While it is pending the provider is asked where
   * its payment stands first, so the success page never trusts its URL. `key` is the order's secret.
   */
  async publicOrder(
    subdomain: string,
    orderId: string,
    key: unknown,
    language?: Language,
  ): Promise<PublicOrderView> {
    const order = await this.customersOrder(subdomain, orderId, key);
    if (order.state === 'pending_payment' && order.paymentSessionId) {
      await this.askProvider(() =>
        this.payments.confirmCheckout(order.paymentAccountId, order.paymentSessionId!),
      );
      return this.publicView(await this.shopOrder(subdomain, orderId), language);
    }
    return this.publicView(order, language);
  }

  /**
   * Public: the customer gives up their order. A pending one (they left the payment page) ends and
   * frees its place; a paid one is cancelled and refunded in full where the shop allows it and in
   * time (409 otherwise, with why); one cancelled already stays as it is.
   */
  async cancelOrder(
    subdomain: string,
    orderId: string,
    key: unknown,
    language?: Language,
  ): Promise<PublicOrderView> {
    const order = await this.customersOrder(subdomain, orderId, key);
    if (order.state === 'pending_payment') {
      if (order.paymentSessionId)
        await this.askProvider(() =>
          this.payments.cancelCheckout(order.paymentAccountId, order.paymentSessionId!),
        );
      else await this.transitions.move(order.id, 'expired', CUSTOMER);
    } else if (order.state !== 'cancelled' && order.state !== 'expired') {
      const policy = await this.accounts.customerCancelPolicy(order.accountId);
      const { timeZone } = await this.accounts.pickupPolicy(order.accountId);
      await this.refunds.cancelByCustomer(order.accountId, order.id, policy, timeZone);
    }
    return this.publicView(await this.shopOrder(subdomain, orderId), language);
  }

  /**
   * Public: the pieces from `from` on, `days` days long, whose places are all taken, the items
   * that reached their daily maximum on one of those days, and what is left of those partly taken.
   */
  async slotAvailability(subdomain: string, from: string, days: number): Promise<SlotAvailabilityView> {
    const shop = await this.accounts.launchedShop(subdomain);
    const { maxOrdersPerSlot } = shop;
    const itemDays = await this.dayClaims.itemDays(shop.accountId, from, addDays(from, days - 1));
    if (maxOrdersPerSlot === null) return { maxOrdersPerSlot, fullPieces: [], ...itemDays };
    const now = this.clock.now();
    const claims = await this.slotClaims.fullPieces(
      shop.accountId,
      from,
      addDays(from, days - 1),
      maxOrdersPerSlot,
    );
    if (claims.length === 0) return { maxOrdersPerSlot, fullPieces: [], ...itemDays };
    const schedule = await this.scheduling.pickupSchedule(shop.accountId, now);
    const fullPieces = claims.flatMap((claim) =>
      pickupSlotsForDay(schedule, claim.date, now)
        .filter((piece) => piece.start === claim.start)
        .map((piece) => ({ date: claim.date, start: piece.start, end: piece.end })),
    );
    return { maxOrdersPerSlot, fullPieces, ...itemDays };
  }

  /** An order with everything a mail or a receipt needs (the mail work reads orders through this). */
  async orderDocument(orderId: string): Promise<OrderDocument> {
    const order = isUuid(orderId) ? await this.orders.findOneBy({ id: orderId }) : null;
    if (!order) throw new NotFound(ORDER_MESSAGES.orderNotFound);
    const lines = await this.linesOf(order);
    const settings = await this.accounts.settings(order.accountId);
    const { timeZone } = await this.accounts.pickupPolicy(order.accountId);
    const withMailSwitch: { newOrderMails?: boolean } = settings;
    return {
      accountId: order.accountId,
      orderId: order.id,
      number: order.number,
      state: order.state,
      customer: { name: order.customerName, phone: order.customerPhone, email: order.customerEmail },
      language: order.language,
      pickupDate: order.pickupDate,
      timeSlot: { start: order.slotStart, end: order.slotEnd },
      timeZone,
      lines: lines.map((line) => toOrderLineView(line, 'customer')),
      shopLines: lines.map((line) => toOrderLineView(line, 'shop')),
      totals: toTotalsView(lines),
      shop: {
        shopName: settings.shopName,
        subdomain: settings.subdomain,
        shopAddress: settings.shopAddress,
        contactEmail: settings.contactEmail,
        contactGsm: settings.contactGsm,
        logoUrl: settings.shopLogoUrl ? `${this.config.publicBaseUrl}${settings.shopLogoUrl}` : null,
        newOrderMails: withMailSwitch.newOrderMails ?? true,
        allergenInfoComplete: settings.allergenInfoComplete,
      },
      createdAt: order.createdAt,
      paidAt: order.paidAt,
      cancelledAt: order.cancelledAt,
      pageUrl: this.links.pageUrl(settings.subdomain, order.id, order.language),
      acknowledgedAt: order.acknowledgedAt,
      attention: {
        unseenReminderMinutes: settings.unseenReminderMinutes,
        ordersUrl: `${this.config.publicBaseUrl}/dashboard/bestellingen`,
      },
      cancelReason: order.cancelReason,
      refunded: eurosFromCents(order.refundedCents),
    };
  }

  /**
   * Settles pending orders whose payment window is over: their page is ended at the provider (it
   * lives longer, Stripe's minimum) and the provider's word applied, paid when it was paid just
   * before; a plain expiry when no payment page was ever made. The provider is asked
   * about several at once, and no new question starts once `budget` is spent (the next sweep goes
   * on), so a slow provider cannot make one sweep run into the next.
   */
  async settleOverdueOrders(budget: AbortSignal = AbortSignal.timeout(SWEEP_BUDGET_MS)): Promise<number> {
    const overdue = await this.orders.find({
      where: { state: 'pending_payment', paymentExpiresAt: LessThanOrEqual(this.clock.now()) },
      order: { paymentExpiresAt: 'ASC' },
      take: 500,
    });
    const queue = [...overdue];
    const settleNext = async (): Promise<void> => {
      for (let order = queue.shift(); order && !budget.aborted; order = queue.shift()) {
        const { paymentAccountId, paymentSessionId } = order;
        if (paymentSessionId)
          await this.askProvider(() => this.payments.cancelCheckout(paymentAccountId, paymentSessionId));
        else await this.transitions.move(order.id, 'expired', SYSTEM);
      }
    };
    await Promise.all(Array.from({ length: SWEEP_CONCURRENCY }, settleNext));
    return overdue.length;
  }

  private get orders() {
    return this.uow.repository(OrderEntity);
  }

  private linesOf(order: OrderEntity): Promise<OrderLineEntity[]> {
    return this.uow
      .repository(OrderLineEntity)
      .find({ where: { orderId: order.id }, order: { position: 'ASC' } });
  }

  /** The order of the launched shop on `subdomain`; any other id is the same Dutch 404. */
  private async shopOrder(subdomain: string, orderId: string): Promise<OrderEntity> {
    const shop = await this.accounts.launchedShop(subdomain);
    const order = isUuid(orderId)
      ? await this.orders.findOneBy({ id: orderId, accountId: shop.accountId })
      : null;
    if (!order) throw new NotFound(ORDER_MESSAGES.orderNotFound);
    return order;
  }

  /** The order as its customer may see it: a wrong or missing secret is the same 404 as an unknown id. */
  private async customersOrder(subdomain: string, orderId: string, key: unknown): Promise<OrderEntity> {
    const order = await this.shopOrder(subdomain, orderId);
    if (!orderKeyMatches(order.accessKeyHash, key) && !this.links.matches(order.id, key))
      throw new NotFound(ORDER_MESSAGES.orderNotFound);
    return order;
  }

  /**
   * Only an order that was paid shows its lines, its customer and its refunds; the totals are
   * always the order's own. A cancelled order was paid: its payment's status stays 'paid'.
   */
  /**
   * `language`: the one the customer's page reads in (its Accept-Language), for the state's words;
   * without one the order's own, which its lines are in.
   */
  private async publicView(order: OrderEntity, requested?: Language): Promise<PublicOrderView> {
    const language = requested ?? order.language;
    const paid = isConfirmed(order.state) || order.state === 'cancelled';
    const lines = await this.linesOf(order);
    const settings = await this.accounts.settings(order.accountId);
    const refunds = paid
      ? await this.uow
          .repository(RefundEntity)
          .find({ where: { orderId: order.id }, order: { createdAt: 'ASC', id: 'ASC' } })
      : [];
    const refundedAmount = eurosFromCents(order.refundedCents);
    return {
      orderId: order.id,
      number: order.number,
      status: paid ? 'paid' : order.state === 'expired' ? 'expired' : 'pending',
      state: order.state,
      stateLabel: orderStateInWords(order.state, refundedAmount, language),
      refundedAmount,
      refunds: refunds.flatMap((refund) =>
        refund.status === 'failed'
          ? []
          : [
              {
                amount: eurosFromCents(refund.amountCents),
                reason: refund.reason,
                status: refund.status,
                createdAt: refund.createdAt.toISOString(),
              },
            ],
      ),
      calendarUrl: isConfirmed(order.state) ? this.links.calendarUrl(settings.subdomain, order.id) : null,
      cancellableUntil: await this.cancellableUntil(order),
      cancelledByCustomer: order.cancelledByCustomer,
      date: order.pickupDate,
      timeSlot: { start: order.slotStart, end: order.slotEnd },
      customerName: paid ? order.customerName : '',
      lines: paid ? lines.map((line) => toOrderLineView(line, 'customer')) : [],
      totals: toTotalsView(lines),
      shop: {
        shopName: settings.shopName,
        shopAddress: settings.shopAddress,
        contactEmail: settings.contactEmail,
        contactGsm: settings.contactGsm,
        timeZone: settings.timeZone,
      },
    };
  }

  /** Until when its customer may still cancel the order, by the shop's setting and this server's clock. */
  private async cancellableUntil(order: OrderEntity): Promise<string | null> {
    if (order.state !== 'paid' && order.state !== 'ready') return null;
    const policy = await this.accounts.customerCancelPolicy(order.accountId);
    const { timeZone } = await this.accounts.pickupPolicy(order.accountId);
    if (customerCancelRefusal(order, policy, timeZone, this.clock.now())) return null;
    return customerCancelDeadline(order, policy.customerCancelHoursBeforePickup, timeZone).toISOString();
  }

  /** The provider may be down: the order then stays as it is, and the page or the sweeper asks again. */
  private async askProvider(ask: () => Promise<unknown>): Promise<void> {
    try {
      await ask();
    } catch (error) {
      this.logger.warn(`Betaalstatus niet opgehaald: ${describeError(error)}`);
    }
  }
}
