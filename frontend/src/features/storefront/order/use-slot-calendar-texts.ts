import type { SlotCalendarTexts } from '@bestelklaar/design-system';
import { useLingui } from '@lingui/react/macro';

/** The pickup calendar's own words in the language the shop's page shows. */
export function useSlotCalendarTexts(): SlotCalendarTexts {
  const { t } = useLingui();
  return {
    loading: t`Ophaaldagen laden…`,
    legend: t`Legende`,
    available: t`Ophalen mogelijk`,
    closed: t`Gesloten`,
    vacation: t`Vakantie`,
    full: t`Volzet`,
    leadTimeToday: t`Vandaag niet meer te bestellen`,
    today: t`Vandaag`,
    selected: t`geselecteerd`,
    previousMonth: t`Ga naar vorige maand`,
    nextMonth: t`Ga naar volgende maand`,
    monthNavigation: t`Navigatiebalk`,
    closedReason: t`gesloten`,
    vacationReason: t`vakantie`,
    leadTimeReason: t`niet meer te bestellen voor vandaag`,
    fullReason: t`volzet`,
  };
}
