import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { MESSAGES } from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { ValidationFailed } from '../../common/errors/app-error';
import { toPaymentEvent } from './payment-events';
import { isWellFormedEvent } from './webhook-event-shape';
import { PaymentsService } from './payments.service';

/** Stripe's tolerance for a signature's age. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The one way in for provider events: verify the signature over the raw body (Stripe's scheme,
 * which the sandbox signs with too), read the event, apply it. Offline runs and e2e therefore
 * exercise exactly the path Stripe's webhooks take.
 */
@Injectable()
export class PaymentWebhooks {
  constructor(
    private readonly payments: PaymentsService,
    private readonly clock: Clock,
  ) {
    const sandbox = payments.sandbox;
    // The sandbox's checkout events take the path Stripe's webhooks take.
    sandbox?.deliverEventsTo(({ payload, signature }) =>
      this.receive(payload, signature, sandbox.webhookSecret),
    );
  }

  async receive(rawBody: Buffer | string, signature: string | undefined, secret: string): Promise<void> {
    if (!signature || !rawBody || !secret) throw new ValidationFailed(MESSAGES.invalidWebhook);
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(
        rawBody,
        signature,
        secret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        // Milliseconds: the age of the signature is judged by the app's clock.
        this.clock.now().getTime(),
      );
    } catch {
      throw new ValidationFailed(MESSAGES.invalidWebhook);
    }
    if (!isWellFormedEvent(event, this.clock.now())) throw new ValidationFailed(MESSAGES.unreadableWebhook);
    const paymentEvent = toPaymentEvent(event);
    if (paymentEvent) await this.payments.apply(paymentEvent);
  }

  /** The sandbox's confirm button: its signed event comes in as Stripe's would. */
  async completeSandboxOnboarding(accountId: string): Promise<void> {
    const { payload, signature } = await this.payments.sandboxOnboardingEvent(accountId);
    await this.receive(payload, signature, this.payments.sandbox!.webhookSecret);
  }
}
