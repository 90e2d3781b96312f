import { fromMinutes, toMinutes } from './time-grid';
import type { TimeSlot } from './time-slot';

/** A slot of at most this many minutes is offered to customers whole. */
export const WHOLE_SLOT_MAX_MINUTES = 30;
/** Longer slots are offered in pieces of this length... */
export const CUSTOMER_PIECE_MINUTES = 30;
/** ...until what is left is at most this long; that remainder is the final piece. */
export const FINAL_PIECE_MAX_MINUTES = 60;

/**
 * The pieces a customer chooses from for one valid slot, listed in reverse order (latest first),
 * as the spec prescribes. 10:00-10:30 stays whole; 10:00-12:00 becomes 11:00-12:00, 10:30-11:00,
 * 10:00-10:30.
 */
export function splitForCustomers(slot: TimeSlot): TimeSlot[] {
  const start = toMinutes(slot.start) as number;
  const end = toMinutes(slot.end) as number;
  if (end - start <= WHOLE_SLOT_MAX_MINUTES) return [{ start: slot.start, end: slot.end }];
  const pieces: TimeSlot[] = [];
  let pieceStart = start;
  while (end - pieceStart > FINAL_PIECE_MAX_MINUTES) {
    pieces.push({ start: fromMinutes(pieceStart), end: fromMinutes(pieceStart + CUSTOMER_PIECE_MINUTES) });
    pieceStart += CUSTOMER_PIECE_MINUTES;
  }
  pieces.push({ start: fromMinutes(pieceStart), end: slot.end });
  return pieces.reverse();
}
