import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, startTestApp, TestApp } from './support/test-app';

const TOO_MANY = 'Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.';

function attempt(t: TestApp, email: string, password: string, client?: string) {
  const request = t.http.post('/api/admin/auth/login');
  if (client) request.set('X-Forwarded-For', client);
  return request.send({ email, password });
}

const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((count, { status }) => {
    count[status] = (count[status] ?? 0) + 1;
    return count;
  }, {});

describe('the login lockout under parallel attempts (no proxy trusted)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ loginFailureLimit: 10, loginFailureLimitPerEmail: 50, trustProxy: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('evaluates no more than 10 of 30 simultaneous wrong passwords', async () => {
    const owner = await registerOwner(t.http);
    const responses = await Promise.all(Array.from({ length: 30 }, () => attempt(t, owner.email, 'fout123')));
    expect(statuses(responses)).toEqual({ 401: 10, 429: 20 });
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body.message).toBe(TOO_MANY);
  });

  it('lets the right password among 19 wrong ones at once be evaluated only within the limit', async () => {
    const owner = await registerOwner(t.http);
    const passwords = Array.from({ length: 20 }, (_, i) => (i === 13 ? owner.password : 'fout123'));
    const responses = await Promise.all(passwords.map((password) => attempt(t, owner.email, password)));
    const counted = statuses(responses);
    expect((counted[200] ?? 0) + (counted[401] ?? 0)).toBe(10);
    expect(counted[429]).toBe(10);
  });

  it('believes no X-Forwarded-For header when no proxy is trusted', async () => {
    const owner = await registerOwner(t.http);
    for (let i = 0; i < 10; i += 1)
      await attempt(t, owner.email, 'fout123', `203.0.113.${i + 1}`).expect(401);
    await attempt(t, owner.email, owner.password, '198.51.100.7').expect(429);
  });
});

describe('the login lockout per client, behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ loginFailureLimit: 10, loginFailureLimitPerEmail: 25, trustProxy: 'loopback' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not let a stranger lock the owner out', async () => {
    const owner = await registerOwner(t.http);
    for (let i = 0; i < 10; i += 1) await attempt(t, owner.email, 'fout123', '203.0.113.66').expect(401);
    await attempt(t, owner.email, 'fout123', '203.0.113.66').expect(429);
    await attempt(t, owner.email, owner.password, '198.51.100.7').expect(200);
  });

  it('still caps guessing spread over many addresses, per e-mail', async () => {
    const owner = await registerOwner(t.http);
    for (let i = 0; i < 25; i += 1)
      await attempt(t, owner.email, 'fout123', `203.0.113.${100 + (i % 5)}`).expect(401);
    await attempt(t, owner.email, owner.password, '198.51.100.8').expect(429);
  });

  it('does not count a successful login as a failure', async () => {
    const owner = await registerOwner(t.http);
    for (let i = 0; i < 12; i += 1) await attempt(t, owner.email, owner.password, '198.51.100.9').expect(200);
  });
});
