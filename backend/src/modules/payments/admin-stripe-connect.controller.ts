import { Controller, Get } from '@nestjs/common';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { PaymentsService } from './payments.service';

/** Payment onboarding, under the spec's stripe-connect paths. */
@Controller('admin/stripe-connect')
export class AdminStripeConnectController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('onboarding-link')
  async onboardingLink(@CurrentAccount() accountId: string) {
    return { url: await this.payments.onboardingLink(accountId) };
  }

  @Get('dashboard-link')
  async dashboardLink(@CurrentAccount() accountId: string) {
    return { url: await this.payments.dashboardLink(accountId) };
  }
}
