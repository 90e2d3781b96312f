import { Alert } from '@bestelklaar/design-system';
import { addDays, orderingPausedMessage, weekdayOf, type StorefrontView } from '@bestelklaar/domain';
import styles from './ShopPage.module.css';

type Notices = Pick<StorefrontView, 'today' | 'orderingPausedUntil' | 'nextPickup' | 'info'>;

/** 'vandaag', 'morgen', or the weekday of a later pickup day. */
function dayWord(date: string, today: string): string {
  if (date === today) return 'vandaag';
  if (date === addDays(today, 1)) return 'morgen';
  return weekdayOf(date);
}

/**
 * What a customer should know before choosing anything: that the kitchen pauses ordering, and when
 * the first pickup is. The page asks the server again every few seconds, so both stay true.
 */
export function ShopNotices({ storefront }: { storefront: Notices }) {
  const { orderingPausedUntil, nextPickup, today, info } = storefront;
  return (
    <div className={styles.notices}>
      {orderingPausedUntil && (
        <Alert tone="warning">{orderingPausedMessage(new Date(orderingPausedUntil), info.timeZone)}</Alert>
      )}
      <p className={styles.nextPickup}>
        {nextPickup
          ? `Eerstvolgende afhaling: ${dayWord(nextPickup.date, today)} ${nextPickup.start}`
          : 'Momenteel geen afhaalmomenten beschikbaar.'}
      </p>
    </div>
  );
}
