import { createHash, randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_SHOPS_PER_PERSON, MESSAGES, type Role } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { withDatabase } from './support/shop-setup';
import { registerOwner, tokenClaims, useTestApp } from './support/test-app';

/**
 * A person who works in several shops: the shop switcher's list, a session for another of their
 * shops (and none for a shop they do not work in), and an invitation accepted by a person with a
 * second factor, which opens the inviting shop only after the code.
 */
const clock = new SettableClock('2030-06-14T08:00:00Z');
const t = useTestApp({}, { clock });
// One client logs in throughout: each test starts in a login window of its own.
beforeEach(() => clock.advance(20 * 60 * 1000));

type Owner = Awaited<ReturnType<typeof registerOwner>>;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  withDatabase(t, async (db) => (await db.query(text, values)).rows as T[]);

/** Gives `owner`'s person a membership in `other`'s shop with `role`, as an accepted invitation would. */
const join = (owner: Owner, other: Owner, role: Role) =>
  sql('INSERT INTO memberships (user_id, shop_id, role, created_at) VALUES ($1, $2, $3, $4)', [
    owner.userId,
    other.id,
    role,
    clock.now(),
  ]);

const shopNameOf = async (auth: Record<string, string>) =>
  (await t.http.get('/api/admin/account/settings').set(auth).expect(200)).body.shopName as string;

async function namedShop(name: string) {
  const owner = await registerOwner(t.http);
  await sql('UPDATE accounts SET shop_name = $2 WHERE id = $1', [owner.id, name]);
  return owner;
}

describe('a person in two shops', () => {
  it('lists both with the role in each, oldest first, and switches the session to the other', async () => {
    const sofie = await namedShop('De Smulhoek');
    const other = await namedShop('Het Hoekje');
    await join(sofie, other, 'medewerker');

    const shops = await t.http.get('/api/admin/shops').set(sofie.auth).expect(200);
    expect(shops.body).toEqual([
      { shopId: sofie.id, shopName: 'De Smulhoek', subdomain: '', role: 'eigenaar' },
      { shopId: other.id, shopName: 'Het Hoekje', subdomain: '', role: 'medewerker' },
    ]);

    const switched = await t.http
      .post('/api/admin/auth/switch-shop')
      .set(sofie.auth)
      .send({ shopId: other.id })
      .expect(200);
    expect(tokenClaims(switched.body.token)).toMatchObject({ sub: sofie.userId, shop: other.id });
    const inOther = bearer(switched.body.token);
    // In the other shop the person is a medewerker: the settings are not theirs to read there.
    const refused = await t.http.get('/api/admin/account/settings').set(inOther).expect(403);
    expect(refused.body.message).toBe(MESSAGES.roleRefused);
    expect((await t.http.get('/api/admin/orders/today').set(inOther)).status).not.toBe(403);
    // The first session still speaks for the first shop.
    expect(await shopNameOf(sofie.auth)).toBe('De Smulhoek');

    const back = await t.http
      .post('/api/admin/auth/switch-shop')
      .set(inOther)
      .send({ shopId: sofie.id })
      .expect(200);
    expect(await shopNameOf(bearer(back.body.token))).toBe('De Smulhoek');
  });

  it('refuses a session for a shop the person does not work in, or no longer, and an id that is none', async () => {
    const sofie = await namedShop('De Smulhoek');
    const stranger = await namedShop('Elders');
    const refused = await t.http
      .post('/api/admin/auth/switch-shop')
      .set(sofie.auth)
      .send({ shopId: stranger.id })
      .expect(403);
    expect(refused.body.message).toBe(MESSAGES.shopNotYours);
    expect(refused.body.token).toBeUndefined();

    await join(sofie, stranger, 'beheerder');
    await sql('DELETE FROM memberships WHERE user_id = $1 AND shop_id = $2', [sofie.userId, stranger.id]);
    await t.http
      .post('/api/admin/auth/switch-shop')
      .set(sofie.auth)
      .send({ shopId: stranger.id })
      .expect(403);

    const odd = await t.http
      .post('/api/admin/auth/switch-shop')
      .set(sofie.auth)
      .send({ shopId: 'drop table' })
      .expect(400);
    expect(odd.body.fields.shopId).toBe(MESSAGES.shopNotYours);
    await t.http.post('/api/admin/auth/switch-shop').send({ shopId: stranger.id }).expect(401);
    expect((await t.http.get('/api/admin/shops').set(sofie.auth).expect(200)).body).toHaveLength(1);
  });
});

describe('an invitation accepted by a person with a second factor', () => {
  it('makes the membership but opens the inviting shop only after the code, and the team shows the factor', async () => {
    const inviting = await namedShop('Het Hoekje');
    const sofie = await namedShop('De Smulhoek');
    const setup = await t.http.post('/api/admin/account/two-factor').set(sofie.auth).expect(201);
    const secret: string = setup.body.secret;
    const codeNow = () => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    await t.http
      .post('/api/admin/account/two-factor/confirm')
      .set(sofie.auth)
      .send({ code: await codeNow() })
      .expect(200);

    const token = randomBytes(32).toString('base64url');
    await sql(
      `INSERT INTO invitations (shop_id, email, role, token_hash, invited_by, expires_at)
       VALUES ($1, $2, 'beheerder', $3, $4, $5)`,
      [
        inviting.id,
        sofie.email,
        createHash('sha256').update(token).digest('hex'),
        inviting.userId,
        new Date(clock.now().getTime() + 86_400_000),
      ],
    );
    const accepted = await t.http
      .post('/api/admin/auth/invitations/accept')
      .send({ token, password: sofie.password })
      .expect(200);
    expect(accepted.body.token).toBeUndefined();
    expect(accepted.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });

    clock.advance(30_000);
    const opened = await t.http
      .post('/api/admin/auth/login/two-factor')
      .send({ challenge: accepted.body.challenge, code: await codeNow() })
      .expect(200);
    // The session is for the shop that invited, not the person's oldest.
    expect(tokenClaims(opened.body.token)).toMatchObject({ sub: sofie.userId, shop: inviting.id });

    const team = await t.http.get('/api/admin/team').set(inviting.auth).expect(200);
    expect(team.body.members).toEqual([
      expect.objectContaining({ userId: inviting.userId, twoFactor: false }),
      expect.objectContaining({ userId: sofie.userId, role: 'beheerder', twoFactor: true }),
    ]);
  });
});

describe("'Nieuwe zaak toevoegen'", () => {
  it('opens an empty shop the person owns, with a session in it, listed after the first', async () => {
    const sofie = await namedShop('De Smulhoek');
    const added = await t.http.post('/api/admin/shops').set(sofie.auth).expect(201);
    expect(added.body).toEqual({ shopId: expect.any(String), token: expect.any(String) });
    expect(tokenClaims(added.body.token)).toMatchObject({ sub: sofie.userId, shop: added.body.shopId });
    const settings = await t.http
      .get('/api/admin/account/settings')
      .set(bearer(added.body.token))
      .expect(200);
    expect(settings.body).toMatchObject({ shopName: '', subdomain: '', email: sofie.email });
    const shops = await t.http.get('/api/admin/shops').set(sofie.auth).expect(200);
    expect(shops.body.map((shop: { shopId: string; role: Role }) => [shop.shopId, shop.role])).toEqual([
      [sofie.id, 'eigenaar'],
      [added.body.shopId, 'eigenaar'],
    ]);
    // The first shop is as it was.
    expect(await shopNameOf(sofie.auth)).toBe('De Smulhoek');
  });

  it('stops at the bound however many ask at once, and a stranger without a session makes none', async () => {
    const sofie = await namedShop('De Smulhoek');
    await t.http.post('/api/admin/shops').expect(401);
    const answers = await Promise.all(
      Array.from({ length: MAX_SHOPS_PER_PERSON + 5 }, () =>
        t.http
          .post('/api/admin/shops')
          .set(sofie.auth)
          .then((answer) => answer),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_SHOPS_PER_PERSON - 1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(MESSAGES.tooManyShops);
    const [{ shops }] = await sql<{ shops: number }>(
      'SELECT count(*)::int AS shops FROM memberships WHERE user_id = $1',
      [sofie.userId],
    );
    expect(shops).toBe(MAX_SHOPS_PER_PERSON);
  });
});
