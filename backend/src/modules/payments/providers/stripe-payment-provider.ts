import Stripe from 'stripe';
import type { CheckoutSession, CheckoutSessionState, PaymentProvider } from './payment-provider';

/** Stripe Connect with Express accounts: Stripe hosts onboarding and the shop's dashboard. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';

  constructor(private readonly stripe: Stripe) {}

  async createConnectedAccount(shop: { accountId: string; email: string }): Promise<string> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        country: 'BE',
        email: shop.email,
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
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

  // Built by the payments helper this session (checkout on the connected account).
  createCheckoutSession(): Promise<CheckoutSession> {
    throw new Error('nog niet gebouwd');
  }

  retrieveCheckoutSession(): Promise<CheckoutSessionState> {
    throw new Error('nog niet gebouwd');
  }

  expireCheckoutSession(): Promise<CheckoutSessionState> {
    throw new Error('nog niet gebouwd');
  }
}
