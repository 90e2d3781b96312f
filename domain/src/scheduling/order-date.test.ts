import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatOrderDate, ORDER_DATE_PATTERN, parseOrderDate } from './order-date';

describe('the order date format', () => {
  it('writes Day{weekdayIndex}-{YYYY-MM-DD} with Sunday as 0', () => {
    expect(formatOrderDate('2025-03-09')).toBe('Day0-2025-03-09');
    expect(formatOrderDate('2025-03-14')).toBe('Day5-2025-03-14');
  });

  it('reads it back', () => {
    expect(parseOrderDate('Day5-2025-03-14')).toEqual({ weekdayIndex: 5, date: '2025-03-14' });
  });

  it('reads a plain YYYY-MM-DD as that day', () => {
    expect(parseOrderDate('2025-03-14')).toEqual({ weekdayIndex: 5, date: '2025-03-14' });
    expect(parseOrderDate('2025-03-09')).toEqual({ weekdayIndex: 0, date: '2025-03-09' });
  });

  it.each([
    'Day4-2025-03-14',
    'Day7-2025-03-16',
    'day5-2025-03-14',
    'Day5-2025-02-30',
    '2025-02-30',
    'Day-2025-03-14',
    '2025-3-14',
    ' 2025-03-14',
    'Day5-14/03/2025',
    '',
  ])('refuses %j', (value) => {
    expect(parseOrderDate(value)).toBeUndefined();
  });

  it('takes a day in either form alike, and no day the pattern refuses', () => {
    const day = fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (date) => {
        expect(parseOrderDate(date)).toEqual(parseOrderDate(formatOrderDate(date)));
      }),
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (!new RegExp(ORDER_DATE_PATTERN).test(value)) expect(parseOrderDate(value)).toBeUndefined();
      }),
    );
  });

  it('round-trips every day', () => {
    const day = fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (date) => {
        expect(parseOrderDate(formatOrderDate(date))?.date).toBe(date);
      }),
    );
  });
});
