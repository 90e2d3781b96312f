import Stripe from 'stripe';
import {
  paymentDescription,
  type CheckoutSession,
  type CheckoutSessionRequest,
  type CheckoutSessionState,
  type PaymentProvider,
  type ProviderRefund,
  type RefundRequest,
} from './payment-provider';
import { providerRefundOf } from './stripe-refunds';

/** Stripe Connect with Express accounts: Stripe hosts onboarding, the shop's dashboard and the payment page. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';

  constructor(private readonly stripe: Stripe) {}

  async createConnectedAccount(shop: {
    accountId: string;
    email: string;
    country: 'BE' | 'NL';
  }): Promise<string> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        country: shop.country,
        email: shop.email,
        // Bancontact and iDEAL beside cards: Checkout offers the methods the account can take.
        capabilities: {
          card_payments: { requested: true },
          transfers: { requested: true },
          bancontact_payments: { requested: true },
          ideal_payments: { requested: true },
        },
        metadata: { accountId: shop.accountId },
      },
      // One connected account per shop, even if the owner clicks twice.
      { idempotencyKey: `connected-account-${shop.accountId}` },
    );
    return account.id;
  }

  async onboardingLink(link: {
    providerAccountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<string> {
    const accountLink = await this.stripe.accountLinks.create({
      account: link.providerAccountId,
      type: 'account_onboarding',
      return_url: link.returnUrl,
      refresh_url: link.refreshUrl,
    });
    return accountLink.url;
  }

  async dashboardLink(link: { providerAccountId: string }): Promise<string> {
    const loginLink = await this.stripe.accounts.createLoginLink(link.providerAccountId);
    return loginLink.url;
  }

  /**
   * A direct charge: the session lives on the shop's account (the Stripe-Account header), the shop
   * is the merchant and the platform takes its commission as an application fee. No
   * payment_method_types, so the methods enabled on the account (card, Bancontact, iDEAL) show.
   */
  async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: 'eur',
            unit_amount: line.unitAmountCents,
            product_data: { name: line.name },
          },
        })),
        payment_intent_data: {
          application_fee_amount: request.feeCents,
          description: paymentDescription(request),
          metadata: orderMetadata(request),
        },
        client_reference_id: request.orderId,
        metadata: orderMetadata(request),
        customer_email: request.customerEmail,
        locale: request.locale,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { stripeAccount: request.providerAccountId, idempotencyKey: request.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe gaf geen betaalpagina voor sessie ${session.id}.`);
    return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async retrieveCheckoutSession(providerAccountId: string, sessionId: string): Promise<CheckoutSessionState> {
    const session = await this.stripe.checkout.sessions.retrieve(
      sessionId,
      {},
      { stripeAccount: providerAccountId },
    );
    return sessionState(session);
  }

  /** Stripe refuses to expire a session that is no longer open: then its state is the answer. */
  async expireCheckoutSession(providerAccountId: string, sessionId: string): Promise<CheckoutSessionState> {
    try {
      const session = await this.stripe.checkout.sessions.expire(
        sessionId,
        {},
        { stripeAccount: providerAccountId },
      );
      return sessionState(session);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const state = await this.retrieveCheckoutSession(providerAccountId, sessionId);
      if (state.status === 'open') throw error;
      return state;
    }
  }

  /**
   * A refund of the session's payment on the shop's account (a direct charge: Stripe-Account). The
   * session names its payment intent once paid; Stripe refusing (more than is left, already fully
   * refunded) is a failed refund with Stripe's reason.
   */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    const session = await this.stripe.checkout.sessions.retrieve(
      request.sessionId,
      {},
      { stripeAccount: request.providerAccountId },
    );
    const paymentIntent =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!paymentIntent)
      return { providerRefundId: null, status: 'failed', failureReason: 'Geen betaling bij deze sessie.' };
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: request.amountCents,
          refund_application_fee: request.refundApplicationFee,
          metadata: { orderId: request.orderId, refundId: request.refundId },
        },
        { stripeAccount: request.providerAccountId, idempotencyKey: request.idempotencyKey },
      );
      return providerRefundOf(refund);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      return { providerRefundId: null, status: 'failed', failureReason: error.message };
    }
  }
}

/** Ours, on the session and its payment: the order's id (how events find it) and number (how people do). */
function orderMetadata(request: CheckoutSessionRequest): Record<string, string> {
  return { orderId: request.orderId, orderNumber: String(request.orderNumber) };
}

function sessionState(session: Stripe.Checkout.Session): CheckoutSessionState {
  return {
    sessionId: session.id,
    orderId: session.client_reference_id ?? session.metadata?.orderId ?? '',
    // Anything Stripe may add later is read as not over and not paid: only the known ends count.
    status: known(session.status, ['complete', 'expired'] as const) ?? 'open',
    paymentStatus: known(session.payment_status, ['paid', 'no_payment_required'] as const) ?? 'unpaid',
    amountTotalCents: session.amount_total,
    currency: session.currency,
  };
}

function known<Value extends string>(value: string | null, values: readonly Value[]): Value | undefined {
  return values.find((candidate) => candidate === value);
}
