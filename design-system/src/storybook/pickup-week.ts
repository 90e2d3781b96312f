import type { CalendarDayStatus } from '../components/SlotCalendar/SlotCalendar';
import type { TimeSlotOption } from '../components/TimeSlotPicker/TimeSlotPicker';

/**
 * A shop's week for the customer-facing stories, as the domain's rules would judge it on
 * Wednesday 18 June 2025 at 15:00 with a 4-hour lead time: closed on Mondays and Tuesdays, on
 * vacation from 26 June to 2 July, and today's last pickup moments already too close.
 */
export const PICKUP_TODAY = '2025-06-18';
const VACATION = { start: '2025-06-26', end: '2025-07-02' };
const CLOSED_WEEKDAYS = [1, 2];

/** Lunch and evening, split for customers (30-minute pieces, the last up to an hour), latest first. */
const WEEKDAY_PIECES: TimeSlotOption[] = [
  { start: '18:30', end: '19:30' },
  { start: '18:00', end: '18:30' },
  { start: '17:30', end: '18:00' },
  { start: '17:00', end: '17:30' },
  { start: '12:30', end: '13:30' },
  { start: '12:00', end: '12:30' },
  { start: '11:30', end: '12:00' },
];

export function pickupDayStatus(date: string): CalendarDayStatus {
  if (date < PICKUP_TODAY) return 'past';
  if (date >= VACATION.start && date <= VACATION.end) return 'vacation';
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (CLOSED_WEEKDAYS.includes(weekday)) return 'closed';
  if (date === PICKUP_TODAY) return 'leadTime';
  return 'available';
}

export function pickupSlotsFor(date: string): TimeSlotOption[] {
  return pickupDayStatus(date) === 'available' ? WEEKDAY_PIECES : [];
}
