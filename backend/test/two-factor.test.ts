import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, type Role } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { withDatabase } from './support/shop-setup';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

/**
 * Two-step login, over HTTP to the real app, with real codes from otplib at the app's controlled
 * clock: setting up, logging in with a code or a recovery code, each code once, the challenge's five
 * minutes, the login pace for the second step, and a shop that requires a second factor of its team.
 */
const clock = new SettableClock('2030-06-14T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({}, { clock });
});
// Every login here comes from one client, whose failures over all e-mails are paced too: each test
// starts in a window of its own.
beforeEach(() => clock.advance(20 * 60 * 1000));
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<typeof registerOwner>>;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  withDatabase(t, async (db) => (await db.query(text, values)).rows as T[]);

/** The app's code for `secret` now, by the app's clock. */
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
/** Codes are one per 30 seconds, each good once: the next one. */
async function nextCode(secret: string): Promise<string> {
  clock.advance(30_000);
  return codeNow(secret);
}

/** Sets up and confirms a second factor for the session `auth`: the secret and the recovery codes. */
async function withSecondFactor(auth: Record<string, string>) {
  const setup = await t.http.post('/api/admin/account/two-factor').set(auth).expect(201);
  const secret: string = setup.body.secret;
  const confirmed = await t.http
    .post('/api/admin/account/two-factor/confirm')
    .set(auth)
    .send({ code: await codeNow(secret) })
    .expect(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

const login = (email: string, password: string) =>
  t.http.post('/api/admin/auth/login').send({ email, password }).expect(200);
const secondStep = (challenge: string, code: string) =>
  t.http.post('/api/admin/auth/login/two-factor').send({ challenge, code });

/** An owner with a second factor, and a challenge of a fresh login. */
async function ownerWithSecondFactor() {
  const owner = await registerOwner(t.http);
  const factor = await withSecondFactor(owner.auth);
  return { owner, ...factor };
}

async function challengeOf(owner: Owner): Promise<string> {
  const answer = await login(owner.email, owner.password);
  expect(answer.body.token).toBeUndefined();
  expect(answer.body.twoFactorRequired).toBe(true);
  return answer.body.challenge as string;
}

/** A second person in `owner`'s shop with `role`, with the owner's password. */
async function addMember(owner: Owner, role: Role) {
  const email = `lid-${randomUUID().slice(0, 8)}@voorbeeld.be`;
  const [{ id }] = await sql<{ id: string }>(
    `INSERT INTO users (name, email, password_hash) SELECT 'Lid', $1, password_hash FROM users WHERE id = $2
     RETURNING id`,
    [email, owner.userId],
  );
  await sql('INSERT INTO memberships (user_id, shop_id, role) VALUES ($1, $2, $3)', [id, owner.id, role]);
  return { userId: id, email, password: owner.password };
}

describe('setting up a second factor', () => {
  it('gives a pending secret with its otpauth link, refuses a wrong first code, and turns on with a right one', async () => {
    const owner = await registerOwner(t.http);
    const setup = await t.http.post('/api/admin/account/two-factor').set(owner.auth).expect(201);
    const { secret, otpauthUrl } = setup.body as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Bestelklaar:${owner.email}`);
    expect(url.searchParams.get('issuer')).toBe('Bestelklaar');
    expect(url.searchParams.get('secret')).toBe(secret);
    // Kept encrypted: the table does not hold the secret.
    const [stored] = await sql<{ two_factor_secret: string; two_factor_enabled_at: Date | null }>(
      'SELECT two_factor_secret, two_factor_enabled_at FROM users WHERE id = $1',
      [owner.userId],
    );
    expect(stored.two_factor_secret).not.toContain(secret);
    expect(stored.two_factor_enabled_at).toBeNull();

    // Pending: logging in still needs only the password.
    expect((await login(owner.email, owner.password)).body.token).toEqual(expect.any(String));
    const right = await codeNow(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await t.http
      .post('/api/admin/account/two-factor/confirm')
      .set(owner.auth)
      .send({ code: wrong })
      .expect(400);
    expect(refused.body.fields).toEqual({ code: MESSAGES.twoFactorWrongCode });
    expect((await t.http.get('/api/admin/account/two-factor').set(owner.auth).expect(200)).body).toEqual({
      enabled: false,
      requiredByShop: false,
    });

    const confirmed = await t.http
      .post('/api/admin/account/two-factor/confirm')
      .set(owner.auth)
      .send({ code: right })
      .expect(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const hashes = await sql<{ code_hash: string; used_at: Date | null }>(
      'SELECT code_hash, used_at FROM recovery_codes WHERE user_id = $1',
      [owner.userId],
    );
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) {
      expect(codes).not.toContain(code_hash);
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect((await t.http.get('/api/admin/account/two-factor').set(owner.auth).expect(200)).body.enabled).toBe(
      true,
    );
    // On: setting up again or confirming again is refused.
    await t.http.post('/api/admin/account/two-factor').set(owner.auth).expect(409);
    const again = await t.http
      .post('/api/admin/account/two-factor/confirm')
      .set(owner.auth)
      .send({ code: await nextCode(secret) })
      .expect(409);
    expect(again.body.message).toBe(MESSAGES.twoFactorAlreadyOn);
  });

  it('refuses confirming before setting up, and codes that are no codes', async () => {
    const owner = await registerOwner(t.http);
    const early = await t.http
      .post('/api/admin/account/two-factor/confirm')
      .set(owner.auth)
      .send({ code: '123456' })
      .expect(409);
    expect(early.body.message).toBe(MESSAGES.twoFactorNotStarted);
    for (const code of [undefined, 123456, '', '12345', 'x'.repeat(100), ['123456']]) {
      const answer = await t.http
        .post('/api/admin/account/two-factor/confirm')
        .set(owner.auth)
        .send({ code })
        .expect(400);
      expect(answer.body.fields.code).toEqual(expect.any(String));
    }
  });
});

describe('logging in with a second factor', () => {
  it('answers a challenge instead of a session, and a session for the challenge with a right code', async () => {
    const { owner, secret } = await ownerWithSecondFactor();
    const challenge = await challengeOf(owner);
    const code = await nextCode(secret);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await secondStep(challenge, wrong).expect(401);
    expect(refused.body.message).toBe(MESSAGES.twoFactorWrongCode);
    const answer = await secondStep(challenge, code).expect(200);
    expect(Object.keys(answer.body)).toEqual(['token']);
    await t.http.get('/api/admin/account/settings').set(bearer(answer.body.token)).expect(200);
    // The challenge counted once.
    const reused = await secondStep(challenge, await nextCode(secret)).expect(401);
    expect(reused.body.message).toBe(MESSAGES.twoFactorChallengeExpired);
  });

  it('accepts a code once: the same code again in its window is refused, the next one passes', async () => {
    const { owner, secret } = await ownerWithSecondFactor();
    const code = await nextCode(secret);
    await secondStep(await challengeOf(owner), code).expect(200);
    const replay = await secondStep(await challengeOf(owner), code).expect(401);
    expect(replay.body.message).toBe(MESSAGES.twoFactorWrongCode);
    await secondStep(await challengeOf(owner), await nextCode(secret)).expect(200);
  });

  it('lets one of two logins at once with the same code through', async () => {
    const { owner, secret } = await ownerWithSecondFactor();
    const [first, second] = [await challengeOf(owner), await challengeOf(owner)];
    const code = await nextCode(secret);
    const answers = await Promise.all([secondStep(first, code), secondStep(second, code)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 401]);
  });

  it('lets a challenge count for five minutes', async () => {
    const { owner, secret } = await ownerWithSecondFactor();
    const challenge = await challengeOf(owner);
    clock.advance(5 * 60 * 1000 + 1000);
    const expired = await secondStep(challenge, await codeNow(secret)).expect(401);
    expect(expired.body.message).toBe(MESSAGES.twoFactorChallengeExpired);
    const malformed = await secondStep('niet-een-uitdaging', await codeNow(secret)).expect(400);
    expect(malformed.body.fields).toEqual({ challenge: MESSAGES.twoFactorChallengeExpired });
  });

  it('takes a recovery code instead of a code, once', async () => {
    const { owner, recoveryCodes } = await ownerWithSecondFactor();
    const [code] = recoveryCodes as [string];
    // As typed from paper: upper case, a space instead of the dash.
    const typed = code.toUpperCase().replace('-', ' ');
    await secondStep(await challengeOf(owner), typed).expect(200);
    const second = await secondStep(await challengeOf(owner), code).expect(401);
    expect(second.body.message).toBe(MESSAGES.twoFactorWrongCode);
    const [{ used }] = await sql<{ used: number }>(
      'SELECT count(*)::int AS used FROM recovery_codes WHERE user_id = $1 AND used_at IS NOT NULL',
      [owner.userId],
    );
    expect(used).toBe(1);
    await secondStep(await challengeOf(owner), recoveryCodes[1]!).expect(200);
  });

  it('paces wrong codes of the second step as it paces wrong passwords, right codes included', async () => {
    const { owner, secret } = await ownerWithSecondFactor();
    const challenge = await challengeOf(owner);
    const code = await nextCode(secret);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 3; attempt++) await secondStep(challenge, wrong).expect(401);
    const paced = await secondStep(challenge, code).expect(429);
    expect(paced.body.message).toBe(MESSAGES.loginTooSoon(1));
    expect(paced.headers['retry-after']).toBe('1');
    // And the password step of the same person from the same client waits as well.
    await t.http
      .post('/api/admin/auth/login')
      .send({ email: owner.email, password: owner.password })
      .expect(429);
    clock.advance(1000);
    await secondStep(challenge, code).expect(200);
  });

  it('locks the second step after as many wrong codes as the lockout allows', async () => {
    const { owner, secret } = await ownerWithSecondFactor();
    const challenge = await challengeOf(owner);
    const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
    let refused = 0;
    // Each try waits out its delay (free three times, then 1 s, doubling): 255 s in all, inside the
    // challenge's five minutes.
    for (let attempt = 0; attempt < t.config.loginFailureLimit; attempt++) {
      const answer = await secondStep(challenge, wrongOf(await codeNow(secret)));
      expect(answer.status).toBe(401);
      refused += 1;
      if (attempt >= 2) clock.advance(2 ** (attempt - 2) * 1000);
    }
    expect(refused).toBe(t.config.loginFailureLimit);
    const locked = await secondStep(challenge, await codeNow(secret)).expect(429);
    expect(locked.body.message).toBe(MESSAGES.tooManyLoginAttempts);
  });

  it('turns off with a current code; logging in then needs the password alone', async () => {
    const { owner, secret } = await ownerWithSecondFactor();
    const code = await nextCode(secret);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await t.http
      .delete('/api/admin/account/two-factor')
      .set(owner.auth)
      .send({ code: wrong })
      .expect(400);
    expect(refused.body.fields).toEqual({ code: MESSAGES.twoFactorWrongCode });
    await t.http.delete('/api/admin/account/two-factor').set(owner.auth).send({ code }).expect(204);
    const answer = await login(owner.email, owner.password);
    expect(answer.body).toEqual({ token: expect.any(String) });
    const [{ codes }] = await sql<{ codes: number }>(
      'SELECT count(*)::int AS codes FROM recovery_codes WHERE user_id = $1',
      [owner.userId],
    );
    expect(codes).toBe(0);
    const off = await t.http
      .delete('/api/admin/account/two-factor')
      .set(owner.auth)
      .send({ code: await nextCode(secret) })
      .expect(409);
    expect(off.body.message).toBe(MESSAGES.twoFactorNotOn);
  });
});

describe('a secret sealed with another server secret', () => {
  it('matches no code, and refuses rather than fails', async () => {
    const { owner, secret } = await ownerWithSecondFactor();
    // As after a change of JWT_SECRET: what is kept no longer opens with this server's key.
    await sql(`UPDATE users SET two_factor_secret = 'v1.' || $2 WHERE id = $1`, [
      owner.userId,
      'AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB.CCCC',
    ]);
    const refused = await secondStep(await challengeOf(owner), await nextCode(secret)).expect(401);
    expect(refused.body.message).toBe(MESSAGES.twoFactorWrongCode);
  });
});

describe('codes checked within a session', () => {
  it('paces wrong codes for turning the second factor off as a login of the person', async () => {
    const { owner, secret } = await ownerWithSecondFactor();
    const code = await nextCode(secret);
    const wrong = code === '000000' ? '111111' : '000000';
    const turnOff = (sent: string) =>
      t.http.delete('/api/admin/account/two-factor').set(owner.auth).send({ code: sent });
    for (let attempt = 0; attempt < 3; attempt++) await turnOff(wrong).expect(400);
    const paced = await turnOff(code).expect(429);
    expect(paced.body.message).toBe(MESSAGES.loginTooSoon(1));
    clock.advance(1000);
    await turnOff(code).expect(204);
  });
});

describe("'Verplicht voor het hele team'", () => {
  it('is the owner’s switch, and only for an owner with a second factor', async () => {
    const owner = await registerOwner(t.http);
    const own = await t.http
      .put('/api/admin/account/two-factor-required')
      .set(owner.auth)
      .send({ required: true })
      .expect(409);
    expect(own.body.message).toBe(MESSAGES.twoFactorOwnFirst);
    await withSecondFactor(owner.auth);
    const manager = await addMember(owner, 'beheerder');
    const managerToken: string = (await login(manager.email, manager.password)).body.token;
    const refused = await t.http
      .put('/api/admin/account/two-factor-required')
      .set(bearer(managerToken))
      .send({ required: true })
      .expect(403);
    expect(refused.body.message).toBe(MESSAGES.roleRefused);
    await t.http
      .put('/api/admin/account/two-factor-required')
      .set(owner.auth)
      .send({ required: 'ja' })
      .expect(400);
    const on = await t.http
      .put('/api/admin/account/two-factor-required')
      .set(owner.auth)
      .send({ required: true })
      .expect(200);
    expect(on.body).toEqual({ enabled: true, requiredByShop: true });
  });

  it('asks a member without a second factor to set it up, and opens the dashboard once it is on', async () => {
    const owner = await registerOwner(t.http);
    await withSecondFactor(owner.auth);
    const member = await addMember(owner, 'medewerker');
    const before = await login(member.email, member.password);
    await t.http
      .put('/api/admin/account/two-factor-required')
      .set(owner.auth)
      .send({ required: true })
      .expect(200);
    // A session from before counts the rule at its next request.
    const earlier = await t.http.get('/api/admin/orders/today').set(bearer(before.body.token)).expect(403);
    expect(earlier.body.message).toBe(MESSAGES.twoFactorSetupRequired);

    const answer = await login(member.email, member.password);
    expect(answer.body).toEqual({ token: expect.any(String), twoFactorSetupRequired: true });
    const auth = bearer(answer.body.token);
    for (const [method, path] of [
      ['get', '/api/admin/orders/today'],
      ['get', '/api/admin/products'],
      ['get', '/api/admin/account/sessions'],
    ] as const) {
      const refused = await t.http[method](path).set(auth).expect(403);
      expect(refused.body.message).toBe(MESSAGES.twoFactorSetupRequired);
    }
    expect((await t.http.get('/api/admin/account/two-factor').set(auth).expect(200)).body).toEqual({
      enabled: false,
      requiredByShop: true,
    });
    const { secret } = await withSecondFactor(auth);
    await t.http.get('/api/admin/orders/today').set(auth).expect(200);
    // The shop requires it: the member cannot turn it off.
    const off = await t.http
      .delete('/api/admin/account/two-factor')
      .set(auth)
      .send({ code: await nextCode(secret) })
      .expect(409);
    expect(off.body.message).toBe(MESSAGES.twoFactorRequiredByShop);
    // Next time the member logs in with both steps.
    const challenge = (await login(member.email, member.password)).body.challenge as string;
    await secondStep(challenge, await nextCode(secret)).expect(200);
    // Switched off again, nobody is held.
    await t.http
      .put('/api/admin/account/two-factor-required')
      .set(owner.auth)
      .send({ required: false })
      .expect(200);
  });

  it('lets a member held for setup log out', async () => {
    const owner = await registerOwner(t.http);
    await withSecondFactor(owner.auth);
    const member = await addMember(owner, 'boekhouder');
    await t.http
      .put('/api/admin/account/two-factor-required')
      .set(owner.auth)
      .send({ required: true })
      .expect(200);
    const auth = bearer((await login(member.email, member.password)).body.token);
    await t.http.post('/api/admin/auth/logout').set(auth).expect(204);
    await t.http.get('/api/admin/account/two-factor').set(auth).expect(401);
  });
});
