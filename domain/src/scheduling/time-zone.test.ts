import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { instantOf, isTimeZone, todayIn, zonedNow } from './time-zone';

describe('time zones', () => {
  it("gives the shop's day and time, not the server's", () => {
    const instant = new Date('2025-06-30T22:30:00Z');
    expect(zonedNow(instant, 'Europe/Brussels')).toEqual({ date: '2025-07-01', minutes: 30 });
    expect(zonedNow(instant, 'UTC')).toEqual({ date: '2025-06-30', minutes: 22 * 60 + 30 });
    expect(todayIn('America/New_York', instant)).toBe('2025-06-30');
  });

  it('finds the instant of a wall-clock time in winter and in summer', () => {
    expect(instantOf('2025-01-15', 10 * 60, 'Europe/Brussels').toISOString()).toBe(
      '2025-01-15T09:00:00.000Z',
    );
    expect(instantOf('2025-07-15', 10 * 60, 'Europe/Brussels').toISOString()).toBe(
      '2025-07-15T08:00:00.000Z',
    );
  });

  it('handles the spring switch: 01:30 is winter time, 03:00 summer time, 02:30 does not exist', () => {
    expect(instantOf('2025-03-30', 90, 'Europe/Brussels').toISOString()).toBe('2025-03-30T00:30:00.000Z');
    expect(instantOf('2025-03-30', 180, 'Europe/Brussels').toISOString()).toBe('2025-03-30T01:00:00.000Z');
    expect(instantOf('2025-03-30', 150, 'Europe/Brussels').toISOString()).toBe('2025-03-30T01:30:00.000Z');
  });

  it('handles the autumn switch: 01:30 is summer time, 02:30 happens twice, 03:00 is winter time', () => {
    expect(instantOf('2025-10-26', 90, 'Europe/Brussels').toISOString()).toBe('2025-10-25T23:30:00.000Z');
    expect(instantOf('2025-10-26', 150, 'Europe/Brussels').toISOString()).toBe('2025-10-26T01:30:00.000Z');
    expect(instantOf('2025-10-26', 180, 'Europe/Brussels').toISOString()).toBe('2025-10-26T02:00:00.000Z');
  });

  it('round-trips every existing wall-clock time, in several zones and across the DST switches', () => {
    const zone = fc.constantFrom(
      'Europe/Brussels',
      'Europe/London',
      'America/New_York',
      'Australia/Sydney',
      'UTC',
    );
    const day = fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2035-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(zone, day, fc.integer({ min: 0, max: 1439 }), (timeZone, date, minutes) => {
        const instant = instantOf(date, minutes, timeZone);
        const shown = zonedNow(instant, timeZone);
        // A time skipped by a spring switch moves forward by the size of the jump; all others come back unchanged.
        if (shown.date === date && shown.minutes === minutes) return;
        expect(shown.date).toBe(date);
        expect(shown.minutes - minutes).toBe(60);
      }),
      { numRuns: 500 },
    );
  });

  it('recognises real zone names', () => {
    expect(isTimeZone('Europe/Brussels')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
