import { OrderingPause } from './OrderingPause';
import { SoldOutToday } from './SoldOutToday';
import styles from './ServiceControls.module.css';

/** What the owner changes during service from the orders screen: a pause, busy mode, what is sold out. */
export function ServiceControls() {
  return (
    <div className={styles.controls}>
      <OrderingPause />
      <SoldOutToday />
    </div>
  );
}
