import { formatEuros } from '@bestelklaar/domain';
import { BellRing, Volume2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@bestelklaar/design-system';
import type { AdminOrderView } from '@bestelklaar/domain';
import { orderChime, useSoundState } from './order-chime';
import { formatPickupDay, formatSlot } from '../shared/order-format';
import { useOrderNotifications, useRepeatingRing, useTitleCount } from './use-order-alert';
import styles from './OrderAlert.module.css';

/** How many new orders the alert names; the rest are counted. */
const NAMED = 3;

export interface OrderAlertProps {
  orders: AdminOrderView[];
  acknowledge(): void;
  /** The sound; the kitchen's chime unless a test listens instead. */
  ring?: () => void;
}

/**
 * What the kitchen cannot miss: while a paid order waits for 'Gezien' a loud chime repeats, the tab's
 * title counts the orders and a system notification goes out. Until the browser allows sound, a clear
 * 'Geluid aanzetten' stands at the top of every dashboard screen.
 */
export function OrderAlert({ orders, acknowledge, ring = () => orderChime.ring() }: OrderAlertProps) {
  const sound = useSoundState();
  const waiting = orders.length > 0;
  useRepeatingRing(waiting, ring);
  useTitleCount(orders.length);
  useOrderNotifications(orders);

  return (
    <>
      {sound === 'blocked' && <SoundControl />}
      {waiting && (
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
            <Link to="/dashboard/bestellingen" className={styles.link}>
              Bekijk bestellingen
            </Link>
            <Button className={styles.seen} onClick={acknowledge}>
              Gezien
            </Button>
          </div>
        </section>
      )}
    </>
  );
}

/** One click both allows the sound and asks for system notifications. */
function SoundControl() {
  const allow = () => {
    void orderChime.unlock().then((allowed) => allowed && orderChime.ring());
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission();
    }
  };
  return (
    <div className={styles.sound}>
      <p className={styles.soundText}>
        Je browser laat nog geen geluid toe: zet het aan om nieuwe bestellingen te horen.
      </p>
      <Button size="sm" onClick={allow}>
        <Volume2 aria-hidden size={18} />
        Geluid aanzetten
      </Button>
    </div>
  );
}
