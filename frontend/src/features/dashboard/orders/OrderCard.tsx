import { formatEuros } from '@bestelklaar/domain';
import { Badge } from '@bestelklaar/design-system';
import type { AdminOrderView } from '@bestelklaar/domain';
import { formatPickupDay, formatSlot, statusOf } from '../shared/order-format';
import styles from './OrdersPage.module.css';

/** One order in a list, with what went back; the whole card opens its details. */
export function OrderCard({ order, onOpen }: { order: AdminOrderView; onOpen(order: AdminOrderView): void }) {
  const status = statusOf(order);
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(order)}>
      <span className={styles.cardHead}>
        <span className={styles.name}>{order.customerDetails.name}</span>
        <Badge tone={status.tone}>{status.label}</Badge>
      </span>
      <span className={styles.when}>
        {formatPickupDay(order.date)} · {formatSlot(order.timeSlot)}
      </span>
      <span className={styles.cardFoot}>
        <span className={styles.number}>#{order.number}</span>
        <span className={styles.amount}>{formatEuros(order.totalAmount)}</span>
      </span>
      {order.refundedAmount > 0 && (
        <span className={styles.refunded}>{formatEuros(order.refundedAmount)} terugbetaald</span>
      )}
    </button>
  );
}
