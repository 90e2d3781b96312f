import { formatEuros } from '@bestelklaar/domain';
import { Alert, Card, Spinner } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { ORDER_FALLBACKS } from '../shared/order-messages';
import { useShopTimeZone } from '../shared/dashboard-api';
import { arrivalOf, formatReceived } from '../shared/order-format';
import { Link } from 'react-router';
import { orderDetailsPath, useRecentOrders } from '../shared/orders-queries';
import styles from './Home.module.css';

/** 'Recent binnengekomen': when each order came in, its name and total; a row opens the order. */
export function RecentOrdersCard() {
  const recent = useRecentOrders();
  const timeZone = useShopTimeZone();
  return (
    <Card as="section" title="Recent binnengekomen">
      {recent.isError ? (
        <Alert tone="error">{messageOf(recent.error, ORDER_FALLBACKS.recent)}</Alert>
      ) : !recent.data ? (
        <Spinner label="Bestellingen laden…" />
      ) : recent.data.items.length === 0 ? (
        <p className={styles.muted}>Geen bestellingen gevonden.</p>
      ) : (
        <ul className={styles.rows}>
          {recent.data.items.map((order) => {
            const received = formatReceived(arrivalOf(order), timeZone);
            return (
              <li key={order._id}>
                <Link to={orderDetailsPath(order._id)} className={styles.row}>
                  <span className={styles.slot}>{received.time}</span>
                  <span className={styles.muted}>{received.date}</span>
                  <span className={styles.rowName}>{order.customerDetails.name}</span>
                  <span>{formatEuros(order.totalAmount)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
