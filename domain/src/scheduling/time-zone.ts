import { isoDate } from './calendar-date';

/** Shops sit in this zone unless their account says otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Brussels';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(value: string): boolean {
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as unknown as WallClock;
}

/** How far the zone's clocks run ahead of UTC at that instant, in milliseconds. */
function offsetAt(epochMs: number, timeZone: string): number {
  const clock = wallClockAt(new Date(epochMs), timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  // The clock shows whole seconds, so compare with the instant's whole second.
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The calendar day and the minutes since midnight that the zone's clocks show at an instant. */
export function zonedNow(now: Date, timeZone: string): { date: string; minutes: number } {
  const clock = wallClockAt(now, timeZone);
  return { date: isoDate(clock.year, clock.month, clock.day), minutes: clock.hour * 60 + clock.minute };
}

/** The shop's "today". */
export function todayIn(timeZone: string, now: Date): string {
  return zonedNow(now, timeZone).date;
}

/**
 * The instant the zone's clocks show a given day and time. A time skipped by the spring DST switch
 * maps to the same distance past the switch (02:30 becomes 03:30); a time that occurs twice in
 * autumn maps to its second occurrence.
 */
export function instantOf(date: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const firstGuess = wall - offsetAt(wall, timeZone);
  const offset = offsetAt(firstGuess, timeZone);
  return new Date(wall - offset);
}
