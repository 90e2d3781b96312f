import type { INestApplicationContext } from '@nestjs/common';
import { PaymentWebhooks } from './payment-webhooks';
import { PaymentsService } from './payments.service';

/** In the sandbox the demo shop is onboarded too, so it takes (test) payments at once. */
export async function seedDemoOnboarding(app: INestApplicationContext, accountId: string): Promise<void> {
  const payments = app.get(PaymentsService);
  if (!payments.sandbox) return;
  await payments.onboardingLink(accountId);
  await app.get(PaymentWebhooks).completeSandboxOnboarding(accountId);
}
