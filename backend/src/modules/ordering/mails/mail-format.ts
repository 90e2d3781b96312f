import { formatTotalsAmount, LOCALES, type Language } from '@bestelklaar/domain';

const PICKUP_DAYS = new Map<Language, Intl.DateTimeFormat>();

/** A `YYYY-MM-DD` calendar day in words: 'zaterdag 28 maart 2026', 'samedi 28 mars 2026'. */
export function formatPickupDay(date: string, language: Language): string {
  let format = PICKUP_DAYS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    PICKUP_DAYS.set(language, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

/**
 * Euros as the language writes them: '1 234,50 €', '€1,234.50'; Dutch as every Dutch screen of the
 * app writes them ('€ 1.234,50', a refund '-€ 2,11').
 */
export function formatMoney(euros: number, language: Language): string {
  if (language === 'nl') return formatTotalsAmount(euros);
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(euros);
}
