import { TestModeBanner } from '../../lib/TestModeBanner';
import { useSoundState } from './orders/order-chime';
import { OrderAlert, type OrderAlertProps } from './orders/OrderAlert';
import { SoundControl } from './orders/SoundControl';
import { useShopTimeZone } from './shared/dashboard-api';
import styles from './NoticeBar.module.css';

/**
 * What stands above every dashboard screen, as one bar: that payments are a test, that the browser
 * still holds the sound back, and the new orders. On a phone it keeps to a few lines, so the screen
 * below stays in view.
 */
export function NoticeBar({ orders, acknowledge, ring }: OrderAlertProps) {
  const sound = useSoundState();
  const timeZone = useShopTimeZone();
  return (
    <div className={styles.bar}>
      <div className={styles.status}>
        <TestModeBanner className={styles.testMode} detailClassName={styles.testModeDetail} />
        {sound === 'blocked' && <SoundControl />}
      </div>
      <OrderAlert orders={orders} acknowledge={acknowledge} ring={ring} timeZone={timeZone} />
    </div>
  );
}
