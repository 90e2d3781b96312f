import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';
import { signToken } from '../sandbox/signed-token';

const LINK_TTL_MS = 30 * 60 * 1000;

/**
 * Stands in for Stripe when no keys are configured: its onboarding and dashboard pages are served
 * by this app (see SandboxController), so the whole journey works offline.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly publicBaseUrl: string,
    private readonly secret: string,
  ) {}

  async createConnectedAccount(): Promise<string> {
    return `sandbox_acct_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  }

  async onboardingLink(link: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string> {
    const claims = {
      accountId: link.accountId,
      purpose: 'onboarding' as const,
      returnUrl: link.returnUrl,
      refreshUrl: link.refreshUrl,
    };
    const token = signToken(this.secret, claims, LINK_TTL_MS);
    return `${this.publicBaseUrl}/api/payments/sandbox/onboarding?${new URLSearchParams({ token })}`;
  }

  async dashboardLink(link: { accountId: string }): Promise<string> {
    const token = signToken(this.secret, { accountId: link.accountId, purpose: 'dashboard' }, LINK_TTL_MS);
    return `${this.publicBaseUrl}/api/payments/sandbox/dashboard?${new URLSearchParams({ token })}`;
  }
}
