import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MESSAGES } from '@bestelklaar/domain';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AccountsService } from '../accounts/accounts.service';
import { ValidationFailed } from '../../common/errors/app-error';
import { PaymentAccountEntity } from './payment-account.entity';
import { ProcessedEventEntity } from './processed-event.entity';
import { PAYMENT_PROVIDER, PaymentProvider } from './providers/payment-provider';

export interface ConnectedAccountUpdate {
  eventId: string;
  eventType: string;
  providerAccountId: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}

/** Onboarding at the payment provider: links out, and the provider's word on whether a shop may take payments. */
@Injectable()
export class PaymentsService {
  constructor(
    @InjectRepository(PaymentAccountEntity)
    private readonly paymentAccounts: Repository<PaymentAccountEntity>,
    @InjectRepository(ProcessedEventEntity)
    private readonly processedEvents: Repository<ProcessedEventEntity>,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
  ) {}

  /** Only a launched shop onboards; its connected account is created on the first request. */
  async onboardingLink(accountId: string): Promise<string> {
    const paymentAccount = await this.connectedAccount(accountId);
    return this.provider.onboardingLink({
      accountId,
      providerAccountId: paymentAccount.providerAccountId,
      returnUrl: `${this.config.publicBaseUrl}/dashboard`,
      refreshUrl: `${this.config.publicBaseUrl}/dashboard`,
    });
  }

  async dashboardLink(accountId: string): Promise<string> {
    const paymentAccount = await this.paymentAccounts.findOneBy({ accountId });
    if (!paymentAccount) throw new ValidationFailed(MESSAGES.dashboardLinkFailed);
    return this.provider.dashboardLink({ accountId, providerAccountId: paymentAccount.providerAccountId });
  }

  /**
   * Applies the provider's news about a connected account once per event: onboarding is complete
   * when the provider says charges are enabled and details are submitted, never because someone
   * landed on the return URL. The event is recorded after it is applied, so a failure is retried
   * by the provider's redelivery; applying the same state twice is harmless.
   */
  async applyAccountUpdate(update: ConnectedAccountUpdate): Promise<void> {
    if (await this.processedEvents.existsBy({ eventId: update.eventId })) return;
    const paymentAccount = await this.paymentAccounts.findOneBy({
      providerAccountId: update.providerAccountId,
    });
    if (paymentAccount) {
      await this.paymentAccounts.update(
        { accountId: paymentAccount.accountId },
        { chargesEnabled: update.chargesEnabled, detailsSubmitted: update.detailsSubmitted },
      );
      await this.accounts.setOnboardingCompleted(
        paymentAccount.accountId,
        update.chargesEnabled && update.detailsSubmitted,
      );
    }
    await this.processedEvents
      .createQueryBuilder()
      .insert()
      .values({ eventId: update.eventId, type: update.eventType })
      .orIgnore()
      .execute();
  }

  /** The sandbox's confirm button: the sandbox is its own provider, so its word is final. */
  async completeSandboxOnboarding(accountId: string): Promise<void> {
    const paymentAccount = await this.paymentAccounts.findOneBy({ accountId, provider: 'sandbox' });
    if (!paymentAccount) throw new ValidationFailed(MESSAGES.notLaunched);
    await this.paymentAccounts.update({ accountId }, { chargesEnabled: true, detailsSubmitted: true });
    await this.accounts.setOnboardingCompleted(accountId, true);
  }

  private async connectedAccount(accountId: string): Promise<PaymentAccountEntity> {
    const existing = await this.paymentAccounts.findOneBy({ accountId });
    if (existing) return existing;
    const settings = await this.accounts.settings(accountId);
    if (!settings.subdomain) throw new ValidationFailed(MESSAGES.notLaunched);
    const providerAccountId = await this.provider.createConnectedAccount({
      accountId,
      email: settings.email,
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
