import { Reflector } from '@nestjs/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACTIVITY_RETENTION_DAYS, MESSAGES, type Action, type Role } from '@bestelklaar/domain';
import { ActivityRetention } from '../src/common/activity/activity-retention';
import { RECORDS_ACTIVITY } from '../src/common/activity/records-activity.decorator';
import { SettableClock } from '../src/common/clock';
import { asMultipart, productFields } from './support/catalog-fixtures';
import { createCollection, createProduct } from './support/menu-fixtures';
import { routeTable } from './support/route-table';
import { withDatabase } from './support/shop-setup';
import { registerOwner, useTestApp } from './support/test-app';

/**
 * 'Activiteit': every route that changes the catalogue, the schedule, the discounts, the settings or
 * the team records who changed what, and only what changed; the log cannot be rewritten, keeps two
 * years, and is read by owners and managers only, filtered by person and period.
 */
const clock = new SettableClock('2030-06-14T08:00:00Z');
const t = useTestApp({}, { clock });
// One client logs in throughout: each test starts in a login window of its own.
beforeEach(() => clock.advance(20 * 60 * 1000));

type Owner = Awaited<ReturnType<typeof registerOwner>>;
const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  withDatabase(t, async (db) => (await db.query(text, values)).rows as T[]);

/** The actions that change what the activity follows: each of their routes must record. */
const CHANGING_ACTIONS: readonly Action[] = [
  'catalog.edit',
  'catalog.sold-out',
  'discounts.edit',
  'schedule.edit',
  'settings.edit',
  'ordering.pause',
  'shop.launch',
  'team.manage',
  'team.two-factor',
];

async function activity(owner: Owner, query = '') {
  const response = await t.http.get(`/api/admin/activity${query}`).set(owner.auth).expect(200);
  return response.body as {
    entries: {
      by: { userId: string; name: string };
      subject: string;
      subjectId: string;
      subjectName: string;
      change: string;
      changes: { field: string; from: unknown; to: unknown }[];
      at: string;
    }[];
    nextCursor: string | null;
    people: { userId: string; name: string }[];
  };
}

/** `person` joins `owner`'s shop with `role` and logs in there (their oldest shop is their own). */
async function colleague(owner: Owner, role: Role, name: string) {
  const person = await registerOwner(t.http, name);
  await sql('INSERT INTO memberships (user_id, shop_id, role, created_at) VALUES ($1, $2, $3, $4)', [
    person.userId,
    owner.id,
    role,
    clock.now(),
  ]);
  const switched = await t.http
    .post('/api/admin/auth/switch-shop')
    .set(person.auth)
    .send({ shopId: owner.id })
    .expect(200);
  return { ...person, auth: { Authorization: `Bearer ${switched.body.token}` } };
}

describe('what the activity records', () => {
  it('carries a record on every route that changes what it follows', () => {
    const reflector = new Reflector();
    const unrecorded = routeTable(t)
      .filter((route) => route.action && CHANGING_ACTIONS.includes(route.action))
      .filter((route) => !reflector.get(RECORDS_ACTIVITY, route.handler as () => void))
      .map((route) => route.operation);
    expect(unrecorded).toEqual([]);
  });

  it('names the person, the product and each field that changed, from and to', async () => {
    const owner = await registerOwner(t.http, 'Sofie');
    const collection = await createCollection(t, owner, 'Broodjes');
    const product = await createProduct(t, owner, { name: 'Croque', price: '8.50' });
    await asMultipart(
      t.http.put(`/api/admin/products/${product._id}`).set(owner.auth),
      productFields({ name: 'Croque monsieur', price: '9.00', collection: collection._id }),
    ).expect(200);

    const { entries } = await activity(owner);
    expect(entries.map((entry) => [entry.subject, entry.change, entry.subjectName])).toEqual([
      ['product', 'changed', 'Croque monsieur'],
      ['product', 'created', 'Croque'],
      ['collection', 'created', 'Broodjes'],
    ]);
    expect(entries[0]!.by).toEqual({ userId: owner.userId, name: 'Sofie' });
    expect(entries[0]!.subjectId).toBe(product._id);
    expect(entries[0]!.changes).toEqual([
      { field: 'name', from: 'Croque', to: 'Croque monsieur' },
      { field: 'priceCents', from: 850, to: 900 },
      { field: 'collection', from: null, to: 'Broodjes' },
    ]);
    expect(entries[1]!.changes).toContainEqual({ field: 'priceCents', from: null, to: 850 });
  });

  it('records nothing for a save that changed nothing, or a change that was refused', async () => {
    const owner = await registerOwner(t.http);
    const product = await createProduct(t, owner, { name: 'Soep' });
    await asMultipart(
      t.http.put(`/api/admin/products/${product._id}`).set(owner.auth),
      productFields({ name: 'Soep' }),
    ).expect(200);
    await asMultipart(
      t.http.put(`/api/admin/products/${product._id}`).set(owner.auth),
      productFields({ name: '' }),
    ).expect(400);
    await t.http
      .delete('/api/admin/products/0c6a3a59-0000-4000-8000-000000000000')
      .set(owner.auth)
      .expect(404);
    await t.http
      .put('/api/admin/products/geen-id')
      .set(owner.auth)
      .send({})
      .expect((response) => {
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      });
    expect((await activity(owner)).entries).toHaveLength(1);
  });

  it('records a deletion, the week by the day changed, a pause and the settings', async () => {
    const owner = await registerOwner(t.http);
    const product = await createProduct(t, owner, { name: 'Wafel' });
    await t.http.delete(`/api/admin/products/${product._id}`).set(owner.auth).expect(204);
    await t.http
      .put('/api/admin/pickup-moments')
      .set(owner.auth)
      .send({ day: 'dinsdag', slots: [{ start: '11:30', end: '13:30' }] })
      .expect((response) => expect(response.status).toBeLessThan(300));
    const settings = (await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200)).body;
    const form = t.http.put('/api/admin/account/settings').set(owner.auth);
    for (const [key, value] of Object.entries({
      name: 'Sofie Peeters',
      shopName: 'De Smulhoek',
      shopDescription: 'Verse broodjes, soep en salades.',
      shopAddress: 'Kerkstraat 1, 9000 Gent',
      contactEmail: 'info@desmulhoek.be',
      contactGsm: '0470 12 34 56',
      shopMinimumOrderTimeBeforePickup: '2',
    }))
      form.field(key, value);
    const saved = await form;
    expect(saved.body).toMatchObject({ shopName: 'De Smulhoek' });

    const counter = await colleague(owner, 'medewerker', 'Lotte');
    await t.http.put('/api/admin/ordering/pause').set(counter.auth).send({ minutes: 30 }).expect(200);

    const { entries } = await activity(owner);
    const [pause, settingsEntry, week, deletion] = entries;
    expect(pause).toMatchObject({
      subject: 'ordering',
      by: { userId: counter.userId, name: 'Lotte' },
      changes: [
        { field: 'pausedUntil', from: null, to: new Date(clock.now().getTime() + 30 * 60_000).toISOString() },
      ],
    });
    expect(settingsEntry).toMatchObject({ subject: 'settings', change: 'changed', subjectId: owner.id });
    expect(settingsEntry!.changes).toContainEqual({
      field: 'shopName',
      from: settings.shopName,
      to: 'De Smulhoek',
    });
    expect(week).toMatchObject({
      subject: 'pickup-moments',
      changes: [{ field: 'dinsdag', from: '', to: '11:30–13:30' }],
    });
    expect(deletion).toMatchObject({ subject: 'product', change: 'deleted', subjectName: 'Wafel' });
    expect(deletion!.changes).toContainEqual({ field: 'name', from: 'Wafel', to: null });
  });

  it('records the team: an invitation, its revocation, a role changed and a member removed', async () => {
    const owner = await registerOwner(t.http, 'Sofie');
    const invited = await t.http
      .post('/api/admin/team/invitations')
      .set(owner.auth)
      .send({ email: 'jan@voorbeeld.be', role: 'medewerker' })
      .expect(201);
    await t.http
      .delete(`/api/admin/team/invitations/${invited.body.invitationId}`)
      .set(owner.auth)
      .expect(204);
    const lotte = await colleague(owner, 'medewerker', 'Lotte');
    await t.http
      .put(`/api/admin/team/members/${lotte.userId}`)
      .set(owner.auth)
      .send({ role: 'beheerder' })
      .expect(204);
    await t.http.delete(`/api/admin/team/members/${lotte.userId}`).set(owner.auth).expect(204);

    const { entries } = await activity(owner);
    expect(entries.map((entry) => [entry.subject, entry.change, entry.subjectName, entry.changes])).toEqual([
      ['member', 'deleted', 'Lotte', [{ field: 'role', from: 'beheerder', to: null }]],
      ['member', 'changed', 'Lotte', [{ field: 'role', from: 'medewerker', to: 'beheerder' }]],
      [
        'invitation',
        'deleted',
        'jan@voorbeeld.be',
        expect.arrayContaining([{ field: 'role', from: 'medewerker', to: null }]),
      ],
      [
        'invitation',
        'created',
        'jan@voorbeeld.be',
        expect.arrayContaining([{ field: 'role', from: null, to: 'medewerker' }]),
      ],
    ]);
  });
});

describe('reading the activity', () => {
  it('filters by person and by the shop’s days, and names everyone in the log for the filter', async () => {
    const owner = await registerOwner(t.http, 'Sofie');
    const manager = await colleague(owner, 'beheerder', 'Jan');
    await createCollection(t, owner, 'Soepen');
    clock.advance(24 * 60 * 60 * 1000);
    await createCollection(t, manager, 'Desserts');
    const today = clock.now().toISOString().slice(0, 10);

    const all = await activity(owner);
    expect(all.people).toEqual([
      { userId: manager.userId, name: 'Jan' },
      { userId: owner.userId, name: 'Sofie' },
    ]);
    const jans = await activity(owner, `?person=${manager.userId}`);
    expect(jans.entries.map((entry) => entry.subjectName)).toEqual(['Desserts']);
    const ofToday = await activity(owner, `?from=${today}&to=${today}`);
    expect(ofToday.entries.map((entry) => entry.subjectName)).toEqual(['Desserts']);
    // A manager reads it too.
    expect((await activity(manager)).entries).toHaveLength(2);
  });

  it('pages newest first without repeating an entry', async () => {
    const owner = await registerOwner(t.http);
    for (const name of ['Een', 'Twee', 'Drie', 'Vier', 'Vijf']) await createCollection(t, owner, name);
    const first = await activity(owner, '?limit=2');
    const second = await activity(owner, `?limit=2&cursor=${first.nextCursor}`);
    const third = await activity(owner, `?limit=2&cursor=${second.nextCursor}`);
    expect([...first.entries, ...second.entries, ...third.entries].map((entry) => entry.subjectName)).toEqual(
      ['Vijf', 'Vier', 'Drie', 'Twee', 'Een'],
    );
    expect(third.nextCursor).toBeNull();
  });

  it('refuses a bad filter in Dutch, and the roles that may not read it', async () => {
    const owner = await registerOwner(t.http);
    const refused = await t.http
      .get('/api/admin/activity?person=iemand&from=gisteren')
      .set(owner.auth)
      .expect(400);
    expect(refused.body.fields ?? refused.body.errors ?? refused.body).toMatchObject({
      person: 'Kies een persoon uit de lijst.',
      from: 'Kies een datum (JJJJ-MM-DD).',
    });
    for (const role of ['medewerker', 'boekhouder'] as const) {
      const member = await colleague(owner, role, role);
      const answer = await t.http.get('/api/admin/activity').set(member.auth).expect(403);
      expect(answer.body.message).toBe(MESSAGES.roleRefused);
    }
  });

  it('shows one shop’s activity only', async () => {
    const owner = await registerOwner(t.http);
    const other = await registerOwner(t.http);
    await createCollection(t, other, 'Elders');
    expect((await activity(owner)).entries).toEqual([]);
  });
});

describe('keeping the activity', () => {
  it('cannot be changed or deleted while younger than two years; the daily cleanup drops older entries', async () => {
    const owner = await registerOwner(t.http);
    await createCollection(t, owner, 'Blijft');
    await expect(
      sql("UPDATE activity SET person_name = 'Iemand anders' WHERE shop_id = $1", [owner.id]),
    ).rejects.toThrow(/append-only/);
    await expect(sql('DELETE FROM activity WHERE shop_id = $1', [owner.id])).rejects.toThrow(/append-only/);

    const old = new Date(clock.now().getTime() - (ACTIVITY_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000);
    await sql(
      `INSERT INTO activity (shop_id, user_id, person_name, at, subject, subject_id, subject_name, change, changes)
       VALUES ($1, $2, 'Sofie', $3, 'collection', $4, 'Oud', 'created', '[]')`,
      [owner.id, owner.userId, old, owner.id],
    );
    const retention = t.app.get(ActivityRetention);
    expect(await retention.forgetOld()).toBeGreaterThanOrEqual(1);
    expect((await activity(owner)).entries.map((entry) => entry.subjectName)).toEqual(['Blijft']);
  });

  it('goes with its shop when the shop is deleted', async () => {
    const owner = await registerOwner(t.http);
    await createCollection(t, owner, 'Weg');
    await sql('DELETE FROM accounts WHERE id = $1', [owner.id]);
    expect(await sql('SELECT 1 FROM activity WHERE shop_id = $1', [owner.id])).toEqual([]);
  });
});
