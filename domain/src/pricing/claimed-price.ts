import { readEuroAmount } from '../catalog/amounts';
import { centsFromEuros, hasAtMostTwoDecimals, type Cents } from '../money';

/**
 * Whether a euro amount a client claims (an order line's `calculatedPrice`: a number, numeric text
 * or a decimal object) is exactly the server's price. No tolerance: it must be the same whole cents.
 */
export function claimedEurosMatch(claimed: unknown, actual: Cents): boolean {
  const euros = readEuroAmount(claimed);
  if (euros === undefined || !hasAtMostTwoDecimals(euros)) return false;
  // Beyond this, centsFromEuros cannot count exactly (and would throw): no real price is that high.
  if (Math.abs(euros) > Number.MAX_SAFE_INTEGER / 100) return false;
  return centsFromEuros(euros) === actual;
}
