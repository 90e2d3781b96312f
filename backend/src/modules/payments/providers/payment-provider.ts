import type { Language } from '@bestelklaar/domain';

/** What the product needs from a card payment provider with connected accounts (Stripe Connect or the sandbox). */
export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  /** Opens a connected account for a shop; answers the provider's id for it. */
  createConnectedAccount(shop: { accountId: string; email: string; country: 'BE' | 'NL' }): Promise<string>;
  /** Where the owner goes to complete onboarding; they come back to returnUrl (or refreshUrl when the link expired). */
  onboardingLink(link: {
    accountId: string;
    providerAccountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<string>;
  /** The provider's dashboard for the shop's payments. */
  dashboardLink(link: { accountId: string; providerAccountId: string }): Promise<string>;
  /** A payment page for one order, charged directly on the shop's connected account. */
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
  /** The provider's word on a session (for the success page and the sweeper; never the return URL). */
  retrieveCheckoutSession(providerAccountId: string, sessionId: string): Promise<CheckoutSessionState>;
  /** Ends an open session early (the customer cancelled); a session already completed stays so. */
  expireCheckoutSession(providerAccountId: string, sessionId: string): Promise<CheckoutSessionState>;
  /**
   * Gives part or all of a session's payment back, on the connected account. The same idempotency
   * key answers the same refund; a refusal (more than is left, no payment) is a failed refund, and
   * only an unknown outcome (the network) throws.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
}

export interface RefundRequest {
  providerAccountId: string;
  sessionId: string;
  amountCents: number;
  /** The platform's commission goes back in proportion (`refund_application_fee`). */
  refundApplicationFee: boolean;
  orderId: string;
  /** Ours: travels as metadata, so an event that comes before the provider's id is recorded finds it. */
  refundId: string;
  idempotencyKey: string;
}

export interface ProviderRefund {
  /** Null when the provider refused to make one. */
  providerRefundId: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  failureReason: string | null;
}

export interface CheckoutLine {
  /** The line's name with its options, as the customer reads it on the payment page. */
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface CheckoutSessionRequest {
  providerAccountId: string;
  orderId: string;
  /** The short number the shop knows the order by: the payment names it, so the shop finds the order. */
  orderNumber: number;
  shopName: string;
  /** Sum of unitAmountCents × quantity: the order's total. */
  lines: CheckoutLine[];
  totalCents: number;
  /** The platform's commission (`application_fee_amount`). */
  feeCents: number;
  customerEmail: string;
  /** The language of the payment page: the order's (Stripe Checkout's `locale`). */
  locale: Language;
  /** 30 minutes after the order was placed (Stripe allows 30 min – 24 h). */
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  /** One per order: asking twice gives the same session. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

export interface CheckoutSessionState {
  sessionId: string;
  orderId: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  /** What the session charges, to be held against the order's total. */
  amountTotalCents: number | null;
  currency: string | null;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** How a payment names its order, in the provider's dashboard: by the number the shop knows it by. */
export function paymentDescription(
  request: Pick<CheckoutSessionRequest, 'orderNumber' | 'shopName'>,
): string {
  return `Bestelling #${request.orderNumber} bij ${request.shopName}`;
}
