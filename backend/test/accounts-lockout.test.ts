import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { PasswordHasher } from '../src/modules/accounts/password-hasher';
import { eventually } from './support/eventually';
import type { Response, Test } from 'supertest';
import { registerOwner, startTestApp, TestApp } from './support/test-app';

const LOCKED = 'Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.';
const tooSoon = (seconds: number) =>
  `Te veel mislukte inlogpogingen na elkaar. Probeer het over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} opnieuw.`;

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

/**
 * For the tests of the describe block it is called in: an app behind a trusted proxy whose password
 * hashes wait, for the clients `held` picks, until `release()`, as slow hashes would; `started`
 * lists which client's hash started, in order.
 */
function appHoldingHashes(held: (client: string) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const app = { t: undefined as unknown as TestApp, started: [] as string[], release: () => release() };
  beforeAll(async () => {
    app.t = await startTestApp(
      { trustProxy: 'loopback' },
      {
        clock: new SettableClock('2030-06-14T08:00:00Z'),
        holdPasswordHash: async (client) => {
          app.started.push(client);
          if (held(client)) await released;
        },
      },
    );
  });
  afterAll(async () => {
    app.release();
    await app.t.close();
  });
  return app;
}

/** Sends all `requests` at once: `answered` lists their answers as they come, `all` waits for every one. */
function sentAtOnce(requests: Test[]) {
  const answered: Response[] = [];
  const all = Promise.all(
    requests.map((request) =>
      request.then((answer) => {
        answered.push(answer);
        return answer;
      }),
    ),
  );
  return { answered, all };
}

describe('the login pace under parallel attempts (no proxy trusted)', () => {
  const clock = new SettableClock('2030-06-14T08:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { loginFailureLimit: 10, loginFailureLimitPerEmail: 50, trustProxy: false },
      { clock },
    );
  });
  // Every attempt here comes from one client, whose failures over all e-mails are paced too: each
  // test starts in a window of its own.
  beforeEach(() => clock.advance(15 * 60 * 1000));
  afterAll(async () => {
    await t.close();
  });

  it('checks exactly 3 of 200 simultaneous wrong passwords and refuses the rest at once', async () => {
    const owner = await registerOwner(t.http);
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => attempt(t, owner.email, 'fout123')),
    );
    expect(statuses(responses)).toEqual({ 401: 3, 429: 197 });
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body.message).toMatch(
      /^Te veel mislukte inlogpogingen na elkaar\. Probeer het over \d+ seconden? opnieuw\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('lets the right password among 19 wrong ones at once be evaluated only within the pace', async () => {
    const owner = await registerOwner(t.http);
    const passwords = Array.from({ length: 20 }, (_, i) => (i === 13 ? owner.password : 'fout123'));
    const responses = await Promise.all(passwords.map((password) => attempt(t, owner.email, password)));
    const counted = statuses(responses);
    expect((counted[200] ?? 0) + (counted[401] ?? 0)).toBe(3);
    expect(counted[429]).toBe(17);
  });

  it('believes no X-Forwarded-For header when no proxy is trusted', async () => {
    const owner = await registerOwner(t.http);
    for (let i = 0; i < 3; i += 1) await attempt(t, owner.email, 'fout123', `203.0.113.${i + 1}`).expect(401);
    await attempt(t, owner.email, owner.password, '198.51.100.7').expect(429);
  });
});

describe('the login pace per client, behind a trusted proxy', () => {
  const clock = new SettableClock('2030-06-14T08:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { loginFailureLimit: 10, loginFailureLimitPerEmail: 25, trustProxy: 'loopback' },
      { clock },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('slows a client down after 3 failures, each wait twice the last, then locks it after 10', async () => {
    const owner = await registerOwner(t.http);
    const client = '203.0.113.10';
    for (let i = 0; i < 3; i += 1) await attempt(t, owner.email, 'fout123', client).expect(401);
    for (const seconds of [1, 2, 4, 8, 16, 32, 64]) {
      const refused = await attempt(t, owner.email, owner.password, client).expect(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        message: tooSoon(seconds),
        error: 'Too Many Requests',
      });
      expect(refused.headers['retry-after']).toBe(String(seconds));
      clock.advance(seconds * 1000 - 1);
      await attempt(t, owner.email, 'fout123', client).expect(429);
      clock.advance(1);
      await attempt(t, owner.email, 'fout123', client).expect(401);
    }
    const locked = await attempt(t, owner.email, owner.password, client).expect(429);
    expect(locked.body.message).toBe(LOCKED);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60 - (1 + 2 + 4 + 8 + 16 + 32 + 64));
    await attempt(t, owner.email, owner.password, '198.51.100.10').expect(200);
  });

  it('still caps guessing spread over many addresses: past 25 failures for the e-mail, an address that failed gets no more', async () => {
    const owner = await registerOwner(t.http);
    for (let i = 0; i < 25; i += 1) await attempt(t, owner.email, 'fout123', `203.0.114.${i}`).expect(401);
    clock.advance(60_000);
    const locked = await attempt(t, owner.email, 'fout123', '203.0.114.0').expect(429);
    expect(locked.body.message).toBe(LOCKED);
    await attempt(t, owner.email, 'fout123', '203.0.114.200').expect(401);
    await attempt(t, owner.email, 'fout123', '203.0.114.200').expect(429);
    await attempt(t, owner.email, owner.password, '198.51.100.21').expect(200);
  });

  it('counts IPv6 clients by their /64 network', async () => {
    const owner = await registerOwner(t.http);
    await attempt(t, owner.email, 'fout123', '2001:db8:9:9::1').expect(401);
    await attempt(t, owner.email, 'fout123', '2001:db8:9:9::2').expect(401);
    await attempt(t, owner.email, 'fout123', '2001:db8:9:9:abcd::3').expect(401);
    await attempt(t, owner.email, owner.password, '2001:db8:9:9::4').expect(429);
    await attempt(t, owner.email, owner.password, '2001:db8:9:a::1').expect(200);
  });

  it('does not count a successful login as a failure', async () => {
    const owner = await registerOwner(t.http);
    for (let i = 0; i < 12; i += 1) await attempt(t, owner.email, owner.password, '198.51.100.9').expect(200);
  });
});

describe('a flood of logins for made-up e-mails from one address, beside the owner logging in from another', () => {
  const flooder = '203.0.113.66';
  const ownersAddress = '198.51.100.66';
  /** The flooder's hashes are held. */
  const app = appHoldingHashes((client) => client === flooder);

  it("logs the owner in while the flood's hashes are still running, and refuses the flood's excess with 429 and Retry-After", async () => {
    const { t } = app;
    const owner = await registerOwner(t.http);
    const { answered: floodAnswers, all: flood } = sentAtOnce(
      Array.from({ length: 40 }, (_, i) => attempt(t, `verzonnen${i}@voorbeeld.be`, 'fout123', flooder)),
    );
    // The flooder's share of the hashing queue (one running, two waiting) is full and held; the rest are refused at once.
    await eventually(async () => expect(floodAnswers).toHaveLength(37));
    expect(statuses(floodAnswers)).toEqual({ 429: 37 });
    for (const refused of floodAnswers)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const startedBeforeOwner = app.started.length;
    await attempt(t, owner.email, owner.password, ownersAddress).expect(200);
    // The owner's hash ran in a free slot: after exactly one of the flood's, none of which has finished.
    expect(app.started.slice(startedBeforeOwner)).toEqual([ownersAddress]);
    expect(app.started.filter((client) => client === flooder)).toHaveLength(1);
    expect(floodAnswers).toHaveLength(37);

    app.release();
    expect(statuses(await flood)).toEqual({ 401: 3, 429: 37 });
    expect(app.started.filter((client) => client === flooder)).toHaveLength(3);
  });

  it('paces one client over all e-mails together: after 6 failures on made-up e-mails, the next try must wait', async () => {
    const { t } = app;
    const client = '203.0.113.67';
    for (let i = 0; i < 6; i += 1)
      await attempt(t, `ook-verzonnen${i}@voorbeeld.be`, 'fout123', client).expect(401);
    const refused = await attempt(t, 'nog-een@voorbeeld.be', 'fout123', client).expect(429);
    expect(refused.body.message).toBe(tooSoon(1));
    expect(refused.headers['retry-after']).toBe('1');
  });
});

describe('a flood of logins from many addresses at once', () => {
  /** The strangers' hashes are held. */
  const app = appHoldingHashes((client) => client.startsWith('203.0.116.'));

  it("refuses strangers past the queue's bound with 503 and Retry-After, while the owner's own client is queued first", async () => {
    const { t } = app;
    const owner = await registerOwner(t.http);
    const ownersClient = '198.51.100.90';
    await attempt(t, owner.email, owner.password, ownersClient).expect(200);
    const { answered: answers, all: flood } = sentAtOnce(
      Array.from({ length: 60 }, (_, i) =>
        attempt(t, `verzonnen${i}@voorbeeld.be`, 'fout123', `203.0.116.${i}`),
      ),
    );
    // Two hashes run (held), 32 wait; the other 26 are refused at once.
    await eventually(async () => expect(answers).toHaveLength(26));
    expect(statuses(answers)).toEqual({ 503: 26 });
    for (const refused of answers) {
      expect(refused.body.message).toMatch(
        /^Het is even te druk\. Probeer het over \d+ seconden? opnieuw\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // The owner from an address not known on the e-mail waits among the strangers, and so is refused too.
    await attempt(t, owner.email, owner.password, '198.51.100.91').expect(503);
    // From the client that logged in before, the owner's hash is queued all the same…
    const ownersLogin = attempt(t, owner.email, owner.password, ownersClient).then((answer) => answer);
    const hasher = t.app.get(PasswordHasher);
    await eventually(async () => expect(hasher.waitingFor(ownersClient)).toBe(1));
    const startedBeforeRelease = app.started.length;
    app.release();
    expect((await ownersLogin).status).toBe(200);
    // …and goes first when a slot frees, before the 32 strangers that were waiting.
    expect(app.started[startedBeforeRelease]).toBe(ownersClient);
    expect(statuses(await flood)).toEqual({ 401: 34, 503: 26 });
  });
});

describe("the owner's own client, while strangers fail on the owner's e-mail from many addresses", () => {
  const clock = new SettableClock('2030-06-14T08:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 'loopback', loginFailureLimitPerEmail: 50 }, { clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps its own pace: after 55 addresses failed, one typo of its own and then the right password logs in', async () => {
    const owner = await registerOwner(t.http);
    const ownersClient = '198.51.100.80';
    await attempt(t, owner.email, owner.password, ownersClient).expect(200);
    clock.advance(60 * 60 * 1000);
    for (let i = 0; i < 55; i += 1) await attempt(t, owner.email, 'fout123', `203.0.115.${i}`).expect(401);
    await attempt(t, owner.email, 'geheim12', ownersClient).expect(401);
    await attempt(t, owner.email, owner.password, ownersClient).expect(200);
    // A stranger's client that failed here is still locked out of the e-mail.
    await attempt(t, owner.email, owner.password, '203.0.115.0').expect(429);
  });
});
