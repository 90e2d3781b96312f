import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextPickup } from './next-pickup';
import { isPickupAllowed, pickupSlotsForDay, type PickupSchedule } from '../scheduling/pickup-days';
import { addDays } from '../scheduling/calendar-date';
import { todayIn } from '../scheduling/time-zone';

const ZONE = 'Europe/Brussels';

/** Mondays 11:00-13:00 and Fridays 17:00-17:30; lead time 2 hours. */
const schedule: PickupSchedule = {
  weeklySlots: {
    maandag: [{ start: '11:00', end: '13:00' }],
    vrijdag: [{ start: '17:00', end: '17:30' }],
  },
  vacations: [],
  minimumHoursBeforePickup: 2,
  timeZone: ZONE,
};
const FRIDAY_MORNING = new Date('2030-06-14T08:00:00Z'); // 10:00 in Brussels

const next = (change: Partial<Parameters<typeof nextPickup>[0]> = {}) =>
  nextPickup({ schedule, now: FRIDAY_MORNING, pausedUntil: null, fullPieces: [], ...change }).pickup;

describe('nextPickup', () => {
  it('is today’s first piece beyond the lead time, and says when that ends', () => {
    const answer = nextPickup({ schedule, now: FRIDAY_MORNING, pausedUntil: null, fullPieces: [] });
    expect(answer.pickup).toEqual({ date: '2030-06-14', start: '17:00' });
    // 17:00 Brussels minus 2 hours is 13:00 UTC+2.
    expect(new Date(answer.changesAt).toISOString()).toBe('2030-06-14T13:00:00.000Z');
    expect(next({ now: new Date(answer.changesAt) })).toEqual({ date: '2030-06-17', start: '11:00' });
  });

  it('skips full pieces, busy minutes, vacations, and the time a pause still runs', () => {
    expect(next({ fullPieces: [{ date: '2030-06-14', start: '17:00' }] })).toEqual({
      date: '2030-06-17',
      start: '11:00',
    });
    expect(
      next({ schedule: { ...schedule, busyMinutes: 60 }, now: new Date('2030-06-14T12:30:00Z') }),
    ).toEqual({
      date: '2030-06-17',
      start: '11:00',
    });
    const vacation = { vacationModeStart: '2030-06-14', vacationModeEnd: '2030-06-20' };
    // A vacation under way closes the shop to orders, unless it takes orders for after it.
    expect(next({ schedule: { ...schedule, vacations: [vacation] } })).toBeNull();
    expect(next({ schedule: { ...schedule, vacations: [{ ...vacation, allowPreOrders: true }] } })).toEqual({
      date: '2030-06-21',
      start: '17:00',
    });
    expect(
      next({ schedule: { ...schedule, vacations: [{ ...vacation, vacationModeStart: '2030-06-15' }] } }),
    ).toEqual({ date: '2030-06-14', start: '17:00' });
    expect(next({ pausedUntil: new Date('2030-06-14T13:00:00Z') })).toEqual({
      date: '2030-06-17',
      start: '11:00',
    });
    expect(next({ pausedUntil: new Date('2030-06-14T12:45:00Z') })).toEqual({
      date: '2030-06-14',
      start: '17:00',
    });
  });

  it('is null when nothing is left within the horizon', () => {
    expect(next({ schedule: { ...schedule, weeklySlots: {} } })).toBeNull();
  });

  it('is always a piece the order rules accept at that moment, and none earlier is', () => {
    const instant = fc.date({
      min: new Date('2030-01-01T00:00:00Z'),
      max: new Date('2031-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, (now) => {
        const pickup = next({ now });
        if (!pickup) return;
        const piece = pickupSlotsForDay(schedule, pickup.date, now).find(
          (slot) => slot.start === pickup.start,
        );
        expect(piece && isPickupAllowed(schedule, pickup.date, piece, now)).toBe(true);
        for (let date = todayIn(ZONE, now); date < pickup.date; date = addDays(date, 1))
          expect(pickupSlotsForDay(schedule, date, now)).toEqual([]);
      }),
    );
  });
});
