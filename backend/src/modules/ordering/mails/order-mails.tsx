import { Injectable, OnModuleInit } from '@nestjs/common';
import { render, toPlainText } from '@react-email/render';
import {
  eurosFromCents,
  OrderCancelled,
  OrderCancelledByCustomer,
  OrderNotSeen,
  OrderPaid,
  OrderReady,
  OrderRefunded,
} from '@bestelklaar/domain';
import { EventBus } from '../../../common/events';
import { MailService } from '../../mail/mail.service';
import { OrderRefunds } from '../order-refunds';
import { OrdersService } from '../orders.service';
import {
  ORDER_MAILS,
  type OrderMailName,
  type OrderMailRow,
  type OrderMailSubject,
} from './order-mail-contents';

/**
 * Which mails each event of an order's life sends: confirmation and the shop's copy on paid, 'klaar
 * voor afhaling' on ready, the customer's word when the shop cancels or refunds part of the order,
 * and when the customer cancels it themselves, a word to both.
 */
const ORDER_MAILS_ON = {
  paid: ['confirmation', 'newOrder'],
  ready: ['ready'],
  cancelled: ['cancelled'],
  cancelledByCustomer: ['cancelledByCustomer', 'customerCancelled'],
  refunded: ['refunded'],
  notSeen: ['notSeen'],
} as const satisfies Record<string, readonly OrderMailName[]>;

/** The one piece that renders and queues an order's mails, each from its row of `ORDER_MAILS`. */
@Injectable()
export class OrderMails implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly orders: OrdersService,
    private readonly mail: MailService,
    private readonly refunds: OrderRefunds,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.subscribe({
      subscriber: 'order-mails.paid',
      type: OrderPaid,
      handle: (event) => this.send(ORDER_MAILS_ON.paid, event.payload.orderId),
    });
    await this.events.subscribe({
      subscriber: 'order-mails.ready',
      type: OrderReady,
      handle: (event) => this.send(ORDER_MAILS_ON.ready, event.payload.orderId),
    });
    await this.events.subscribe({
      subscriber: 'order-mails.cancelled',
      type: OrderCancelled,
      handle: (event) => this.send(ORDER_MAILS_ON.cancelled, event.payload.orderId),
    });
    await this.events.subscribe({
      subscriber: 'order-mails.cancelled-by-customer',
      type: OrderCancelledByCustomer,
      handle: (event) => this.send(ORDER_MAILS_ON.cancelledByCustomer, event.payload.orderId),
    });
    await this.events.subscribe({
      subscriber: 'order-mails.not-seen',
      type: OrderNotSeen,
      handle: (event) => this.send(ORDER_MAILS_ON.notSeen, event.payload.orderId),
    });
    await this.events.subscribe({
      subscriber: 'order-mails.refunded',
      type: OrderRefunded,
      handle: (event) => this.onRefunded(event.payload.orderId, event.payload.refundId),
    });
  }

  private async onRefunded(orderId: string, refundId: string): Promise<void> {
    const refund = await this.refunds.find(refundId);
    if (!refund) return;
    await this.send(ORDER_MAILS_ON.refunded, orderId, {
      id: refund.id,
      amount: eurosFromCents(refund.amountCents),
      reason: refund.reason,
    });
  }

  /** The named mails of one order, from one read of its document. */
  private async send(
    names: readonly OrderMailName[],
    orderId: string,
    refund?: OrderMailSubject['refund'],
  ): Promise<void> {
    const subject: OrderMailSubject = { document: await this.orders.orderDocument(orderId), refund };
    for (const name of names) await this.queue(ORDER_MAILS[name], subject);
  }

  private async queue(row: OrderMailRow, subject: OrderMailSubject): Promise<void> {
    const { document, refund } = subject;
    const { customer, shop } = document;
    const [to, replyTo] =
      row.to === 'customer' ? [customer.email, shop.contactEmail] : [shop.contactEmail, customer.email];
    if (!to || (row.sends && !row.sends(subject))) return;
    const content = row.content(subject);
    if (!content) return;
    // The text part from the rendered HTML, as render's plainText does, without rendering twice.
    const html = await render(content.mail);
    await this.mail.enqueue({
      accountId: document.accountId,
      orderId: document.orderId,
      kind: row.kind,
      // What the mail is about: the order, or the refund it tells of.
      dedupeKey: `${row.kind}:${refund?.id ?? document.orderId}`,
      to,
      replyTo,
      subject: content.subject,
      html,
      text: toPlainText(html),
      attachments: content.attachments,
    });
  }
}
