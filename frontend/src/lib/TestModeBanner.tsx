import { Banner } from '@bestelklaar/design-system';
import { useTestPayments } from '../api/payment-provider-api';

/**
 * While the sandbox stands in for the payment provider, the dashboard and every shop say so. A
 * compact place may style the note (`className`) and the words after 'Testmodus' (`detailClassName`).
 */
export function TestModeBanner({
  className,
  detailClassName,
  title = 'Testmodus',
  detail = ' — er wordt niet echt betaald',
}: {
  className?: string;
  detailClassName?: string;
  /** The notice in the page's language (a shop's page); Dutch, the dashboard's, when absent. */
  title?: string;
  detail?: string;
}) {
  if (!useTestPayments()) return null;
  return (
    <Banner tone="warning" className={className}>
      {title}
      <span className={detailClassName}>{detail}</span>
    </Banner>
  );
}
