import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PUSH_MESSAGES } from '@bestelklaar/domain';
import { withDatabase } from './support/shop-setup';
import { joinTeam } from './support/team-member';
import { registerOwner, useTestApp } from './support/test-app';

/**
 * 'Meldingen op dit toestel' over HTTP: the public key a browser subscribes with, a device kept
 * once per endpoint for the person and shop that asked last, strict checks of what a browser
 * sends (in Dutch), and unsubscribing only one's own device.
 */
const t = useTestApp();

/** A device as a browser makes one: a P-256 key pair and a 16-byte secret, at a push service's address. */
function device(endpoint = `https://push.voorbeeld.be/wpush/v2/${randomBytes(24).toString('base64url')}`) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const rowsOf = (endpoint: string) =>
  withDatabase(
    t,
    async (db) =>
      (
        await db.query(
          'SELECT user_id, shop_id, p256dh, auth, user_agent FROM push_subscriptions WHERE endpoint = $1',
          [endpoint],
        )
      ).rows as {
        user_id: string;
        shop_id: string;
        p256dh: string;
        auth: string;
        user_agent: string | null;
      }[],
  );

describe('the public key', () => {
  it('is a P-256 point generated once into the data folder, readable by every role', async () => {
    const owner = await registerOwner(t.http);
    const { publicKey } = (await t.http.get('/api/admin/push/public-key').set(owner.auth).expect(200)).body;
    const point = Buffer.from(publicKey as string, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const file = join(t.config.dataDir, 'vapid-keys.json');
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toBe(publicKey);
    expect(Buffer.from(stored.privateKey, 'base64url')).toHaveLength(32);
    // Only the server's user may read the private key.
    expect(statSync(file).mode & 0o077).toBe(0);
    for (const role of ['beheerder', 'medewerker', 'boekhouder'] as const) {
      const member = await joinTeam(t, owner, role);
      expect((await t.http.get('/api/admin/push/public-key').set(member.auth).expect(200)).body).toEqual({
        publicKey,
      });
    }
    await t.http.get('/api/admin/push/public-key').expect(401);
  });
});

describe('subscribing a device', () => {
  it('keeps the device for the person and shop, once, with its browser', async () => {
    const owner = await registerOwner(t.http);
    const phone = device();
    await t.http
      .post('/api/admin/push/subscriptions')
      .set(owner.auth)
      .set('User-Agent', 'Mozilla/5.0 (Android 14) Chrome/131')
      .send(phone)
      .expect(201);
    // The same device again, from a browser that was updated since.
    await t.http
      .post('/api/admin/push/subscriptions')
      .set(owner.auth)
      .set('User-Agent', 'Mozilla/5.0 (Android 14) Chrome/132')
      .send(phone)
      .expect(201);
    expect(await rowsOf(phone.endpoint)).toEqual([
      {
        user_id: owner.userId,
        shop_id: owner.id,
        p256dh: phone.keys.p256dh,
        auth: phone.keys.auth,
        user_agent: 'Mozilla/5.0 (Android 14) Chrome/132',
      },
    ]);
  });

  it('moves a device subscribed again by someone else to them, with its new keys, and keeps one row when many ask at once', async () => {
    const first = await registerOwner(t.http);
    const second = await registerOwner(t.http);
    const tablet = device();
    await t.http.post('/api/admin/push/subscriptions').set(first.auth).send(tablet).expect(201);
    const again = { ...device(tablet.endpoint) };
    await t.http.post('/api/admin/push/subscriptions').set(second.auth).send(again).expect(201);
    expect(await rowsOf(tablet.endpoint)).toEqual([
      expect.objectContaining({ user_id: second.userId, shop_id: second.id, auth: again.keys.auth }),
    ]);

    const shared = device();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.http
          .post('/api/admin/push/subscriptions')
          .set((index % 2 === 0 ? first : second).auth)
          .send(shared),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(await rowsOf(shared.endpoint)).toHaveLength(1);
  });

  it('refuses what a browser would not send, in Dutch, and keeps nothing', async () => {
    const owner = await registerOwner(t.http);
    const good = device();
    const refusals: [unknown, Record<string, string>][] = [
      [{ ...good, endpoint: good.endpoint.replace('https:', 'http:') }, { endpoint: PUSH_MESSAGES.endpoint }],
      [
        { ...good, endpoint: 'https://iemand:geheim@push.voorbeeld.be/x' },
        { endpoint: PUSH_MESSAGES.endpoint },
      ],
      [{ ...good, endpoint: 'javascript:alert(1)' }, { endpoint: PUSH_MESSAGES.endpoint }],
      [
        { ...good, endpoint: `https://push.voorbeeld.be/${'a'.repeat(1024)}` },
        { endpoint: MESSAGES.maxLength(1024) },
      ],
      [{ ...good, endpoint: undefined }, { endpoint: MESSAGES.required }],
      [
        { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } },
        { 'keys.p256dh': PUSH_MESSAGES.p256dh },
      ],
      [
        { ...good, keys: { ...good.keys, auth: randomBytes(32).toString('base64url') } },
        { 'keys.auth': PUSH_MESSAGES.auth },
      ],
      [
        { ...good, keys: { ...good.keys, auth: 'a+b/'.repeat(5) + 'ab' } },
        { 'keys.auth': PUSH_MESSAGES.auth },
      ],
      // A key of the right shape that is not a point on the curve.
      [
        { ...good, keys: { ...good.keys, p256dh: `B${'A'.repeat(86)}` } },
        { 'keys.p256dh': PUSH_MESSAGES.p256dh },
      ],
      [
        { ...good, keys: undefined },
        { 'keys.p256dh': MESSAGES.required, 'keys.auth': MESSAGES.required },
      ],
      [{ ...good, keys: { ...good.keys, extra: 1 } }, { 'keys.extra': MESSAGES.unknownField('extra') }],
      [{ ...good, expirationTime: 'morgen' }, { expirationTime: PUSH_MESSAGES.expirationTime }],
      [{ ...good, userId: owner.userId }, { userId: MESSAGES.unknownField('userId') }],
    ];
    for (const [body, fields] of refusals) {
      const refused = await t.http
        .post('/api/admin/push/subscriptions')
        .set(owner.auth)
        .send(body as object);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.fields, JSON.stringify(body)).toEqual(fields);
    }
    const count = await withDatabase(
      t,
      async (db) =>
        (
          await db.query('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [
            owner.userId,
          ])
        ).rows[0].n,
    );
    expect(count).toBe(0);
  });
});

describe('unsubscribing', () => {
  it("turns the person's own device off, and leaves another shop's device as it is", async () => {
    const owner = await registerOwner(t.http);
    const other = await registerOwner(t.http);
    const mine = device();
    const theirs = device();
    await t.http.post('/api/admin/push/subscriptions').set(owner.auth).send(mine).expect(201);
    await t.http.post('/api/admin/push/subscriptions').set(other.auth).send(theirs).expect(201);

    await t.http
      .delete('/api/admin/push/subscriptions')
      .set(owner.auth)
      .send({ endpoint: theirs.endpoint })
      .expect(204);
    expect(await rowsOf(theirs.endpoint)).toHaveLength(1);

    await t.http.delete('/api/admin/push/subscriptions').set(owner.auth).send(mine).expect(204);
    expect(await rowsOf(mine.endpoint)).toEqual([]);
    // Again: nothing left to turn off, the same answer.
    await t.http
      .delete('/api/admin/push/subscriptions')
      .set(owner.auth)
      .send({ endpoint: mine.endpoint })
      .expect(204);
    const refused = await t.http
      .delete('/api/admin/push/subscriptions')
      .set(owner.auth)
      .send({ endpoint: 'niets' })
      .expect(400);
    expect(refused.body.fields).toEqual({ endpoint: PUSH_MESSAGES.endpoint });
  });

  it("a removed member's devices go with their membership", async () => {
    const owner = await registerOwner(t.http);
    const member = await joinTeam(t, owner, 'medewerker');
    const phone = device();
    await t.http.post('/api/admin/push/subscriptions').set(member.auth).send(phone).expect(201);
    await t.http.delete(`/api/admin/team/members/${member.userId}`).set(owner.auth).expect(204);
    expect(await rowsOf(phone.endpoint)).toEqual([]);
  });
});
