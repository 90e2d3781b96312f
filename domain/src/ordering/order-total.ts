import type { Cents } from '../money';
import { ORDER_LIMITS, ORDER_MESSAGES } from './order-messages';

/**
 * Why an order of this total cannot be paid online, or undefined when it can: Stripe charges
 * euros from € 0,50 up to € 999.999,99, so anything outside is refused before an order is made.
 */
export function orderTotalError(totalCents: Cents): string | undefined {
  if (totalCents <= 0) return ORDER_MESSAGES.nothingToPay;
  if (totalCents < ORDER_LIMITS.minTotalCents) return ORDER_MESSAGES.totalTooLow;
  if (totalCents > ORDER_LIMITS.maxTotalCents) return ORDER_MESSAGES.totalTooHigh;
  return undefined;
}
