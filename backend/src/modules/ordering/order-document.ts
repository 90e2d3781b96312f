import type { Language, OrderLineView, OrderState, OrderTotalsView, TimeSlotView } from '@bestelklaar/domain';

/** An order with everything a mail or a receipt needs, read in one go (OrdersService.orderDocument). */
export interface OrderDocument {
  accountId: string;
  orderId: string;
  number: number;
  state: OrderState;
  customer: { name: string; phone: string; email: string };
  /** The language the order was placed in: the customer's mails and calendar file speak it. */
  language: Language;
  /** `YYYY-MM-DD` in the shop's time zone. */
  pickupDate: string;
  timeSlot: TimeSlotView;
  /** IANA zone of the shop, e.g. Europe/Brussels. */
  timeZone: string;
  /** As the customer read them, in the order's language: their mails show these. */
  lines: OrderLineView[];
  /** The same lines in Dutch, for the shop's copy. */
  shopLines: OrderLineView[];
  totals: OrderTotalsView;
  shop: {
    shopName: string;
    subdomain: string;
    shopAddress: string;
    contactEmail: string;
    contactGsm: string;
    /** Absolute URL, or null without a logo. */
    logoUrl: string | null;
    /** The owner's switch: whether the shop gets its copy of each new order. */
    newOrderMails: boolean;
    /** Whether every item's allergens are filled in: if not, a line without any says nothing either way. */
    allergenInfoComplete: boolean;
  };
  createdAt: Date;
  paidAt: Date | null;
  /** When the shop cancelled it: the cancelled calendar event is stamped with it. */
  cancelledAt: Date | null;
  /** The customer's own page of the order, with its secret: every customer mail links to it. */
  pageUrl: string;
  /** 'Gezien': when someone at the shop (or the system) saw the paid order; null while it is 'Nieuw'. */
  acknowledgedAt: Date | null;
  /** The shop's 'Herinnering na … minuten' and where its orders screen is, for the reminder mail. */
  attention: { unseenReminderMinutes: number; ordersUrl: string };
  /** The shop's reason when it cancelled the order. */
  cancelReason: string | null;
  /** Euros that went (or are going) back to the customer. */
  refunded: number;
}
