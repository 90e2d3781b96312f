import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  activePause,
  busyMinutesOn,
  orderingPausedMessage,
  parseBusy,
  parsePause,
  pauseEnd,
} from './ordering-pause';
import { pickupSlotsForDay, type PickupSchedule } from '../scheduling/pickup-days';
import { todayIn, zonedNow } from '../scheduling/time-zone';

const ZONE = 'Europe/Brussels';
const instant = fc.date({
  min: new Date('2024-01-01T00:00:00Z'),
  max: new Date('2032-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('pause', () => {
  it('reads 15, 30 or 60 minutes or the rest of the day, in Dutch otherwise', () => {
    expect(parsePause({ minutes: 30 })).toEqual({ ok: true, value: { minutes: 30 } });
    expect(parsePause({ restOfDay: true })).toEqual({ ok: true, value: { restOfDay: true } });
    const wrong = { ok: false, errors: { minutes: 'Kies 15, 30 of 60 minuten, of de rest van de dag.' } };
    for (const body of [
      { minutes: 20 },
      {},
      { restOfDay: false },
      { minutes: 15, restOfDay: true },
      null,
      'x',
    ])
      expect(parsePause(body)).toEqual(wrong);
    expect(parseBusy({ minutes: '60' })).toEqual({ ok: true, value: { minutes: 60 } });
    expect(parseBusy({ minutes: 45 })).toEqual({
      ok: false,
      errors: { minutes: 'Kies 15, 30 of 60 minuten.' },
    });
  });

  it('for the rest of the day ends at the shop’s next midnight, DST days included', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const end = pauseEnd({ restOfDay: true }, now, ZONE);
        expect(end.getTime()).toBeGreaterThan(now.getTime());
        expect(zonedNow(end, ZONE).minutes).toBe(0);
        expect(todayIn(ZONE, new Date(end.getTime() - 1))).toBe(todayIn(ZONE, now));
        expect(todayIn(ZONE, end)).not.toBe(todayIn(ZONE, now));
      }),
    );
  });

  it('holds until its end and not a millisecond after', () => {
    const now = new Date('2030-06-14T10:00:00Z');
    const until = pauseEnd({ minutes: 15 }, now, ZONE);
    expect(until.toISOString()).toBe('2030-06-14T10:15:00.000Z');
    expect(activePause(until, new Date(until.getTime() - 1))).toEqual(until);
    expect(activePause(until, until)).toBeNull();
    expect(activePause(null, now)).toBeNull();
    expect(orderingPausedMessage(until, ZONE)).toBe(
      'We nemen tijdelijk geen bestellingen aan. Probeer het na 12:15 opnieuw.',
    );
  });
});

describe('busy mode', () => {
  const schedule: PickupSchedule = {
    weeklySlots: { vrijdag: [{ start: '12:00', end: '13:00' }] },
    vacations: [],
    minimumHoursBeforePickup: 1,
    timeZone: ZONE,
  };
  // Friday 14 June 2030, 10:30 in Brussels: 12:00 is 90 minutes away.
  const now = new Date('2030-06-14T08:30:00Z');

  it('adds its minutes to today’s lead time', () => {
    expect(pickupSlotsForDay(schedule, '2030-06-14', now)).toHaveLength(1);
    expect(pickupSlotsForDay({ ...schedule, busyMinutes: 15 }, '2030-06-14', now)).toHaveLength(1);
    expect(pickupSlotsForDay({ ...schedule, busyMinutes: 30 }, '2030-06-14', now)).toEqual([]);
    // Another day is not today: no lead time, no busy.
    expect(pickupSlotsForDay({ ...schedule, busyMinutes: 60 }, '2030-06-21', now)).toHaveLength(1);
  });

  it('counts only on the shop day it was set on', () => {
    expect(busyMinutesOn({ minutes: 30, on: '2030-06-14' }, '2030-06-14')).toBe(30);
    expect(busyMinutesOn({ minutes: 30, on: '2030-06-14' }, '2030-06-15')).toBe(0);
    expect(busyMinutesOn({ minutes: 0, on: null }, '2030-06-14')).toBe(0);
  });
});
