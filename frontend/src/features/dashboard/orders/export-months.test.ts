import { describe, expect, it } from 'vitest';
import { exportMonths } from './export-months';

describe('the months the export offers', () => {
  it('counts back from this month, each from its first to its last day, across a new year', () => {
    expect(exportMonths(new Date('2026-01-15T10:00:00Z'), 'Europe/Brussels', 3)).toEqual([
      { month: '2026-01', label: 'januari 2026', from: '2026-01-01', to: '2026-01-31' },
      { month: '2025-12', label: 'december 2025', from: '2025-12-01', to: '2025-12-31' },
      { month: '2025-11', label: 'november 2025', from: '2025-11-01', to: '2025-11-30' },
    ]);
    expect(exportMonths(new Date('2028-03-01T12:00:00Z'), 'Europe/Brussels', 2)[1]).toMatchObject({
      to: '2028-02-29',
    });
  });

  it("starts from the shop's month, not the browser's: 30 November 23:30 UTC is already December in Brussels", () => {
    expect(exportMonths(new Date('2026-11-30T23:30:00Z'), 'Europe/Brussels', 1)[0]?.month).toBe('2026-12');
    expect(exportMonths(new Date('2026-11-30T22:30:00Z'), 'Europe/Brussels', 24)).toHaveLength(24);
  });
});
