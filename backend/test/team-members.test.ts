import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ROLES, roleAllows, type Role } from '@bestelklaar/domain';
import { Conflict } from '../src/common/errors/app-error';
import { AuthService } from '../src/modules/accounts/auth.service';
import { TeamService } from '../src/modules/team/team.service';
import { routeTable } from './support/route-table';
import { callRoute } from './support/route-requests';
import {
  bearer,
  databaseFingerprint,
  joinAsExistingPerson,
  joinAsNewPerson,
  mailsSent,
  type Owner,
} from './support/team-fixtures';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

/**
 * The team as owners run it, over HTTP: roles changed and members removed for the shop of the
 * session only, a shop that always keeps an owner (also when two are removed at once), and every
 * admin route answering every role as the domain's table says.
 */
let t: TestApp;
let db: DataSource;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestApp();
  db = t.app.get(DataSource);
  await t.app.listen(0, '127.0.0.1');
  baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

/** A new person invited into `owner`'s shop with `role` who accepted: their id and a session there. */
const join = (owner: Owner, role: Role) => joinAsNewPerson(t, db, owner, role);

const rolesIn = async (shopId: string): Promise<Record<string, string>> =>
  Object.fromEntries(
    (await db.query('SELECT user_id, role FROM memberships WHERE shop_id = $1', [shopId])).map(
      (row: { user_id: string; role: string }) => [row.user_id, row.role],
    ),
  );

const ownersIn = async (shopId: string): Promise<number> =>
  (
    await db.query(`SELECT count(*)::int AS n FROM memberships WHERE shop_id = $1 AND role = 'eigenaar'`, [
      shopId,
    ])
  )[0].n;

describe('changing roles and removing members', () => {
  it("changes a member's role, which counts from their next request", async () => {
    const owner = await registerOwner(t.http);
    const member = await join(owner, 'medewerker');
    await t.http.get('/api/admin/account/settings').set(member.auth).expect(403);
    await t.http
      .put(`/api/admin/team/members/${member.userId}`)
      .set(owner.auth)
      .send({ role: 'beheerder' })
      .expect(204);
    await t.http.get('/api/admin/account/settings').set(member.auth).expect(200);
    const team = (await t.http.get('/api/admin/team').set(owner.auth).expect(200)).body;
    expect(team.members.find((each: { userId: string }) => each.userId === member.userId).role).toBe(
      'beheerder',
    );

    const bad = await t.http
      .put(`/api/admin/team/members/${member.userId}`)
      .set(owner.auth)
      .send({ role: 'baas' })
      .expect(400);
    expect(bad.body.fields).toEqual({ role: 'Kies een rol: eigenaar, beheerder, medewerker, boekhouder.' });
    await t.http
      .put(`/api/admin/team/members/${randomUUID()}`)
      .set(owner.auth)
      .send({ role: 'medewerker' })
      .expect(404);
    await t.http
      .put('/api/admin/team/members/geen-id')
      .set(owner.auth)
      .send({ role: 'medewerker' })
      .expect(404);
  });

  it('removes a member: their next request is refused with 401, and they are off the team', async () => {
    const owner = await registerOwner(t.http);
    const member = await join(owner, 'boekhouder');
    await t.http.get('/api/admin/orders/today').set(member.auth).expect(200);
    await t.http.delete(`/api/admin/team/members/${member.userId}`).set(owner.auth).expect(204);
    const refused = await t.http.get('/api/admin/orders/today').set(member.auth).expect(401);
    expect(refused.body.message).toBe(MESSAGES.noShop);
    const team = (await t.http.get('/api/admin/team').set(owner.auth).expect(200)).body;
    expect(team.members.map((each: { userId: string }) => each.userId)).toEqual([owner.userId]);
    await t.http.delete(`/api/admin/team/members/${member.userId}`).set(owner.auth).expect(404);
  });

  it('never demotes nor removes the last owner, and lets one of two go', async () => {
    const owner = await registerOwner(t.http);
    for (const role of ['beheerder', 'medewerker', 'boekhouder'])
      expect(
        (
          await t.http
            .put(`/api/admin/team/members/${owner.userId}`)
            .set(owner.auth)
            .send({ role })
            .expect(409)
        ).body.message,
      ).toBe(MESSAGES.lastOwner);
    const removed = await t.http
      .delete(`/api/admin/team/members/${owner.userId}`)
      .set(owner.auth)
      .expect(409);
    expect(removed.body.message).toBe(MESSAGES.lastOwner);
    // Naming the owner an owner again changes nothing and is fine.
    await t.http
      .put(`/api/admin/team/members/${owner.userId}`)
      .set(owner.auth)
      .send({ role: 'eigenaar' })
      .expect(204);

    const second = await join(owner, 'eigenaar');
    await t.http
      .put(`/api/admin/team/members/${owner.userId}`)
      .set(owner.auth)
      .send({ role: 'beheerder' })
      .expect(204);
    expect(await rolesIn(owner.id)).toEqual({ [owner.userId]: 'beheerder', [second.userId]: 'eigenaar' });
    const last = await t.http.delete(`/api/admin/team/members/${second.userId}`).set(second.auth).expect(409);
    expect(last.body.message).toBe(MESSAGES.lastOwner);
  });
});

describe('the last owner, under concurrency', () => {
  async function twoOwnerShop() {
    const first = await registerOwner(t.http);
    const second = await join(first, 'eigenaar');
    return { shopId: first.id, first: { userId: first.userId, auth: first.auth }, second };
  }

  it('of two owners removing each other at once, one succeeds and one owner stays (20 rounds)', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 20; round++) {
      const { shopId, first, second } = await twoOwnerShop();
      const answers = await Promise.all([
        t.http.delete(`/api/admin/team/members/${second.userId}`).set(first.auth),
        t.http.delete(`/api/admin/team/members/${first.userId}`).set(second.auth),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      // The other is refused as the last owner, or (removed before its request was let in) as no member.
      expect([
        [204, 409],
        [204, 401],
      ]).toContainEqual(statuses);
      outcomes.push(statuses.join('+'));
      expect(await ownersIn(shopId)).toBe(1);
    }
    expect(outcomes).toHaveLength(20);
  });

  it('of two owners demoting each other at once, one succeeds and one owner stays (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const { shopId, first, second } = await twoOwnerShop();
      const answers = await Promise.all([
        t.http.put(`/api/admin/team/members/${second.userId}`).set(first.auth).send({ role: 'medewerker' }),
        t.http.put(`/api/admin/team/members/${first.userId}`).set(second.auth).send({ role: 'medewerker' }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      // The other is refused as the last owner, or (demoted before its request was let in) by its new role.
      expect([
        [204, 409],
        [204, 403],
      ]).toContainEqual(statuses);
      expect(await ownersIn(shopId)).toBe(1);
    }
  });

  it('the statement itself: two removals side by side, 30 rounds, always exactly one', async () => {
    const team = t.app.get(TeamService);
    for (let round = 0; round < 30; round++) {
      const { shopId, first, second } = await twoOwnerShop();
      const results = await Promise.allSettled([
        team.remove(shopId, first.userId),
        team.remove(shopId, second.userId),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const [refusal] = results.filter((result) => result.status === 'rejected');
      expect(refusal.reason).toBeInstanceOf(Conflict);
      expect((refusal.reason as Conflict).message).toBe(MESSAGES.lastOwner);
      expect(await ownersIn(shopId)).toBe(1);
    }
  });

  it('waits for a removal under way and counts again when it commits', async () => {
    const { shopId, first, second } = await twoOwnerShop();
    const other = new Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('DELETE FROM memberships WHERE shop_id = $1 AND user_id = $2', [
        shopId,
        first.userId,
      ]);
      let answered = false;
      const removal = t.http
        .delete(`/api/admin/team/members/${second.userId}`)
        .set(second.auth)
        .then((answer) => {
          answered = true;
          return answer;
        });
      await new Promise((resolve) => setTimeout(resolve, 700));
      // Blocked on the first owner's row, which the other transaction holds.
      expect(answered).toBe(false);
      await other.query('COMMIT');
      const answer = await removal;
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(MESSAGES.lastOwner);
    } finally {
      await other.end();
    }
    expect(await rolesIn(shopId)).toEqual({ [second.userId]: 'eigenaar' });
  });
});

describe('a member of two shops', () => {
  it("acting for shop A reads and changes only A's team", async () => {
    const shopA = await registerOwner(t.http);
    const shopB = await registerOwner(t.http);
    const bMember = await join(shopB, 'medewerker');
    // A's owner joins B too, with their own account and password.
    await joinAsExistingPerson(t, db, shopB, shopA, 'medewerker');
    await t.http
      .post('/api/admin/team/invitations')
      .set(shopB.auth)
      .send({ email: `open-${randomUUID().slice(0, 8)}@voorbeeld.be`, role: 'boekhouder' })
      .expect(201);
    const bTeamBefore = (await t.http.get('/api/admin/team').set(shopB.auth).expect(200)).body;
    const [{ invitationId }] = bTeamBefore.invitations;

    // shopA.auth is the person's session for A, where they are the owner.
    const aTeam = (await t.http.get('/api/admin/team').set(shopA.auth).expect(200)).body;
    expect(aTeam.members.map((each: { userId: string }) => each.userId)).toEqual([shopA.userId]);
    expect(aTeam.invitations).toEqual([]);
    for (const userId of [shopB.userId, bMember.userId]) {
      await t.http
        .put(`/api/admin/team/members/${userId}`)
        .set(shopA.auth)
        .send({ role: 'boekhouder' })
        .expect(404);
      await t.http.delete(`/api/admin/team/members/${userId}`).set(shopA.auth).expect(404);
    }
    await t.http.delete(`/api/admin/team/invitations/${invitationId}`).set(shopA.auth).expect(404);
    await t.http.post(`/api/admin/team/invitations/${invitationId}/resend`).set(shopA.auth).expect(404);
    expect((await t.http.get('/api/admin/team').set(shopB.auth).expect(200)).body).toEqual(bTeamBefore);
    // In B the same person is a counter colleague: the team is not theirs to see.
    const bSession = await t.app.get(AuthService).sessionFor(shopA.userId, shopB.id);
    await t.http.get('/api/admin/team').set(bearer(bSession)).expect(403);
  });
});

describe('every admin route for every role', () => {
  it('refuses with 403 in Dutch and changes nothing where the role may not, and lets it through where it may', async () => {
    const owner = await registerOwner(t.http);
    const members: Record<Role, string> = {
      eigenaar: owner.userId,
      beheerder: (await join(owner, 'beheerder')).userId,
      medewerker: (await join(owner, 'medewerker')).userId,
      boekhouder: (await join(owner, 'boekhouder')).userId,
    };
    const auth = t.app.get(AuthService);
    const admin = routeTable(t).filter(
      ({ operation, isPublic }) => operation.includes(' /api/admin/') && !isPublic,
    );
    expect(admin.length).toBeGreaterThan(60);
    expect(admin.map(({ operation }) => operation)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/team',
        'POST /api/admin/team/invitations',
        'DELETE /api/admin/team/invitations/:id',
        'POST /api/admin/team/invitations/:id/resend',
        'PUT /api/admin/team/members/:userId',
        'DELETE /api/admin/team/members/:userId',
      ]),
    );

    /**
     * The route's status for a session of the member with `role` (streams are cut at their head): a
     * fresh one unless `token` is given (opening one records it in `sessions`).
     */
    async function statusOf(operation: string, role: Role, given?: string) {
      const token = given ?? (await auth.sessionFor(members[role], owner.id));
      return callRoute(baseUrl, operation, token);
    }

    const refusedPairs = admin.flatMap((route) =>
      ROLES.filter((role) => !roleAllows(role, route.action!)).map((role) => ({ route, role })),
    );
    const allowedPairs = admin.flatMap((route) =>
      ROLES.filter((role) => roleAllows(role, route.action!)).map((role) => ({ route, role })),
    );
    expect(refusedPairs.length).toBeGreaterThan(80);

    // The invitations' mails go out in the background: they are all sent before the first look.
    await mailsSent(db);
    // A refused route ends no session, so one per role serves them all, opened before the first look.
    const sessions = new Map<Role, string>();
    for (const role of ROLES) sessions.set(role, await auth.sessionFor(members[role], owner.id));
    const before = await databaseFingerprint(db);
    const wrongRefusals: string[] = [];
    for (const { route, role } of refusedPairs) {
      const { status, message } = await statusOf(route.operation, role, sessions.get(role));
      if (status !== 403 || message !== MESSAGES.roleRefused)
        wrongRefusals.push(`${role} ${route.operation}: ${status} ${message}`);
    }
    expect(wrongRefusals).toEqual([]);
    expect(await databaseFingerprint(db)).toEqual(before);

    const wronglyRefused: string[] = [];
    for (const { route, role } of allowedPairs) {
      const { status } = await statusOf(route.operation, role);
      if (status === 403) wronglyRefused.push(`${role} ${route.operation}`);
    }
    expect(wronglyRefused).toEqual([]);
  });
});
