import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { SECRETS, type Secrets } from '../../config/secrets';
import { Clock } from '../../common/clock';
import { UnitOfWork } from '../../database/unit-of-work';
import { AccountsModule } from '../accounts/accounts.module';
import { AdminStripeConnectController } from './admin-stripe-connect.controller';
import { PaymentsService } from './payments.service';
import { PublicPaymentsController } from './public-payments.controller';
import { PaymentWebhooks } from './payment-webhooks';
import { PAYMENT_PROVIDER } from './providers/payment-provider';
import { SandboxPaymentProvider } from './providers/sandbox-payment-provider';
import { STRIPE_CLIENT, createStripeClient } from './providers/stripe-client';
import { StripePaymentProvider } from './providers/stripe-payment-provider';
import { SandboxController } from './sandbox/sandbox.controller';
import { StripeWebhookController } from './stripe-webhook.controller';
import type Stripe from 'stripe';

/**
 * Payments: Stripe Connect when keys are configured, otherwise the offline sandbox; onboarding,
 * payment pages, and the provider's events (webhooks), each applied once.
 *
 * Tables: payment_accounts, processed_payment_events, sandbox_checkout_sessions, sandbox_refunds.
 * Door (PaymentsService): chargeableAccount, createCheckoutSession, confirmCheckout, cancelCheckout,
 *   onboardingLink, dashboardLink, registerCheckoutListener, refund, registerRefundListener;
 *   PaymentWebhooks: receive.
 * Publishes no events: a checkout or refund outcome goes to the listener ordering registers, inside
 *   the transaction that records the provider's event.
 * Reads from others: the shop's account (AccountsService).
 */
@Module({
  imports: [AccountsModule],
  controllers: [
    AdminStripeConnectController,
    StripeWebhookController,
    SandboxController,
    PublicPaymentsController,
  ],
  providers: [
    PaymentsService,
    PaymentWebhooks,
    {
      provide: STRIPE_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.stripe ? createStripeClient(config.stripe) : undefined),
    },
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, SECRETS, STRIPE_CLIENT, Clock, UnitOfWork],
      useFactory: (
        config: AppConfig,
        secrets: Secrets,
        stripe: Stripe | undefined,
        clock: Clock,
        uow: UnitOfWork,
      ) =>
        stripe
          ? new StripePaymentProvider(stripe)
          : new SandboxPaymentProvider(config.publicBaseUrl, secrets, clock, uow),
    },
  ],
  exports: [PaymentsService, PaymentWebhooks],
})
export class PaymentsModule {}
