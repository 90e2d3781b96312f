import { createHmac, randomUUID } from 'node:crypto';
import type { Clock } from '../../../common/clock';
import type { Secrets } from '../../../config/secrets';
import type { UnitOfWork } from '../../../database/unit-of-work';
import type {
  CheckoutLine,
  CheckoutSession,
  CheckoutSessionRequest,
  CheckoutSessionState,
  PaymentProvider,
  ProviderRefund,
  RefundRequest,
} from './payment-provider';
import { signToken } from '../sandbox/signed-token';
import { SandboxCheckoutSessions, type SandboxCheckoutSession } from '../sandbox/sandbox-checkout-sessions';
import { SandboxRefunds, type SandboxRefund } from '../sandbox/sandbox-refunds';

const LINK_TTL_MS = 30 * 60 * 1000;

/** A provider event as it travels: the JSON body and its signature header. */
export interface SignedEvent {
  payload: string;
  signature: string;
}

/**
 * Stands in for Stripe when no keys are configured: its onboarding and dashboard pages are served
 * by this app (see SandboxController), and so are its payment pages, whose outcomes come in as
 * signed Stripe-shaped events through the webhook path: the whole journey works offline.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly publicBaseUrl: string,
    private readonly secrets: Pick<Secrets, 'sandboxLinks' | 'sandboxWebhooks'>,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {
    this.sessions = new SandboxCheckoutSessions(uow);
    this.refunds = new SandboxRefunds(uow);
  }

  private readonly sessions: SandboxCheckoutSessions;
  private readonly refunds: SandboxRefunds;

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

  /**
   * A payment page of the app's own (SandboxController), refusing what Stripe refuses. Asking twice
   * with the same idempotency key answers the same session.
   */
  async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    const now = this.clock.now();
    const refusal = stripeRefusal(request, now);
    if (refusal) throw new Error(`Sandbox weigert de betaalsessie: ${refusal}`);
    const session = await this.sessions.create(`cs_sandbox_${randomHex()}`, request, now);
    return { sessionId: session.id, url: this.checkoutUrl(session.id), expiresAt: session.expiresAt };
  }

  checkoutUrl(sessionId: string): string {
    return `${this.publicBaseUrl}/api/payments/sandbox/checkout/${sessionId}`;
  }

  /** Like Stripe's: a session past its expiry is expired (and its event sent) when next looked at. */
  async retrieveCheckoutSession(providerAccountId: string, sessionId: string): Promise<CheckoutSessionState> {
    const session = await this.session(sessionId, providerAccountId);
    if (!session) throw new Error(`Geen sandbox-betaalsessie ${sessionId} op ${providerAccountId}.`);
    return stateOf(await this.current(session));
  }

  async expireCheckoutSession(providerAccountId: string, sessionId: string): Promise<CheckoutSessionState> {
    const session = await this.session(sessionId, providerAccountId);
    if (!session) throw new Error(`Geen sandbox-betaalsessie ${sessionId} op ${providerAccountId}.`);
    return stateOf((await this.end(session.id)) ?? session);
  }

  /** The session behind a payment page, as it stands now; undefined for an id that names none. */
  async session(sessionId: string, providerAccountId?: string): Promise<SandboxCheckoutSession | undefined> {
    if (!SESSION_ID.test(sessionId)) return undefined;
    const session = await this.sessions.find(sessionId);
    if (!session || (providerAccountId && session.providerAccountId !== providerAccountId)) return undefined;
    return this.current(session);
  }

  /**
   * The 'Betalen' button: only an open session before its expiry is paid, once; the paid event goes
   * out in the same transaction, so the session and the order it pays change together or not at all
   * (and a lost connection tries it once more: a session already paid is not paid again).
   */
  pay(sessionId: string): Promise<SandboxCheckoutSession | undefined> {
    return this.uow.repeatableTransaction(async () => {
      const paid = await this.sessions.complete(sessionId, this.clock.now());
      if (paid) await this.send(this.checkoutEvent('checkout.session.completed', paid));
      return paid;
    });
  }

  /**
   * Like Stripe's: a refund of a paid session's payment, never more than is left of it, the same
   * one again for the same idempotency key. It succeeds at once and its `refund.updated` event goes
   * out in the same transaction, through the webhook path, as Stripe's would come.
   */
  refund(request: RefundRequest): Promise<ProviderRefund> {
    return this.uow.repeatableTransaction(async () => {
      const earlier = await this.refunds.byKey(request.idempotencyKey);
      if (earlier) return providerRefundOf(earlier);
      // Locked, so two refunds of one payment are weighed one after the other.
      const session = await this.sessions.lock(request.sessionId);
      if (!session || session.providerAccountId !== request.providerAccountId)
        return refused(`Geen sandbox-betaling ${request.sessionId} op ${request.providerAccountId}.`);
      const refund = await this.refunds.take(`re_sandbox_${randomHex()}`, request, this.clock.now());
      if (!refund)
        return refused('Het bedrag is groter dan wat er van de betaling nog niet is terugbetaald.');
      await this.send(this.refundEvent(refund, session.providerAccountId));
      return providerRefundOf(refund);
    });
  }

  /** The shop's refunds for the sandbox dashboard, newest first. */
  shopRefunds(providerAccountId: string): Promise<SandboxRefund[]> {
    return this.refunds.ofAccount(providerAccountId, DASHBOARD_PAYMENTS);
  }

  /** `refund.updated` in Stripe's shape, on the shop's connected account. */
  private refundEvent(refund: SandboxRefund, providerAccountId: string): SignedEvent {
    return this.sign({
      id: `evt_sandbox_${randomHex()}`,
      object: 'event',
      type: 'refund.updated',
      created: Math.floor(this.clock.now().getTime() / 1000),
      account: providerAccountId,
      data: {
        object: {
          id: refund.id,
          object: 'refund',
          amount: refund.amountCents,
          currency: 'eur',
          status: refund.status,
          metadata: refund.metadata,
          failure_reason: null,
          created: Math.floor(refund.createdAt.getTime() / 1000),
        },
      },
    });
  }

  /** The shop's payments for the sandbox dashboard, newest first. */
  async payments(providerAccountId: string): Promise<SandboxCheckoutSession[]> {
    const now = this.clock.now();
    const sessions = await this.sessions.ofAccount(providerAccountId, DASHBOARD_PAYMENTS);
    return sessions.map((session) => (isOverdue(session, now) ? { ...session, status: 'expired' } : session));
  }

  /** Where the sandbox's events go: the webhook path Stripe's take (PaymentWebhooks registers it). */
  deliverEventsTo(delivery: (event: SignedEvent) => Promise<void>): void {
    this.delivery = delivery;
  }

  private delivery: ((event: SignedEvent) => Promise<void>) | undefined;

  private async current(session: SandboxCheckoutSession): Promise<SandboxCheckoutSession> {
    if (!isOverdue(session, this.clock.now())) return session;
    return (await this.end(session.id)) ?? (await this.sessions.find(session.id))!;
  }

  /** Expires an open session and sends `checkout.session.expired`; undefined when it had already ended. */
  private end(sessionId: string): Promise<SandboxCheckoutSession | undefined> {
    return this.uow.transaction(async () => {
      const expired = await this.sessions.expire(sessionId);
      if (expired) await this.send(this.checkoutEvent('checkout.session.expired', expired));
      return expired;
    });
  }

  private async send(event: SignedEvent): Promise<void> {
    if (!this.delivery) throw new Error('Sandbox-events hebben geen bestemming.');
    await this.delivery(event);
  }

  /** A Connect event in Stripe's shape: `account` names the shop's connected account. */
  private checkoutEvent(type: string, session: SandboxCheckoutSession): SignedEvent {
    return this.sign({
      id: `evt_sandbox_${randomHex()}`,
      object: 'event',
      type,
      created: Math.floor(this.clock.now().getTime() / 1000),
      account: session.providerAccountId,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          mode: 'payment',
          client_reference_id: session.orderId,
          metadata: { orderId: session.orderId },
          customer_email: session.content.customerEmail,
          amount_total: session.content.totalCents,
          currency: 'eur',
          status: session.status,
          payment_status: session.paymentStatus,
          expires_at: Math.floor(session.expiresAt.getTime() / 1000),
          url: session.status === 'open' ? this.checkoutUrl(session.id) : null,
        },
      },
    });
  }
}

const SESSION_ID = /^cs_sandbox_[0-9a-f]{32}$/;
const DASHBOARD_PAYMENTS = 100;
const MIN_EXPIRY_MS = 30 * 60 * 1000;
/** Stripe accepts "now + 30 minutes" computed a moment before the call; so does the sandbox. */
const EXPIRY_GRACE_MS = 10_000;
const MAX_EXPIRY_MS = 24 * 60 * 60 * 1000;

const randomHex = () => randomUUID().replace(/-/g, '');

const isOverdue = (session: SandboxCheckoutSession, now: Date) =>
  session.status === 'open' && session.expiresAt <= now;

function providerRefundOf(refund: SandboxRefund): ProviderRefund {
  return { providerRefundId: refund.id, status: refund.status, failureReason: null };
}

function refused(reason: string): ProviderRefund {
  return { providerRefundId: null, status: 'failed', failureReason: reason };
}

function stateOf(session: SandboxCheckoutSession): CheckoutSessionState {
  return {
    sessionId: session.id,
    orderId: session.orderId,
    status: session.status,
    paymentStatus: session.paymentStatus,
    amountTotalCents: session.content.totalCents,
    currency: 'eur',
  };
}

/** What Stripe answers 400 to, so a mistake shows offline as it would online. */
function stripeRefusal(request: CheckoutSessionRequest, now: Date): string | undefined {
  const untilExpiry = request.expiresAt.getTime() - now.getTime();
  if (!(untilExpiry >= MIN_EXPIRY_MS - EXPIRY_GRACE_MS && untilExpiry <= MAX_EXPIRY_MS))
    return 'expires_at moet tussen 30 minuten en 24 uur na nu liggen.';
  if (request.lines.length === 0) return 'line_items ontbreekt.';
  const valid = (line: CheckoutLine) =>
    line.name.trim().length > 0 &&
    Number.isSafeInteger(line.unitAmountCents) &&
    line.unitAmountCents >= 0 &&
    Number.isSafeInteger(line.quantity) &&
    line.quantity >= 1;
  if (!request.lines.every(valid)) return 'ongeldige line_items.';
  const total = request.lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
  if (total !== request.totalCents) return 'het totaal is niet de som van de lijnen.';
  if (!Number.isSafeInteger(request.feeCents) || request.feeCents < 0 || request.feeCents > total)
    return 'application_fee_amount mag het totaal niet overschrijden.';
  return undefined;
}
