import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { registerOwner, startTestApp, TestApp } from './support/test-app';

const clock = new SettableClock('2030-03-10T09:00:00Z');
let t: TestApp;
let db: DataSource;

beforeAll(async () => {
  // Behind a trusted proxy, each test poses as a client of its own through X-Forwarded-For.
  t = await startTestApp({ trustProxy: true }, { clock });
  db = t.app.get(DataSource);
});
afterAll(async () => {
  await t.close();
});

let clients = 0;
const newClient = () => `203.0.113.${++clients}`;

function requestReset(email: string, client: string) {
  return t.http.post('/api/auth/password-reset/request').set('X-Forwarded-For', client).send({ email });
}

function confirmReset(token: string, password: string) {
  return t.http.post('/api/auth/password-reset/confirm').send({ token, password });
}

interface MailRow {
  recipient: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  dedupe_key: string;
  account_id: string;
}

const resetMailsTo = (email: string): Promise<MailRow[]> =>
  db.query(
    `SELECT recipient, subject, html, text, kind, dedupe_key, account_id FROM outgoing_mails
      WHERE recipient = $1 AND kind = 'password-reset' ORDER BY created_at, id`,
    [email],
  );

const tokenIn = (mail: MailRow) => /wachtwoord-herstellen\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];

/** Asks for a link for the owner and reads it from the mail that was queued. */
async function linkFor(email: string): Promise<string> {
  const before = (await resetMailsTo(email)).length;
  await requestReset(email, newClient()).expect(202);
  const mails = await resetMailsTo(email);
  expect(mails).toHaveLength(before + 1);
  return tokenIn(mails[mails.length - 1]);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('POST /api/auth/password-reset/request', () => {
  it('answers the same for an unknown address as for an owner, and mails only the owner', async () => {
    clock.set('2030-03-10T09:00:00Z');
    const owner = await registerOwner(t.http);
    const known = await requestReset(owner.email.toUpperCase(), newClient()).expect(202);
    const unknown = await requestReset('niemand-hier@voorbeeld.be', newClient()).expect(202);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    expect(await resetMailsTo('niemand-hier@voorbeeld.be')).toEqual([]);

    const [mail] = await resetMailsTo(owner.email);
    const token = tokenIn(mail);
    expect(mail).toMatchObject({
      kind: 'password-reset',
      subject: 'Wachtwoord vergeten',
      account_id: owner.id,
      dedupe_key: `password-reset:${sha256(token)}`,
    });
    const link = `${t.config.publicBaseUrl}/wachtwoord-herstellen?token=${token}`;
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toMatch(/<html[^>]* lang="nl"/);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('60 minuten geldig');

    // Only the token's hash is kept, valid for exactly one hour from the server's clock.
    const rows = await db.query(
      'SELECT token_hash, expires_at, used_at, created_at FROM password_reset_tokens WHERE user_id = $1',
      [owner.userId],
    );
    expect(rows).toEqual([
      {
        token_hash: sha256(token),
        expires_at: new Date('2030-03-10T10:00:00Z'),
        used_at: null,
        created_at: new Date('2030-03-10T09:00:00Z'),
      },
    ]);
  });

  it('refuses a missing or malformed address and unknown fields in Dutch, queuing nothing', async () => {
    const client = newClient();
    const empty = await requestReset('', client).expect(400);
    expect(empty.body.fields).toEqual({ email: 'Dit veld is verplicht' });
    const malformed = await requestReset('eigenaar@', client).expect(400);
    expect(malformed.body.fields).toEqual({ email: 'Voer een geldig e-mailadres in' });
    const extra = await t.http
      .post('/api/auth/password-reset/request')
      .set('X-Forwarded-For', client)
      .send({ email: 'a@voorbeeld.be', accountId: 'x' })
      .expect(400);
    expect(extra.body.fields).toEqual({ accountId: 'Onbekend veld: accountId.' });
  });

  it('refuses a client after 10 requests in 15 minutes, known address or not, and lets it in again later', async () => {
    clock.set('2030-03-11T09:00:00Z');
    const owner = await registerOwner(t.http);
    const client = newClient();
    for (let i = 0; i < 10; i++)
      await requestReset(i % 2 ? owner.email : `onbekend${i}@voorbeeld.be`, client).expect(202);
    for (const email of [owner.email, 'nog-een@voorbeeld.be']) {
      const refused = await requestReset(email, client).expect(429);
      expect(refused.body.message).toBe('Te veel verzoeken. Probeer het later opnieuw.');
    }
    await requestReset('iemand@voorbeeld.be', newClient()).expect(202);
    clock.advance(15 * 60 * 1000 + 1);
    await requestReset(owner.email, client).expect(202);
  });

  it('mails one address at most 3 links an hour, answering every request alike', async () => {
    clock.set('2030-03-12T09:00:00Z');
    const owner = await registerOwner(t.http);
    for (let i = 0; i < 5; i++) {
      const answer = await requestReset(owner.email, newClient()).expect(202);
      expect(answer.body).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
      clock.advance(60 * 1000);
    }
    expect(await resetMailsTo(owner.email)).toHaveLength(3);
    clock.set('2030-03-12T10:00:00.001Z');
    await requestReset(owner.email, newClient()).expect(202);
    expect(await resetMailsTo(owner.email)).toHaveLength(4);
  });

  it('queues exactly one mail per link, however many mails other owners ask for at once', async () => {
    clock.set('2030-03-13T09:00:00Z');
    const owners = [await registerOwner(t.http), await registerOwner(t.http)];
    await Promise.all(owners.map((owner) => requestReset(owner.email, newClient()).expect(202)));
    for (const owner of owners) {
      const mails = await resetMailsTo(owner.email);
      expect(mails).toHaveLength(1);
      const [{ n }] = await db.query('SELECT count(*)::int AS n FROM outgoing_mails WHERE dedupe_key = $1', [
        mails[0].dedupe_key,
      ]);
      expect(n).toBe(1);
    }
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password once; the link then no longer works', async () => {
    clock.set('2030-03-14T09:00:00Z');
    const owner = await registerOwner(t.http);
    const token = await linkFor(owner.email);
    clock.advance(5 * 60 * 1000);

    const done = await confirmReset(token, 'nieuw-geheim').expect(200);
    expect(done.body).toEqual({ message: PASSWORD_RESET_MESSAGES.changed });
    const again = await confirmReset(token, 'nog-iets-anders').expect(400);
    expect(again.body).toMatchObject({
      message: PASSWORD_RESET_MESSAGES.invalidLink,
      fields: { token: PASSWORD_RESET_MESSAGES.invalidLink },
    });

    clock.advance(1);
    await t.http
      .post('/api/admin/auth/login')
      .send({ email: owner.email, password: owner.password })
      .expect(401);
    await t.http
      .post('/api/admin/auth/login')
      .send({ email: owner.email, password: 'nieuw-geheim' })
      .expect(200);
  });

  it('works until the hour is over, and not a moment after', async () => {
    clock.set('2030-03-15T09:00:00Z');
    const owner = await registerOwner(t.http);
    const late = await linkFor(owner.email);
    const inTime = await linkFor(owner.email);

    clock.set('2030-03-15T10:00:00Z');
    const expired = await confirmReset(late, 'nieuw-geheim').expect(400);
    expect(expired.body.message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);

    clock.set('2030-03-15T09:59:59.999Z');
    await confirmReset(inTime, 'nieuw-geheim').expect(200);
  });

  it('answers an unknown or malformed link and a short password in Dutch, using up nothing', async () => {
    clock.set('2030-03-16T09:00:00Z');
    const owner = await registerOwner(t.http);
    const token = await linkFor(owner.email);
    const unknown = await confirmReset('A'.repeat(43), 'nieuw-geheim').expect(400);
    expect(unknown.body.fields).toEqual({ token: PASSWORD_RESET_MESSAGES.invalidLink });
    const malformed = await confirmReset('kapot', 'nieuw-geheim').expect(400);
    expect(malformed.body.fields).toEqual({ token: PASSWORD_RESET_MESSAGES.invalidLink });
    const short = await confirmReset(token, '12345').expect(400);
    expect(short.body.fields).toEqual({ password: 'Moet ten minste 6 tekens lang zijn' });

    await confirmReset(token, '123456').expect(200);
  });

  it('lets only one of two simultaneous uses through', async () => {
    clock.set('2030-03-17T09:00:00Z');
    const owner = await registerOwner(t.http);
    const token = await linkFor(owner.email);
    const answers = await Promise.all([
      confirmReset(token, 'eerste-geheim'),
      confirmReset(token, 'tweede-geheim'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('ends every session the account had, and every other link it was sent', async () => {
    clock.set('2030-03-18T09:00:00Z');
    const owner = await registerOwner(t.http);
    const other = await registerOwner(t.http);
    clock.advance(1000);
    const second = (
      await t.http
        .post('/api/admin/auth/login')
        .send({ email: owner.email, password: owner.password })
        .expect(200)
    ).body.token as string;
    const older = await linkFor(owner.email);
    const token = await linkFor(owner.email);
    await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200);

    clock.advance(60 * 1000);
    await confirmReset(token, 'nieuw-geheim').expect(200);

    for (const bearer of [owner.token, second]) {
      const refused = await t.http
        .get('/api/admin/account/settings')
        .set('Authorization', `Bearer ${bearer}`)
        .expect(401);
      expect(refused.body.message).toBe('Je sessie is verlopen of ongeldig. Log opnieuw in.');
    }
    await t.http.get('/api/admin/account/settings').set(other.auth).expect(200);
    await confirmReset(older, 'weer-iets-anders').expect(400);

    clock.advance(1);
    const fresh = (
      await t.http
        .post('/api/admin/auth/login')
        .send({ email: owner.email, password: 'nieuw-geheim' })
        .expect(200)
    ).body.token as string;
    await t.http.get('/api/admin/account/settings').set('Authorization', `Bearer ${fresh}`).expect(200);
  });
});
