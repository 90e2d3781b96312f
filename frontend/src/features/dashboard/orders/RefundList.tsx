import { Alert, Badge, type BadgeTone } from '@bestelklaar/design-system';
import { formatEuros, type AdminOrderView, type RefundView } from '@bestelklaar/domain';
import { useShopTimeZone } from '../shared/dashboard-api';
import { formatReceived } from '../shared/order-format';
import styles from './RefundPanel.module.css';

const REFUND_STATUS: Record<RefundView['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Bezig', tone: 'warning' },
  succeeded: { label: 'Terugbetaald', tone: 'success' },
  failed: { label: 'Mislukt', tone: 'danger' },
};

/** The order's refunds, newest last; a failed one says so loudly, since the customer got nothing back. */
export function RefundList({ order }: { order: AdminOrderView }) {
  const { refunds } = order;
  const timeZone = useShopTimeZone();
  if (refunds.length === 0) return null;
  const failed = refunds.filter((refund) => refund.status === 'failed');
  return (
    <section aria-labelledby="terugbetalingen" className={styles.history}>
      <h3 id="terugbetalingen" className={styles.title}>
        Terugbetalingen
      </h3>
      {failed.map((refund) => (
        <Alert key={refund.refundId} tone="error">
          De terugbetaling van {formatEuros(refund.amount)} is mislukt. De klant kreeg dit bedrag niet terug.
          {refund.failureReason && <> ({refund.failureReason})</>}
        </Alert>
      ))}
      <ul className={styles.refunds}>
        {refunds.map((refund) => {
          const status = REFUND_STATUS[refund.status];
          const at = formatReceived(refund.createdAt, timeZone);
          return (
            <li key={refund.refundId} className={styles.refund}>
              <span className={styles.refundHead}>
                <strong>{formatEuros(refund.amount)}</strong>
                <Badge tone={status.tone}>{status.label}</Badge>
              </span>
              <span className={styles.reason}>
                {at.date} om {at.time} · {refund.cancelsOrder ? 'Geannuleerd: ' : ''}
                {refund.reason}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
