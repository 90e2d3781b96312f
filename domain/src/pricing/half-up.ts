/**
 * numerator / denominator rounded half-up (x.5 goes up), for whole numerator ≥ 0 and denominator > 0.
 * Exact: it works on the integer quotient and remainder, so no float division can drift a cent.
 */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0)
    throw new RangeError(`Not a whole amount of 0 or more: ${numerator}`);
  if (!Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError(`Not a whole divisor above 0: ${denominator}`);
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}
