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

/** The provider events the product acts on; Stripe's and the sandbox's alike. */
export type PaymentEvent = ConnectedAccountUpdated;

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
