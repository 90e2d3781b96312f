import type { InvoiceLineInput } from './invoice-document';
import { cents, multiplyCents, sumCents, type Cents } from '../money';
import { divideRoundingHalfUp } from '../pricing/half-up';
import { includedVatCents } from '../pricing/vat';
import type { VatRate } from '../pricing/vat-rate';

/**
 * From the shop's prices (VAT included) to an invoice's net amounts, exactly to the cent.
 *
 * Per rate, the VAT is the one the customer's receipt shows: gross × rate / (100 + rate), rounded
 * half-up (`includedVatCents`); the rate's net is the gross less that VAT, so net + VAT is the amount
 * paid, always. EN 16931 wants VAT = net × rate / 100 rounded (BR-CO-17, BR-S-09); that holds exactly
 * whenever any split of the gross can satisfy it, and is one cent off otherwise (a gross that no net
 * reaches: e.g. 6 % of 17 cents), which the rules accept.
 *
 * The rate's net is then shared over its lines in proportion to their gross by the largest-remainder
 * method: each line gets its exact net (gross × 100 / (100 + rate)) rounded down, and the cents left
 * go to the lines with the largest remainders. So the lines add up to the rate's net (BR-S-08, BR-CO-10)
 * and no line is a cent further from its exact net than rounding forces.
 *
 * A line's unit price (BT-146) has 4 decimals (Peppol allows them; amounts keep 2): the line net over
 * the quantity, or for a discounted line the full unit price without VAT with the net discount as the
 * line's allowance (BT-136). Quantity × price − allowance then meets the line net within half a cent
 * for the order's limit of 99 (PEPPOL-EN16931-R120 allows 2 cents).
 */

/** A price in ten-thousandths of a euro: 28302 is € 2.8302. */
export type PriceUnits = number;

export interface InvoiceLineAmounts {
  /** The line as paid, VAT and discount included. */
  grossCents: Cents;
  /** The line's net amount (BT-131). */
  netCents: Cents;
  /** The unit price without VAT (BT-146), 4 decimals. */
  netUnitPrice: PriceUnits;
  /** The discount without VAT (BT-136); 0 when the line shows none. */
  netDiscountCents: Cents;
}

/** One VAT rate's breakdown (BG-23). */
export interface RateAmounts {
  rate: VatRate;
  grossCents: Cents;
  /** The taxable amount (BT-116). */
  netCents: Cents;
  /** The VAT (BT-117). */
  vatCents: Cents;
}

export interface InvoiceAmounts {
  /** In the order of the input lines. */
  lines: InvoiceLineAmounts[];
  /** One per rate present, lowest first. */
  rates: RateAmounts[];
  netCents: Cents;
  vatCents: Cents;
  grossCents: Cents;
}

/** The breakdown of a gross amount under one rate. */
export function rateAmounts(rate: VatRate, grossCents: Cents): RateAmounts {
  const vatCents = includedVatCents(grossCents, rate);
  return { rate, grossCents, netCents: cents(grossCents - vatCents), vatCents };
}

function grossOf(line: InvoiceLineInput): Cents {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
    throw new RangeError(`Not a quantity of 1 or more: ${line.quantity}`);
  const gross = cents(multiplyCents(line.unitPriceCents, line.quantity) - line.discountCents);
  if (line.discountCents < 0 || gross < 0)
    throw new RangeError(`A discount of 0 up to the line: ${line.name}`);
  return gross;
}

/** Shares `netCents` over gross amounts at one rate, largest remainders first (ties: the earlier line). */
export function shareNet(grosses: readonly Cents[], rate: VatRate, netCents: Cents): Cents[] {
  const divisor = 100 + rate;
  const floors = grosses.map((gross) => Math.floor((gross * 100) / divisor));
  const remainders = grosses.map((gross) => (gross * 100) % divisor);
  let left = netCents - floors.reduce((sum, floor) => sum + floor, 0);
  const byRemainder = grosses.map((_, index) => index).sort((a, b) => remainders[b] - remainders[a] || a - b);
  for (const index of byRemainder) {
    if (left === 0) break;
    if (remainders[index] === 0) break;
    floors[index] += 1;
    left -= 1;
  }
  if (left !== 0) throw new RangeError(`The net ${netCents} cannot be shared over these lines`);
  return floors.map(cents);
}

function lineAmounts(line: InvoiceLineInput, grossCents: Cents, netCents: Cents): InvoiceLineAmounts {
  const plain = {
    grossCents,
    netCents,
    netUnitPrice: divideRoundingHalfUp(netCents * 100, line.quantity),
    netDiscountCents: cents(0),
  };
  if (line.discountCents === 0) return plain;
  const fullUnitPrice = divideRoundingHalfUp(line.unitPriceCents * 10_000, 100 + line.vatRate);
  const fullCents = divideRoundingHalfUp(fullUnitPrice * line.quantity, 100);
  const netDiscountCents = cents(fullCents - netCents);
  // A discount of a cent or two can vanish in the VAT split; then the line's price already holds it.
  return netDiscountCents > 0
    ? { grossCents, netCents, netUnitPrice: fullUnitPrice, netDiscountCents }
    : plain;
}

/** The invoice's net amounts, per line and per rate, from its lines as priced (VAT included). */
export function invoiceAmounts(lines: readonly InvoiceLineInput[]): InvoiceAmounts {
  const grosses = lines.map(grossOf);
  const nets: Cents[] = grosses.map(() => cents(0));
  const rateSet = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => a - b);
  const rates = rateSet.map((rate) => {
    const indexes = lines.flatMap((line, index) => (line.vatRate === rate ? [index] : []));
    const breakdown = rateAmounts(rate, sumCents(indexes.map((index) => grosses[index])));
    const shared = shareNet(
      indexes.map((index) => grosses[index]),
      rate,
      breakdown.netCents,
    );
    indexes.forEach((lineIndex, i) => (nets[lineIndex] = shared[i]));
    return breakdown;
  });
  return {
    lines: lines.map((line, index) => lineAmounts(line, grosses[index], nets[index])),
    rates,
    netCents: sumCents(rates.map((rate) => rate.netCents)),
    vatCents: sumCents(rates.map((rate) => rate.vatCents)),
    grossCents: sumCents(grosses),
  };
}
