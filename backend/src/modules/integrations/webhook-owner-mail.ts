import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AccountsService } from '../accounts/accounts.service';
import { MailService } from '../mail/mail.service';
import { renderWebhookDisabledMail } from './webhook-disabled-mail';

/** The owner's word when the platform turns an endpoint off: queued in that transaction, once per failing spell. */
@Injectable()
export class WebhookOwnerMail {
  constructor(
    private readonly accounts: AccountsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async disabled(shopId: string, endpointId: string, url: string, failingSince: Date): Promise<void> {
    const { email, shopName } = await this.accounts.settings(shopId);
    if (!email) return;
    const content = await renderWebhookDisabledMail({
      url,
      shopName,
      dashboardUrl: `${this.config.publicBaseUrl}/dashboard/koppelingen`,
    });
    await this.mail.enqueue({
      accountId: shopId,
      kind: 'webhook-disabled',
      dedupeKey: `webhook-disabled:${endpointId}:${new Date(failingSince).toISOString()}`,
      to: email,
      ...content,
    });
  }
}
