import { Banner } from '@bestelklaar/design-system';
import { useTestPayments } from '../api/payment-provider-api';

/**
 * While the sandbox stands in for the payment provider, the dashboard and every shop say so. A
 * compact place may style the note (`className`) and the words after 'Testmodus' (`detailClassName`).
 */
export function TestModeBanner({
  className,
  detailClassName,
}: {
  className?: string;
  detailClassName?: string;
}) {
  if (!useTestPayments()) return null;
  return (
    <Banner tone="warning" className={className}>
      Testmodus<span className={detailClassName}> — er wordt niet echt betaald</span>
    </Banner>
  );
}
