import type { DiscountRule } from './discount-rules';
import { priceItem, type ItemPrice } from './item-pricing';
import type { PricedItem } from './priced-item';
import { includedVatCents } from './vat';
import type { VatRate } from './vat-rate';
import type { SelectedOptions } from '../catalog/item-price';
import { cents, multiplyCents, sumCents, type Cents } from '../money';

/**
 * The one price calculation of a cart: the storefront shows it and the order endpoint charges it.
 * Pure: the same lines, discounts and day always give the same numbers, in any order of discounts.
 */
export interface CartLine {
  item: PricedItem;
  /** A whole number of 1 or more. */
  quantity: number;
  selectedOptions: SelectedOptions;
}

export interface PricedLine extends ItemPrice {
  quantity: number;
  /** unitCents × quantity. */
  lineCents: Cents;
  /** What the discount took off the line: (fullUnitCents − unitCents) × quantity. */
  discountCents: Cents;
  vatRate: VatRate;
}

/** One VAT rate present in the cart: the gross of its lines and the VAT inside it. */
export interface VatLine {
  rate: VatRate;
  grossCents: Cents;
  vatCents: Cents;
}

export interface PricedCart {
  /** In the order of the cart's lines. */
  lines: PricedLine[];
  /** One per rate present, lowest rate first; empty for an empty cart. */
  vatLines: VatLine[];
  /** Totaal: the sum of the lines, what the customer pays. */
  totalCents: Cents;
  /** The sum of the VAT lines. */
  vatCents: Cents;
  /** The total without VAT (the cart shows its rows with `totalsView`/`totalsRows`). */
  subtotalCents: Cents;
  /** What the discounts took off, VAT included: Σ (full unit − unit) × quantity, kept on the order. */
  discountCents: Cents;
}

function priceLine(line: CartLine, rules: readonly DiscountRule[], day: string): PricedLine {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
    throw new RangeError(`Not a quantity of 1 or more: ${line.quantity}`);
  const price = priceItem(line.item, line.selectedOptions, rules, day);
  return {
    ...price,
    quantity: line.quantity,
    lineCents: multiplyCents(price.unitCents, line.quantity),
    discountCents: multiplyCents(cents(price.fullUnitCents - price.unitCents), line.quantity),
    vatRate: line.item.vatRate,
  };
}

function vatLinesOf(lines: readonly PricedLine[]): VatLine[] {
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => a - b);
  return rates.map((rate) => {
    const grossCents = sumCents(lines.filter((line) => line.vatRate === rate).map((line) => line.lineCents));
    return { rate, grossCents, vatCents: includedVatCents(grossCents, rate) };
  });
}

/** Prices a cart on a day: the shop's calendar day at the moment of ordering (`todayIn`). */
export function priceCart(
  lines: readonly CartLine[],
  rules: readonly DiscountRule[],
  day: string,
): PricedCart {
  const pricedLines = lines.map((line) => priceLine(line, rules, day));
  const vatLines = vatLinesOf(pricedLines);
  const totalCents = sumCents(pricedLines.map((line) => line.lineCents));
  const vatCents = sumCents(vatLines.map((line) => line.vatCents));
  const discountCents = sumCents(pricedLines.map((line) => line.discountCents));
  return {
    lines: pricedLines,
    vatLines,
    totalCents,
    vatCents,
    subtotalCents: cents(totalCents - vatCents),
    discountCents,
  };
}
