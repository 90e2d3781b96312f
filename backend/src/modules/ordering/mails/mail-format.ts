const EUROS = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });
const PICKUP_DAY = new Intl.DateTimeFormat('nl-BE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An amount in euros as a Dutch reader expects it: '€ 12,50'. */
export function formatEuros(amount: number): string {
  return EUROS.format(amount);
}

/** A `YYYY-MM-DD` calendar day in Dutch: 'zaterdag 28 maart 2026'. */
export function formatPickupDay(date: string): string {
  return PICKUP_DAY.format(new Date(`${date}T12:00:00Z`));
}
