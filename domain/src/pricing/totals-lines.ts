import { vatDisplayLines } from './vat-labels';
import { includedVatCents } from './vat';
import type { VatRate } from './vat-rate';
import type { OrderTotalsView } from '../ordering/order-views';
import { cents, eurosFromCents, formatMoney, sumCents, type Cents } from '../money';

/** A cart or order line as its totals need it: what it costs, at which rate, and what its discount took off. */
export interface TotalsSource {
  vatRate: VatRate;
  /** The line as paid, VAT and discount included. */
  lineCents: Cents;
  /** What the discount took off the line, VAT included; 0 without one. */
  discountCents: Cents;
}

const netOf = (grossCents: Cents, rate: VatRate) => cents(grossCents - includedVatCents(grossCents, rate));

/**
 * The totals as an invoice reads them, adding up top to bottom: Subtotaal (without VAT, before the
 * discount) + BTW per rate (the VAT really charged, on the discounted amount) − Korting (without VAT)
 * = Totaal (what is paid). Korting is whatever makes the sum exact, which is the VAT-less value of the
 * discount per rate: the amount without VAT never falls when the amount with it rises, so it is ≥ 0.
 */
export function totalsView(lines: readonly TotalsSource[]): OrderTotalsView {
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => a - b);
  const perRate = rates.map((rate) => {
    const ofRate = lines.filter((line) => line.vatRate === rate);
    const grossCents = sumCents(ofRate.map((line) => line.lineCents));
    const fullCents = cents(grossCents + sumCents(ofRate.map((line) => line.discountCents)));
    return {
      rate,
      grossCents,
      vatCents: includedVatCents(grossCents, rate),
      fullNetCents: netOf(fullCents, rate),
    };
  });
  const totalCents = sumCents(perRate.map((rate) => rate.grossCents));
  const subtotalCents = sumCents(perRate.map((rate) => rate.fullNetCents));
  const vatCents = sumCents(perRate.map((rate) => rate.vatCents));
  return {
    subtotal: eurosFromCents(subtotalCents),
    vat: vatDisplayLines(perRate).map((line) => ({
      label: line.label,
      amount: eurosFromCents(line.vatCents),
    })),
    discount: eurosFromCents(cents(subtotalCents + vatCents - totalCents)),
    total: eurosFromCents(totalCents),
  };
}

export interface TotalsRow {
  kind: 'subtotal' | 'vat' | 'discount' | 'total';
  label: string;
  /** Euros with the sign the row adds with: Korting is negative. */
  amount: number;
  /** The amount as shown: '€ 23,04', '-€ 2,11'. */
  text: string;
}

/** An amount as the totals show it; a negative one with a minus before the euro sign, as refunds are shown. */
export function formatTotalsAmount(euros: number): string {
  return formatMoney(euros, 'nl');
}

/**
 * The rows every place that shows totals shows (cart, success page, order page, mails, ticket), in
 * the spec's order: Subtotaal, BTW per rate, Korting (only when there is one) and Totaal.
 */
export function totalsRows(totals: OrderTotalsView): TotalsRow[] {
  const row = (kind: TotalsRow['kind'], label: string, amount: number): TotalsRow => ({
    kind,
    label,
    amount,
    text: formatTotalsAmount(amount),
  });
  return [
    row('subtotal', 'Subtotaal', totals.subtotal),
    ...totals.vat.map((line) => row('vat', line.label, line.amount)),
    ...(totals.discount > 0 ? [row('discount', 'Korting', -totals.discount)] : []),
    row('total', 'Totaal', totals.total),
  ];
}
