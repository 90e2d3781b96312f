import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { orderTotalError } from './order-total';

describe('orderTotalError', () => {
  it.each([
    [0, 'Een bestelling van € 0 kan niet online betaald worden.'],
    [1, 'Een online betaling moet minstens € 0,50 zijn.'],
    [49, 'Een online betaling moet minstens € 0,50 zijn.'],
    [50, undefined],
    [99_999_999, undefined],
    [100_000_000, 'Een bestelling kan online hoogstens € 999.999,99 kosten.'],
    [Number.MAX_SAFE_INTEGER, 'Een bestelling kan online hoogstens € 999.999,99 kosten.'],
  ])('a total of %i cents: %s', (total, message) => {
    expect(orderTotalError(cents(total))).toBe(message);
  });
});
