import type { AllergenCode } from '../catalog/allergens';
import type { ItemKind } from '../pricing/priced-item';
import type { SelectedOptions } from '../catalog/item-price';
import type { OrderActorView } from './order-attention';
import type { OrderHistoryMove, OrderState } from './order-state';
import type { RefundLineChoice } from './refund-amounts';
import type { Language } from '../i18n/languages';

/**
 * What the ordering calls carry, field for field (spec: order payload, order response, admin Order
 * view, Monthly revenue). Money is euros with two decimals as a number; dates `YYYY-MM-DD` in the
 * shop's time zone; times `HH:mm`.
 */

export interface TimeSlotView {
  start: string;
  end: string;
}

/** One cart line as the browser sends it. `productOptions` is ignored by the server. */
export interface OrderCartItemPayload {
  _id: string;
  type: ItemKind;
  quantity: number;
  selectedOptions: SelectedOptions;
  productOptions?: unknown;
  /** The price of ONE of this line (options and discount included), in euros: checked, never charged. */
  calculatedPrice: number;
}

/** `POST /api/shop/{shop}/orders` body, as the order form sends it: `date` is `Day{weekdayIndex}-{YYYY-MM-DD}` (0 = Sunday). */
export interface OrderPayload {
  name: string;
  phone: string;
  email: string;
  date: string;
  timeSlot: TimeSlotView;
  cartItems: OrderCartItemPayload[];
  /** 'nl', 'fr' or 'en': the language of every later mail; without it the request's, else the shop's. */
  language?: Language;
}

/** 201 answer of placing an order. */
export interface PlaceOrderAnswer {
  paymentUrl: string;
  orderId: string;
  /** The order's secret: reading it or cancelling it needs this besides the id (`?key=`). */
  orderKey: string;
}

/**
 * 409 answer when a line's calculatedPrice is not the server's: the error shape (`statusCode`,
 * `message`, `error`) with the server's price of one, per line.
 */
export interface PricesChangedAnswer {
  statusCode: 409;
  message: string;
  error: 'Conflict';
  code: 'prices-changed';
  /** Same order as the payload's cartItems. */
  currentPrices: number[];
}

/**
 * 409 answer (besides `statusCode`, `message`, `error`) when the shop has less of something than the
 * cart asks: how many of each line it could still take, so the cart can shrink itself (0: remove it).
 */
export interface UnavailableAnswer {
  code: 'unavailable';
  /** Only the lines that must change, in the payload's order. */
  lines: { index: number; _id: string; type: ItemKind; available: number }[];
}

/** `GET /api/shop/{shop}/slot-availability?from=YYYY-MM-DD&days=N`: the pieces that are full. */
export interface SlotAvailabilityView {
  /** Null: the shop takes any number of orders per piece. */
  maxOrdersPerSlot: number | null;
  fullPieces: { date: string; start: string; end: string }[];
  /** Items that reached their 'Maximum per ophaaldag' on a day: not orderable for that day. */
  fullItemDays: { _id: string; type: ItemKind; date: string }[];
  /**
   * Items with a maximum that orders already took part of on a day: how many are left then. An
   * item not named on a day has its whole maximum left; nothing says what was taken or by whom.
   */
  itemsLeft: { _id: string; type: ItemKind; date: string; left: number }[];
}

/** One line of an order, from its snapshot (a product deleted since still shows). */
export interface OrderLineView {
  itemId: string;
  type: ItemKind;
  name: string;
  quantity: number;
  /** The chosen options as text, e.g. 'Brood: Wit', 'Extra's: Kaas + € 0,50, Ham + € 1,00', 'Pain : Gris +0,30 €'. */
  optionLines: string[];
  /** Those of optionLines the customer typed, e.g. 'Opmerking voor de keuken: zonder ui'. */
  kitchenNotes: string[];
  /** Price of one, options and discount included. */
  unitPrice: number;
  lineTotal: number;
  vatRate: number;
  /** Percent off this line had when ordered; 0 without a discount. */
  discountPercent: number;
  /** Menus: the names of the products inside, as when ordered. */
  includedProducts: string[];
  /** What the line contained as ordered: the item's allergens with its chosen options'. */
  allergens: AllergenCode[];
}

/**
 * An order's totals in euros, adding up as read (see `totalsView`): subtotal + Σ vat − discount = total.
 * Shown with `totalsRows`.
 */
export interface OrderTotalsView {
  /** Subtotaal: the full prices without VAT, before the discount. */
  subtotal: number;
  /** BTW per rate present, lowest first: the VAT charged, on the discounted amounts. */
  vat: { label: string; amount: number }[];
  /** Korting: what the discounts took off, without VAT; 0 without one. */
  discount: number;
  /** Totaal: what the customer pays. */
  total: number;
}

/**
 * `GET /api/shop/{shop}/orders/{id}` for the payment result pages and the customer's order page.
 * `status` is the payment's outcome ('pending' while it is being confirmed; a cancelled order was
 * paid); `state` is where the order stands, `stateLabel` the same in words. Details come only once paid.
 */
export interface PublicOrderView {
  orderId: string;
  number: number;
  status: 'pending' | 'paid' | 'expired';
  state: OrderState;
  /** 'Betaald', 'Klaar voor afhaling', 'Opgehaald', 'Geannuleerd — € 9,00 terugbetaald', …. */
  stateLabel: string;
  date: string;
  timeSlot: TimeSlotView;
  customerName: string;
  /** As the customer read them: names and choices in the order's language, surcharges written its way. */
  lines: OrderLineView[];
  totals: OrderTotalsView;
  /** Euros that went (or are going) back. */
  refundedAmount: number;
  /** The shop's refunds, oldest first; a failed one is left out (the money did not move). */
  refunds: { amount: number; reason: string; status: 'pending' | 'succeeded'; createdAt: string }[];
  /**
   * `timeZone`: the IANA zone the shop's days and times are in (e.g. 'Europe/Brussels'); the page
   * tells its instants (until when the customer may cancel) in it, whatever the device's zone.
   */
  shop: { shopName: string; shopAddress: string; contactEmail: string; contactGsm: string; timeZone: string };
  /** The pickup as a calendar event ('Zet in je agenda'), with the order's secret; null until paid. */
  calendarUrl: string | null;
  /**
   * 'Bestelling annuleren': until when (ISO instant) the customer may still cancel this paid order
   * themselves, by the shop's setting; null when they may not (any more).
   */
  cancellableUntil: string | null;
  /** The customer cancelled it themselves. */
  cancelledByCustomer: boolean;
}

/** The admin Order view: the spec's fields, plus what the kitchen needs. */
export interface AdminOrderView {
  _id: string;
  number: number;
  status: Exclude<OrderState, 'pending_payment' | 'expired'>;
  customerDetails: { name: string; phone: string; email: string };
  /** The language the customer ordered in: their mails speak it. */
  language: Language;
  date: string;
  timeSlot: TimeSlotView;
  totalAmount: number;
  markedAsPickedUp: boolean;
  createdAt: string;
  paidAt: string | null;
  cartItems: {
    itemId: { _id: string; name: string; productOptions: { name: string; options: string[] }[] };
    quantity: number;
    selectedOptions: SelectedOptions;
  }[];
  /** In Dutch, as the shop names its items, whatever the order's language. */
  lines: OrderLineView[];
  totals: OrderTotalsView;
  /** What went back to the customer (pending and settled refunds), in euros. */
  refundedAmount: number;
  /** Every refund of the order, oldest first; a failed one stays, for the owner to see. */
  refunds: RefundView[];
  cancelledAt: string | null;
  /** When someone tapped 'Gezien' (or the shop confirmed it by itself); null while it is 'Nieuw'. */
  acknowledgedAt: string | null;
  /** Who saw it: the member, or the system for a shop that confirms orders by itself; null until seen. */
  acknowledgedBy: OrderActorView | null;
}

/** `GET /api/admin/orders/{id}`: the order as the lists show it, with its history. */
export interface AdminOrderDetailView extends AdminOrderView {
  /** Every move and refund, oldest first. */
  history: OrderHistoryEntryView[];
}

/**
 * One line of an order's history ('Geschiedenis'): when, which move (or 'refunded'), from which
 * state to which, why, and who. `by.kind` is 'unknown' for moves made before the history was kept;
 * `by.userId` names the member (null for anyone else), `by.name` is that person's name (null when no
 * such person is left, or for anyone but a member), and `by.isYou` says it is the one asking.
 */
export interface OrderHistoryEntryView {
  at: string;
  move: OrderHistoryMove;
  from: OrderState;
  to: OrderState;
  /** The cancel's or the refund's reason, as the shop or the system gave it. */
  reason: string | null;
  /** A refund's amount in euros; null for a move. */
  amount: number | null;
  by: OrderActorView & { isYou: boolean };
}

/**
 * One refund of an order. `status` is the provider's word: 'pending' until it settles, 'failed' when
 * the money did not go back (the amount is then refundable again). `lines` is empty for an amount.
 */
export interface RefundView {
  refundId: string;
  amount: number;
  reason: string;
  lines: RefundLineChoice[];
  /** True for the refund a cancel made. */
  cancelsOrder: boolean;
  status: 'pending' | 'succeeded' | 'failed';
  failureReason: string | null;
  /** The part of the amount under each VAT rate, with the VAT inside it. */
  vat: { rate: number; amount: number; vatAmount: number }[];
  createdAt: string;
}

/** `past` and `recent`: one page, and the cursor of the next (`?cursor=`), null on the last. */
export interface AdminOrderPage {
  items: AdminOrderView[];
  nextCursor: string | null;
}

/** `GET /api/admin/orders/revenue/monthly`: the current month in the shop's time zone, paid orders. */
export interface MonthlyRevenueView {
  /** `YYYY-MM`. */
  month: string;
  total: number;
  orderCount: number;
  averageOrderValue: number;
}

/** `GET /api/admin/orders/prep-list?date=YYYY-MM-DD`: what to prepare per pickup slot (menus broken down). */
export interface PrepListView {
  date: string;
  slots: {
    timeSlot: TimeSlotView;
    orderCount: number;
    items: {
      name: string;
      quantity: number;
      options: { text: string; quantity: number }[];
      /** What customers typed (text options), apart from the counted choices, so they stand out. */
      kitchenNotes: { text: string; quantity: number }[];
      /**
       * What the item's lines contained as ordered, together (a menu's: the whole menu's). A product
       * counted from inside a menu adds none here: its allergens are shown with the menu.
       */
      allergens: AllergenCode[];
    }[];
  }[];
}

/** `GET /api/admin/mail/failures`: order mails that finally failed ('E-mail niet verzonden'). */
export interface MailFailureView {
  mailId: string;
  orderId: string | null;
  kind:
    | 'order-confirmation'
    | 'order-ready'
    | 'order-cancelled'
    | 'order-refunded'
    | 'new-order'
    | 'customer-cancelled'
    | 'order-not-seen'
    | 'password-reset'
    | 'team-invitation'
    | 'webhook-disabled';
  recipient: string;
  lastError: string;
  failedAt: string;
}

/**
 * `GET /api/admin/mail/orders/{orderId}`: the customer's mails about the owner's moves on an order,
 * oldest first; a sent one is 'Klant verwittigd via e-mail'.
 */
export interface OrderMailView {
  kind: 'order-ready' | 'order-cancelled' | 'order-refunded';
  status: 'queued' | 'sent' | 'failed';
  sentAt: string | null;
}

/** `GET /api/admin/mail/transport`: without SMTP, a fresh signed link to the shop's own sandbox mailbox. */
export interface MailTransportView {
  transport: 'smtp' | 'sandbox';
  mailboxUrl: string | null;
}
