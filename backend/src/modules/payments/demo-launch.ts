import type { INestApplicationContext } from '@nestjs/common';
import { LaunchService } from './launch.service';
import { PaymentsService } from './payments.service';
import { PAYMENT_PROVIDER, PaymentProvider } from './providers/payment-provider';

export const DEMO_SUBDOMAIN = 'demo';

/** The demo shop goes live on /demo; in the sandbox it is onboarded too, so it takes (test) payments at once. */
export async function seedDemoLaunch(app: INestApplicationContext, accountId: string): Promise<void> {
  await app.get(LaunchService).launch(accountId, DEMO_SUBDOMAIN);
  if (app.get<PaymentProvider>(PAYMENT_PROVIDER).name !== 'sandbox') return;
  const payments = app.get(PaymentsService);
  await payments.onboardingLink(accountId);
  await payments.completeSandboxOnboarding(accountId);
}
