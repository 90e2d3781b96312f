import { SCHEDULING_MESSAGES } from './messages';
import { fromMinutes, isGridTime, TIME_CHOICES, toMinutes } from './time-grid';

/** A pickup moment or opening-hours block: 'HH:MM' to 'HH:MM' on one day. */
export interface TimeSlot {
  start: string;
  end: string;
}

export const DEFAULT_NEW_SLOT_START = '14:00';
export const NEW_SLOT_MINUTES = 15;
export const MAX_SLOTS_PER_DAY = TIME_CHOICES.length;

/** The first rule a single slot breaks, as the form shows it; overlap is judged per day. */
export function validateSlot(slot: Partial<TimeSlot>): string | undefined {
  if (!slot.start || !slot.end) return SCHEDULING_MESSAGES.slotFieldsRequired;
  if (!isGridTime(slot.start) || !isGridTime(slot.end)) return SCHEDULING_MESSAGES.slotOffGrid;
  if (slot.end <= slot.start) return SCHEDULING_MESSAGES.slotEndNotAfterStart;
  return undefined;
}

/** Two slots overlap when they share time; one ending exactly when the next starts does not. */
export function slotsOverlap(a: TimeSlot, b: TimeSlot): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * One message per slot of a day (undefined where the slot is fine): its own rule first, then
 * overlap with any other valid slot, so the editor can mark every slot involved.
 */
export function validateDaySlots(slots: readonly Partial<TimeSlot>[]): (string | undefined)[] {
  const own = slots.map(validateSlot);
  return slots.map((slot, index) => {
    if (own[index]) return own[index];
    const overlaps = slots.some(
      (other, otherIndex) =>
        otherIndex !== index && !own[otherIndex] && slotsOverlap(slot as TimeSlot, other as TimeSlot),
    );
    return overlaps ? SCHEDULING_MESSAGES.slotsOverlap : undefined;
  });
}

/** The first problem of a day's slots, or undefined when the day may be saved. */
export function firstDaySlotsError(
  slots: readonly Partial<TimeSlot>[],
): { index: number; message: string } | undefined {
  const errors = validateDaySlots(slots);
  const index = errors.findIndex((message) => message !== undefined);
  return index === -1 ? undefined : { index, message: errors[index] as string };
}

/** A day's slots from earliest to latest. */
export function sortSlots(slots: readonly TimeSlot[]): TimeSlot[] {
  return [...slots].sort((a, b) =>
    a.start === b.start ? a.end.localeCompare(b.end) : a.start.localeCompare(b.start),
  );
}

/**
 * The slot an 'add' button appends: it starts where the previous slot ends (14:00 when there is
 * none, or when that end is not a valid time yet) and lasts 15 minutes. Undefined when the day has
 * no room left after the previous slot.
 */
export function newSlotAfter(slots: readonly Partial<TimeSlot>[]): TimeSlot | undefined {
  const previousEnd = slots.at(-1)?.end;
  const start = previousEnd && isGridTime(previousEnd) ? previousEnd : DEFAULT_NEW_SLOT_START;
  const end = (toMinutes(start) as number) + NEW_SLOT_MINUTES;
  if (end > (toMinutes(TIME_CHOICES.at(-1) as string) as number)) return undefined;
  return { start, end: fromMinutes(end) };
}

/** Length of a valid slot in minutes. */
export function slotMinutes(slot: TimeSlot): number {
  return (toMinutes(slot.end) as number) - (toMinutes(slot.start) as number);
}
