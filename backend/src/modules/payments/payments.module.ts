import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JWT_SECRET } from '../../config/jwt-secret';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { AdminStripeConnectController } from './admin-stripe-connect.controller';
import { LaunchService } from './launch.service';
import { PaymentAccountEntity } from './payment-account.entity';
import { PaymentsService } from './payments.service';
import { ProcessedEventEntity } from './processed-event.entity';
import { PAYMENT_PROVIDER } from './providers/payment-provider';
import { SandboxPaymentProvider } from './providers/sandbox-payment-provider';
import { STRIPE_CLIENT, createStripeClient } from './providers/stripe-client';
import { StripePaymentProvider } from './providers/stripe-payment-provider';
import { SandboxController } from './sandbox/sandbox.controller';
import { StripeWebhookController } from './stripe-webhook.controller';
import type Stripe from 'stripe';

/** Stripe Connect when keys are configured, otherwise the offline sandbox. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PaymentAccountEntity, ProcessedEventEntity]),
    AccountsModule,
    CatalogModule,
    SchedulingModule,
  ],
  controllers: [AdminStripeConnectController, StripeWebhookController, SandboxController],
  providers: [
    PaymentsService,
    LaunchService,
    {
      provide: STRIPE_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.stripe ? createStripeClient(config.stripe) : undefined),
    },
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, JWT_SECRET, STRIPE_CLIENT],
      useFactory: (config: AppConfig, secret: string, stripe: Stripe | undefined) =>
        stripe ? new StripePaymentProvider(stripe) : new SandboxPaymentProvider(config.publicBaseUrl, secret),
    },
  ],
  exports: [PaymentsService],
})
export class PaymentsModule {}
