import { Controller, Get, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentShop } from '../../common/auth/current-member.decorator';
import { publicOriginsOf, returnOrigin } from '../../common/http/public-origins';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PaymentsService } from './payments.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { Requires } from '../../common/auth/requires.decorator';

/** Payment onboarding, under the spec's stripe-connect paths. */
@Controller('admin/stripe-connect')
export class AdminStripeConnectController {
  constructor(
    private readonly payments: PaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 400 before the shop has launched: there is nothing to onboard yet. */
  @ApiRoute({ summary: "A link to the payment provider's onboarding", answer: 'LinkAnswer', failures: [400] })
  @Requires('payments.manage')
  @Get('onboarding-link')
  async onboardingLink(@CurrentShop() accountId: string, @Req() request: Request) {
    const origin = returnOrigin(publicOriginsOf(this.config), request);
    return { url: await this.payments.onboardingLink(accountId, origin) };
  }

  /** 400 before onboarding has started: there is no dashboard yet. */
  @ApiRoute({
    summary: "A link to the payment provider's dashboard",
    answer: 'LinkAnswer',
    failures: [400, 409],
  })
  @Requires('payments.manage')
  @Get('dashboard-link')
  async dashboardLink(@CurrentShop() accountId: string) {
    return { url: await this.payments.dashboardLink(accountId) };
  }
}
