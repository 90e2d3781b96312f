import { Alert } from '@bestelklaar/design-system';
import { addDays, orderingPausedMessage, weekdayOf, type StorefrontView } from '@bestelklaar/domain';
import styles from './ShopPage.module.css';

type Notices = Pick<StorefrontView, 'today' | 'orderingPausedUntil' | 'nextPickup' | 'info' | 'vacations'>;

/** A shop's calendar day as 'maandag 14 juli', never shifted by the browser's zone. */
const vacationDay = new Intl.DateTimeFormat('nl-BE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dayName = (date: string) => vacationDay.format(new Date(`${date}T12:00:00Z`));

/** 'vandaag', 'morgen', or the weekday of a later pickup day. */
function dayWord(date: string, today: string): string {
  if (date === today) return 'vandaag';
  if (date === addDays(today, 1)) return 'morgen';
  return weekdayOf(date);
}

/**
 * What a customer should know before choosing anything: a vacation under way (and whether they can
 * already order for after it), that the kitchen pauses ordering, and when the first pickup is. The
 * page asks the server again every second, so all of it stays true.
 */
export function ShopNotices({ storefront }: { storefront: Notices }) {
  const { orderingPausedUntil, nextPickup, today, info, vacations } = storefront;
  const vacation = vacations.find(
    (period) => period.vacationModeStart <= today && today <= period.vacationModeEnd,
  );
  return (
    <div className={styles.notices}>
      {vacation && (
        <Alert tone="info">
          <p>
            Gesloten van {dayName(vacation.vacationModeStart)} tot en met {dayName(vacation.vacationModeEnd)}.
          </p>
          {vacation.allowPreOrders && (
            <p>Je kunt al bestellen voor afhaling vanaf {dayName(addDays(vacation.vacationModeEnd, 1))}.</p>
          )}
        </Alert>
      )}
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
