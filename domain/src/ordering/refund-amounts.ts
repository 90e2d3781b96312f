import { divideRoundingHalfUp } from '../pricing/half-up';
import { includedVatCents } from '../pricing/vat';
import type { VatRate } from '../pricing/vat-rate';
import { cents, sumCents, ZERO_CENTS, type Cents } from '../money';

/** What an order's money is made of, per line as it was ordered (VAT included). */
export interface RefundableLine {
  quantity: number;
  unitPriceCents: Cents;
  lineTotalCents: Cents;
  vatRate: VatRate;
}

/** Part of a refund under one VAT rate: the gross given back and the VAT inside it. */
export interface RefundVatPart {
  rate: VatRate;
  grossCents: Cents;
  vatCents: Cents;
}

/** What may still be given back: what was paid less what is refunded or being refunded. */
export function refundableCents(paidCents: Cents, refundedCents: Cents): Cents {
  return cents(Math.max(0, paidCents - refundedCents));
}

/** A refund by lines: so many of a line, each at the price it was paid (options and discount included). */
export interface RefundLineChoice {
  position: number;
  quantity: number;
}

/**
 * The amount of a refund by lines, or undefined when a choice names no line, or more of it than was
 * ordered and not refunded by lines before (`earlier`). Never above the lines' own totals: a line's
 * last unit takes what rounding left in it.
 */
export function amountOfLines(
  lines: readonly RefundableLine[],
  choices: readonly RefundLineChoice[],
  earlier: readonly RefundLineChoice[] = [],
): Cents | undefined {
  const taken = unitsPerLine(choices);
  const before = unitsPerLine(earlier);
  const amounts: Cents[] = [];
  for (const [position, quantity] of taken) {
    const line = lines[position];
    const refundedUnits = before.get(position) ?? 0;
    if (!line || refundedUnits + quantity > line.quantity) return undefined;
    const upTo = (units: number) =>
      units === line.quantity
        ? line.lineTotalCents
        : Math.min(line.lineTotalCents, line.unitPriceCents * units);
    amounts.push(cents(upTo(refundedUnits + quantity) - upTo(refundedUnits)));
  }
  return sumCents(amounts);
}

function unitsPerLine(choices: readonly RefundLineChoice[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const choice of choices)
    units.set(choice.position, (units.get(choice.position) ?? 0) + choice.quantity);
  return units;
}

/**
 * How a refund splits over the order's VAT rates, in proportion to what each rate weighs in the
 * order (largest remainder, so the parts add up to the refund to the cent), with the VAT inside each
 * part. A refund of the whole order gives back exactly each rate's gross.
 */
export function refundVatParts(lines: readonly RefundableLine[], refundCents: Cents): RefundVatPart[] {
  const grossByRate = new Map<VatRate, number>();
  for (const line of lines)
    grossByRate.set(line.vatRate, (grossByRate.get(line.vatRate) ?? 0) + line.lineTotalCents);
  const rates = [...grossByRate.keys()].sort((a, b) => a - b);
  const total = sumCents(rates.map((rate) => cents(grossByRate.get(rate)!)));
  if (total === ZERO_CENTS || refundCents === ZERO_CENTS) return [];
  const amount = Math.min(refundCents, total);
  const shares = rates.map((rate) => {
    const exact = amount * grossByRate.get(rate)!;
    return { rate, floor: Math.floor(exact / total), remainder: exact % total };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.floor, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.rate - b.rate);
  for (const share of byRemainder) {
    if (left === 0) break;
    share.floor += 1;
    left -= 1;
  }
  return shares
    .filter((share) => share.floor > 0)
    .map((share) => {
      const grossCents = cents(share.floor);
      return { rate: share.rate, grossCents, vatCents: includedVatCents(grossCents, share.rate) };
    });
}

/** The platform's commission that goes back with a refund: in proportion to it, rounded half-up. */
export function refundedFeeCents(feeCents: Cents, paidCents: Cents, refundedCents: Cents): Cents {
  if (paidCents <= 0) return ZERO_CENTS;
  const share = Math.min(refundedCents, paidCents);
  return cents(divideRoundingHalfUp(feeCents * share, paidCents));
}
