import { formatEuros } from '@bestelklaar/domain';
import { Link } from 'react-router';
import { Alert, Badge, Card, Spinner } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { ORDER_FALLBACKS } from '../shared/order-messages';
import { formatSlot, statusOf } from '../shared/order-format';
import { orderDetailsPath, useOrders } from '../shared/orders-queries';
import styles from './Home.module.css';

/**
 * 'Vandaag op te halen': how many are still to be picked up, and per order slot, name, total and
 * state; a row opens the order.
 */
export function TodayPickupsCard() {
  const today = useOrders('today');
  // Today's list shows cancelled orders too (marked 'Geannuleerd'); this card leaves them out.
  const orders = today.data?.filter((order) => order.status !== 'cancelled');
  const toPickUp = orders?.filter((order) => !order.markedAsPickedUp);
  return (
    <Card
      as="section"
      title="Vandaag op te halen"
      footer={
        <Link to="/dashboard/bestellingen" className={styles.cardLink}>
          Alle bestellingen bekijken
        </Link>
      }
    >
      {today.isError ? (
        <Alert tone="error">{messageOf(today.error, ORDER_FALLBACKS.today)}</Alert>
      ) : !orders ? (
        <Spinner label="Bestellingen laden…" />
      ) : (
        <>
          <p className={styles.figure}>{toPickUp?.length}</p>
          {orders.length === 0 ? (
            <p className={styles.muted}>Geen bestellingen gevonden.</p>
          ) : (
            <ul className={styles.rows}>
              {orders.map((order) => {
                const status = statusOf(order);
                return (
                  <li key={order._id}>
                    <Link to={orderDetailsPath(order._id)} className={styles.row}>
                      <span className={styles.slot}>{formatSlot(order.timeSlot)}</span>
                      <span className={styles.rowName}>{order.customerDetails.name}</span>
                      <span>{formatEuros(order.totalAmount)}</span>
                      <Badge tone={status.tone}>{status.label}</Badge>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
