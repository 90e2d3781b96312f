import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@bestelklaar/domain';
import { configureShop, withDatabase } from './support/shop-setup';
import { registerOwner, useTestApp } from './support/test-app';

const t = useTestApp();

const url = '/api/admin/vacation-modes';
const today = (timeZone = 'Europe/Brussels') => todayIn(timeZone, new Date());
const inDays = (days: number, timeZone?: string) => addDays(today(timeZone), days);
const summer = () => ({
  vacationModeStart: inDays(10),
  vacationModeEnd: inDays(20),
  vacationModeReason: 'Zomervakantie',
  allowPreOrders: false,
});

async function list(auth: Record<string, string>) {
  return (await t.http.get(url).set(auth).expect(200)).body;
}

describe('/api/admin/vacation-modes', () => {
  it('needs a token', async () => {
    await t.http.get(url).expect(401);
    await t.http.post(url).send(summer()).expect(401);
  });

  it('starts empty, creates a period with dates as YYYY-MM-DD, and lists it', async () => {
    const owner = await registerOwner(t.http);
    expect(await list(owner.auth)).toEqual([]);

    const created = await t.http.post(url).set(owner.auth).send(summer()).expect(201);
    expect(created.body).toEqual({ _id: expect.any(String), ...summer() });
    expect(await list(owner.auth)).toEqual([created.body]);
  });

  it('accepts a period starting today, and trims the reason', async () => {
    const owner = await registerOwner(t.http);
    const response = await t.http
      .post(url)
      .set(owner.auth)
      .send({ vacationModeStart: inDays(0), vacationModeEnd: inDays(1), vacationModeReason: '  Verbouwing ' })
      .expect(201);
    expect(response.body.vacationModeReason).toBe('Verbouwing');
  });

  it('lists periods by start date', async () => {
    const owner = await registerOwner(t.http);
    for (const [start, reason] of [
      [30, 'Herfst'],
      [2, 'Brugdag'],
      [14, 'Zomer'],
    ] as const) {
      await t.http
        .post(url)
        .set(owner.auth)
        .send({
          vacationModeStart: inDays(start),
          vacationModeEnd: inDays(start + 3),
          vacationModeReason: reason,
        })
        .expect(201);
    }
    expect(
      (await list(owner.auth)).map((period: { vacationModeReason: string }) => period.vacationModeReason),
    ).toEqual(['Brugdag', 'Zomer', 'Herfst']);
  });

  it.each([
    [{ vacationModeStart: undefined }, 'vacationModeStart', 'Begindatum is verplicht.'],
    [{ vacationModeStart: '' }, 'vacationModeStart', 'Begindatum is verplicht.'],
    [{ vacationModeStart: null }, 'vacationModeStart', 'Begindatum is verplicht.'],
    [{ vacationModeStart: inDays(-1) }, 'vacationModeStart', 'Begindatum moet vandaag of later zijn.'],
    [{ vacationModeStart: '2031-02-30' }, 'vacationModeStart', 'Voer een geldige datum in.'],
    [{ vacationModeStart: 20310101 }, 'vacationModeStart', 'Voer een geldige datum in.'],
    [{ vacationModeEnd: undefined }, 'vacationModeEnd', 'Einddatum is verplicht.'],
    [{ vacationModeEnd: inDays(10) }, 'vacationModeEnd', 'Einddatum moet na de begindatum liggen.'],
    [{ vacationModeEnd: inDays(9) }, 'vacationModeEnd', 'Einddatum moet na de begindatum liggen.'],
    [{ vacationModeEnd: '20/07/2031' }, 'vacationModeEnd', 'Voer een geldige datum in.'],
    [{ vacationModeReason: undefined }, 'vacationModeReason', 'Reden is verplicht.'],
    [{ vacationModeReason: '   ' }, 'vacationModeReason', 'Reden is verplicht.'],
    [
      { vacationModeReason: 'x'.repeat(201) },
      'vacationModeReason',
      'Reden mag niet langer zijn dan 200 tekens.',
    ],
    [{ extra: true }, 'extra', 'Onbekend veld: extra.'],
  ])('refuses %j on %s with 400 and creates nothing', async (change, field, message) => {
    const owner = await registerOwner(t.http);
    const response = await t.http
      .post(url)
      .set(owner.auth)
      .send({ ...summer(), ...change })
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message,
      error: 'Bad Request',
      fields: { [field]: message },
    });
    expect(await list(owner.auth)).toEqual([]);
  });

  it("judges 'today' in the shop's time zone", async () => {
    const ahead = await registerOwner(t.http);
    await configureShop(t, ahead.id, { timeZone: 'Pacific/Kiritimati' });
    const behind = await registerOwner(t.http);
    await configureShop(t, behind.id, { timeZone: 'Pacific/Pago_Pago' });
    const period = (timeZone: string, start: number) => ({
      vacationModeStart: inDays(start, timeZone),
      vacationModeEnd: inDays(start + 2, timeZone),
      vacationModeReason: 'Vrij',
    });

    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are always on different calendar days.
    expect(today('Pacific/Kiritimati')).not.toBe(today('Pacific/Pago_Pago'));
    await t.http.post(url).set(ahead.auth).send(period('Pacific/Kiritimati', 0)).expect(201);
    await t.http.post(url).set(behind.auth).send(period('Pacific/Pago_Pago', 0)).expect(201);
    const refused = await t.http.post(url).set(ahead.auth).send(period('Pacific/Pago_Pago', 0)).expect(400);
    expect(refused.body.fields.vacationModeStart).toBe('Begindatum moet vandaag of later zijn.');
  });

  it('edits a period, with or without the _id the spec repeats in the body', async () => {
    const owner = await registerOwner(t.http);
    const created = (await t.http.post(url).set(owner.auth).send(summer()).expect(201)).body;
    const change = {
      vacationModeStart: inDays(11),
      vacationModeEnd: inDays(25),
      vacationModeReason: 'Langer dicht',
      allowPreOrders: true,
    };

    const updated = await t.http
      .put(`${url}/${created._id}`)
      .set(owner.auth)
      .send({ ...change, _id: created._id })
      .expect(200);
    expect(updated.body).toEqual({ _id: created._id, ...change });
    await t.http.put(`${url}/${created._id}`).set(owner.auth).send(summer()).expect(200);
    expect(await list(owner.auth)).toEqual([{ _id: created._id, ...summer() }]);
  });

  it('refuses an invalid edit and keeps the period as it was', async () => {
    const owner = await registerOwner(t.http);
    const created = (await t.http.post(url).set(owner.auth).send(summer()).expect(201)).body;

    const response = await t.http
      .put(`${url}/${created._id}`)
      .set(owner.auth)
      .send({ ...summer(), vacationModeEnd: inDays(5) })
      .expect(400);
    expect(response.body.fields).toEqual({ vacationModeEnd: 'Einddatum moet na de begindatum liggen.' });
    const mismatch = await t.http
      .put(`${url}/${created._id}`)
      .set(owner.auth)
      .send({ ...summer(), _id: '00000000-0000-4000-8000-000000000000' })
      .expect(400);
    expect(mismatch.body.fields).toEqual({
      _id: 'Het _id in de aanvraag hoort niet bij deze vakantiemodus.',
    });
    expect(await list(owner.auth)).toEqual([created]);
  });

  it('lets a running period keep its past start when edited', async () => {
    const owner = await registerOwner(t.http);
    const id = await withDatabase(t, async (db) => {
      const result = await db.query(
        `INSERT INTO vacation_periods (account_id, starts_on, ends_on, reason) VALUES ($1, $2, $3, 'Griep') RETURNING id`,
        [owner.id, inDays(-2), inDays(3)],
      );
      return result.rows[0].id as string;
    });

    const changed = {
      vacationModeStart: inDays(-2),
      vacationModeEnd: inDays(1),
      vacationModeReason: 'Griep',
    };
    await t.http.put(`${url}/${id}`).set(owner.auth).send(changed).expect(200);
    const moved = await t.http
      .put(`${url}/${id}`)
      .set(owner.auth)
      .send({ ...changed, vacationModeStart: inDays(-1) })
      .expect(400);
    expect(moved.body.fields).toEqual({ vacationModeStart: 'Begindatum moet vandaag of later zijn.' });
  });

  it('deletes a period', async () => {
    const owner = await registerOwner(t.http);
    const created = (await t.http.post(url).set(owner.auth).send(summer()).expect(201)).body;
    await t.http.delete(`${url}/${created._id}`).set(owner.auth).expect(204);
    expect(await list(owner.auth)).toEqual([]);
    await t.http.delete(`${url}/${created._id}`).set(owner.auth).expect(404);
  });

  it("treats another shop's period, or an id that is no id, as not found", async () => {
    const anna = await registerOwner(t.http);
    const bert = await registerOwner(t.http);
    const annas = (await t.http.post(url).set(anna.auth).send(summer()).expect(201)).body;

    for (const id of [annas._id, 'geen-id', '00000000-0000-4000-8000-000000000000']) {
      const put = await t.http.put(`${url}/${id}`).set(bert.auth).send(summer()).expect(404);
      expect(put.body).toEqual({ statusCode: 404, message: 'Niet gevonden.', error: 'Not Found' });
      await t.http.delete(`${url}/${id}`).set(bert.auth).expect(404);
    }
    expect(await list(bert.auth)).toEqual([]);
    expect(await list(anna.auth)).toEqual([annas]);
  });
});
