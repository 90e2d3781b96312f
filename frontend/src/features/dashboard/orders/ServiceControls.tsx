import { SoldOutToday } from './SoldOutToday';
import styles from './ServiceControls.module.css';

/** What the owner changes during service from the orders screen: what is sold out today. */
export function ServiceControls() {
  return (
    <div className={styles.controls}>
      <SoldOutToday />
    </div>
  );
}
