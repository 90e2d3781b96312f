import { Controller, Headers, HttpCode, Inject, Optional, Post, Req } from '@nestjs/common';
import Stripe from 'stripe';
import { MESSAGES } from '@bestelklaar/domain';
import { Public } from '../../common/auth/public.decorator';
import { NotFound, ValidationFailed } from '../../common/errors/app-error';
import type { RequestWithRawBody } from '../../common/http/body-parsers';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PaymentsService } from './payments.service';
import { STRIPE_CLIENT } from './providers/stripe-client';

/** Stripe's events, trusted only with a valid signature over the raw body no older than 5 minutes. */
@Public()
@Controller('payments/stripe')
export class StripeWebhookController {
  constructor(
    @Optional() @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | undefined,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly payments: PaymentsService,
  ) {}

  @Post('webhook')
  @HttpCode(200)
  async receive(
    @Req() request: RequestWithRawBody,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    if (!this.stripe || !this.config.stripe) throw new NotFound();
    if (!signature || !request.rawBody) throw new ValidationFailed(MESSAGES.invalidWebhook);
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        request.rawBody,
        signature,
        this.config.stripe.webhookSecret,
        300,
      );
    } catch {
      throw new ValidationFailed(MESSAGES.invalidWebhook);
    }
    if (event.type === 'account.updated') {
      const account = event.data.object;
      await this.payments.applyAccountUpdate({
        eventId: event.id,
        eventType: event.type,
        providerAccountId: account.id,
        chargesEnabled: account.charges_enabled ?? false,
        detailsSubmitted: account.details_submitted ?? false,
      });
    }
    return { received: true };
  }
}
