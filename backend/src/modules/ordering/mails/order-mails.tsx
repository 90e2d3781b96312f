import { Injectable, OnModuleInit } from '@nestjs/common';
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import {
  eurosFromCents,
  OrderCancelled,
  OrderCancelledByCustomer,
  OrderPaid,
  OrderReady,
  OrderRefunded,
} from '@bestelklaar/domain';
import { EventBus } from '../../../common/events';
import { MailService, type MailAttachment, type MailKind } from '../../mail/mail.service';
import type { OrderDocument } from '../order-document';
import { OrderRefunds } from '../order-refunds';
import { OrdersService } from '../orders.service';
import { CustomerCancelledMail } from './customer-cancelled-mail';
import { NewOrderMail } from './new-order-mail';
import { OrderConfirmationMail } from './order-confirmation-mail';
import { OrderReadyMail } from './order-ready-mail';
import { MAIL_TEXTS } from './mail-texts';
import { OrderRefundMail } from './order-refund-mail';
import { pickupCalendar } from './pickup-calendar';

/**
 * The mails an order's life sends: confirmation and the shop's copy on paid, 'klaar voor afhaling'
 * on ready, the customer's word when the shop cancels or refunds part of the order, and when the
 * customer cancels it themselves, a word to both. The customer's speak the order's language; the
 * shop's copies Dutch.
 */
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
      handle: (event) => this.onPaid(event.payload.orderId),
    });
    await this.events.subscribe({
      subscriber: 'order-mails.ready',
      type: OrderReady,
      handle: (event) => this.onReady(event.payload.orderId),
    });
    await this.events.subscribe({
      subscriber: 'order-mails.cancelled',
      type: OrderCancelled,
      handle: (event) => this.onCancelled(event.payload.orderId),
    });
    await this.events.subscribe({
      subscriber: 'order-mails.cancelled-by-customer',
      type: OrderCancelledByCustomer,
      handle: (event) => this.onCancelledByCustomer(event.payload.orderId),
    });
    await this.events.subscribe({
      subscriber: 'order-mails.refunded',
      type: OrderRefunded,
      handle: (event) => this.onRefunded(event.payload.orderId, event.payload.refundId),
    });
  }

  private async onCancelled(orderId: string): Promise<void> {
    const document = await this.orders.orderDocument(orderId);
    await this.queue(document, 'order-cancelled', document.customer.email, {
      replyTo: document.shop.contactEmail,
      subject: MAIL_TEXTS[document.language].cancelledSubject(document.number, document.shop.shopName),
      mail: (
        <OrderRefundMail
          document={document}
          cancelled
          amount={document.refunded}
          reason={document.cancelReason ?? ''}
        />
      ),
      // The confirmation's calendar event, withdrawn: same UID, next SEQUENCE, METHOD:CANCEL.
      attachments: [pickupCalendar(document)],
    });
  }

  /** The customer's own cancel: their confirmation, and the shop's word whatever its new-order switch. */
  private async onCancelledByCustomer(orderId: string): Promise<void> {
    const document = await this.orders.orderDocument(orderId);
    await this.queue(document, 'order-cancelled', document.customer.email, {
      replyTo: document.shop.contactEmail,
      subject: MAIL_TEXTS[document.language].cancelledSubject(document.number, document.shop.shopName),
      mail: <OrderRefundMail document={document} cancelled byCustomer amount={document.refunded} reason="" />,
    });
    if (document.shop.contactEmail)
      await this.queue(document, 'customer-cancelled', document.shop.contactEmail, {
        replyTo: document.customer.email,
        subject: `Bestelling #${document.number} geannuleerd door ${document.customer.name}`,
        mail: <CustomerCancelledMail document={document} />,
      });
  }

  /** One mail per refund: a second partial refund is news of its own. */
  private async onRefunded(orderId: string, refundId: string): Promise<void> {
    const refund = await this.refunds.find(refundId);
    if (!refund) return;
    const document = await this.orders.orderDocument(orderId);
    await this.queue(
      document,
      'order-refunded',
      document.customer.email,
      {
        replyTo: document.shop.contactEmail,
        subject: MAIL_TEXTS[document.language].refundedSubject(document.number, document.shop.shopName),
        mail: (
          <OrderRefundMail
            document={document}
            cancelled={false}
            amount={eurosFromCents(refund.amountCents)}
            reason={refund.reason}
          />
        ),
      },
      refund.id,
    );
  }

  private async onPaid(orderId: string): Promise<void> {
    const document = await this.orders.orderDocument(orderId);
    await this.queue(document, 'order-confirmation', document.customer.email, {
      replyTo: document.shop.contactEmail,
      subject: MAIL_TEXTS[document.language].confirmationSubject(document.number, document.shop.shopName),
      mail: <OrderConfirmationMail document={document} />,
      attachments: [pickupCalendar(document)],
    });
    if (document.shop.newOrderMails && document.shop.contactEmail)
      await this.queue(document, 'new-order', document.shop.contactEmail, {
        replyTo: document.customer.email,
        subject: `Nieuwe bestelling #${document.number} van ${document.customer.name}`,
        mail: <NewOrderMail document={document} />,
      });
  }

  private async onReady(orderId: string): Promise<void> {
    const document = await this.orders.orderDocument(orderId);
    await this.queue(document, 'order-ready', document.customer.email, {
      replyTo: document.shop.contactEmail,
      subject: MAIL_TEXTS[document.language].readySubject(document.number, document.shop.shopName),
      mail: <OrderReadyMail document={document} />,
    });
  }

  private async queue(
    document: OrderDocument,
    kind: Exclude<MailKind, 'password-reset'>,
    to: string,
    content: { replyTo: string; subject: string; mail: ReactElement; attachments?: MailAttachment[] },
    /** What the mail is about, when not the order itself (a refund). */
    subjectId: string = document.orderId,
  ): Promise<void> {
    // The text part from the rendered HTML, as render's plainText does, without rendering twice.
    const html = await render(content.mail);
    await this.mail.enqueue({
      accountId: document.accountId,
      orderId: document.orderId,
      kind,
      dedupeKey: `${kind}:${subjectId}`,
      to,
      replyTo: content.replyTo,
      subject: content.subject,
      html,
      text: toPlainText(html),
      attachments: content.attachments,
    });
  }
}
