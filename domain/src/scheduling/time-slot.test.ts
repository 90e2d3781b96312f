import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromMinutes } from './time-grid';
import {
  firstDaySlotsError,
  newSlotAfter,
  slotsOverlap,
  sortSlots,
  validateDaySlots,
  validateSlot,
  type TimeSlot,
} from './time-slot';

/** A valid slot on the grid: start 00:00..23:30, end after it, at most 23:45. */
const gridSlot: fc.Arbitrary<TimeSlot> = fc.integer({ min: 0, max: 94 }).chain((startStep) =>
  fc.integer({ min: startStep + 1, max: 95 }).map((endStep) => ({
    start: fromMinutes(startStep * 15),
    end: fromMinutes(endStep * 15),
  })),
);

/** Valid, non-overlapping slots of one day, in order. */
const gridDay: fc.Arbitrary<TimeSlot[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 95 }), { minLength: 0, maxLength: 12 })
  .map((steps) => {
    const sorted = [...steps].sort((a, b) => a - b);
    const slots: TimeSlot[] = [];
    for (let index = 0; index + 1 < sorted.length; index += 2) {
      slots.push({ start: fromMinutes(sorted[index] * 15), end: fromMinutes(sorted[index + 1] * 15) });
    }
    return slots;
  });

const REQUIRED = 'Alle velden moeten ingevuld zijn.';
const END_AFTER_START = 'Eindtijd moet later zijn dan de starttijd.';
const OVERLAP = 'Tijdslots mogen niet overlappen';

describe('validateSlot', () => {
  it.each([
    [{ start: '', end: '10:00' }, REQUIRED],
    [{ start: '10:00', end: '' }, REQUIRED],
    [{ start: '10:00' }, REQUIRED],
    [{}, REQUIRED],
    [{ start: '10:00', end: '10:00' }, END_AFTER_START],
    [{ start: '11:00', end: '10:00' }, END_AFTER_START],
    [{ start: '10:05', end: '11:00' }, 'Kies een tijd in stappen van 15 minuten (00:00 tot 23:45).'],
    [{ start: '10:00', end: '24:00' }, 'Kies een tijd in stappen van 15 minuten (00:00 tot 23:45).'],
  ])('refuses %j with %j', (slot, message) => {
    expect(validateSlot(slot)).toBe(message);
  });

  it('accepts every valid grid slot', () => {
    fc.assert(
      fc.property(gridSlot, (slot) => {
        expect(validateSlot(slot)).toBeUndefined();
      }),
    );
  });
});

describe('overlap', () => {
  it('counts shared time as overlap, and touching ends as none', () => {
    const morning = { start: '10:00', end: '11:00' };
    expect(slotsOverlap(morning, { start: '10:30', end: '11:30' })).toBe(true);
    expect(slotsOverlap(morning, { start: '10:15', end: '10:30' })).toBe(true);
    expect(slotsOverlap(morning, { start: '11:00', end: '12:00' })).toBe(false);
    expect(slotsOverlap(morning, { start: '09:00', end: '10:00' })).toBe(false);
  });

  it('marks every slot involved in an overlap, and leaves the others alone', () => {
    const errors = validateDaySlots([
      { start: '10:00', end: '11:00' },
      { start: '12:00', end: '13:00' },
      { start: '10:45', end: '11:15' },
      { start: '', end: '' },
    ]);
    expect(errors).toEqual([OVERLAP, undefined, OVERLAP, REQUIRED]);
  });

  it('reports a slot its own fault before an overlap, and ignores invalid slots for overlaps', () => {
    expect(
      validateDaySlots([
        { start: '10:00', end: '11:00' },
        { start: '12:00', end: '10:30' },
      ]),
    ).toEqual([undefined, END_AFTER_START]);
  });

  it('accepts any day of ordered, non-overlapping slots, in any order', () => {
    fc.assert(
      fc.property(gridDay, fc.boolean(), (day, reversed) => {
        const slots = reversed ? [...day].reverse() : day;
        expect(validateDaySlots(slots).every((message) => message === undefined)).toBe(true);
        expect(firstDaySlotsError(slots)).toBeUndefined();
      }),
    );
  });

  it('refuses a day exactly when two of its valid slots share time', () => {
    fc.assert(
      fc.property(fc.array(gridSlot, { maxLength: 6 }), (slots) => {
        const anyPairOverlaps = slots.some((a, i) => slots.some((b, j) => i < j && slotsOverlap(a, b)));
        expect(firstDaySlotsError(slots)?.message).toBe(anyPairOverlaps ? OVERLAP : undefined);
      }),
    );
  });
});

describe('newSlotAfter', () => {
  it('starts at 14:00 on an empty day and lasts 15 minutes', () => {
    expect(newSlotAfter([])).toEqual({ start: '14:00', end: '14:15' });
  });

  it("starts at the previous slot's end", () => {
    expect(newSlotAfter([{ start: '09:00', end: '10:30' }])).toEqual({ start: '10:30', end: '10:45' });
  });

  it("falls back to 14:00 when the previous slot's end is not filled in yet", () => {
    expect(newSlotAfter([{ start: '09:00', end: '' }])).toEqual({ start: '14:00', end: '14:15' });
  });

  it('has no room after a slot ending at 23:45, but fits one ending at 23:30', () => {
    expect(newSlotAfter([{ start: '22:00', end: '23:45' }])).toBeUndefined();
    expect(newSlotAfter([{ start: '22:00', end: '23:30' }])).toEqual({ start: '23:30', end: '23:45' });
  });

  it('never overlaps the slot before it and is always valid', () => {
    fc.assert(
      fc.property(gridSlot, (previous) => {
        const next = newSlotAfter([previous]);
        if (next === undefined) return;
        expect(validateSlot(next)).toBeUndefined();
        expect(slotsOverlap(previous, next)).toBe(false);
      }),
    );
  });
});

describe('sortSlots', () => {
  it('orders by start, then end, without touching its input', () => {
    const slots: TimeSlot[] = [
      { start: '12:00', end: '13:00' },
      { start: '09:00', end: '10:00' },
      { start: '09:00', end: '09:30' },
    ];
    expect(sortSlots(slots).map((slot) => `${slot.start}-${slot.end}`)).toEqual([
      '09:00-09:30',
      '09:00-10:00',
      '12:00-13:00',
    ]);
    expect(slots[0].start).toBe('12:00');
  });
});
