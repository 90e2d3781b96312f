import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromMinutes, isGridTime, TIME_CHOICES, toMinutes } from './time-grid';

describe('the 15-minute grid', () => {
  it('offers 96 choices a day, from 00:00 to 23:45 in order', () => {
    expect(TIME_CHOICES).toHaveLength(96);
    expect(TIME_CHOICES.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(TIME_CHOICES.at(-1)).toBe('23:45');
    expect([...TIME_CHOICES].sort()).toEqual(TIME_CHOICES);
  });

  it.each(['00:00', '09:15', '14:30', '23:45'])('accepts %s', (time) => {
    expect(isGridTime(time)).toBe(true);
  });

  it.each(['14:10', '9:00', '24:00', '12:60', '', '12:00:00', 'abc', ' 12:00'])('refuses %j', (time) => {
    expect(isGridTime(time)).toBe(false);
  });

  it('reads and writes minutes since midnight', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('13:45')).toBe(825);
    expect(toMinutes('23:59')).toBe(1439);
    expect(toMinutes('7:00')).toBeUndefined();
    expect(fromMinutes(825)).toBe('13:45');
  });

  it('round-trips every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        expect(toMinutes(fromMinutes(minutes))).toBe(minutes);
        expect(isGridTime(fromMinutes(minutes))).toBe(minutes % 15 === 0);
      }),
    );
  });
});
