import { DEFAULT_TIME_ZONE, formatEuros, todayIn } from '@bestelklaar/domain';
import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@bestelklaar/design-system';
import type { AdminOrderView } from '@bestelklaar/domain';
import { orderChime } from './order-chime';
import { formatPickupDay, formatSlot } from '../shared/order-format';
import { periodOf } from './order-period';
import { useOrderNotifications, useRepeatingRing, useTitleCount } from './use-order-alert';
import styles from './OrderAlert.module.css';

/** How many new orders the alert names; the rest are counted. */
const NAMED = 3;

export interface OrderAlertProps {
  orders: AdminOrderView[];
  acknowledge(): void;
  /** The sound; the kitchen's chime unless a test listens instead. */
  ring?: () => void;
  /** The shop's zone, in which 'today' and 'from tomorrow' are told apart. */
  timeZone?: string;
}

/**
 * What the kitchen cannot miss: while a paid order waits for 'Gezien' a loud chime repeats, the tab's
 * title counts the orders and a system notification goes out. 'Bekijk bestellingen' opens the tab
 * that lists the newest of them.
 */
export function OrderAlert({
  orders,
  acknowledge,
  ring = () => orderChime.ring(),
  timeZone = DEFAULT_TIME_ZONE,
}: OrderAlertProps) {
  const waiting = orders.length > 0;
  useRepeatingRing(waiting, ring);
  useTitleCount(orders.length);
  useOrderNotifications(orders);

  if (!waiting) return null;
  return (
    <section className={styles.alert} role="alert" aria-labelledby="nieuwe-bestelling">
      <BellRing aria-hidden className={styles.bell} size={32} />
      <div className={styles.body}>
        <h2 id="nieuwe-bestelling" className={styles.title}>
          {orders.length === 1 ? 'Nieuwe bestelling' : `${orders.length} nieuwe bestellingen`}
        </h2>
        <ul className={styles.orders}>
          {orders.slice(0, NAMED).map((order) => (
            <li key={order._id}>
              <strong>{order.customerDetails.name}</strong> · {formatPickupDay(order.date)}{' '}
              {formatSlot(order.timeSlot)} · {formatEuros(order.totalAmount)}
            </li>
          ))}
          {orders.length > NAMED && <li>en nog {orders.length - NAMED}</li>}
        </ul>
      </div>
      <div className={styles.actions}>
        <Link to={ordersTabOf(orders[0], timeZone)} className={styles.link}>
          Bekijk bestellingen
        </Link>
        <Button className={styles.seen} onClick={acknowledge}>
          Gezien
        </Button>
      </div>
    </section>
  );
}

/** The orders screen on the tab that lists the order; the kitchen stands in the shop's zone. */
function ordersTabOf(order: AdminOrderView, timeZone: string): string {
  return `/dashboard/bestellingen?tab=${periodOf(order.date, todayIn(timeZone, new Date()))}`;
}
