/** Pickup days are the shop's calendar days: formatted as such, never shifted by the browser's zone. */
const pickupDate = new Intl.DateTimeFormat('nl-BE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as 'vrijdag 14 maart 2025'. */
export function formatPickupDate(date: string): string {
  return pickupDate.format(new Date(`${date}T12:00:00Z`));
}
