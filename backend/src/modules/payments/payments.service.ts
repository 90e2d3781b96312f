import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Repository } from 'typeorm';
import { MESSAGES, shopCountry } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AccountsService } from '../accounts/accounts.service';
import { ValidationFailed } from '../../common/errors/app-error';
import { PaymentAccountEntity } from './payment-account.entity';
import { isUuid } from '../../common/ids';
import {
  checkoutOutcomeId,
  type CheckoutOutcome,
  type CheckoutOutcomeListener,
  type ConnectedAccountUpdated,
  type PaymentEvent,
  type RefundOutcomeListener,
} from './payment-events';
import {
  PAYMENT_PROVIDER,
  type CheckoutSession,
  type CheckoutSessionRequest,
  type CheckoutSessionState,
  type PaymentProvider,
  type ProviderRefund,
  type RefundRequest,
} from './providers/payment-provider';
import { SandboxPaymentProvider, type SignedEvent } from './providers/sandbox-payment-provider';
import type { SandboxCheckoutSession } from './sandbox/sandbox-checkout-sessions';
import type { SandboxRefund } from './sandbox/sandbox-refunds';

/** Onboarding at the payment provider: links out, and the provider's word on whether a shop may take payments. */
/** What ordering's listener receives. */
export type { CheckoutOutcome, RefundState } from './payment-events';
export type { ProviderRefund, RefundRequest } from './providers/payment-provider';

@Injectable()
export class PaymentsService implements OnApplicationBootstrap {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
  ) {}

  /** So nobody runs a real shop on the sandbox by mistake. */
  onApplicationBootstrap(): void {
    if (this.sandbox)
      new Logger('Betalingen').warn(
        'Testmodus — er wordt niet echt betaald: de sandbox staat in voor Stripe. Zet STRIPE_SECRET_KEY en STRIPE_WEBHOOK_SECRET voor echte betalingen.',
      );
  }

  /** The sandbox, when it stands in for Stripe. */
  get sandbox(): SandboxPaymentProvider | undefined {
    return this.provider instanceof SandboxPaymentProvider ? this.provider : undefined;
  }

  private checkoutListener: CheckoutOutcomeListener | undefined;

  /** Ordering's OrderOutcomes plugs in here at start-up: payments only knows that someone applies outcomes. */
  registerCheckoutListener(listener: CheckoutOutcomeListener): void {
    this.checkoutListener = listener;
  }

  private refundListener: RefundOutcomeListener | undefined;

  /** Ordering's refunds plug in here at start-up, as the checkout listener does. */
  registerRefundListener(listener: RefundOutcomeListener): void {
    this.refundListener = listener;
  }

  /** Money back on an order's payment; called outside any transaction (it is the provider's network). */
  refund(request: RefundRequest): Promise<ProviderRefund> {
    return this.provider.refund(request);
  }

  /** The shop's connected account when it may take payments now; undefined otherwise. */
  async chargeableAccount(
    accountId: string,
  ): Promise<{ provider: PaymentProvider['name']; providerAccountId: string } | undefined> {
    const paymentAccount = await this.paymentAccounts.findOneBy({ accountId, provider: this.provider.name });
    if (!paymentAccount?.chargesEnabled || !paymentAccount.detailsSubmitted) return undefined;
    return { provider: this.provider.name, providerAccountId: paymentAccount.providerAccountId };
  }

  /** A payment page for an order; called after the order committed, never inside a transaction. */
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    return this.provider.createCheckoutSession(request);
  }

  /**
   * Asks the provider where a session stands and applies what it says through the same path as a
   * webhook (the success page and the sweeper use this; the return URL alone proves nothing).
   */
  async confirmCheckout(providerAccountId: string, sessionId: string): Promise<CheckoutSessionState> {
    const state = await this.provider.retrieveCheckoutSession(providerAccountId, sessionId);
    await this.applySessionState(providerAccountId, state);
    return state;
  }

  /** The customer left the payment page: the session is ended at the provider and its end applied. */
  async cancelCheckout(providerAccountId: string, sessionId: string): Promise<CheckoutSessionState> {
    const state = await this.provider.expireCheckoutSession(providerAccountId, sessionId);
    await this.applySessionState(providerAccountId, state);
    return state;
  }

  private async applySessionState(providerAccountId: string, state: CheckoutSessionState): Promise<void> {
    const paid = state.status === 'complete' && state.paymentStatus !== 'unpaid';
    if ((!paid && state.status !== 'expired') || !isUuid(state.orderId)) return;
    const outcome = paid ? 'paid' : 'expired';
    await this.apply({
      kind: 'checkout-outcome',
      eventId: checkoutOutcomeId(state.sessionId, outcome),
      eventType: `checkout.session.${outcome}`,
      createdAt: new Date(0),
      providerAccountId,
      sessionId: state.sessionId,
      orderId: state.orderId,
      outcome,
      amountTotalCents: state.amountTotalCents,
      currency: state.currency,
    });
  }

  private get paymentAccounts(): Repository<PaymentAccountEntity> {
    return this.uow.repository(PaymentAccountEntity);
  }

  /**
   * Only a launched shop onboards; its connected account is created on the first request. The owner
   * comes back to `returnOrigin`, the public origin they started from (their login is kept per origin).
   */
  async onboardingLink(accountId: string, returnOrigin = this.config.publicBaseUrl): Promise<string> {
    const paymentAccount = await this.connectedAccount(accountId);
    return this.provider.onboardingLink({
      accountId,
      providerAccountId: paymentAccount.providerAccountId,
      returnUrl: `${returnOrigin}/dashboard`,
      refreshUrl: `${returnOrigin}/dashboard`,
    });
  }

  async dashboardLink(accountId: string): Promise<string> {
    const paymentAccount = await this.paymentAccounts.findOneBy({ accountId });
    if (!paymentAccount) throw new ValidationFailed(MESSAGES.dashboardLinkFailed);
    return this.provider.dashboardLink({ accountId, providerAccountId: paymentAccount.providerAccountId });
  }

  /**
   * Applies a provider event once, in order: its id is recorded (`ON CONFLICT DO NOTHING`) in the
   * same transaction as the change it causes, so a redelivery changes nothing; an event older than
   * the state already applied to the same account changes nothing either. A checkout outcome that
   * ordering ignores takes its record back, so it cannot block the order's real outcome.
   * Onboarding is complete when the provider says charges are enabled and details are submitted,
   * never because someone landed on the return URL.
   */
  async apply(event: PaymentEvent): Promise<void> {
    // Safe to run again after a lost connection: the event's record makes a second run change nothing.
    await this.uow.repeatableTransaction(async () => {
      const recorded: unknown[] = await this.uow.manager.query(
        `INSERT INTO processed_payment_events (event_id, type) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [event.eventId, event.eventType],
      );
      if (recorded.length === 0) return;
      if (event.kind === 'connected-account-updated') return this.applyAccountUpdate(event);
      const applied =
        event.kind === 'refund-outcome'
          ? await this.applyRefundOutcome(event.providerAccountId, event.refunds)
          : await this.applyCheckoutOutcome(event);
      if (applied === 'ignored')
        await this.uow.manager.query(`DELETE FROM processed_payment_events WHERE event_id = $1`, [
          event.eventId,
        ]);
    });
  }

  /** The sandbox's "confirm" button: the sandbox signs an account event, which takes Stripe's path in. */
  async sandboxOnboardingEvent(accountId: string): Promise<SignedEvent> {
    const paymentAccount = await this.paymentAccounts.findOneBy({ accountId, provider: 'sandbox' });
    if (!paymentAccount || !this.sandbox) throw new ValidationFailed(MESSAGES.notLaunched);
    return this.sandbox.accountUpdatedEvent(paymentAccount.providerAccountId);
  }

  /** The sandbox dashboard's list: the payment pages of the shop's connected account, newest first. */
  async sandboxPayments(accountId: string): Promise<SandboxCheckoutSession[]> {
    const paymentAccount = await this.paymentAccounts.findOneBy({ accountId, provider: 'sandbox' });
    if (!paymentAccount || !this.sandbox) return [];
    return this.sandbox.payments(paymentAccount.providerAccountId);
  }

  /** The sandbox dashboard's refunds of the shop's connected account, newest first. */
  async sandboxRefunds(accountId: string): Promise<SandboxRefund[]> {
    const paymentAccount = await this.paymentAccounts.findOneBy({ accountId, provider: 'sandbox' });
    if (!paymentAccount || !this.sandbox) return [];
    return this.sandbox.shopRefunds(paymentAccount.providerAccountId);
  }

  private applyCheckoutOutcome(outcome: CheckoutOutcome): Promise<'applied' | 'ignored'> {
    if (!this.checkoutListener) throw new Error('Geen verwerking van betalingen geregistreerd.');
    return this.checkoutListener(outcome);
  }

  private applyRefundOutcome(...outcome: Parameters<RefundOutcomeListener>): Promise<'applied' | 'ignored'> {
    if (!this.refundListener) throw new Error('Geen verwerking van terugbetalingen geregistreerd.');
    return this.refundListener(...outcome);
  }

  private async applyAccountUpdate(update: ConnectedAccountUpdated): Promise<void> {
    const paymentAccount = await this.paymentAccounts.findOne({
      where: { providerAccountId: update.providerAccountId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!paymentAccount) return;
    if (paymentAccount.stateEventAt && update.createdAt < paymentAccount.stateEventAt) return;
    await this.paymentAccounts.update(
      { accountId: paymentAccount.accountId },
      {
        chargesEnabled: update.chargesEnabled,
        detailsSubmitted: update.detailsSubmitted,
        stateEventAt: update.createdAt,
      },
    );
    await this.accounts.setOnboardingCompleted(
      paymentAccount.accountId,
      update.chargesEnabled && update.detailsSubmitted,
    );
  }

  private async connectedAccount(accountId: string): Promise<PaymentAccountEntity> {
    const existing = await this.paymentAccounts.findOneBy({ accountId });
    if (existing) return existing;
    const settings = await this.accounts.settings(accountId);
    if (!settings.subdomain) throw new ValidationFailed(MESSAGES.notLaunched);
    const providerAccountId = await this.provider.createConnectedAccount({
      accountId,
      email: settings.email,
      country: shopCountry(settings.contactGsm),
    });
    await this.paymentAccounts
      .createQueryBuilder()
      .insert()
      .values({
        accountId,
        provider: this.provider.name,
        providerAccountId,
        chargesEnabled: false,
        detailsSubmitted: false,
      })
      .orIgnore()
      .execute();
    return (await this.paymentAccounts.findOneBy({ accountId }))!;
  }
}
