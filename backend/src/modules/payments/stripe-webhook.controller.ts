import { Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { ApiTypes } from '@bestelklaar/domain';
import { Public } from '../../common/auth/public.decorator';
import { NotFound } from '../../common/errors/app-error';
import type { RequestWithRawBody } from '../../common/http/body-parsers';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PaymentWebhooks } from './payment-webhooks';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

/** Stripe's events, trusted only with a valid signature over the raw body no older than 5 minutes. */
@Public()
@Controller('payments/stripe')
export class StripeWebhookController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly webhooks: PaymentWebhooks,
  ) {}

  @ApiRoute({ summary: "Stripe's events (signed)", answer: 'WebhookReceived', failures: [400, 404] })
  @Post('webhook')
  @HttpCode(200)
  async receive(
    @Req() request: RequestWithRawBody,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<ApiTypes['WebhookReceived']> {
    if (!this.config.stripe) throw new NotFound();
    await this.webhooks.receive(request.rawBody ?? '', signature, this.config.stripe.webhookSecret);
    return { received: true };
  }
}
