import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, expect, inject, it, vi, type MockInstance } from 'vitest';
import { TcpProxy } from './support/tcp-proxy';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The live-updates listener proves itself with a probe through the app's pool: a connection that
 * silently stops delivering (no error, no end) is found out, replaced, and reported until it hears.
 */
let proxy: TcpProxy;
let t: TestApp;
let errors: MockInstance<Logger['error']>;

beforeAll(async () => {
  const postgres = new URL(inject('postgresAdminUrl'));
  proxy = new TcpProxy(postgres.hostname, Number(postgres.port));
  await proxy.start();
  errors = vi.spyOn(Logger.prototype, 'error');
  // Only the listener's connection goes through the proxy; the pool (and the probe's NOTIFY) go direct.
  t = await startTestApp({ liveUpdatesProbe: { intervalMs: 200, timeoutMs: 500 } }, {}, (databaseUrl) => ({
    pooled: databaseUrl,
    direct: proxy.via(databaseUrl),
  }));
});
afterAll(async () => {
  errors?.mockRestore();
  await t?.close();
  await proxy?.stop();
});

const health = async () => (await t.http.get('/api/health').expect(200)).body as Record<string, unknown>;
const probeLosses = () => errors.mock.calls.filter(([message]) => String(message).includes('testbericht'));

it('finds a listening connection that stops delivering, degrades /api/health, and is healthy again once it hears', async () => {
  expect(await health()).toMatchObject({ status: 'ok' });
  expect(probeLosses()).toEqual([]);

  proxy.freeze();
  const freezing = performance.now();
  await vi.waitFor(
    async () => expect(await health()).toMatchObject({ status: 'degraded', liveUpdates: 'lost' }),
    {
      timeout: 5_000,
      interval: 50,
    },
  );
  console.info(`a deaf listener detected after ${Math.round(performance.now() - freezing)} ms`);
  expect(probeLosses().length).toBeGreaterThanOrEqual(1);

  await proxy.restore();
  const restoring = performance.now();
  // The reconnect under way may wait out its connection timeout (10 s) on the frozen hop first.
  await vi.waitFor(
    async () =>
      expect(await health()).toEqual({
        status: 'ok',
        database: 'ok',
        details: { oldestUnsentJobSeconds: expect.any(Number) },
      }),
    { timeout: 20_000, interval: 100 },
  );
  console.info(`healthy again ${Math.round(performance.now() - restoring)} ms after the hop was restored`);
});
