import { describe, expect, it } from 'vitest';
import { registerOwner, useTestApp } from './support/test-app';

const t = useTestApp();

const WEEK_FROM_MONDAY = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'];
const REQUIRED = 'Alle velden moeten ingevuld zijn.';
const END_AFTER_START = 'Eindtijd moet later zijn dan de starttijd.';
const OVERLAP = 'Tijdslots mogen niet overlappen';
const OFF_GRID = 'Kies een tijd in stappen van 15 minuten (00:00 tot 23:45).';

describe.each([
  ['pickup-moments', 'opening-hours'],
  ['opening-hours', 'pickup-moments'],
])('/api/admin/%s', (path, otherPath) => {
  const url = `/api/admin/${path}`;

  it('needs a token', async () => {
    await t.http.get(url).expect(401);
    await t.http.put(url).send({ day: 'maandag', slots: [] }).expect(401);
  });

  it('lists all seven weekdays from maandag, empty for a new shop', async () => {
    const owner = await registerOwner(t.http);
    const response = await t.http.get(url).set(owner.auth).expect(200);
    expect(Object.keys(response.body)).toEqual(WEEK_FROM_MONDAY);
    expect(Object.values(response.body)).toEqual(WEEK_FROM_MONDAY.map(() => []));
  });

  it("replaces one day's slots, stores them in order, and leaves the other days and lists alone", async () => {
    const owner = await registerOwner(t.http);
    const saved = await t.http
      .put(url)
      .set(owner.auth)
      .send({
        day: 'maandag',
        slots: [
          { start: '17:00', end: '19:30' },
          { start: '11:30', end: '13:30' },
        ],
      })
      .expect(200);
    const expected = [
      { start: '11:30', end: '13:30' },
      { start: '17:00', end: '19:30' },
    ];
    expect(saved.body.maandag).toEqual(expected);

    const week = await t.http.get(url).set(owner.auth).expect(200);
    expect(week.body).toEqual({
      ...Object.fromEntries(WEEK_FROM_MONDAY.map((day) => [day, []])),
      maandag: expected,
    });
    const other = await t.http.get(`/api/admin/${otherPath}`).set(owner.auth).expect(200);
    expect(other.body.maandag).toEqual([]);

    await t.http
      .put(url)
      .set(owner.auth)
      .send({ day: 'maandag', slots: [{ start: '12:00', end: '12:15' }] })
      .expect(200);
    expect((await t.http.get(url).set(owner.auth)).body.maandag).toEqual([{ start: '12:00', end: '12:15' }]);

    await t.http.put(url).set(owner.auth).send({ day: 'maandag', slots: [] }).expect(200);
    expect((await t.http.get(url).set(owner.auth)).body.maandag).toEqual([]);
  });

  it('accepts slots that touch, and the last choice of the grid', async () => {
    const owner = await registerOwner(t.http);
    const slots = [
      { start: '00:00', end: '12:00' },
      { start: '12:00', end: '23:45' },
    ];
    const response = await t.http.put(url).set(owner.auth).send({ day: 'zondag', slots }).expect(200);
    expect(response.body.zondag).toEqual(slots);
  });

  it.each([
    [{ day: 'maandag', slots: [{ start: '', end: '10:00' }] }, 'slots.0', REQUIRED],
    [{ day: 'maandag', slots: [{ end: '10:00' }] }, 'slots.0.start', REQUIRED],
    [{ day: 'maandag', slots: [{ start: '10:00', end: null }] }, 'slots.0.end', REQUIRED],
    [{ day: 'maandag', slots: ['10:00-11:00'] }, 'slots.0', REQUIRED],
    [{ day: 'maandag', slots: [{ start: '11:00', end: '10:00' }] }, 'slots.0', END_AFTER_START],
    [{ day: 'maandag', slots: [{ start: '10:00', end: '10:00' }] }, 'slots.0', END_AFTER_START],
    [{ day: 'maandag', slots: [{ start: '10:05', end: '11:00' }] }, 'slots.0', OFF_GRID],
    [{ day: 'maandag', slots: [{ start: '23:00', end: '24:00' }] }, 'slots.0', OFF_GRID],
    [{ day: 'maandag', slots: [{ start: '9:00', end: '10:00' }] }, 'slots.0', OFF_GRID],
    [
      {
        day: 'maandag',
        slots: [
          { start: '12:00', end: '13:00' },
          { start: '09:00', end: '10:00' },
          { start: '12:45', end: '14:00' },
        ],
      },
      'slots.0',
      OVERLAP,
    ],
    [{ day: 'monday', slots: [] }, 'day', 'Kies een geldige weekdag (maandag tot zondag).'],
    [{ day: 'Maandag', slots: [] }, 'day', 'Kies een geldige weekdag (maandag tot zondag).'],
    [{ slots: [] }, 'day', 'Kies een geldige weekdag (maandag tot zondag).'],
    [{ day: 'maandag' }, 'slots', 'Geef de tijdslots van de dag mee; een lege lijst sluit de dag.'],
    [
      { day: 'maandag', slots: 'leeg' },
      'slots',
      'Geef de tijdslots van de dag mee; een lege lijst sluit de dag.',
    ],
    [{ day: 'maandag', slots: [], extra: 1 }, 'extra', 'Onbekend veld: extra.'],
    [
      { day: 'maandag', slots: [{ start: '10:00', end: '11:00', note: 'x' }] },
      'slots.0.note',
      'Onbekend veld: note.',
    ],
  ])('refuses %j with 400 on %s and changes nothing', async (body, field, message) => {
    const owner = await registerOwner(t.http);
    const before = [{ start: '08:00', end: '08:30' }];
    await t.http.put(url).set(owner.auth).send({ day: 'maandag', slots: before }).expect(200);

    const response = await t.http.put(url).set(owner.auth).send(body).expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.fields[field]).toBe(message);
    expect(response.body.message).toBe(Object.values(response.body.fields)[0]);

    expect((await t.http.get(url).set(owner.auth)).body.maandag).toEqual(before);
  });

  it('marks every overlapping slot, and only those', async () => {
    const owner = await registerOwner(t.http);
    const response = await t.http
      .put(url)
      .set(owner.auth)
      .send({
        day: 'dinsdag',
        slots: [
          { start: '10:00', end: '11:00' },
          { start: '13:00', end: '14:00' },
          { start: '10:30', end: '10:45' },
        ],
      })
      .expect(400);
    expect(response.body.fields).toEqual({ 'slots.0': OVERLAP, 'slots.2': OVERLAP });
  });

  it('refuses more slots than the grid has choices', async () => {
    const owner = await registerOwner(t.http);
    const slots = Array.from({ length: 97 }, () => ({ start: '10:00', end: '10:15' }));
    const response = await t.http.put(url).set(owner.auth).send({ day: 'maandag', slots }).expect(400);
    expect(response.body.fields.slots).toBe('Een dag heeft hoogstens 96 tijdslots.');
  });

  it("keeps each shop's week to itself", async () => {
    const anna = await registerOwner(t.http);
    const bert = await registerOwner(t.http);
    await t.http
      .put(url)
      .set(anna.auth)
      .send({ day: 'vrijdag', slots: [{ start: '18:00', end: '20:00' }] })
      .expect(200);
    await t.http
      .put(url)
      .set(bert.auth)
      .send({ day: 'vrijdag', slots: [{ start: '09:00', end: '09:15' }] })
      .expect(200);
    expect((await t.http.get(url).set(anna.auth)).body.vrijdag).toEqual([{ start: '18:00', end: '20:00' }]);
    expect((await t.http.get(url).set(bert.auth)).body.vrijdag).toEqual([{ start: '09:00', end: '09:15' }]);
  });

  it('ends with exactly one of several simultaneous saves of the same day', async () => {
    const owner = await registerOwner(t.http);
    const versions = Array.from({ length: 8 }, (_, index) => [
      { start: `${String(8 + index).padStart(2, '0')}:00`, end: `${String(8 + index).padStart(2, '0')}:30` },
      { start: '20:00', end: `20:${String(15 + (index % 3) * 15)}` },
    ]);
    const responses = await Promise.all(
      versions.map((slots) => t.http.put(url).set(owner.auth).send({ day: 'zaterdag', slots })),
    );
    expect(responses.map((response) => response.status)).toEqual(versions.map(() => 200));
    const saved = (await t.http.get(url).set(owner.auth)).body.zaterdag;
    expect(versions).toContainEqual(saved);
  });
});
