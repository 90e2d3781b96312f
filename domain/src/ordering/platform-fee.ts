import { divideRoundingHalfUp } from '../pricing/half-up';
import { cents, type Cents } from '../money';

/** The platform's commission as configured: hundredths of a percent (200 = 2 %) plus a fixed part. */
export interface PlatformFee {
  percentHundredths: number;
  fixedCents: number;
}

/** The commission on an order: its percentage rounded half-up to the cent, plus the fixed part, never above the total. */
export function platformFeeCents(totalCents: Cents, fee: PlatformFee): Cents {
  const fromPercent = divideRoundingHalfUp(totalCents * fee.percentHundredths, 10_000);
  return cents(Math.min(totalCents, fromPercent + fee.fixedCents));
}
