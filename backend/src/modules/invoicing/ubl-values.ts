import type { Cents, PriceUnits } from '@bestelklaar/domain';

/** The one currency the shops invoice in. */
export const CURRENCY = 'EUR';

/** Cents as a UBL amount: 1234 → '12.34' (two decimals, as BR-DEC-* require). */
export function amountText(amount: Cents): string {
  const sign = amount < 0 ? '-' : '';
  const whole = Math.abs(amount);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A price in ten-thousandths of a euro as UBL text, two to four decimals: 28302 → '2.8302', 50000 → '5.00'. */
export function priceText(price: PriceUnits): string {
  const fraction = String(price % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${Math.floor(price / 10_000)}.${fraction}`;
}

/** A VAT rate as UBL writes a percentage: 6 → '6'. */
export const percentText = (rate: number) => String(rate);

export const currency = { currencyID: CURRENCY };
