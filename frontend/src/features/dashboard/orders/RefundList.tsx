import { Alert, Badge, type BadgeTone } from '@bestelklaar/design-system';
import { formatEuros } from '@bestelklaar/domain';
import { formatReceived } from '../shared/order-format';
import type { OrderAfterSale, RefundView } from './after-sale-api';
import styles from './RefundPanel.module.css';

const REFUND_STATUS: Record<RefundView['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Bezig', tone: 'warning' },
  succeeded: { label: 'Terugbetaald', tone: 'success' },
  failed: { label: 'Mislukt', tone: 'danger' },
};

/** The order's refunds, newest last; a failed one says so loudly, since the customer got nothing back. */
export function RefundList({ order }: { order: OrderAfterSale }) {
  const refunds = order.refunds ?? [];
  if (refunds.length === 0 && !order.cancelReason) return null;
  const failed = refunds.filter((refund) => refund.status === 'failed');
  return (
    <section aria-labelledby="terugbetalingen" className={styles.history}>
      <h3 id="terugbetalingen" className={styles.title}>
        Terugbetalingen
      </h3>
      {order.cancelReason && <p className={styles.reason}>Geannuleerd: {order.cancelReason}</p>}
      {failed.map((refund) => (
        <Alert key={refund.id} tone="error">
          De terugbetaling van {formatEuros(refund.amount)} is mislukt. De klant kreeg dit bedrag niet terug.
        </Alert>
      ))}
      <ul className={styles.refunds}>
        {refunds.map((refund) => {
          const status = REFUND_STATUS[refund.status];
          const at = formatReceived(refund.createdAt);
          return (
            <li key={refund.id} className={styles.refund}>
              <span className={styles.refundHead}>
                <strong>{formatEuros(refund.amount)}</strong>
                <Badge tone={status.tone}>{status.label}</Badge>
              </span>
              <span className={styles.reason}>
                {at.date} om {at.time} · {refund.reason}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
