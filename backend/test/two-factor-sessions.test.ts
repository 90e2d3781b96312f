import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { shortenedAddress } from '../src/modules/accounts/sessions';
import { withDatabase } from './support/shop-setup';
import { registerOwner, startTestApp, tokenClaims, type TestApp } from './support/test-app';

/** 'Mijn sessies' and 'Overal afmelden', over HTTP to the real app at a controlled clock. */
const clock = new SettableClock('2030-06-14T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({}, { clock });
});
beforeEach(() => clock.advance(20 * 60 * 1000));
afterAll(() => t?.close());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function loginFrom(email: string, password: string, userAgent: string): Promise<string> {
  const answer = await t.http
    .post('/api/admin/auth/login')
    .set('User-Agent', userAgent)
    .send({ email, password })
    .expect(200);
  return answer.body.token as string;
}

describe("'Mijn sessies'", () => {
  it('lists when and from where each session was opened, the asking one marked, no full address', async () => {
    const owner = await registerOwner(t.http);
    clock.advance(60_000);
    const phone = await loginFrom(owner.email, owner.password, 'Telefoon/1.0');
    clock.advance(60_000);
    const laptop = await loginFrom(owner.email, owner.password, 'Laptop/2.0');
    const { body } = await t.http.get('/api/admin/account/sessions').set(bearer(laptop)).expect(200);
    const sessions = body.sessions as {
      sessionId: string;
      createdAt: string;
      userAgent: string | null;
      client: string;
      current: boolean;
      shopId: string;
    }[];
    expect(sessions.map(({ userAgent }) => userAgent).slice(0, 2)).toEqual(['Laptop/2.0', 'Telefoon/1.0']);
    expect(sessions[0]).toEqual({
      sessionId: tokenClaims(laptop).jti,
      shopId: owner.id,
      createdAt: clock.now().toISOString(),
      userAgent: 'Laptop/2.0',
      client: '127.0.0.0/24',
      current: true,
    });
    expect(sessions[1]).toMatchObject({ sessionId: tokenClaims(phone).jti, current: false });
    // The sign-up's own login too: three in all.
    expect(sessions).toHaveLength(3);
    // A logged-out session is no longer listed.
    await t.http.post('/api/admin/auth/logout').set(bearer(phone)).expect(204);
    const after = await t.http.get('/api/admin/account/sessions').set(bearer(laptop)).expect(200);
    expect(after.body.sessions.map(({ sessionId }: { sessionId: string }) => sessionId)).not.toContain(
      tokenClaims(phone).jti,
    );
    // Another person's sessions are never in the list.
    const other = await registerOwner(t.http);
    const theirs = await t.http.get('/api/admin/account/sessions').set(other.auth).expect(200);
    expect(theirs.body.sessions).toHaveLength(1);
    expect(theirs.body.sessions[0].sessionId).toBe(tokenClaims(other.token).jti);
  });

  it("'Overal afmelden' ends every session of the person, this one too; a later login starts afresh", async () => {
    const owner = await registerOwner(t.http);
    const other = await loginFrom(owner.email, owner.password, 'Kassa/1.0');
    await t.http.post('/api/admin/account/sessions/end-all').set(owner.auth).expect(204);
    await t.http.get('/api/admin/account/settings').set(owner.auth).expect(401);
    await t.http.get('/api/admin/account/settings').set(bearer(other)).expect(401);
    clock.advance(1000);
    const fresh = await loginFrom(owner.email, owner.password, 'Laptop/3.0');
    const { body } = await t.http.get('/api/admin/account/sessions').set(bearer(fresh)).expect(200);
    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]).toMatchObject({ userAgent: 'Laptop/3.0', current: true });
  });

  it('keeps no full address of the client', async () => {
    const owner = await registerOwner(t.http);
    const rows = await withDatabase(
      t,
      async (db) => (await db.query('SELECT client FROM sessions WHERE user_id = $1', [owner.userId])).rows,
    );
    expect(rows).toEqual([{ client: '127.0.0.0/24' }]);
  });
});

describe('shortening a client address', () => {
  it('keeps an IPv4 /24 and an IPv6 /48, and nothing of what is no address', () => {
    expect(shortenedAddress('203.0.113.57')).toBe('203.0.113.0/24');
    expect(shortenedAddress('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(shortenedAddress('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:db8:85a3::/48');
    expect(shortenedAddress('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(shortenedAddress('::1')).toBe('0:0:0::/48');
    expect(shortenedAddress('onbekend')).toBeNull();
    expect(shortenedAddress(undefined)).toBeNull();
  });
});
