import { isWithinOrderHorizon } from './order-horizon';
import { addDays } from '../scheduling/calendar-date';
import { pickupSlotsForDay, type PickupSchedule } from '../scheduling/pickup-days';
import { toMinutes } from '../scheduling/time-grid';
import { instantOf, todayIn } from '../scheduling/time-zone';

/** The storefront's `nextPickup`: the earliest piece a customer could still choose. */
export interface NextPickup {
  date: string;
  start: string;
}

export interface NextPickupInput {
  schedule: PickupSchedule;
  now: Date;
  /** The owner's pause under way: nothing can be ordered before it ends. */
  pausedUntil: Date | null;
  /** Pieces whose places are all taken. */
  fullPieces: readonly { date: string; start: string }[];
}

/**
 * The earliest piece a customer could choose, from the moment orders are taken again (now, or the
 * pause's end): lead time and busy mode, vacations, closed days and full pieces included, within
 * the order horizon; null when there is none. `changesAt` (ms) is when that answer ends by itself
 * (the piece falls within the lead time); Infinity when only the next day can change it.
 */
export function nextPickup({ schedule, now, pausedUntil, fullPieces }: NextPickupInput): {
  pickup: NextPickup | null;
  changesAt: number;
} {
  const today = todayIn(schedule.timeZone, now);
  const from = pausedUntil && pausedUntil > now ? pausedUntil : now;
  const firstDay = todayIn(schedule.timeZone, from);
  // Busy mode counts on the day it was set; a pause into the next day leaves it behind.
  const rules = firstDay === today ? schedule : { ...schedule, busyMinutes: 0 };
  const full = new Set(fullPieces.map((piece) => `${piece.date} ${piece.start}`));
  for (let date = firstDay; isWithinOrderHorizon(today, date); date = addDays(date, 1)) {
    const earliestFirst = pickupSlotsForDay(rules, date, from).reverse();
    const piece = earliestFirst.find((candidate) => !full.has(`${date} ${candidate.start}`));
    if (!piece) continue;
    if (date !== firstDay) return { pickup: { date, start: piece.start }, changesAt: Infinity };
    const start = instantOf(date, toMinutes(piece.start) as number, schedule.timeZone).getTime();
    const lead = rules.minimumHoursBeforePickup * 3_600_000 + (rules.busyMinutes ?? 0) * 60_000;
    return { pickup: { date, start: piece.start }, changesAt: start - lead };
  }
  return { pickup: null, changesAt: Infinity };
}
