import type { VatLine } from './cart-pricing';
import { DEFAULT_VAT_RATE, type VatRate } from './vat-rate';
import { ZERO_CENTS, type Cents } from '../money';

/** The cart's label of a rate, as the spec writes it: 'BTW (6%)'. */
export function vatLabel(rate: VatRate): string {
  return `BTW (${rate}%)`;
}

export interface VatDisplayLine {
  label: string;
  vatCents: Cents;
}

/**
 * The cart's BTW lines: one per rate present, so a cart of 6 % items shows exactly the spec's
 * 'BTW (6%)'; an empty cart shows that line at € 0,00, as the spec's totals always show it.
 */
export function vatDisplayLines(vatLines: readonly VatLine[]): VatDisplayLine[] {
  if (vatLines.length === 0) return [{ label: vatLabel(DEFAULT_VAT_RATE), vatCents: ZERO_CENTS }];
  return vatLines.map((line) => ({ label: vatLabel(line.rate), vatCents: line.vatCents }));
}
