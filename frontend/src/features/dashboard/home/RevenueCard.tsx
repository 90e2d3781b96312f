import { formatEuros } from '@bestelklaar/domain';
import { ExternalLink } from 'lucide-react';
import { Alert, Button, Card, Spinner } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { ORDER_FALLBACKS } from '../shared/order-messages';
import { formatMonth } from '../shared/order-format';
import { useMonthlyRevenue } from '../shared/orders-queries';
import { useRoleAllows } from '../../../api/shops-api';
import { SETUP_FALLBACKS, useDashboardLink, useMailboxLink, useMailTransport } from './home-api';
import styles from './Home.module.css';

/** 'Omzet {maand}': this month's paid orders, and the way to the payment provider's own dashboard. */
export function RevenueCard() {
  const revenue = useMonthlyRevenue();
  const dashboardLink = useDashboardLink();
  const mailTransport = useMailTransport();
  const mailboxLink = useMailboxLink();
  // The provider's dashboard is the owner's (payments.manage); the mailbox is for those who read mail.
  const showDashboard = useRoleAllows('payments.manage');
  const showMailbox = useRoleAllows('mail.read');

  // Opened before the request so the browser does not block it as a pop-up.
  const openInNewTab = (request: (handlers: { onSuccess(url: string): void; onError(): void }) => void) => {
    const tab = window.open('', '_blank');
    request({
      onSuccess: (url) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else window.open(url, '_blank', 'noopener');
      },
      onError: () => tab?.close(),
    });
  };
  const openDashboard = () =>
    openInNewTab(({ onSuccess, onError }) =>
      dashboardLink.mutate(undefined, { onSuccess: ({ url }) => onSuccess(url), onError }),
    );
  const openMailbox = () =>
    openInNewTab(({ onSuccess, onError }) =>
      mailboxLink.mutate(undefined, {
        onSuccess: ({ mailboxUrl }) => (mailboxUrl ? onSuccess(mailboxUrl) : onError()),
        onError,
      }),
    );

  return (
    <Card
      as="section"
      title={revenue.data ? `Omzet ${formatMonth(revenue.data.month)}` : 'Omzet'}
      footer={
        <div className={styles.cardActions}>
          {showDashboard && (
            <Button variant="secondary" onClick={openDashboard} loading={dashboardLink.isPending}>
              Open betaaldashboard
              <ExternalLink aria-hidden size={16} />
            </Button>
          )}
          {showMailbox && mailTransport.data?.mailboxUrl ? (
            // Without SMTP, the shop's mails land in a test mailbox (the sandbox payments' counterpart).
            <Button variant="secondary" onClick={openMailbox} loading={mailboxLink.isPending}>
              Open testmailbox
              <ExternalLink aria-hidden size={16} />
            </Button>
          ) : null}
        </div>
      }
    >
      {revenue.isError ? (
        <Alert tone="error">{messageOf(revenue.error, ORDER_FALLBACKS.revenue)}</Alert>
      ) : !revenue.data ? (
        <Spinner label="Omzet laden…" />
      ) : (
        <dl className={styles.revenue}>
          <div className={styles.revenueTotal}>
            <dt>Totaal</dt>
            <dd className={styles.figure}>{formatEuros(revenue.data.total)}</dd>
          </div>
          <div>
            <dt>Bestellingen</dt>
            <dd>{revenue.data.orderCount}</dd>
          </div>
          <div>
            <dt>Gemiddeld</dt>
            <dd>{formatEuros(revenue.data.averageOrderValue)}</dd>
          </div>
        </dl>
      )}
      {dashboardLink.isError && (
        <Alert tone="error">{messageOf(dashboardLink.error, SETUP_FALLBACKS.dashboardLink)}</Alert>
      )}
      {mailboxLink.isError && (
        <Alert tone="error">{messageOf(mailboxLink.error, SETUP_FALLBACKS.mailbox)}</Alert>
      )}
    </Card>
  );
}
