import { Controller, Get, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { publicOriginsOf, returnOrigin } from '../../common/http/public-origins';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PaymentsService } from './payments.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

/** Payment onboarding, under the spec's stripe-connect paths. */
@Controller('admin/stripe-connect')
export class AdminStripeConnectController {
  constructor(
    private readonly payments: PaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiRoute({ summary: "A link to the payment provider's onboarding", answer: 'LinkAnswer' })
  @Get('onboarding-link')
  async onboardingLink(@CurrentAccount() accountId: string, @Req() request: Request) {
    const origin = returnOrigin(publicOriginsOf(this.config), request);
    return { url: await this.payments.onboardingLink(accountId, origin) };
  }

  @ApiRoute({ summary: "A link to the payment provider's dashboard", answer: 'LinkAnswer', failures: [409] })
  @Get('dashboard-link')
  async dashboardLink(@CurrentAccount() accountId: string) {
    return { url: await this.payments.dashboardLink(accountId) };
  }
}
