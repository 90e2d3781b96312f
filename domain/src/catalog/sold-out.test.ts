import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseOptionGroups } from './option-groups';
import { isMarkedSoldOut, parseSoldOut, unavailableChoiceOf } from './sold-out';
import { addDays } from '../scheduling/calendar-date';
import { instantOf, todayIn } from '../scheduling/time-zone';

const ZONE = 'Europe/Brussels';
const instant = fc.date({
  min: new Date('2024-01-01T00:00:00Z'),
  max: new Date('2032-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe("'Uitverkocht vandaag'", () => {
  it('holds from the moment it is set until the shop’s midnight, and not a millisecond after', () => {
    fc.assert(
      fc.property(instant, (markedAt) => {
        const markedOn = todayIn(ZONE, markedAt);
        const midnight = instantOf(addDays(markedOn, 1), 0, ZONE).getTime();
        expect(isMarkedSoldOut(markedOn, todayIn(ZONE, markedAt))).toBe(true);
        expect(isMarkedSoldOut(markedOn, todayIn(ZONE, new Date(midnight - 1)))).toBe(true);
        expect(isMarkedSoldOut(markedOn, todayIn(ZONE, new Date(midnight)))).toBe(false);
      }),
    );
  });

  it('follows Brussels, not UTC: set at 23:30 in Brussels (21:30 UTC in summer), over at 00:00 there', () => {
    const markedOn = todayIn(ZONE, new Date('2030-06-17T21:30:00Z'));
    expect(markedOn).toBe('2030-06-17');
    expect(isMarkedSoldOut(markedOn, todayIn(ZONE, new Date('2030-06-17T21:59:59Z')))).toBe(true);
    expect(isMarkedSoldOut(markedOn, todayIn(ZONE, new Date('2030-06-17T22:00:00Z')))).toBe(false);
    expect(isMarkedSoldOut(null, '2030-06-17')).toBe(false);
  });

  it('reads { soldOut } as a boolean, with Dutch messages for anything else', () => {
    expect(parseSoldOut({ soldOut: true })).toEqual({ ok: true, value: { soldOut: true } });
    expect(parseSoldOut({ soldOut: 'false' })).toEqual({ ok: true, value: { soldOut: false } });
    expect(parseSoldOut({})).toEqual({ ok: false, errors: { soldOut: 'Dit veld is verplicht' } });
    expect(parseSoldOut({ soldOut: 'ja' })).toEqual({ ok: false, errors: { soldOut: 'Kies Ja of Nee' } });
    expect(parseSoldOut({ soldOut: true, extra: 1 }).ok).toBe(false);
  });
});

describe("option choices 'Niet beschikbaar'", () => {
  const groups = parseOptionGroups(
    JSON.stringify([
      {
        name: 'Extra',
        type: 'multiselect',
        maxSelections: 2,
        options: [
          { name: 'Kaas', price: 0.5 },
          { name: 'Spek', price: 1, available: false },
        ],
      },
    ]),
  );

  it('keeps `available: false` on a choice, and nothing on one that is available', () => {
    expect(groups.ok && groups.value[0].options).toEqual([
      { name: 'Kaas', priceCents: 50, allergens: [] },
      { name: 'Spek', priceCents: 100, available: false, allergens: [] },
    ]);
  });

  it('names the first chosen choice that is not available', () => {
    if (!groups.ok) throw new Error('groups');
    expect(unavailableChoiceOf(groups.value, { 0: [0] })).toBeUndefined();
    expect(unavailableChoiceOf(groups.value, { 0: [0, 1] })).toBe('Spek');
    expect(unavailableChoiceOf(groups.value, {})).toBeUndefined();
  });
});
