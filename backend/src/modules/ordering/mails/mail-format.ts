const PICKUP_DAY = new Intl.DateTimeFormat('nl-BE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A `YYYY-MM-DD` calendar day in Dutch: 'zaterdag 28 maart 2026'. */
export function formatPickupDay(date: string): string {
  return PICKUP_DAY.format(new Date(`${date}T12:00:00Z`));
}
