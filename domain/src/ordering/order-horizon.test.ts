import { describe, expect, it } from 'vitest';
import { isWithinOrderHorizon, orderHorizon } from './order-horizon';

describe('orderHorizon', () => {
  it('runs from today to the end of next month', () => {
    expect(orderHorizon('2030-06-14')).toEqual({ from: '2030-06-14', days: 48 });
    expect(orderHorizon('2030-12-31')).toEqual({ from: '2030-12-31', days: 32 });
  });

  it('takes in the last day of next month and nothing after it', () => {
    expect(isWithinOrderHorizon('2030-06-14', '2030-06-14')).toBe(true);
    expect(isWithinOrderHorizon('2030-06-14', '2030-07-31')).toBe(true);
    expect(isWithinOrderHorizon('2030-06-14', '2030-08-01')).toBe(false);
    expect(isWithinOrderHorizon('2030-06-14', '2031-06-14')).toBe(false);
    expect(isWithinOrderHorizon('2030-06-14', '2030-06-13')).toBe(false);
  });
});
