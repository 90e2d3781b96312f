import {
  CATALOG_MESSAGES,
  formatEuros,
  hasAtMostTwoDecimals,
  MESSAGES,
  readEuroAmount,
} from '@bestelklaar/domain';
import type { OrderLineView } from '@bestelklaar/domain';

export const REFUND_MESSAGES = {
  invalidAmount: CATALOG_MESSAGES.invalidAmount,
  positive: MESSAGES.positiveNumber,
  twoDecimals: CATALOG_MESSAGES.atMostTwoDecimals,
  noLines: 'Kies minstens één product om terug te betalen.',
  tooMuch: (refundable: number) => `Je kunt hoogstens ${formatEuros(refundable)} terugbetalen.`,
} as const;

export type RefundAmount = { amount: number; error?: undefined } | { amount?: undefined; error: string };

/** An amount typed by the owner ("4,50"), checked against what can still be given back. */
export function refundOfAmount(text: string, refundable: number): RefundAmount {
  const euros = readEuroAmount(text);
  if (euros === undefined) return { error: REFUND_MESSAGES.invalidAmount };
  if (euros <= 0) return { error: REFUND_MESSAGES.positive };
  if (!hasAtMostTwoDecimals(euros)) return { error: REFUND_MESSAGES.twoDecimals };
  if (Math.round(euros * 100) > Math.round(refundable * 100))
    return { error: REFUND_MESSAGES.tooMuch(refundable) };
  return { amount: Math.round(euros * 100) / 100 };
}

/** The worth of whole items of the order's lines (`quantities` per line, in the lines' order). */
export function refundOfLines(
  lines: OrderLineView[],
  quantities: number[],
  refundable: number,
): RefundAmount {
  const cents = lines.reduce(
    (sum, line, index) => sum + Math.round(line.unitPrice * 100) * (quantities[index] ?? 0),
    0,
  );
  if (cents === 0) return { error: REFUND_MESSAGES.noLines };
  if (cents > Math.round(refundable * 100)) return { error: REFUND_MESSAGES.tooMuch(refundable) };
  return { amount: cents / 100 };
}
