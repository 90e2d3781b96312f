import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitForCustomers } from './customer-slots';
import { fromMinutes, toMinutes } from './time-grid';
import { slotMinutes, slotsOverlap, type TimeSlot } from './time-slot';

/** A valid slot on the grid: start 00:00..23:30, end after it, at most 23:45. */
const gridSlot: fc.Arbitrary<TimeSlot> = fc.integer({ min: 0, max: 94 }).chain((startStep) =>
  fc.integer({ min: startStep + 1, max: 95 }).map((endStep) => ({
    start: fromMinutes(startStep * 15),
    end: fromMinutes(endStep * 15),
  })),
);

const text = (slots: { start: string; end: string }[]) => slots.map((slot) => `${slot.start}-${slot.end}`);

describe('splitForCustomers', () => {
  it.each([
    ['10:00', '10:15', ['10:00-10:15']],
    ['10:00', '10:30', ['10:00-10:30']],
    ['10:00', '10:45', ['10:00-10:45']],
    ['10:00', '11:00', ['10:00-11:00']],
    ['10:00', '11:15', ['10:30-11:15', '10:00-10:30']],
    ['10:00', '11:30', ['10:30-11:30', '10:00-10:30']],
    ['10:00', '12:00', ['11:00-12:00', '10:30-11:00', '10:00-10:30']],
    ['17:00', '19:45', ['19:00-19:45', '18:30-19:00', '18:00-18:30', '17:30-18:00', '17:00-17:30']],
  ])('splits %s-%s into %j', (start, end, pieces) => {
    expect(text(splitForCustomers({ start, end }))).toEqual(pieces);
  });

  it('covers the slot exactly with pieces that never overlap, listed latest first', () => {
    fc.assert(
      fc.property(gridSlot, (slot) => {
        const pieces = splitForCustomers(slot);
        const chronological = [...pieces].reverse();
        expect(chronological[0].start).toBe(slot.start);
        expect(chronological.at(-1)?.end).toBe(slot.end);
        for (let index = 1; index < chronological.length; index += 1) {
          expect(chronological[index].start).toBe(chronological[index - 1].end);
        }
        for (const [i, a] of pieces.entries()) {
          for (const [j, b] of pieces.entries()) if (i !== j) expect(slotsOverlap(a, b)).toBe(false);
        }
        const total = pieces.reduce((sum, piece) => sum + slotMinutes(piece), 0);
        expect(total).toBe(slotMinutes(slot));
      }),
    );
  });

  it('keeps short slots whole; otherwise cuts 30-minute pieces and ends with a remainder of at most 60', () => {
    fc.assert(
      fc.property(gridSlot, (slot) => {
        const pieces = splitForCustomers(slot);
        if (slotMinutes(slot) <= 30) {
          expect(pieces).toEqual([slot]);
          return;
        }
        const [final, ...others] = pieces;
        expect(others.every((piece) => slotMinutes(piece) === 30)).toBe(true);
        expect(slotMinutes(final)).toBeGreaterThan(30);
        expect(slotMinutes(final)).toBeLessThanOrEqual(60);
        expect(toMinutes(final.end)).toBe(toMinutes(slot.end));
      }),
    );
  });
});
