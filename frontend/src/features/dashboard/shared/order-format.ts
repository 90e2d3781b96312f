import type { AdminOrderView } from '@bestelklaar/domain';
import type { BadgeTone } from '@bestelklaar/design-system';

/** Pickup days are calendar days (`YYYY-MM-DD`) in the shop's zone: formatted as such, never shifted by the browser's zone. */
const pickupDay = new Intl.DateTimeFormat('nl-BE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const monthName = new Intl.DateTimeFormat('nl-BE', { month: 'long', timeZone: 'UTC' });
const receivedFormats = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

function receivedFormatsIn(timeZone: string) {
  let formats = receivedFormats.get(timeZone);
  if (!formats) {
    formats = {
      time: new Intl.DateTimeFormat('nl-BE', { hour: '2-digit', minute: '2-digit', timeZone }),
      date: new Intl.DateTimeFormat('nl-BE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }),
    };
    receivedFormats.set(timeZone, formats);
  }
  return formats;
}

const dayAt = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'zaterdag 21 november'. */
export function formatPickupDay(date: string): string {
  return pickupDay.format(dayAt(date));
}

/** 'november', from `YYYY-MM`. */
export function formatMonth(month: string): string {
  return monthName.format(dayAt(`${month}-01`));
}

/** '12:00 – 12:30'. */
export function formatSlot({ start, end }: { start: string; end: string }): string {
  return `${start} – ${end}`;
}

/**
 * An instant (an order came in, a mail went out) in the shop's zone, as its mails say it, whatever
 * the device's zone: { time: '11:42', date: '21/11/2026' }.
 */
export function formatReceived(instant: string, timeZone: string): { time: string; date: string } {
  const at = new Date(instant);
  const formats = receivedFormatsIn(timeZone);
  return { time: formats.time.format(at), date: formats.date.format(at) };
}

/** When the order came in as a paid order; instants are ISO strings in UTC, so they compare as text. */
export const arrivalOf = (order: AdminOrderView) => order.paidAt ?? order.createdAt;

export function statusOf(order: AdminOrderView): { label: string; tone: BadgeTone } {
  if (order.status === 'cancelled') return { label: 'Geannuleerd', tone: 'danger' };
  if (order.markedAsPickedUp) return { label: 'Opgehaald', tone: 'success' };
  if (order.status === 'ready') return { label: 'Klaar voor afhaling', tone: 'info' };
  return { label: 'Nog op te halen', tone: 'warning' };
}

/** The spec's filter: all, picked up, not picked up. */
export type PickupFilter = 'all' | 'picked-up' | 'not-picked-up';
