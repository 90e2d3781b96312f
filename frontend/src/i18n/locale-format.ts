import { addDays, LOCALES, WEEKDAYS_FROM_MONDAY, type Language, type Weekday } from '@bestelklaar/domain';

const weekdayFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * The weekday of a calendar day (`YYYY-MM-DD`) in `language`: 'maandag', 'lundi', 'Monday'. At noon
 * in UTC, so the same day everywhere.
 */
export function weekdayName(date: string, language: Language): string {
  let format = weekdayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(language, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

/** A calendar day (`YYYY-MM-DD`) as `options` write it in `language`, e.g. 'vrijdag 14 maart'. */
export function formatDay(date: string, language: Language, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** A Monday: the weekdays' names are those of the week it starts. */
const A_MONDAY = '2024-01-01';

/** A weekday's name in `language`, capitalised as a list shows it: 'Maandag', 'Lundi', 'Monday'. */
export function weekdayLabelIn(weekday: Weekday, language: Language): string {
  const name = weekdayName(addDays(A_MONDAY, WEEKDAYS_FROM_MONDAY.indexOf(weekday)), language);
  return name.charAt(0).toUpperCase() + name.slice(1);
}
