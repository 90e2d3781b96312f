import type Stripe from 'stripe';

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
}

/** The provider events the product acts on; Stripe's and the sandbox's alike. */
export type PaymentEvent = ConnectedAccountUpdated | CheckoutOutcome;

/** Applies a checkout outcome inside the transaction that records the event (ordering registers one). */
export type CheckoutOutcomeListener = (outcome: CheckoutOutcome) => Promise<void>;

/** Reads a verified provider event (Stripe's shape, which the sandbox produces too); undefined when not acted on. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent | undefined {
  if (event.type !== 'account.updated') return undefined;
  const account = event.data.object;
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
