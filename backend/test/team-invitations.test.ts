import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './support/smtp-inbox';
import { registerOwner, startTestApp, tokenClaims, type TestApp } from './support/test-app';

/**
 * Invitations into a shop's team, over HTTP with the mail through a real SMTP server: the link
 * (7 days, once), a new person or one with an account accepting, and every way a link cannot work.
 */
const clock = new SettableClock('2030-05-06T09:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let inbox: SmtpInbox;
let db: DataSource;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // Behind a trusted proxy, each accept poses as a client of its own through X-Forwarded-For.
  t = await startTestApp({ smtpUrl: inbox.url, trustProxy: true, mailRetryDelaySeconds: 1 }, { clock });
  db = t.app.get(DataSource);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

type Owner = Awaited<ReturnType<typeof registerOwner>>;
let clients = 0;
const newClient = () => `198.51.100.${(++clients % 250) + 1}`;
const newEmail = (who = 'collega') => `${who}-${randomUUID().slice(0, 8)}@voorbeeld.be`;

function invite(owner: Owner, email: string, role = 'medewerker') {
  return t.http.post('/api/admin/team/invitations').set(owner.auth).send({ email, role });
}

function accept(body: Record<string, unknown>, client = newClient()) {
  return t.http.post('/api/admin/auth/invitations/accept').set('X-Forwarded-For', client).send(body);
}

const teamOf = async (owner: Owner) => (await t.http.get('/api/admin/team').set(owner.auth).expect(200)).body;

const tokenIn = (mail: ReceivedMail) =>
  /\/uitnodiging\?token=([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '')![1]!;

/** The newest invitation mail to `email` that arrived over SMTP, the `count`-th one. */
async function mailTo(email: string, count = 1): Promise<ReceivedMail> {
  const mails = await inbox.waitFor((mail) => mail.envelope.to.includes(email), count);
  return mails[count - 1]!;
}

async function invited(owner: Owner, email: string, role = 'medewerker'): Promise<string> {
  await invite(owner, email, role).expect(201);
  return tokenIn(await mailTo(email));
}

const membershipsOf = (email: string): Promise<{ shop_id: string; role: string }[]> =>
  db.query(
    `SELECT m.shop_id, m.role FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
    [email],
  );

describe('inviting a colleague', () => {
  it('mails a link; the new person sets a name and password, logs in, and works in the shop as invited', async () => {
    clock.set('2030-05-06T09:00:00Z');
    const owner = await registerOwner(t.http, 'Sofie');
    const email = newEmail();
    const created = await invite(owner, email, 'medewerker').expect(201);
    const invitationId: string = created.body.invitationId;
    expect(created.body).toEqual({ invitationId: expect.any(String) });

    const team = await teamOf(owner);
    expect(team.members).toEqual([
      {
        userId: owner.userId,
        name: 'Sofie',
        email: owner.email,
        role: 'eigenaar',
        lastLoginAt: expect.any(String),
        twoFactor: false,
      },
    ]);
    expect(team.invitations).toEqual([
      { invitationId, email, role: 'medewerker', expiresAt: '2030-05-13T09:00:00.000Z' },
    ]);

    const mail = await mailTo(email);
    const token = tokenIn(mail);
    const link = `${t.config.publicBaseUrl}/uitnodiging?token=${token}`;
    expect(mail.parsed.subject).toMatch(/^Uitnodiging voor het team van /);
    expect(mail.parsed.html).toContain(`href="${link}"`);
    expect(mail.parsed.text).toContain(link);
    expect(mail.parsed.text).toContain('Sofie nodigt je uit om als medewerker mee te werken');
    expect(mail.parsed.text).toContain('7 dagen geldig');
    // Only the token's hash is kept.
    const [row] = await db.query('SELECT token_hash, invited_by FROM invitations WHERE id = $1', [
      invitationId,
    ]);
    expect(row.token_hash).not.toContain(token);
    expect(row.invited_by).toBe(owner.userId);

    // A new person needs a name and a password by the registration's rules.
    const bare = await accept({ token }).expect(400);
    expect(bare.body.fields).toEqual({ name: MESSAGES.required, password: MESSAGES.required });
    const short = await accept({ token, name: 'Lotte', password: '12345' }).expect(400);
    expect(short.body.fields).toEqual({ password: MESSAGES.minLength(6) });

    const accepted = await accept({ token, name: 'Lotte', password: 'geheim456' }).expect(200);
    const claims = tokenClaims(accepted.body.token);
    expect(claims.shop).toBe(owner.id);
    expect(await membershipsOf(email)).toEqual([{ shop_id: owner.id, role: 'medewerker' }]);

    // She logs in with what she chose, sees the orders, and not the team.
    const login = await t.http
      .post('/api/admin/auth/login')
      .send({ email, password: 'geheim456' })
      .expect(200);
    const colleague = { Authorization: `Bearer ${login.body.token}` };
    await t.http.get('/api/admin/orders/today').set(colleague).expect(200);
    const refused = await t.http.get('/api/admin/team').set(colleague).expect(403);
    expect(refused.body.message).toBe('Je rol laat dit niet toe.');

    const after = await teamOf(owner);
    expect(after.invitations).toEqual([]);
    expect(after.members[1]).toEqual({
      userId: claims.sub,
      name: 'Lotte',
      email,
      role: 'medewerker',
      lastLoginAt: '2030-05-06T09:00:00.000Z',
      twoFactor: false,
    });
  });

  it('lets a person with an account accept into it with their password, and keeps their own shop', async () => {
    clock.set('2030-05-06T10:00:00Z');
    const owner = await registerOwner(t.http);
    const other = await registerOwner(t.http, 'Jan');
    const token = await invited(owner, other.email, 'boekhouder');

    const noPassword = await accept({ token }).expect(400);
    expect(noPassword.body.fields).toEqual({ password: MESSAGES.required });
    const wrong = await accept({ token, password: 'niet-het-zijne' }).expect(401);
    expect(wrong.body.message).toBe(MESSAGES.invalidCredentials);

    // A name sent along does not rename the person.
    const accepted = await accept({ token, password: other.password, name: 'Iemand anders' }).expect(200);
    expect(tokenClaims(accepted.body.token)).toMatchObject({ sub: other.userId, shop: owner.id });
    expect(await db.query('SELECT name FROM users WHERE lower(email) = $1', [other.email])).toEqual([
      { name: 'Jan' },
    ]);
    expect((await membershipsOf(other.email)).sort((a, b) => a.role.localeCompare(b.role))).toEqual([
      { shop_id: owner.id, role: 'boekhouder' },
      { shop_id: other.id, role: 'eigenaar' },
    ]);
    // Their login still opens their own (oldest) shop.
    const login = await t.http
      .post('/api/admin/auth/login')
      .send({ email: other.email, password: other.password })
      .expect(200);
    expect(tokenClaims(login.body.token).shop).toBe(other.id);
  });

  it('refuses a link after 7 days; sending again gives a new link and the old one stops working', async () => {
    clock.set('2030-05-07T09:00:00Z');
    const owner = await registerOwner(t.http);
    const early = newEmail('vroeg');
    const late = newEmail('laat');
    const earlyToken = await invited(owner, early);
    const lateToken = await invited(owner, late);

    clock.advance(7 * DAY_MS - 60_000);
    await accept({ token: earlyToken, name: 'Vroeg', password: 'geheim123' }).expect(200);
    clock.advance(60_000);
    const expired = await accept({ token: lateToken, name: 'Laat', password: 'geheim123' }).expect(409);
    expect(expired.body.message).toBe(MESSAGES.invitationExpired);
    expect(await membershipsOf(late)).toEqual([]);

    // 'Opnieuw sturen': the pending invitation, expired or not, gets a new link valid 7 days from now.
    const [{ invitationId }] = (await teamOf(owner)).invitations;
    await t.http.post(`/api/admin/team/invitations/${invitationId}/resend`).set(owner.auth).expect(204);
    const newToken = tokenIn(await mailTo(late, 2));
    expect(newToken).not.toBe(lateToken);
    expect((await teamOf(owner)).invitations).toEqual([
      { invitationId, email: late, role: 'medewerker', expiresAt: '2030-05-21T09:00:00.000Z' },
    ]);
    const old = await accept({ token: lateToken, name: 'Laat', password: 'geheim123' }).expect(404);
    expect(old.body.message).toBe(MESSAGES.invitationUnknown);
    await accept({ token: newToken, name: 'Laat', password: 'geheim123' }).expect(200);
    expect(await membershipsOf(late)).toEqual([{ shop_id: owner.id, role: 'medewerker' }]);
  });

  it('refuses a revoked invitation, one accepted before, and an address already in the team, each in Dutch', async () => {
    clock.set('2030-05-08T09:00:00Z');
    const owner = await registerOwner(t.http);
    const revokedEmail = newEmail('ingetrokken');
    const revokedToken = await invited(owner, revokedEmail);
    const [{ invitationId }] = (await teamOf(owner)).invitations;
    await t.http.delete(`/api/admin/team/invitations/${invitationId}`).set(owner.auth).expect(204);
    await t.http.delete(`/api/admin/team/invitations/${invitationId}`).set(owner.auth).expect(404);
    await t.http.post(`/api/admin/team/invitations/${invitationId}/resend`).set(owner.auth).expect(404);
    expect((await teamOf(owner)).invitations).toEqual([]);
    const revoked = await accept({ token: revokedToken, name: 'Weg', password: 'geheim123' }).expect(409);
    expect(revoked.body.message).toBe(MESSAGES.invitationRevoked);
    expect(await db.query('SELECT 1 FROM users WHERE email = $1', [revokedEmail])).toEqual([]);

    const email = newEmail();
    const token = await invited(owner, email);
    await accept({ token, name: 'Eens', password: 'geheim123' }).expect(200);
    const twice = await accept({ token, name: 'Eens', password: 'geheim123' }).expect(409);
    expect(twice.body.message).toBe(MESSAGES.invitationAccepted);

    for (const member of [email, email.toUpperCase(), owner.email]) {
      const already = await invite(owner, member).expect(409);
      expect(already.body.message).toBe(MESSAGES.alreadyInTeam);
    }
    // An invitation sent again to the same address replaces the pending one: one link counts.
    const again = newEmail('opnieuw');
    const first = await invited(owner, again);
    await invite(owner, again, 'beheerder').expect(201);
    const second = tokenIn(await mailTo(again, 2));
    expect(
      (await accept({ token: first, name: 'Twee', password: 'geheim123' }).expect(409)).body.message,
    ).toBe(MESSAGES.invitationRevoked);
    await accept({ token: second, name: 'Twee', password: 'geheim123' }).expect(200);
    expect(await membershipsOf(again)).toEqual([{ shop_id: owner.id, role: 'beheerder' }]);
  });

  it('makes exactly one membership of 20 accepts at once, for a new person and for one with an account', async () => {
    clock.set('2030-05-09T09:00:00Z');
    const owner = await registerOwner(t.http);
    const email = newEmail('tegelijk');
    const token = await invited(owner, email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => accept({ token, name: `Persoon ${i}`, password: 'geheim123' })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(MESSAGES.invitationAccepted);
    }
    expect(await membershipsOf(email)).toEqual([{ shop_id: owner.id, role: 'medewerker' }]);
    expect(await db.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email])).toEqual([
      { n: 1 },
    ]);

    const other = await registerOwner(t.http);
    const existingToken = await invited(owner, other.email, 'beheerder');
    const existing = await Promise.all(
      Array.from({ length: 20 }, () => accept({ token: existingToken, password: other.password })),
    );
    expect(existing.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(existing.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await membershipsOf(other.email)).toHaveLength(2);
  });

  it('claims the invitation in the statement that accepts it: one accepted in between wins', async () => {
    clock.set('2030-05-09T12:00:00Z');
    const owner = await registerOwner(t.http);
    const email = newEmail('tussendoor');
    const token = await invited(owner, email);
    const other = new Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      // Another acceptance under way: the row is taken but not yet committed.
      await other.query('BEGIN');
      await other.query('UPDATE invitations SET accepted_at = now() WHERE email = $1', [email]);
      let answered = false;
      const answer = accept({ token, name: 'Tussendoor', password: 'geheim123' }).then((each) => {
        answered = true;
        return each;
      });
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(answered).toBe(false);
      await other.query('COMMIT');
      const refused = await answer;
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(MESSAGES.invitationAccepted);
    } finally {
      await other.end();
    }
    expect(await membershipsOf(email)).toEqual([]);
    expect(await db.query('SELECT 1 FROM users WHERE email = $1', [email])).toEqual([]);
  });

  it("keeps each shop's invitations to itself, and refuses odd input in Dutch", async () => {
    clock.set('2030-05-10T09:00:00Z');
    const owner = await registerOwner(t.http);
    const stranger = await registerOwner(t.http);
    await invite(owner, newEmail()).expect(201);
    const [{ invitationId }] = (await teamOf(owner)).invitations;
    expect((await teamOf(stranger)).invitations).toEqual([]);
    await t.http.delete(`/api/admin/team/invitations/${invitationId}`).set(stranger.auth).expect(404);
    await t.http.post(`/api/admin/team/invitations/${invitationId}/resend`).set(stranger.auth).expect(404);
    expect((await teamOf(owner)).invitations).toHaveLength(1);

    const role = await invite(owner, newEmail(), 'admin').expect(400);
    expect(role.body.fields).toEqual({ role: 'Kies een rol: eigenaar, beheerder, medewerker, boekhouder.' });
    const bad = await t.http
      .post('/api/admin/team/invitations')
      .set(owner.auth)
      .send({ email: 'geen-adres', shopId: stranger.id })
      .expect(400);
    expect(bad.body.fields).toEqual({
      shopId: MESSAGES.unknownField('shopId'),
      email: MESSAGES.email,
      role: MESSAGES.required,
    });
    for (const token of ['', 'kort', 'x'.repeat(43).replace(/x/g, '!'), 42, null]) {
      const answer = await accept({ token, name: 'Xander', password: 'geheim123' }).expect(400);
      expect(answer.body.fields).toEqual({ token: MESSAGES.invitationUnknown });
    }
    const unknown = await accept({ token: 'A'.repeat(43), name: 'Xander', password: 'geheim123' }).expect(
      404,
    );
    expect(unknown.body.message).toBe(MESSAGES.invitationUnknown);
    await t.http.delete('/api/admin/team/invitations/niet-een-id').set(owner.auth).expect(404);
    await t.http.post('/api/admin/team/invitations/niet-een-id/resend').set(owner.auth).expect(404);
  });
});
