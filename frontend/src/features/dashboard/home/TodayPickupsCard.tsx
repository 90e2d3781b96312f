import { formatEuros } from '@bestelklaar/domain';
import { Link } from 'react-router';
import { Alert, Badge, Card, Spinner } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { ORDER_FALLBACKS } from '../shared/order-messages';
import { formatSlot } from '../shared/order-format';
import { useOrders } from '../shared/orders-queries';
import styles from './Home.module.css';

/** 'Vandaag op te halen': the count, and per order slot, name, total and whether it was picked up. */
export function TodayPickupsCard() {
  const today = useOrders('today');
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
      ) : !today.data ? (
        <Spinner label="Bestellingen laden…" />
      ) : (
        <>
          <p className={styles.figure}>{today.data.length}</p>
          {today.data.length === 0 ? (
            <p className={styles.muted}>Geen bestellingen gevonden.</p>
          ) : (
            <ul className={styles.rows}>
              {today.data.map((order) => (
                <li key={order._id} className={styles.row}>
                  <span className={styles.slot}>{formatSlot(order.timeSlot)}</span>
                  <span className={styles.rowName}>{order.customerDetails.name}</span>
                  <span>{formatEuros(order.totalAmount)}</span>
                  <Badge tone={order.markedAsPickedUp ? 'success' : 'warning'}>
                    {order.markedAsPickedUp ? 'Opgehaald' : 'Nog op te halen'}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
