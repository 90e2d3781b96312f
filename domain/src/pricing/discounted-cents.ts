import { divideRoundingHalfUp } from './half-up';
import { cents, type Cents } from '../money';

/**
 * A discount percentage is counted in hundredths of a percent (basis points), so 12.5 % and 33.33 %
 * are whole numbers and the arithmetic stays in integers. The promotions parser allows two decimals;
 * a third would be rounded to the hundredth here.
 */
const WHOLE = 10_000;

export function discountBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new RangeError(`Not a discount percentage: ${percent}`);
  return Math.round(percent * 100);
}

/** An amount minus a percentage, rounded half-up to the cent: the one rounding of a unit price. */
export function discountedCents(full: Cents, percent: number): Cents {
  return cents(divideRoundingHalfUp(full * (WHOLE - discountBasisPoints(percent)), WHOLE));
}
