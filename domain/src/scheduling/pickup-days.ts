import { isIsoDate, weekdayOf } from './calendar-date';
import { splitForCustomers } from './customer-slots';
import { SCHEDULING_MESSAGES } from './messages';
import { toMinutes } from './time-grid';
import { sortSlots, validateSlot, type TimeSlot } from './time-slot';
import { instantOf, zonedNow } from './time-zone';
import { isClosedForOrders, isInVacation, type VacationRange } from './vacation';
import type { WeeklySlots } from './weekdays';

/** What the customer-facing calendar and the server's order check both decide from. */
export interface PickupSchedule {
  weeklySlots: Partial<WeeklySlots>;
  vacations: readonly VacationRange[];
  minimumHoursBeforePickup: number;
  timeZone: string;
  /** Busy mode ('Drukte'): minutes added to today's lead time; none when absent. */
  busyMinutes?: number;
}

/**
 * Why a calendar day can or cannot be picked: 'past' before the shop's today, 'vacation' inside a
 * vacation period, 'closed' on a weekday without slots, 'leadTime' today when no slot starts far
 * enough ahead.
 */
export type DayStatus = 'available' | 'past' | 'vacation' | 'closed' | 'leadTime';

function piecesOfWeekday(schedule: PickupSchedule, date: string): TimeSlot[] {
  const slots = (schedule.weeklySlots[weekdayOf(date)] ?? []).filter((slot) => !validateSlot(slot));
  return sortSlots(slots)
    .reverse()
    .flatMap((slot) => splitForCustomers(slot));
}

function startsFarEnoughAhead(schedule: PickupSchedule, date: string, piece: TimeSlot, now: Date): boolean {
  const start = instantOf(date, toMinutes(piece.start) as number, schedule.timeZone);
  const lead = schedule.minimumHoursBeforePickup * 3_600_000 + (schedule.busyMinutes ?? 0) * 60_000;
  return start.getTime() - now.getTime() > lead;
}

/**
 * The pieces a customer may pick on a day, latest first: none on a day that cannot be picked, and
 * today only those starting more than the lead time from now (the lead time holds for today only).
 */
export function pickupSlotsForDay(schedule: PickupSchedule, date: string, now: Date): TimeSlot[] {
  if (!isIsoDate(date)) return [];
  const today = zonedNow(now, schedule.timeZone).date;
  if (date < today || isInVacation(date, schedule.vacations)) return [];
  if (isClosedForOrders(today, schedule.vacations)) return [];
  const pieces = piecesOfWeekday(schedule, date);
  return date === today ? pieces.filter((piece) => startsFarEnoughAhead(schedule, date, piece, now)) : pieces;
}

export function dayStatus(schedule: PickupSchedule, date: string, now: Date): DayStatus {
  const today = zonedNow(now, schedule.timeZone).date;
  if (date < today) return 'past';
  if (isInVacation(date, schedule.vacations) || isClosedForOrders(today, schedule.vacations))
    return 'vacation';
  if (piecesOfWeekday(schedule, date).length === 0) return 'closed';
  if (pickupSlotsForDay(schedule, date, now).length === 0) return 'leadTime';
  return 'available';
}

/**
 * What is wrong with a chosen pickup day and slot, with the order form's texts; undefined when the
 * customer may pick up then. The server checks orders with exactly this.
 */
export function pickupError(
  schedule: PickupSchedule,
  date: string,
  slot: Partial<TimeSlot> | undefined,
  now: Date,
): { field: 'date' | 'timeSlot'; message: string } | undefined {
  if (!isIsoDate(date)) return { field: 'date', message: SCHEDULING_MESSAGES.chooseDay };
  const pieces = pickupSlotsForDay(schedule, date, now);
  if (pieces.length === 0) return { field: 'date', message: SCHEDULING_MESSAGES.chooseDay };
  const offered = pieces.some((piece) => piece.start === slot?.start && piece.end === slot?.end);
  return offered ? undefined : { field: 'timeSlot', message: SCHEDULING_MESSAGES.chooseTimeSlot };
}

export function isPickupAllowed(
  schedule: PickupSchedule,
  date: string,
  slot: Partial<TimeSlot> | undefined,
  now: Date,
): boolean {
  return pickupError(schedule, date, slot, now) === undefined;
}
