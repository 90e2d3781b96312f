import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi, type MockInstance } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { createDatabase, startAppProcess } from './support/app-process';
import { openEventStream, type EventStream } from './support/event-stream';
import { eventually } from './support/eventually';
import { FRIDAY_MORNING, openOrderingShop, payInSandbox, placeOrder } from './support/order-fixtures';
import { startPgBouncer, type PgBouncer } from './support/pgbouncer';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Managed Postgres puts PgBouncer in transaction mode in front of the database: every statement
 * works through it, but LISTEN does not (the session it ran on serves other clients next), so live
 * updates need DATABASE_DIRECT_URL; and a listener that hears nothing must say so.
 */
let bouncer: PgBouncer;
let errors: MockInstance<Logger['error']>;
const streams: EventStream[] = [];

beforeAll(async () => {
  bouncer = await startPgBouncer(inject('postgresAdminUrl'));
  errors = vi.spyOn(Logger.prototype, 'error');
});
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
afterAll(async () => {
  errors?.mockRestore();
  await bouncer?.stop();
});

/** The listener's own complaints: its probe did not come back. */
const probeLosses = () => errors.mock.calls.filter(([message]) => String(message).includes('testbericht'));
const databaseOf = (url: string) => new URL(url).pathname.slice(1);

async function listening(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

describe('the pool through PgBouncer, the listener and migrations on DATABASE_DIRECT_URL', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startTestApp(
      // Probing often: a probe lost on the way through the pooler would show within this test.
      { liveUpdatesProbe: { intervalMs: 200, timeoutMs: 1_000 } },
      { clock: new SettableClock(FRIDAY_MORNING) },
      (databaseUrl) => ({ pooled: bouncer.via(databaseUrl), direct: databaseUrl }),
    );
    baseUrl = await listening(t);
  });
  afterAll(() => t?.close());

  it("streams a paid order to the owner's dashboard within 2 s, and stays healthy", async () => {
    const shop = await openOrderingShop(t);
    const stream = await openEventStream(baseUrl, { token: shop.owner.token });
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    const placed = await placeOrder(t, shop).expect(201);
    // The app's own requests really go through the pooler.
    expect(await bouncer.clients(databaseOf(t.databaseUrl))).toBeGreaterThan(0);

    const paying = performance.now();
    await payInSandbox(t, placed.body.orderId);
    await vi.waitFor(
      () => expect(stream.events).toContainEqual(expect.objectContaining({ topic: 'orders' })),
      {
        timeout: 2_000,
        interval: 10,
      },
    );
    const elapsed = performance.now() - paying;
    console.info(`paid order on the owner's stream through PgBouncer after ${Math.round(elapsed)} ms`);
    expect(elapsed).toBeLessThan(2_000);

    expect((await t.http.get('/api/health').expect(200)).body).toEqual({
      status: 'ok',
      database: 'ok',
      details: { oldestUnsentJobSeconds: expect.any(Number) },
    });
    expect(probeLosses()).toEqual([]);
  });
});

describe('two app processes started together on an empty database, DATABASE_URL through PgBouncer', () => {
  it("migrate on DATABASE_DIRECT_URL in turn, and a change on one reaches the owner's stream on the other", async ({
    onTestFinished,
  }) => {
    const databaseUrl = await createDatabase();
    const env = { DATABASE_DIRECT_URL: databaseUrl };
    const starting = performance.now();
    const [a, b] = await Promise.all([
      startAppProcess(bouncer.via(databaseUrl), env),
      startAppProcess(bouncer.via(databaseUrl), env),
    ]);
    onTestFinished(async () => void (await Promise.all([a.stop(), b.stop()])));
    console.info(`two processes migrated and healthy after ${Math.round(performance.now() - starting)} ms`);

    const owner = await signUp(a.baseUrl);
    const stream = await openEventStream(b.baseUrl, { token: owner.token });
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    const changing = performance.now();
    await call(a.baseUrl, 'PUT', '/api/admin/pickup-moments', 200, owner.token, {
      day: 'maandag',
      slots: [{ start: '11:00', end: '13:00' }],
    });
    await vi.waitFor(() => expect(stream.events).toHaveLength(1), { timeout: 2_000, interval: 10 });
    expect(performance.now() - changing).toBeLessThan(2_000);
    expect(await bouncer.clients(databaseOf(databaseUrl))).toBeGreaterThan(0);
    for (const app of [a, b])
      expect(await (await fetch(`${app.baseUrl}/api/health`)).json()).toMatchObject({ status: 'ok' });
    expect(a.output() + b.output()).not.toContain('testbericht');
  });
});

describe('the listener pointed at PgBouncer by mistake (DATABASE_DIRECT_URL unset)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ liveUpdatesProbe: { intervalMs: 60_000, timeoutMs: 500 } }, {}, (databaseUrl) =>
      bouncer.via(databaseUrl),
    );
  });
  afterAll(() => t?.close());

  it('finds that its probe never comes back: logs an error, reconnects and marks /api/health degraded', async () => {
    const detecting = performance.now();
    await eventually(async () => {
      expect((await t.http.get('/api/health').expect(200)).body).toEqual({
        status: 'degraded',
        database: 'ok',
        liveUpdates: 'lost',
        details: { oldestUnsentJobSeconds: expect.any(Number) },
      });
    });
    console.info(`lost live updates detected after ${Math.round(performance.now() - detecting)} ms`);
    expect(probeLosses()[0]?.[0]).toMatch(/^Live-updates: eigen testbericht kwam niet terug binnen 500 ms;/);
    // Each new connection proves itself at once, and is found deaf again: it keeps trying, loudly.
    await eventually(async () => expect(probeLosses().length).toBeGreaterThanOrEqual(2));
  });
});

async function signUp(baseUrl: string): Promise<{ token: string }> {
  const credentials = { email: `eigenaar-${randomUUID().slice(0, 8)}@voorbeeld.be`, password: 'geheim123' };
  await call(baseUrl, 'POST', '/api/admin/auth/signup', 201, undefined, { name: 'Eigenaar', ...credentials });
  return (await call(baseUrl, 'POST', '/api/admin/auth/login', 200, undefined, credentials)) as {
    token: string;
  };
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  expectedStatus: number,
  token: string | undefined,
  body: unknown,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(expectedStatus);
  return json;
}
