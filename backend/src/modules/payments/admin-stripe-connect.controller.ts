import { Controller, Get, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { publicOriginsOf, returnOrigin } from '../../common/http/public-origins';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PaymentsService } from './payments.service';

/** Payment onboarding, under the spec's stripe-connect paths. */
@Controller('admin/stripe-connect')
export class AdminStripeConnectController {
  constructor(
    private readonly payments: PaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('onboarding-link')
  async onboardingLink(@CurrentAccount() accountId: string, @Req() request: Request) {
    const origin = returnOrigin(publicOriginsOf(this.config), request);
    return { url: await this.payments.onboardingLink(accountId, origin) };
  }

  @Get('dashboard-link')
  async dashboardLink(@CurrentAccount() accountId: string) {
    return { url: await this.payments.dashboardLink(accountId) };
  }
}
