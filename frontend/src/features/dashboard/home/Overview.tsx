import { ExternalLink } from 'lucide-react';
import { Alert, Button, Card } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { SETUP_FALLBACKS, useDashboardLink } from './home-api';
import styles from './Home.module.css';

/** The live shop: its address, and the payment provider's dashboard. Order and revenue cards join with ordering. */
export function Overview({ subdomain }: { subdomain: string }) {
  const dashboardLink = useDashboardLink();
  const shopUrl = `${window.location.origin}/${subdomain}`;

  // Opened before the request so the browser does not block it as a pop-up.
  const openDashboard = () => {
    const tab = window.open('', '_blank');
    dashboardLink.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else window.open(url, '_blank', 'noopener');
      },
      onError: () => tab?.close(),
    });
  };

  return (
    <div className={styles.overview}>
      <Card as="section" title="Je webshop is live">
        <p>
          Je klanten bestellen via{' '}
          <a href={shopUrl} target="_blank" rel="noopener noreferrer" className={styles.shopLink}>
            {shopUrl.replace(/^https?:\/\//, '')} <ExternalLink aria-hidden size={16} />
          </a>
        </p>
      </Card>
      <Card as="section" title="Betalingen">
        <p>Bekijk je uitbetalingen en transacties bij onze betaalpartner.</p>
        {dashboardLink.isError && (
          <Alert tone="error">{messageOf(dashboardLink.error, SETUP_FALLBACKS.dashboardLink)}</Alert>
        )}
        <Button variant="secondary" onClick={openDashboard} loading={dashboardLink.isPending}>
          Open betaaldashboard
        </Button>
      </Card>
    </div>
  );
}
