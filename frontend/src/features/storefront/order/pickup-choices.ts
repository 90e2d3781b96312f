import {
  dayStatus,
  pickupSlotsForDay,
  type PickupSchedule,
  type SlotAvailabilityView,
  type StorefrontView,
  type TimeSlotView,
} from '@bestelklaar/domain';
import type { CalendarDayStatus, TimeSlotOption } from '@bestelklaar/design-system';

/** The shop's pickup rules, from the page's data: the same the server checks the order with. */
export function pickupScheduleOf(storefront: StorefrontView): PickupSchedule {
  return {
    weeklySlots: storefront.pickupSlots,
    vacations: storefront.vacations,
    minimumHoursBeforePickup: storefront.info.shopMinimumOrderTimeBeforePickup,
    timeZone: storefront.info.timeZone,
  };
}

const pieceKey = (date: string, piece: TimeSlotView) => `${date} ${piece.start}-${piece.end}`;

/** The full pieces as a set, to look one up by day and times. */
export function fullPiecesOf(availability: SlotAvailabilityView | undefined): ReadonlySet<string> {
  return new Set(availability?.fullPieces.map((piece) => pieceKey(piece.date, piece)) ?? []);
}

/**
 * The pieces the customer may see on a day, latest first as the spec lists them, the full ones
 * marked (shown 'volzet', not selectable).
 */
export function piecesOfDay(
  schedule: PickupSchedule,
  date: string,
  now: Date,
  fullPieces: ReadonlySet<string>,
): TimeSlotOption[] {
  return pickupSlotsForDay(schedule, date, now).map((piece) => ({
    ...piece,
    full: fullPieces.has(pieceKey(date, piece)),
  }));
}

/** The domain's day status, and 'full' for a day whose every piece is taken. */
export function customerDayStatus(
  schedule: PickupSchedule,
  date: string,
  now: Date,
  fullPieces: ReadonlySet<string>,
): CalendarDayStatus {
  const status = dayStatus(schedule, date, now);
  if (status !== 'available' || fullPieces.size === 0) return status;
  return piecesOfDay(schedule, date, now, fullPieces).every((piece) => piece.full) ? 'full' : 'available';
}

/** Whether the customer may choose this piece on this day. */
export function isChoosable(
  schedule: PickupSchedule,
  date: string,
  slot: TimeSlotView | null,
  now: Date,
  fullPieces: ReadonlySet<string>,
): boolean {
  return (
    slot !== null &&
    piecesOfDay(schedule, date, now, fullPieces).some(
      (piece) => !piece.full && piece.start === slot.start && piece.end === slot.end,
    )
  );
}
