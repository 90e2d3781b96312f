import { Banner } from '@bestelklaar/design-system';
import { useTestPayments } from '../api/payment-provider-api';

/** While the sandbox stands in for the payment provider, the dashboard and every shop say so. */
export function TestModeBanner() {
  if (!useTestPayments()) return null;
  return <Banner tone="warning">Testmodus — er wordt niet echt betaald</Banner>;
}
