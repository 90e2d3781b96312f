import { ORDER_MESSAGES } from './order-messages';
import { combine, invalid, readBody, valid, type FieldResult, type Parsed } from '../parsing';
import { addDays } from '../scheduling/calendar-date';
import { fromMinutes } from '../scheduling/time-grid';
import { instantOf, todayIn, zonedNow } from '../scheduling/time-zone';

/** 'Bestellingen pauzeren' and 'Drukte: +n min' offer these lengths. */
export const PAUSE_MINUTES = [15, 30, 60] as const;
export type PauseMinutes = (typeof PAUSE_MINUTES)[number];

/** `PUT /api/admin/ordering/pause`: `{ "minutes": 15 | 30 | 60 }` or `{ "restOfDay": true }`. */
export type PauseInput = { minutes: PauseMinutes } | { restOfDay: true };

/** `PUT /api/admin/ordering/busy`: `{ "minutes": 15 | 30 | 60 }` added to today's lead time. */
export interface BusyInput {
  minutes: PauseMinutes;
}

/** The owner's pause and busy mode as the orders screen shows them (both end by themselves). */
export interface OrderingStatusView {
  /** ISO instant; null when orders are taken. */
  orderingPausedUntil: string | null;
  /** Added to today's lead time; 0 when not busy. */
  busyMinutes: number;
}

function readMinutes(value: unknown, message: string): FieldResult<PauseMinutes> {
  const minutes = PAUSE_MINUTES.find((choice) => choice === value || String(choice) === value);
  return minutes === undefined ? invalid(message) : valid(minutes);
}

export function parsePause(input: unknown): Parsed<PauseInput> {
  const { fields, errors } = readBody(input, ['minutes', 'restOfDay']);
  if (fields.restOfDay === true && fields.minutes === undefined)
    return combine({ restOfDay: valid(true as const) }, errors);
  // One or the other: a body with both (or a false restOfDay) does not say which.
  const minutes = fields.restOfDay === undefined ? fields.minutes : undefined;
  return combine({ minutes: readMinutes(minutes, ORDER_MESSAGES.pauseChoice) }, errors);
}

export function parseBusy(input: unknown): Parsed<BusyInput> {
  const { fields, errors } = readBody(input, ['minutes']);
  return combine({ minutes: readMinutes(fields.minutes, ORDER_MESSAGES.busyChoice) }, errors);
}

/** When a pause chosen at `now` ends: so many minutes on, or the shop's next midnight. */
export function pauseEnd(input: PauseInput, now: Date, timeZone: string): Date {
  if ('restOfDay' in input) return instantOf(addDays(todayIn(timeZone, now), 1), 0, timeZone);
  return new Date(now.getTime() + input.minutes * 60_000);
}

/** The pause under way at `now`, if any: a pause that ended is none, whether or not anything ran. */
export function activePause(pausedUntil: Date | null, now: Date): Date | null {
  return pausedUntil && pausedUntil.getTime() > now.getTime() ? pausedUntil : null;
}

/** Busy mode counts on the shop day it was set on only. */
export function busyMinutesOn(busy: { minutes: number; on: string | null }, today: string): number {
  return busy.on === today ? busy.minutes : 0;
}

/** The 409 text while paused, with the shop's clock time it ends ('HH:MM'). */
export function orderingPausedMessage(until: Date, timeZone: string): string {
  return ORDER_MESSAGES.orderingPaused(fromMinutes(zonedNow(until, timeZone).minutes));
}
