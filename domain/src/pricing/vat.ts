import { divideRoundingHalfUp } from './half-up';
import type { VatRate } from './vat-rate';
import { cents, type Cents } from '../money';

/**
 * The VAT inside a gross amount: gross − gross / (1 + rate), rounded half-up to the cent.
 * In integers that is gross × rate / (100 + rate).
 */
export function includedVatCents(gross: Cents, rate: VatRate): Cents {
  return cents(divideRoundingHalfUp(gross * rate, 100 + rate));
}
