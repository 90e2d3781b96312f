import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { AddSubdomainDto } from './dto/add-subdomain.dto';
import { LaunchService } from './launch.service';
import { PaymentsService } from './payments.service';

/** Launch on a subdomain and payment onboarding, under the spec's stripe-connect paths. */
@Controller('admin/stripe-connect')
export class AdminStripeConnectController {
  constructor(
    private readonly launch: LaunchService,
    private readonly payments: PaymentsService,
  ) {}

  @Post('add-subdomain')
  @HttpCode(200)
  async addSubdomain(@CurrentAccount() accountId: string, @Body() body: AddSubdomainDto) {
    await this.launch.launch(accountId, body.subdomain);
    return { subdomain: body.subdomain };
  }

  @Get('onboarding-link')
  async onboardingLink(@CurrentAccount() accountId: string) {
    return { url: await this.payments.onboardingLink(accountId) };
  }

  @Get('dashboard-link')
  async dashboardLink(@CurrentAccount() accountId: string) {
    return { url: await this.payments.dashboardLink(accountId) };
  }
}
