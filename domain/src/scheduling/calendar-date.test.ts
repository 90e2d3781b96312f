import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  formatDutchDate,
  isIsoDate,
  isoDateOfLocal,
  localDateOf,
  weekdayIndexOf,
  weekdayOf,
} from './calendar-date';

describe('calendar dates', () => {
  it.each(['2025-01-01', '2024-02-29', '2025-12-31'])('accepts %s', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });

  it.each([
    '2025-02-29',
    '2025-13-01',
    '2025-04-31',
    '2025-1-1',
    '01/02/2025',
    '',
    '2025-01-01T00:00:00Z',
    20250101,
  ])('refuses %j', (date) => {
    expect(isIsoDate(date)).toBe(false);
  });

  it('moves across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('knows the weekday, Sunday being 0', () => {
    expect(weekdayIndexOf('2025-03-09')).toBe(0);
    expect(weekdayOf('2025-03-09')).toBe('zondag');
    expect(weekdayOf('2025-03-10')).toBe('maandag');
    expect(weekdayOf('2025-03-15')).toBe('zaterdag');
  });

  it('writes dates as dd/mm/yyyy', () => {
    expect(formatDutchDate('2025-07-04')).toBe('04/07/2025');
  });

  it('converts to and from local Date objects without shifting the day', () => {
    expect(isoDateOfLocal(localDateOf('2025-03-30'))).toBe('2025-03-30');
    expect(isoDateOfLocal(localDateOf('2025-10-26'))).toBe('2025-10-26');
  });

  it('cycles through the weekdays one day at a time, and adding then subtracting is the identity', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (date, days) => {
        const moved = addDays(date, days);
        expect(isIsoDate(moved)).toBe(true);
        expect(addDays(moved, -days)).toBe(date);
        expect(weekdayIndexOf(moved)).toBe((((weekdayIndexOf(date) + days) % 7) + 7) % 7);
      }),
    );
  });
});
