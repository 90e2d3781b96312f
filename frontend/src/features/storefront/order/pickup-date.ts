import type { Language } from '@bestelklaar/domain';
import { formatDay } from '../../../i18n/locale-format';

/**
 * 'YYYY-MM-DD' as 'vrijdag 14 maart 2025', 'vendredi 14 mars 2025', 'Friday, 14 March 2025'. Pickup
 * days are the shop's calendar days: formatted as such, never shifted by the browser's zone.
 */
export function formatPickupDate(date: string, language: Language): string {
  return formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}
