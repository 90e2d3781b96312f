import { Badge } from '@bestelklaar/design-system';
import styles from './TodayOrdersPreview.module.css';

const ORDERS = [
  { slot: '11:30 - 12:00', name: 'Sofie Peeters', total: '€ 24,50', pickedUp: true },
  { slot: '12:00 - 12:30', name: 'Jonas De Smet', total: '€ 17,80', pickedUp: false },
  { slot: '12:30 - 13:00', name: 'Lotte Vermeulen', total: '€ 32,10', pickedUp: false },
];

/** A glimpse of the dashboard's "today" card, drawn with the real components instead of a picture. */
export function TodayOrdersPreview() {
  return (
    <figure className={styles.preview}>
      <div className={styles.card} aria-hidden="true">
        <p className={styles.heading}>
          <span>Vandaag op te halen</span>
          <span className={styles.count}>3</span>
        </p>
        <ul className={styles.orders}>
          {ORDERS.map((order) => (
            <li key={order.slot} className={styles.order}>
              <span className={styles.slot}>{order.slot}</span>
              <span className={styles.name}>{order.name}</span>
              <span className={styles.total}>{order.total}</span>
              <Badge tone={order.pickedUp ? 'success' : 'warning'}>
                {order.pickedUp ? 'Opgehaald' : 'Nog op te halen'}
              </Badge>
            </li>
          ))}
        </ul>
        <p className={styles.revenue}>
          <span>Omzet deze maand</span>
          <strong>€ 6.482,40</strong>
        </p>
      </div>
      <figcaption className={styles.caption}>
        Zo zie je in je dashboard welke bestellingen vandaag worden opgehaald.
      </figcaption>
    </figure>
  );
}
