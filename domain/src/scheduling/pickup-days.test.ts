import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, weekdayOf } from './calendar-date';
import { splitForCustomers } from './customer-slots';
import {
  dayStatus,
  isPickupAllowed,
  pickupError,
  pickupSlotsForDay,
  type PickupSchedule,
} from './pickup-days';
import { fromMinutes, toMinutes } from './time-grid';
import type { TimeSlot } from './time-slot';
import { instantOf, todayIn } from './time-zone';
import { WEEKDAYS_FROM_SUNDAY, type WeeklySlots } from './weekdays';

const text = (slots: TimeSlot[]) => slots.map((slot) => `${slot.start}-${slot.end}`);

const schedule = (change: Partial<PickupSchedule> = {}): PickupSchedule => ({
  weeklySlots: {
    maandag: [
      { start: '17:00', end: '18:00' },
      { start: '10:00', end: '12:00' },
    ],
    woensdag: [{ start: '12:00', end: '12:30' }],
    zondag: [{ start: '03:00', end: '04:00' }],
  },
  vacations: [{ vacationModeStart: '2025-07-01', vacationModeEnd: '2025-07-15' }],
  minimumHoursBeforePickup: 24,
  timeZone: 'Europe/Brussels',
  ...change,
});

/** Monday 10 March 2025, 08:30 in Brussels (winter time, UTC+1). */
const MONDAY_0830 = new Date('2025-03-10T07:30:00Z');

describe('selectable days', () => {
  it('refuses days before the shop’s today', () => {
    expect(dayStatus(schedule(), '2025-03-09', MONDAY_0830)).toBe('past');
    expect(pickupSlotsForDay(schedule(), '2025-03-09', MONDAY_0830)).toEqual([]);
  });

  it('refuses weekdays without slots', () => {
    expect(dayStatus(schedule(), '2025-03-11', MONDAY_0830)).toBe('closed');
    expect(pickupSlotsForDay(schedule(), '2025-03-11', MONDAY_0830)).toEqual([]);
  });

  it('refuses every day of a vacation, both bounds included', () => {
    // 30 June and 14 July 2025 are Mondays; 16 July is a Wednesday.
    expect(dayStatus(schedule(), '2025-06-30', MONDAY_0830)).toBe('available');
    expect(dayStatus(schedule(), '2025-07-01', MONDAY_0830)).toBe('vacation');
    expect(dayStatus(schedule(), '2025-07-14', MONDAY_0830)).toBe('vacation');
    expect(dayStatus(schedule(), '2025-07-15', MONDAY_0830)).toBe('vacation');
    expect(dayStatus(schedule(), '2025-07-16', MONDAY_0830)).toBe('available');
    expect(pickupSlotsForDay(schedule(), '2025-07-14', MONDAY_0830)).toEqual([]);
  });

  it('offers a later day whole, split for customers, latest first, whatever the lead time', () => {
    expect(dayStatus(schedule(), '2025-03-17', MONDAY_0830)).toBe('available');
    expect(text(pickupSlotsForDay(schedule(), '2025-03-17', MONDAY_0830))).toEqual([
      '17:00-18:00',
      '11:00-12:00',
      '10:30-11:00',
      '10:00-10:30',
    ]);
  });

  it('keeps today only for slots starting more than the lead time from now', () => {
    const twoHours = schedule({ minimumHoursBeforePickup: 2 });
    // 10:30 is exactly two hours away, which is not more than two hours.
    expect(text(pickupSlotsForDay(twoHours, '2025-03-10', MONDAY_0830))).toEqual([
      '17:00-18:00',
      '11:00-12:00',
    ]);
    expect(dayStatus(twoHours, '2025-03-10', MONDAY_0830)).toBe('available');
  });

  it('with no lead time, keeps today’s slots that have not started yet', () => {
    const none = schedule({ minimumHoursBeforePickup: 0 });
    const at1045 = new Date('2025-03-10T09:45:00Z');
    expect(text(pickupSlotsForDay(none, '2025-03-10', at1045))).toEqual(['17:00-18:00', '11:00-12:00']);
  });

  it('disables today when no slot is far enough ahead', () => {
    expect(dayStatus(schedule(), '2025-03-10', MONDAY_0830)).toBe('leadTime');
    expect(pickupSlotsForDay(schedule(), '2025-03-10', MONDAY_0830)).toEqual([]);
  });

  it('applies the lead time to same-day pickups only', () => {
    const sunday2300 = new Date('2025-03-09T22:00:00Z');
    expect(text(pickupSlotsForDay(schedule(), '2025-03-10', sunday2300))).toContain('10:00-10:30');
  });

  it("decides today by the shop's clock: 00:30 Tuesday in Brussels is still Monday in UTC", () => {
    const tuesday0030 = new Date('2025-03-10T23:30:00Z');
    expect(dayStatus(schedule(), '2025-03-10', tuesday0030)).toBe('past');
    expect(dayStatus(schedule(), '2025-03-11', tuesday0030)).toBe('closed');
  });

  it('measures the lead time in real hours across the spring switch', () => {
    // Sunday 30 March 2025 00:30 (UTC+1); 03:00 that day is summer time, only 1.5 real hours away.
    const at0030 = new Date('2025-03-29T23:30:00Z');
    const lead = (hours: number) => schedule({ minimumHoursBeforePickup: hours });
    expect(pickupSlotsForDay(lead(2), '2025-03-30', at0030)).toEqual([]);
    expect(text(pickupSlotsForDay(lead(1), '2025-03-30', at0030))).toEqual(['03:00-04:00']);
  });

  it('measures the lead time in real hours across the autumn switch', () => {
    // Sunday 26 October 2025 01:30 (UTC+2); 03:00 that day is winter time, 2.5 real hours away.
    const at0130 = new Date('2025-10-25T23:30:00Z');
    const lead = (hours: number) => schedule({ minimumHoursBeforePickup: hours });
    expect(text(pickupSlotsForDay(lead(2), '2025-10-26', at0130))).toEqual(['03:00-04:00']);
    expect(pickupSlotsForDay(lead(3), '2025-10-26', at0130)).toEqual([]);
  });
});

describe('pickupError', () => {
  const later = '2025-03-17';

  it('accepts an offered piece', () => {
    expect(pickupError(schedule(), later, { start: '10:30', end: '11:00' }, MONDAY_0830)).toBeUndefined();
    expect(isPickupAllowed(schedule(), later, { start: '10:30', end: '11:00' }, MONDAY_0830)).toBe(true);
  });

  it.each([
    ['not a date', { start: '10:00', end: '10:30' }],
    ['2025-03-09', { start: '10:00', end: '10:30' }],
    ['2025-03-11', { start: '10:00', end: '10:30' }],
    ['2025-07-07', { start: '10:00', end: '10:30' }],
    ['2025-03-10', { start: '17:00', end: '18:00' }],
  ])("refuses the day %s with 'Kies een dag'", (date, slot) => {
    expect(pickupError(schedule(), date, slot, MONDAY_0830)).toEqual({
      field: 'date',
      message: 'Kies een dag',
    });
  });

  it.each([
    [{ start: '10:00', end: '12:00' }],
    [{ start: '10:15', end: '10:45' }],
    [{ start: '12:00', end: '12:30' }],
    [undefined],
  ])("refuses the slot %j with 'Selecteer een geldig tijdslot'", (slot) => {
    expect(pickupError(schedule(), later, slot, MONDAY_0830)).toEqual({
      field: 'timeSlot',
      message: 'Selecteer een geldig tijdslot',
    });
  });
});

describe('properties of the customer calendar', () => {
  const daySlots: fc.Arbitrary<TimeSlot[]> = fc
    .uniqueArray(fc.integer({ min: 0, max: 95 }), { maxLength: 6 })
    .map((steps) => {
      const sorted = [...steps].sort((a, b) => a - b);
      const slots: TimeSlot[] = [];
      for (let index = 0; index + 1 < sorted.length; index += 2) {
        slots.push({ start: fromMinutes(sorted[index] * 15), end: fromMinutes(sorted[index + 1] * 15) });
      }
      return slots;
    });
  const weeklySlots: fc.Arbitrary<WeeklySlots> = fc
    .tuple(...WEEKDAYS_FROM_SUNDAY.map(() => daySlots))
    .map(
      (days) =>
        Object.fromEntries(WEEKDAYS_FROM_SUNDAY.map((day, index) => [day, days[index]])) as WeeklySlots,
    );
  const now = fc.date({
    min: new Date('2025-01-01T00:00:00Z'),
    max: new Date('2027-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const timeZone = fc.constantFrom('Europe/Brussels', 'America/New_York', 'Asia/Kolkata', 'UTC');
  const world = fc
    .record({
      weeklySlots,
      minimumHoursBeforePickup: fc.integer({ min: 0, max: 24 }),
      timeZone,
      now,
      vacationStarts: fc.array(fc.integer({ min: -5, max: 20 }), { maxLength: 3 }),
      vacationLengths: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 3 }),
      offset: fc.integer({ min: -3, max: 21 }),
    })
    .map((input) => {
      const today = todayIn(input.timeZone, input.now);
      const vacations = input.vacationStarts.map((start, index) => ({
        vacationModeStart: addDays(today, start),
        vacationModeEnd: addDays(today, start + input.vacationLengths[index]),
      }));
      const plan: PickupSchedule = {
        weeklySlots: input.weeklySlots,
        vacations,
        minimumHoursBeforePickup: input.minimumHoursBeforePickup,
        timeZone: input.timeZone,
      };
      return { plan, now: input.now, today, date: addDays(today, input.offset) };
    });

  it('a disabled day never yields a slot, and an available one always does', () => {
    fc.assert(
      fc.property(world, ({ plan, now, date }) => {
        const slots = pickupSlotsForDay(plan, date, now);
        expect(slots.length > 0).toBe(dayStatus(plan, date, now) === 'available');
      }),
      { numRuns: 400 },
    );
  });

  it('the lead time is never violated', () => {
    fc.assert(
      fc.property(world, ({ plan, now, today }) => {
        for (const piece of pickupSlotsForDay(plan, today, now)) {
          const start = instantOf(today, toMinutes(piece.start) as number, plan.timeZone);
          expect(start.getTime() - now.getTime()).toBeGreaterThan(plan.minimumHoursBeforePickup * 3_600_000);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('every offered piece belongs to a slot of that weekday and is accepted for ordering', () => {
    fc.assert(
      fc.property(world, ({ plan, now, date }) => {
        const weekdaySlots = plan.weeklySlots[weekdayOf(date)] ?? [];
        for (const piece of pickupSlotsForDay(plan, date, now)) {
          expect(weekdaySlots.some((slot) => slot.start <= piece.start && piece.end <= slot.end)).toBe(true);
          expect(isPickupAllowed(plan, date, piece, now)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a later day outside a vacation offers every piece of its weekday', () => {
    fc.assert(
      fc.property(world, ({ plan, now, today, date }) => {
        fc.pre(date > today && dayStatus(plan, date, now) !== 'vacation');
        const all = (plan.weeklySlots[weekdayOf(date)] ?? []).flatMap(splitForCustomers);
        expect(new Set(text(pickupSlotsForDay(plan, date, now)))).toEqual(new Set(text(all)));
      }),
      { numRuns: 400 },
    );
  });
});
