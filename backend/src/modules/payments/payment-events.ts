import type Stripe from 'stripe';
import { isUuid } from '../../common/ids';
import { refundStatusOf } from './providers/stripe-refunds';

/** What the provider told us about a shop's connected account. */
export interface ConnectedAccountUpdated {
  kind: 'connected-account-updated';
  eventId: string;
  eventType: string;
  /** When the provider created the event: an older event than the state applied changes nothing. */
  createdAt: Date;
  providerAccountId: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}

/**
 * What the provider told us about an order's payment page: paid (completed and paid, or an
 * asynchronous payment that succeeded) or over (expired, or an asynchronous payment that failed).
 * The same shape comes from a webhook, from the success page's check and from the sweeper.
 */
export interface CheckoutOutcome {
  kind: 'checkout-outcome';
  eventId: string;
  eventType: string;
  createdAt: Date;
  /** The connected account the event came from: must be the order's shop's. */
  providerAccountId: string;
  sessionId: string;
  orderId: string;
  outcome: 'paid' | 'expired';
  /** What the session charged, as the provider says (null when it did not say). */
  amountTotalCents: number | null;
  currency: string | null;
}

/** One refund as an event tells it: the provider's id, ours (its metadata), and where it stands. */
export interface RefundState {
  providerRefundId: string;
  refundId: string | undefined;
  status: 'pending' | 'succeeded' | 'failed';
  failureReason: string | null;
}

/**
 * What the provider told us about refunds on a connected account: `refund.updated`/`refund.failed`
 * carry one, `charge.refunded` the charge's list. Applied in any order: a settled refund never goes
 * back to pending, and a failed one stays failed.
 */
export interface RefundOutcome {
  kind: 'refund-outcome';
  eventId: string;
  eventType: string;
  createdAt: Date;
  providerAccountId: string;
  refunds: RefundState[];
}

/** The provider events the product acts on; Stripe's and the sandbox's alike. */
export type PaymentEvent = ConnectedAccountUpdated | CheckoutOutcome | RefundOutcome;

/**
 * Applies a checkout outcome inside the transaction that records the event (ordering registers one);
 * 'ignored' when it is not the order's (another account or session, other amounts), so the event's
 * record is taken back and the real outcome can still be applied when it comes.
 */
export type CheckoutOutcomeListener = (outcome: CheckoutOutcome) => Promise<'applied' | 'ignored'>;

/** Applies refund states inside the transaction that records the event; 'ignored' when none is ours. */
export type RefundOutcomeListener = (
  providerAccountId: string,
  refunds: readonly RefundState[],
) => Promise<'applied' | 'ignored'>;

/** Reads a verified provider event (Stripe's shape, which the sandbox produces too); undefined when not acted on. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent | undefined {
  if (event.type === 'account.updated') return accountUpdated(event);
  if (REFUND_EVENTS.includes(event.type)) return refundOutcome(event);
  const outcome = CHECKOUT_OUTCOMES[event.type]?.(event.data.object as Stripe.Checkout.Session);
  return outcome ? checkoutOutcome(event, outcome) : undefined;
}

/** Which checkout events end a payment page, and how; a completed session still awaiting an async payment does not yet. */
const CHECKOUT_OUTCOMES: Partial<
  Record<Stripe.Event['type'], (session: Stripe.Checkout.Session) => CheckoutOutcome['outcome'] | undefined>
> = {
  'checkout.session.completed': (session) => (session.payment_status === 'unpaid' ? undefined : 'paid'),
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'expired',
  'checkout.session.expired': () => 'expired',
};

/** Without the account's id the event names no shop (and must never match any). */
function accountUpdated(event: Stripe.AccountUpdatedEvent): ConnectedAccountUpdated | undefined {
  const account = event.data.object;
  if (typeof account.id !== 'string') return undefined;
  return {
    kind: 'connected-account-updated',
    eventId: event.id,
    eventType: event.type,
    createdAt: new Date(event.created * 1000),
    providerAccountId: account.id,
    chargesEnabled: account.charges_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
  };
}

/**
 * A Connect event names the connected account it happened on; the session names its order. Without
 * both (or with an order id that cannot be one) the event is not ours to act on.
 */
function checkoutOutcome(
  event: Stripe.Event,
  outcome: CheckoutOutcome['outcome'],
): CheckoutOutcome | undefined {
  const session = event.data.object as Partial<Stripe.Checkout.Session>;
  const orderId = session.metadata?.orderId ?? session.client_reference_id;
  if (typeof event.account !== 'string' || !event.account) return undefined;
  if (typeof session.id !== 'string' || !session.id || !isUuid(orderId)) return undefined;
  return {
    kind: 'checkout-outcome',
    // The same record as the success page's and the sweeper's check: whoever sees an outcome first applies it.
    eventId: checkoutOutcomeId(session.id, outcome),
    eventType: event.type,
    createdAt: new Date(event.created * 1000),
    providerAccountId: event.account,
    sessionId: session.id,
    orderId,
    outcome,
    amountTotalCents: session.amount_total ?? null,
    currency: session.currency ?? null,
  };
}

/** One record per session and outcome, whichever way it was learnt (webhook, success page, sweeper). */
export function checkoutOutcomeId(sessionId: string, outcome: CheckoutOutcome['outcome']): string {
  return `session:${sessionId}:${outcome}`;
}

const REFUND_EVENTS: readonly string[] = [
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'refund.failed',
];

/** A Connect event about refunds; without the account, or with no refund in it, not ours to act on. */
function refundOutcome(event: Stripe.Event): RefundOutcome | undefined {
  if (typeof event.account !== 'string' || !event.account) return undefined;
  const object = event.data.object as { object?: unknown; refunds?: { data?: unknown } };
  const candidates = object.object === 'charge' ? object.refunds?.data : [object];
  const refunds = (Array.isArray(candidates) ? candidates : []).flatMap(refundState);
  if (refunds.length === 0) return undefined;
  return {
    kind: 'refund-outcome',
    eventId: event.id,
    eventType: event.type,
    createdAt: new Date(event.created * 1000),
    providerAccountId: event.account,
    refunds,
  };
}

function refundState(value: unknown): RefundState[] {
  const refund = value as Partial<Stripe.Refund> | null;
  if (!refund || refund.object !== 'refund' || typeof refund.id !== 'string' || !refund.id) return [];
  const refundId = refund.metadata?.refundId;
  const status = refundStatusOf(refund.status);
  return [
    {
      providerRefundId: refund.id,
      refundId: isUuid(refundId) ? refundId : undefined,
      status,
      failureReason: status === 'failed' ? String(refund.failure_reason ?? refund.status ?? 'failed') : null,
    },
  ];
}
