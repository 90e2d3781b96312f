import { createHmac, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Subscription } from 'rxjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Role } from '@bestelklaar/domain';
import { deriveSecrets } from '../src/config/secrets';
import { AuthService } from '../src/modules/accounts/auth.service';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import type { ShopChange } from '../src/modules/notifications/shop-change';
import { openEventStream, type EventStream } from './support/event-stream';
import { withDatabase } from './support/shop-setup';
import { registerOwner, startTestApp, tokenClaims, type TestApp } from './support/test-app';

/**
 * A person apart from the shop: a login finds the person and opens their oldest membership's shop,
 * every request reads the member's role afresh, and a membership's change or removal counts at once.
 * Members are added in SQL here; the team tests (team-*.test.ts) add them through invitations.
 */
let t: TestApp;
let baseUrl: string;
const streams: EventStream[] = [];
let subscription: Subscription | undefined;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen(0, '127.0.0.1');
  baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
});
afterEach(() => {
  streams.splice(0).forEach((stream) => stream.close());
  subscription?.unsubscribe();
});
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<typeof registerOwner>>;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  withDatabase(t, async (db) => (await db.query(text, values)).rows as T[]);

/** A second person in `owner`'s shop with `role`, with the owner's password; and their login. */
async function addMember(owner: Owner, role: Role) {
  const email = `lid-${randomUUID().slice(0, 8)}@voorbeeld.be`;
  const [{ id }] = await sql<{ id: string }>(
    `INSERT INTO users (name, email, password_hash) SELECT 'Lid', $1, password_hash FROM users WHERE id = $2
     RETURNING id`,
    [email, owner.userId],
  );
  await sql('INSERT INTO memberships (user_id, shop_id, role) VALUES ($1, $2, $3)', [id, owner.id, role]);
  return { userId: id, email, ...(await login(email, owner.password)) };
}

async function login(email: string, password: string) {
  const answer = await t.http.post('/api/admin/auth/login').send({ email, password }).expect(200);
  const token: string = answer.body.token;
  return { token, auth: bearer(token) };
}

/** A token as the code before memberships signed it: the account's id as `sub`, no `shop`. */
function oldStyleToken(accountId: string): string {
  const now = Date.now();
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const body = encode({
    sub: accountId,
    sat: now,
    iat: Math.floor(now / 1000),
    exp: Math.floor(now / 1000) + 3600,
    jti: randomUUID(),
  });
  const signature = createHmac('sha256', deriveSecrets(t.config.jwtSecret!).sessionTokens)
    .update(`${header}.${body}`)
    .digest('base64url');
  return `${header}.${body}.${signature}`;
}

async function openStream(key: { token: string } | { ticket: string }): Promise<EventStream> {
  const stream = await openEventStream(baseUrl, key);
  streams.push(stream);
  return stream;
}

const ticketFor = async (auth: Record<string, string>): Promise<string> =>
  (await t.http.post('/api/admin/live/tickets').set(auth).expect(201)).body.ticket;

describe('registering', () => {
  it('creates the person, the shop and their eigenaar membership; the token names the person and the shop', async () => {
    const owner = await registerOwner(t.http, 'Sofie Peeters');
    const people = await sql('SELECT id, name, email FROM users WHERE lower(email) = $1', [owner.email]);
    expect(people).toEqual([{ id: owner.userId, name: 'Sofie Peeters', email: owner.email }]);
    expect(
      await sql('SELECT user_id, shop_id, role FROM memberships WHERE user_id = $1', [owner.userId]),
    ).toEqual([{ user_id: owner.userId, shop_id: owner.id, role: 'eigenaar' }]);
    expect(owner.userId).not.toBe(owner.id);
    expect(tokenClaims(owner.token)).toMatchObject({ sub: owner.userId, shop: owner.id });
    const settings = await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200);
    expect(settings.body).toMatchObject({ _id: owner.id, name: 'Sofie Peeters', email: owner.email });
  });

  it('refuses an e-mail address a person already has, in any spelling, and leaves no shop behind', async () => {
    const owner = await registerOwner(t.http);
    const [{ shops }] = await sql<{ shops: number }>('SELECT count(*)::int AS shops FROM accounts');
    const again = await t.http
      .post('/api/admin/auth/signup')
      .send({ name: 'Tweede', email: owner.email.toUpperCase(), password: 'geheim123' })
      .expect(409);
    expect(again.body.message).toBe(MESSAGES.emailTaken);
    expect(await sql('SELECT count(*)::int AS shops FROM accounts')).toEqual([{ shops }]);
  });
});

describe('a member with a lesser role', () => {
  it('is refused a route their role lacks and let through one it has', async () => {
    const owner = await registerOwner(t.http);
    const member = await addMember(owner, 'medewerker');
    expect(tokenClaims(member.token)).toMatchObject({ sub: member.userId, shop: owner.id });
    await t.http.get('/api/admin/orders/today').set(member.auth).expect(200);
    const refused = await t.http.get('/api/admin/account/settings').set(member.auth).expect(403);
    expect(refused.body.message).toBe(MESSAGES.roleRefused);
  });

  it('gets the role changed in the database at the very next request', async () => {
    const owner = await registerOwner(t.http);
    const member = await addMember(owner, 'medewerker');
    await t.http.get('/api/admin/account/settings').set(member.auth).expect(403);
    await sql(`UPDATE memberships SET role = 'boekhouder' WHERE user_id = $1`, [member.userId]);
    await t.http.get('/api/admin/account/settings').set(member.auth).expect(200);
    await t.http
      .post('/api/admin/collections')
      .set(member.auth)
      .send({ name: 'Soep', icon: 'Soup' })
      .expect(403);
    await sql(`UPDATE memberships SET role = 'beheerder' WHERE user_id = $1`, [member.userId]);
    await t.http
      .post('/api/admin/collections')
      .set(member.auth)
      .send({ name: 'Soep', icon: 'Soup' })
      .expect(201);
  });

  it('is refused with why once the membership is gone, at the next request and at login', async () => {
    const owner = await registerOwner(t.http);
    const member = await addMember(owner, 'medewerker');
    await t.http.get('/api/admin/orders/today').set(member.auth).expect(200);
    await sql('DELETE FROM memberships WHERE user_id = $1', [member.userId]);
    const next = await t.http.get('/api/admin/orders/today').set(member.auth).expect(401);
    expect(next.body.message).toBe('Je account hoort bij geen enkele webshop meer.');
    const again = await t.http
      .post('/api/admin/auth/login')
      .send({ email: member.email, password: owner.password })
      .expect(401);
    expect(again.body.message).toBe('Je account hoort bij geen enkele webshop meer.');
    // The owner is not touched.
    await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200);
  });

  it("sees the owner's name and e-mail in the settings, and a saved name changes the owner's", async () => {
    const owner = await registerOwner(t.http, 'Sofie Peeters');
    const manager = await addMember(owner, 'beheerder');
    const shown = await t.http.get('/api/admin/account/settings').set(manager.auth).expect(200);
    expect(shown.body).toMatchObject({ _id: owner.id, name: 'Sofie Peeters', email: owner.email });
    const request = t.http.put('/api/admin/account/settings').set(manager.auth);
    const form = {
      name: 'Sofie Janssens',
      shopName: 'De Smulhoek',
      shopDescription: 'Verse broodjes, soep en salades.',
      shopAddress: 'Kerkstraat 1, 9000 Gent',
      websiteUrl: 'https://desmulhoek.be',
      contactEmail: 'info@desmulhoek.be',
      contactGsm: '0470 12 34 56',
      shopMinimumOrderTimeBeforePickup: '2',
      darkMode: 'false',
    };
    for (const [key, value] of Object.entries(form)) request.field(key, value);
    await request.expect(200);
    expect(
      await sql('SELECT id, name FROM users WHERE id IN ($1, $2) ORDER BY name', [
        owner.userId,
        manager.userId,
      ]),
    ).toEqual([
      { id: manager.userId, name: 'Lid' },
      { id: owner.userId, name: 'Sofie Janssens' },
    ]);
    const read = await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200);
    expect(read.body).toMatchObject({ name: 'Sofie Janssens', email: owner.email, shopName: 'De Smulhoek' });
  });
});

describe("the owner's name and e-mail", () => {
  /** The shops' changes as they arrive, from any instance. */
  function listen(...shops: string[]): ShopChange[] {
    const received: ShopChange[] = [];
    subscription = t.app
      .get(NotificationsService)
      .everyChange()
      .subscribe((change) => shops.includes(change.accountId) && received.push(change));
    return received;
  }
  const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('announce the settings of every shop they own when changed, and a password change announces nothing', async () => {
    const owner = await registerOwner(t.http);
    const member = await addMember(owner, 'medewerker');
    const [{ id: other }] = await sql<{ id: string }>(
      `INSERT INTO accounts (shop_name) VALUES ('Tweede') RETURNING id`,
    );
    await sql(`INSERT INTO memberships (user_id, shop_id, role) VALUES ($1, $2, 'eigenaar')`, [
      owner.userId,
      other,
    ]);
    await quiet();
    const received = listen(owner.id, other);
    await sql('UPDATE users SET password_hash = password_hash WHERE id = $1', [owner.userId]);
    await sql(`UPDATE users SET name = 'Ander Lid' WHERE id = $1`, [member.userId]);
    await sql(`UPDATE users SET name = 'Nieuwe Naam' WHERE id = $1`, [owner.userId]);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(
      received
        .map(({ accountId, topic }) => ({ accountId, topic }))
        .sort((a, b) => (a.accountId < b.accountId ? -1 : 1)),
    ).toEqual([owner.id, other].sort().map((accountId) => ({ accountId, topic: 'settings' })));
    await sql(`UPDATE users SET email = $2 WHERE id = $1`, [owner.userId, `nieuw-${owner.email}`]);
    await vi.waitFor(() => expect(received).toHaveLength(4));
    await quiet();
    expect(received).toHaveLength(4);
  });

  it('are the next eigenaar’s once the oldest goes, and the change of owner is announced', async () => {
    const owner = await registerOwner(t.http, 'Eerste Eigenaar');
    const received = listen(owner.id);
    const member = await addMember(owner, 'medewerker');
    await quiet();
    expect(received).toEqual([]);
    const second = await addMember(owner, 'eigenaar');
    await vi.waitFor(() => expect(received.map((change) => change.topic)).toEqual(['settings']));
    // Any eigenaar's name announces: the oldest's shows, and who the oldest is may change.
    await sql(`UPDATE users SET name = 'Tweede Eigenaar' WHERE id = $1`, [second.userId]);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    const before = await t.http.get('/api/admin/account/settings').set(second.auth).expect(200);
    expect(before.body).toMatchObject({ name: 'Eerste Eigenaar', email: owner.email });
    await sql('DELETE FROM memberships WHERE user_id = $1', [owner.userId]);
    await vi.waitFor(() =>
      expect(received.map((change) => change.topic)).toEqual(['settings', 'settings', 'settings']),
    );
    const after = await t.http.get('/api/admin/account/settings').set(second.auth).expect(200);
    expect(after.body).toMatchObject({ name: 'Tweede Eigenaar', email: second.email });
    await t.http.get('/api/admin/orders/today').set(member.auth).expect(200);
  });
});

describe("a member's live streams", () => {
  it('end when their role changes or their membership goes, and the owner’s stay open', async () => {
    const owner = await registerOwner(t.http);
    const member = await addMember(owner, 'medewerker');
    const byHeader = await openStream({ token: member.token });
    const byTicket = await openStream({ ticket: await ticketFor(member.auth) });
    const unused = await ticketFor(member.auth);
    const ownersStream = await openStream({ token: owner.token });
    expect([byHeader, byTicket, ownersStream].map((stream) => stream.response.status)).toEqual([
      200, 200, 200,
    ]);

    await sql(`UPDATE memberships SET role = 'beheerder' WHERE user_id = $1`, [member.userId]);
    await expect(byHeader.ended).resolves.toBe('ended');
    await expect(byTicket.ended).resolves.toBe('ended');
    expect((await openStream({ ticket: unused })).response.status).toBe(401);

    // With the new role the member opens a stream again; removing the membership ends it too.
    const again = await openStream({ token: member.token });
    expect(again.response.status).toBe(200);
    await sql('DELETE FROM memberships WHERE user_id = $1', [member.userId]);
    await expect(again.ended).resolves.toBe('ended');

    await t.http
      .post('/api/admin/collections')
      .set(owner.auth)
      .send({ name: 'Soep', icon: 'Soup' })
      .expect(201);
    await vi.waitFor(() =>
      expect(ownersStream.events).toContainEqual(expect.objectContaining({ topic: 'collections' })),
    );
  });
});

describe('a person in two shops', () => {
  it('logs in to their oldest membership’s shop', async () => {
    const owner = await registerOwner(t.http);
    const [{ id: other }] = await sql<{ id: string }>(
      `INSERT INTO accounts (shop_name) VALUES ('Tweede') RETURNING id`,
    );
    await sql(
      `INSERT INTO memberships (user_id, shop_id, role, created_at) VALUES ($1, $2, 'medewerker', now() + interval '1 minute')`,
      [owner.userId, other],
    );
    expect(tokenClaims((await login(owner.email, owner.password)).token)).toMatchObject({ shop: owner.id });
    await sql(`UPDATE memberships SET created_at = '2020-01-01' WHERE user_id = $1 AND shop_id = $2`, [
      owner.userId,
      other,
    ]);
    const { token, auth } = await login(owner.email, owner.password);
    expect(tokenClaims(token)).toMatchObject({ sub: owner.userId, shop: other });
    // In that shop the person is what that membership says.
    await t.http.get('/api/admin/orders/today').set(auth).expect(200);
    await t.http.get('/api/admin/account/settings').set(auth).expect(403);
  });

  it('has every session, stream, ticket and mailbox link ended in both shops by a password reset', async () => {
    const owner = await registerOwner(t.http);
    const [{ id: other }] = await sql<{ id: string }>(
      `INSERT INTO accounts (shop_name) VALUES ('Tweede') RETURNING id`,
    );
    await sql(`INSERT INTO memberships (user_id, shop_id, role) VALUES ($1, $2, 'beheerder')`, [
      owner.userId,
      other,
    ]);
    const elsewhere = await t.app.get(AuthService).sessionFor(owner.userId, other);
    expect(tokenClaims(elsewhere)).toMatchObject({ sub: owner.userId, shop: other });
    const streamHere = await openStream({ token: owner.token });
    const streamElsewhere = await openStream({ ticket: await ticketFor(bearer(elsewhere)) });
    const unusedElsewhere = await ticketFor(bearer(elsewhere));
    const mailbox: string = (await t.http.get('/api/admin/mail/transport').set(bearer(elsewhere)).expect(200))
      .body.mailboxUrl;
    await t.http.get(mailbox).expect(200);

    await t.http.post('/api/auth/password-reset/request').send({ email: owner.email }).expect(202);
    const [mail] = await sql<{ text: string }>(
      `SELECT text FROM outgoing_mails WHERE recipient = $1 AND kind = 'password-reset'`,
      [owner.email],
    );
    const link = /wachtwoord-herstellen\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    await t.http
      .post('/api/auth/password-reset/confirm')
      .send({ token: link, password: 'nieuw-geheim' })
      .expect(200);

    await expect(streamHere.ended).resolves.toBe('ended');
    await expect(streamElsewhere.ended).resolves.toBe('ended');
    expect((await openStream({ ticket: unusedElsewhere })).response.status).toBe(401);
    await t.http.get(mailbox).expect(403);
    await t.http.get('/api/admin/orders/today').set(owner.auth).expect(401);
    await t.http.get('/api/admin/orders/today').set(bearer(elsewhere)).expect(401);
    await login(owner.email, 'nieuw-geheim');
  });

  it('cannot be given a session in a shop they are no member of', async () => {
    const owner = await registerOwner(t.http);
    const stranger = await registerOwner(t.http);
    await expect(t.app.get(AuthService).sessionFor(owner.userId, stranger.id)).rejects.toThrow(
      'Je account hoort bij geen enkele webshop meer.',
    );
  });
});

describe('a token from before memberships', () => {
  it('still opens its shop, its subject standing for both the person and the shop', async () => {
    const id = randomUUID();
    const owner = await registerOwner(t.http);
    // A person and shop as the migration made them of an account: one id for both.
    await sql(
      `INSERT INTO users (id, name, email, password_hash) SELECT $1, 'Oud', $2, password_hash FROM users WHERE id = $3`,
      [id, `oud-${id}@voorbeeld.be`, owner.userId],
    );
    await sql('INSERT INTO accounts (id) VALUES ($1)', [id]);
    await sql(`INSERT INTO memberships (user_id, shop_id, role) VALUES ($1, $1, 'eigenaar')`, [id]);
    const settings = await t.http
      .get('/api/admin/account/settings')
      .set(bearer(oldStyleToken(id)))
      .expect(200);
    expect(settings.body).toMatchObject({ _id: id, name: 'Oud' });
    // A person whose id is not a shop's has no shop under such a token.
    const refused = await t.http
      .get('/api/admin/account/settings')
      .set(bearer(oldStyleToken(owner.userId)))
      .expect(401);
    expect(refused.body.message).toBe('Je account hoort bij geen enkele webshop meer.');
  });
});
