import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('writes euros the way each language does in Belgium', () => {
    expect(formatMoney(1234.5, 'fr')).toBe('1\u202f234,50\u00a0€');
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
    expect(formatMoney(-2.11, 'en')).toBe('-€2.11');
  });

  it('keeps the Dutch screens’ way, a refund with its minus before the euro sign', () => {
    expect(formatMoney(1234.5, 'nl')).toBe('€\u00a01.234,50');
    expect(formatMoney(-2.11, 'nl')).toBe('-€\u00a02,11');
  });
});
