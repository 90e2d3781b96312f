import type { AdminOrderView } from '@bestelklaar/domain';
import { formatPickupDay, formatSlot } from '../shared/order-format';
import { OrderLines } from './OrderLines';
import styles from './KitchenTicket.module.css';

/** What the kitchen pins up: laid out for an 80 mm receipt printer. */
export function KitchenTicket({ order }: { order: AdminOrderView }) {
  return (
    <article className={styles.ticket} aria-label={`Bon bestelling ${order.number}`}>
      <p className={styles.number}>Bestelling #{order.number}</p>
      <p className={styles.slot}>
        {formatPickupDay(order.date)}
        <br />
        <strong>{formatSlot(order.timeSlot)}</strong>
      </p>
      <p className={styles.customer}>
        {order.customerDetails.name}
        <br />
        {order.customerDetails.phone}
      </p>
      <OrderLines
        order={order}
        styles={{
          lines: styles.lines,
          lineHead: styles.line,
          detail: styles.detail,
          allergens: styles.allergens,
          totalsLine: styles.totalsLine,
          note: styles.note,
          total: styles.total,
        }}
      />
    </article>
  );
}
