import { Controller, Get } from '@nestjs/common';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { PaymentsService } from './payments.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

/** Payment onboarding, under the spec's stripe-connect paths. */
@Controller('admin/stripe-connect')
export class AdminStripeConnectController {
  constructor(private readonly payments: PaymentsService) {}

  @ApiRoute({ summary: "A link to the payment provider's onboarding", answer: 'LinkAnswer' })
  @Get('onboarding-link')
  async onboardingLink(@CurrentAccount() accountId: string) {
    return { url: await this.payments.onboardingLink(accountId) };
  }

  @ApiRoute({ summary: "A link to the payment provider's dashboard", answer: 'LinkAnswer', failures: [409] })
  @Get('dashboard-link')
  async dashboardLink(@CurrentAccount() accountId: string) {
    return { url: await this.payments.dashboardLink(accountId) };
  }
}
