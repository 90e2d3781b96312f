import { createHmac, randomUUID } from 'node:crypto';
import type { Clock } from '../../../common/clock';
import type { Secrets } from '../../../config/secrets';
import type { CheckoutSession, CheckoutSessionState, PaymentProvider } from './payment-provider';
import { signToken } from '../sandbox/signed-token';

const LINK_TTL_MS = 30 * 60 * 1000;

/** A provider event as it travels: the JSON body and its signature header. */
export interface SignedEvent {
  payload: string;
  signature: string;
}

/**
 * Stands in for Stripe when no keys are configured: its onboarding and dashboard pages are served
 * by this app (see SandboxController), so the whole journey works offline.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly publicBaseUrl: string,
    private readonly secrets: Pick<Secrets, 'sandboxLinks' | 'sandboxWebhooks'>,
    private readonly clock: Clock,
  ) {}

  /** Its events are signed with a key of their own. */
  get webhookSecret(): string {
    return this.secrets.sandboxWebhooks;
  }

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
    const token = signToken(this.secrets.sandboxLinks, claims, LINK_TTL_MS, this.clock.now());
    return `${this.publicBaseUrl}/api/payments/sandbox/onboarding?${new URLSearchParams({ token })}`;
  }

  async dashboardLink(link: { accountId: string }): Promise<string> {
    const token = signToken(
      this.secrets.sandboxLinks,
      { accountId: link.accountId, purpose: 'dashboard' },
      LINK_TTL_MS,
      this.clock.now(),
    );
    return `${this.publicBaseUrl}/api/payments/sandbox/dashboard?${new URLSearchParams({ token })}`;
  }

  /** The event Stripe sends when onboarding is done, in Stripe's shape and signed by Stripe's scheme. */
  accountUpdatedEvent(providerAccountId: string): SignedEvent {
    const created = Math.floor(this.clock.now().getTime() / 1000);
    return this.sign({
      id: `evt_sandbox_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'account.updated',
      created,
      data: {
        object: { id: providerAccountId, object: 'account', charges_enabled: true, details_submitted: true },
      },
    });
  }

  /** Stripe's signature: `t=<seconds>,v1=<HMAC-SHA256 of "<seconds>.<body>">`. */
  private sign(event: { created: number; [field: string]: unknown }): SignedEvent {
    const payload = JSON.stringify(event);
    const digest = createHmac('sha256', this.webhookSecret)
      .update(`${event.created}.${payload}`)
      .digest('hex');
    return { payload, signature: `t=${event.created},v1=${digest}` };
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
