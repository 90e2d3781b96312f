import type { ReactElement } from 'react';
import { ownerTexts, textsIn } from '@bestelklaar/domain';
import type { MailAttachment, MailKind } from '../../mail/mail.service';
import type { OrderDocument } from '../order-document';
import { CustomerCancelledMail } from './customer-cancelled-mail';
import { MAIL_TEXTS, SHOP_MAIL_TEXTS } from './mail-texts';
import { NewOrderMail } from './new-order-mail';
import { NotSeenMail } from './not-seen-mail';
import { OrderConfirmationMail } from './order-confirmation-mail';
import { OrderReadyMail } from './order-ready-mail';
import { OrderRefundMail } from './order-refund-mail';
import { pickupCalendar } from './pickup-calendar';

/** What a mail is about: the order, and for a refund's mail that refund (a second one is news of its own). */
export interface OrderMailSubject {
  document: OrderDocument;
  refund?: { id: string; amount: number; reason: string };
}

/** A mail's content, built from the order document alone. */
export interface OrderMailContent {
  subject: string;
  mail: ReactElement;
  attachments?: MailAttachment[];
}

/** One order mail: its stored kind, whom it goes to, when it goes, and its content. */
export interface OrderMailRow {
  kind: Exclude<MailKind, 'password-reset' | 'team-invitation'>;
  /** The customer's mails speak the order's language and answer to the shop; the shop's copies are Dutch. */
  to: 'customer' | 'shop';
  /** Whether it goes at all (the shop's copy of a new order follows the owner's switch). */
  sends?(subject: OrderMailSubject): boolean;
  content(subject: OrderMailSubject): OrderMailContent | undefined;
}

const customer = (document: OrderDocument) => textsIn(MAIL_TEXTS, document.language);
const shop = () => ownerTexts(SHOP_MAIL_TEXTS);

/**
 * Every mail an order's life sends, by name: each is a row, its content built from the one order
 * document (`OrdersService.orderDocument`), so adding a mail is adding a row (and naming it in the
 * event that sends it, `ORDER_MAILS_ON` in order-mails.tsx).
 */
export const ORDER_MAILS = {
  confirmation: {
    kind: 'order-confirmation',
    to: 'customer',
    content: ({ document }) => ({
      subject: customer(document).confirmationSubject(document.number, document.shop.shopName),
      mail: <OrderConfirmationMail document={document} />,
      attachments: [pickupCalendar(document)],
    }),
  },
  newOrder: {
    kind: 'new-order',
    to: 'shop',
    sends: ({ document }) => document.shop.newOrderMails,
    content: ({ document }) => ({
      subject: shop().newOrderSubject(document.number, document.customer.name),
      mail: <NewOrderMail document={document} />,
    }),
  },
  ready: {
    kind: 'order-ready',
    to: 'customer',
    content: ({ document }) => ({
      subject: customer(document).readySubject(document.number, document.shop.shopName),
      mail: <OrderReadyMail document={document} />,
    }),
  },
  cancelled: {
    kind: 'order-cancelled',
    to: 'customer',
    content: ({ document }) => ({
      subject: customer(document).cancelledSubject(document.number, document.shop.shopName),
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
    }),
  },
  cancelledByCustomer: {
    kind: 'order-cancelled',
    to: 'customer',
    content: ({ document }) => ({
      subject: customer(document).cancelledSubject(document.number, document.shop.shopName),
      mail: <OrderRefundMail document={document} cancelled byCustomer amount={document.refunded} reason="" />,
    }),
  },
  customerCancelled: {
    kind: 'customer-cancelled',
    to: 'shop',
    content: ({ document }) => ({
      subject: shop().customerCancelledSubject(document.number, document.customer.name),
      mail: <CustomerCancelledMail document={document} />,
    }),
  },
  notSeen: {
    kind: 'order-not-seen',
    to: 'shop',
    // Seen between the reminder and its delivery: nobody needs telling any more.
    sends: ({ document }) => document.state === 'paid' && document.acknowledgedAt === null,
    content: ({ document }) => ({
      subject: shop().notSeenSubject(document.number),
      mail: <NotSeenMail document={document} />,
    }),
  },
  refunded: {
    kind: 'order-refunded',
    to: 'customer',
    content: ({ document, refund }) =>
      refund && {
        subject: customer(document).refundedSubject(document.number, document.shop.shopName),
        mail: (
          <OrderRefundMail
            document={document}
            cancelled={false}
            amount={refund.amount}
            reason={refund.reason}
          />
        ),
      },
  },
} as const satisfies Record<string, OrderMailRow>;

export type OrderMailName = keyof typeof ORDER_MAILS;
