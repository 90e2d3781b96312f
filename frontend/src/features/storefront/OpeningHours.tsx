import { Trans } from '@lingui/react/macro';
import { Fragment } from 'react';
import { WEEKDAYS_FROM_MONDAY, weekdayOf, type WeeklySlots } from '@bestelklaar/domain';
import { weekdayLabelIn } from '../../i18n/locale-format';
import { useShopFormat } from './shop-format';
import styles from './ShopHeader.module.css';

export interface OpeningHoursProps {
  openingHours: WeeklySlots;
  /** The shop's calendar day, `YYYY-MM-DD`: its weekday stands out. */
  today: string;
}

/** Every weekday from maandag to zondag with its hours, or 'Gesloten'. */
export function OpeningHours({ openingHours, today }: OpeningHoursProps) {
  const { language } = useShopFormat();
  const currentDay = weekdayOf(today);
  return (
    <dl className={styles.hours}>
      {WEEKDAYS_FROM_MONDAY.map((day) => {
        const slots = openingHours[day] ?? [];
        return (
          <div key={day} className={styles.day} data-today={day === currentDay || undefined}>
            <dt>{weekdayLabelIn(day, language)}</dt>
            <dd>
              {slots.length === 0 ? (
                <Trans>Gesloten</Trans>
              ) : (
                slots.map((slot, index) => (
                  // A line breaks between slots, never inside one.
                  <Fragment key={slot.start}>
                    {index > 0 && ', '}
                    <span className={styles.slot}>{`${slot.start} – ${slot.end}`}</span>
                  </Fragment>
                ))
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
