import { describe, expect, it } from 'vitest';
import { parseDaySlots } from './day-slots-input';

const REQUIRED = 'Alle velden moeten ingevuld zijn.';
const END_AFTER_START = 'Eindtijd moet later zijn dan de starttijd.';
const OVERLAP = 'Tijdslots mogen niet overlappen';
const OFF_GRID = 'Kies een tijd in stappen van 15 minuten (00:00 tot 23:45).';

describe('parseDaySlots', () => {
  it('reads a weekday and its slots; an empty list closes the day', () => {
    const slots = [
      { start: '17:00', end: '19:30' },
      { start: '11:30', end: '13:30' },
    ];
    expect(parseDaySlots({ day: 'maandag', slots })).toEqual({ ok: true, value: { day: 'maandag', slots } });
    expect(parseDaySlots({ day: 'zondag', slots: [] })).toEqual({
      ok: true,
      value: { day: 'zondag', slots: [] },
    });
  });

  it.each([
    [{ day: 'maandag', slots: [{ start: '', end: '10:00' }] }, { 'slots.0': REQUIRED }],
    [{ day: 'maandag', slots: [{ end: '10:00' }] }, { 'slots.0.start': REQUIRED }],
    [{ day: 'maandag', slots: [{ start: '10:00', end: null }] }, { 'slots.0.end': REQUIRED }],
    [{ day: 'maandag', slots: ['10:00-11:00'] }, { 'slots.0': REQUIRED }],
    [{ day: 'maandag', slots: [{ start: '11:00', end: '10:00' }] }, { 'slots.0': END_AFTER_START }],
    [{ day: 'maandag', slots: [{ start: '10:05', end: '11:00' }] }, { 'slots.0': OFF_GRID }],
    [
      {
        day: 'dinsdag',
        slots: [
          { start: '10:00', end: '11:00' },
          { start: '13:00', end: '14:00' },
          { start: '10:30', end: '10:45' },
        ],
      },
      { 'slots.0': OVERLAP, 'slots.2': OVERLAP },
    ],
    [{ day: 'Maandag', slots: [] }, { day: 'Kies een geldige weekdag (maandag tot zondag).' }],
    [{ slots: [] }, { day: 'Kies een geldige weekdag (maandag tot zondag).' }],
    [{ day: 'maandag' }, { slots: 'Geef de tijdslots van de dag mee; een lege lijst sluit de dag.' }],
    [
      { day: 'maandag', slots: 'leeg' },
      { slots: 'Geef de tijdslots van de dag mee; een lege lijst sluit de dag.' },
    ],
    [{ day: 'maandag', slots: [], extra: 1 }, { extra: 'Onbekend veld: extra.' }],
    [
      { day: 'maandag', slots: [{ start: '10:00', end: '11:00', note: 'x' }] },
      { 'slots.0.note': 'Onbekend veld: note.' },
    ],
    [
      { day: 'maandag', slots: Array.from({ length: 97 }, () => ({ start: '10:00', end: '10:15' })) },
      { slots: 'Een dag heeft hoogstens 96 tijdslots.' },
    ],
  ])('refuses %j', (body, errors) => {
    expect(parseDaySlots(body)).toEqual({ ok: false, errors });
  });

  it('judges the times only once every slot is well formed', () => {
    expect(
      parseDaySlots({
        day: 'maandag',
        slots: [{ start: 9 }, { start: '11:00', end: '10:00' }],
      }),
    ).toEqual({ ok: false, errors: { 'slots.0.start': REQUIRED, 'slots.0.end': REQUIRED } });
  });
});
