import { formatTotalsAmount } from '../pricing/totals-lines';
import { LOCALES, type Language } from './languages';

const FORMATS = new Map<Language, Intl.NumberFormat>();

/**
 * Euros as the language writes them: '1 234,50 €', '€1,234.50'; Dutch as every Dutch screen of the
 * app writes them ('€ 1.234,50', a refund '-€ 2,11'), so the spec's Dutch stays as it is.
 */
export function formatMoney(euros: number, language: Language): string {
  if (language === 'nl') return formatTotalsAmount(euros);
  let format = FORMATS.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' });
    FORMATS.set(language, format);
  }
  return format.format(euros);
}
