import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@bestelklaar/domain';
import { SchedulingService } from '../src/modules/scheduling/scheduling.service';
import { configureShop, withDatabase } from './support/shop-setup';
import { registerOwner, useTestApp } from './support/test-app';

const t = useTestApp();
const inDays = (days: number) => addDays(todayIn('Europe/Brussels', new Date()), days);

async function launchedOwner(subdomain: string) {
  const owner = await registerOwner(t.http);
  await configureShop(t, owner.id, { subdomain });
  return owner;
}

async function addVacation(accountId: string, start: number, end: number, reason = 'Dicht') {
  await withDatabase(t, (db) =>
    db.query(
      `INSERT INTO vacation_periods (account_id, starts_on, ends_on, reason) VALUES ($1, $2, $3, $4)`,
      [accountId, inDays(start), inDays(end), reason],
    ),
  );
}

describe('public scheduling reads', () => {
  it.each(['pickup-slots', 'opening-hours', 'vacation-mode'])(
    'answers 404 for an unknown shop on %s, without a token',
    async (path) => {
      const response = await t.http.get(`/api/shop/bestaat-niet/${path}`).expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Niet gevonden.', error: 'Not Found' });
    },
  );

  it('gives the pickup moments keyed zondag ... zaterdag, finding the shop case-insensitively', async () => {
    const owner = await launchedOwner('bakkerij-an');
    await t.http
      .put('/api/admin/pickup-moments')
      .set(owner.auth)
      .send({ day: 'zaterdag', slots: [{ start: '09:00', end: '12:00' }] })
      .expect(200);

    const response = await t.http.get('/api/shop/Bakkerij-An/pickup-slots').expect(200);
    expect(Object.keys(response.body)).toEqual([
      'zondag',
      'maandag',
      'dinsdag',
      'woensdag',
      'donderdag',
      'vrijdag',
      'zaterdag',
    ]);
    expect(response.body.zaterdag).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(response.body.zondag).toEqual([]);
  });

  it('gives the opening hours keyed maandag ... zondag', async () => {
    const owner = await launchedOwner('slagerij-bert');
    await t.http
      .put('/api/admin/opening-hours')
      .set(owner.auth)
      .send({ day: 'dinsdag', slots: [{ start: '08:00', end: '18:00' }] })
      .expect(200);

    const response = await t.http.get('/api/shop/slagerij-bert/opening-hours').expect(200);
    expect(Object.keys(response.body)[0]).toBe('maandag');
    expect(response.body.dinsdag).toEqual([{ start: '08:00', end: '18:00' }]);
  });

  it('gives current and future vacation periods only, without their reasons', async () => {
    const owner = await launchedOwner('traiteur-cleo');
    await addVacation(owner.id, -10, -5, 'Voorbij');
    await addVacation(owner.id, 20, 25, 'Later');
    await addVacation(owner.id, -2, 0, 'Loopt vandaag af');

    const response = await t.http.get('/api/shop/traiteur-cleo/vacation-mode').expect(200);
    expect(response.body).toEqual([
      { vacationModeStart: inDays(-2), vacationModeEnd: inDays(0), allowPreOrders: false },
      { vacationModeStart: inDays(20), vacationModeEnd: inDays(25), allowPreOrders: false },
    ]);
  });

  it("does not show a shop that has not launched, nor another shop's data", async () => {
    const hidden = await registerOwner(t.http);
    await t.http
      .put('/api/admin/pickup-moments')
      .set(hidden.auth)
      .send({ day: 'maandag', slots: [{ start: '09:00', end: '10:00' }] })
      .expect(200);
    await launchedOwner('frituur-dirk');

    const response = await t.http.get('/api/shop/frituur-dirk/pickup-slots').expect(200);
    expect(response.body.maandag).toEqual([]);
  });
});

describe('the pickup rule the ordering context will use', () => {
  it('knows whether a shop has pickup moments at all', async () => {
    const scheduling = t.app.get(SchedulingService);
    const owner = await registerOwner(t.http);
    expect(await scheduling.hasPickupMoments(owner.id)).toBe(false);
    await t.http
      .put('/api/admin/pickup-moments')
      .set(owner.auth)
      .send({ day: 'woensdag', slots: [{ start: '09:00', end: '10:00' }] })
      .expect(200);
    expect(await scheduling.hasPickupMoments(owner.id)).toBe(true);
  });

  it('allows exactly the pieces the calendar offers', async () => {
    const scheduling = t.app.get(SchedulingService);
    const owner = await registerOwner(t.http);
    await configureShop(t, owner.id, { minimumHoursBeforePickup: 24 });
    for (const day of ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag']) {
      await t.http
        .put('/api/admin/pickup-moments')
        .set(owner.auth)
        .send({ day, slots: [{ start: '10:00', end: '12:00' }] })
        .expect(200);
    }
    await addVacation(owner.id, 5, 7);
    const now = new Date();
    const piece = { start: '10:30', end: '11:00' };

    expect(await scheduling.isPickupAllowed(owner.id, inDays(1), piece, now)).toBe(true);
    expect(
      await scheduling.pickupProblem(owner.id, inDays(1), { start: '10:00', end: '12:00' }, now),
    ).toEqual({
      field: 'timeSlot',
      message: 'Selecteer een geldig tijdslot',
    });
    // Today is out of reach with a 24-hour lead time; yesterday is past; day 6 is inside the vacation.
    for (const day of [0, -1, 6]) {
      expect(await scheduling.pickupProblem(owner.id, inDays(day), piece, now)).toEqual({
        field: 'date',
        message: 'Kies een dag',
      });
    }
  });
});
