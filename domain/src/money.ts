/** Money travels in integer cents; JSON shows euros with two decimals. */
export type Cents = number;

export function centsFromEuros(euros: number): Cents {
  return Math.round(euros * 100);
}

export function eurosFromCents(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** Whether a euro amount has at most two decimals (after float noise is removed). */
export function hasAtMostTwoDecimals(euros: number): boolean {
  return Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;
}
