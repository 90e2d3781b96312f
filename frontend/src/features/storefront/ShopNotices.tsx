import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@bestelklaar/design-system';
import { addDays, orderingPausedMessage, type StorefrontView } from '@bestelklaar/domain';
import { formatDay, weekdayName } from '../../i18n/locale-format';
import { customerMessage } from '../../i18n/i18n';
import { useShopFormat } from './shop-format';
import styles from './ShopPage.module.css';

type Notices = Pick<StorefrontView, 'today' | 'orderingPausedUntil' | 'nextPickup' | 'info' | 'vacations'>;

/** A shop's calendar day as 'maandag 14 juli' (in the page's language), never shifted by the browser's zone. */
const VACATION_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };

/**
 * What a customer should know before choosing anything: a vacation under way (and whether they can
 * already order for after it), that the kitchen pauses ordering, and when the first pickup is. The
 * page asks the server again every second, so all of it stays true.
 */
export function ShopNotices({ storefront }: { storefront: Notices }) {
  const { t } = useLingui();
  const { language } = useShopFormat();
  const { orderingPausedUntil, nextPickup, today, info, vacations } = storefront;
  const dayName = (date: string) => formatDay(date, language, VACATION_DAY);
  // 'vandaag', 'morgen', or the weekday of a later pickup day.
  const nextPickupText = (day: string, time: string) => t`Eerstvolgende afhaling: ${day} ${time}`;
  const dayWord = (date: string) =>
    date === today ? t`vandaag` : date === addDays(today, 1) ? t`morgen` : weekdayName(date, language);
  const vacation = vacations.find(
    (period) => period.vacationModeStart <= today && today <= period.vacationModeEnd,
  );
  return (
    <div className={styles.notices}>
      {vacation && <VacationNotice vacation={vacation} dayName={dayName} />}
      {orderingPausedUntil && (
        <Alert tone="warning">
          {customerMessage(orderingPausedMessage(new Date(orderingPausedUntil), info.timeZone))}
        </Alert>
      )}
      <p className={styles.nextPickup}>
        {nextPickup
          ? nextPickupText(dayWord(nextPickup.date), nextPickup.start)
          : t`Momenteel geen afhaalmomenten beschikbaar.`}
      </p>
    </div>
  );
}

function VacationNotice({
  vacation,
  dayName,
}: {
  vacation: StorefrontView['vacations'][number];
  dayName(date: string): string;
}) {
  const firstDay = dayName(vacation.vacationModeStart);
  const lastDay = dayName(vacation.vacationModeEnd);
  const reopening = dayName(addDays(vacation.vacationModeEnd, 1));
  return (
    <Alert tone="info">
      <p>
        <Trans>
          Gesloten van {firstDay} tot en met {lastDay}.
        </Trans>
      </p>
      {vacation.allowPreOrders && (
        <p>
          <Trans>Je kunt al bestellen voor afhaling vanaf {reopening}.</Trans>
        </p>
      )}
    </Alert>
  );
}
