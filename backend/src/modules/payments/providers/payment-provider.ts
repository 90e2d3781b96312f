/** What the product needs from a card payment provider with connected accounts (Stripe Connect or the sandbox). */
export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  /** Opens a connected account for a shop; answers the provider's id for it. */
  createConnectedAccount(shop: { accountId: string; email: string }): Promise<string>;
  /** Where the owner goes to complete onboarding; they come back to returnUrl (or refreshUrl when the link expired). */
  onboardingLink(link: {
    accountId: string;
    providerAccountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<string>;
  /** The provider's dashboard for the shop's payments. */
  dashboardLink(link: { accountId: string; providerAccountId: string }): Promise<string>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
