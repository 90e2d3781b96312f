/** Where a discount stands on the shop's calendar day, as the discounts table shows it. */
export type DiscountStatus = 'Actief' | 'Gepland' | 'Verlopen';

/** Active from its first through its last day, both inclusive; days are 'YYYY-MM-DD'. */
export function discountStatusOn(
  discount: { startDate: string; endDate: string },
  today: string,
): DiscountStatus {
  if (today < discount.startDate) return 'Gepland';
  return today <= discount.endDate ? 'Actief' : 'Verlopen';
}
