import { describe, expect, it } from 'vitest';
import { vatDisplayLines, vatLabel } from './vat-labels';
import { cents } from '../money';

describe('vatLabel', () => {
  it("writes a rate as the spec's cart does", () => {
    expect(vatLabel(6)).toBe('BTW (6%)');
    expect(vatLabel(12)).toBe('BTW (12%)');
    expect(vatLabel(21)).toBe('BTW (21%)');
  });
});

describe('vatDisplayLines', () => {
  it("shows exactly the spec's 'BTW (6%)' line for a cart at 6 %", () => {
    expect(vatDisplayLines([{ rate: 6, grossCents: cents(1060), vatCents: cents(60) }])).toEqual([
      { label: 'BTW (6%)', vatCents: 60 },
    ]);
  });

  it("shows the spec's line at zero for an empty cart", () => {
    expect(vatDisplayLines([])).toEqual([{ label: 'BTW (6%)', vatCents: 0 }]);
  });

  it('shows one line per rate', () => {
    expect(
      vatDisplayLines([
        { rate: 6, grossCents: cents(1060), vatCents: cents(60) },
        { rate: 12, grossCents: cents(1120), vatCents: cents(120) },
        { rate: 21, grossCents: cents(1210), vatCents: cents(210) },
      ]),
    ).toEqual([
      { label: 'BTW (6%)', vatCents: 60 },
      { label: 'BTW (12%)', vatCents: 120 },
      { label: 'BTW (21%)', vatCents: 210 },
    ]);
  });
});
