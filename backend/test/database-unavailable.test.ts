import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { inject } from 'vitest';
import { SettableClock } from '../src/common/clock';
import {
  FRIDAY_MORNING,
  openOrderingShop,
  orderPayload,
  orderRow,
  placeOrder,
  type OrderingShop,
} from './support/order-fixtures';
import { withDatabase } from './support/shop-setup';
import { TcpProxy } from './support/tcp-proxy';
import { startTestApp, type TestApp } from './support/test-app';

const DUTCH = 'De database is niet bereikbaar.';
/** Far under what a person waits for, and over the pool's 5 s for a connection that never comes. */
const ANSWER_WITHIN_MS = 8_000;

const clock = new SettableClock(FRIDAY_MORNING);
let t: TestApp;
let proxy: TcpProxy;
let shop: OrderingShop;

beforeAll(async () => {
  const postgres = new URL(inject('postgresAdminUrl'));
  proxy = new TcpProxy(postgres.hostname, Number(postgres.port));
  await proxy.start();
  // A frontend build of one page, so shop pages are served as the app serves them.
  const dist = mkdtempSync(join(tmpdir(), 'bestelklaar-unavailable-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="nl"><head></head><body></body></html>');
  t = await startTestApp(
    {
      orderRateLimit: { perClientPerMinute: 10_000, perShopPerMinute: 10_000 },
      unpaidOrdersPerCustomer: 10_000,
      frontendDist: dist,
    },
    { clock },
    (databaseUrl) => proxy.via(databaseUrl),
  );
  shop = await openOrderingShop(t);
});
afterAll(async () => {
  await proxy.restore();
  await t.close();
  await proxy.stop();
});

async function timed<T>(work: () => PromiseLike<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

async function pendingOrder(): Promise<{ orderId: string; orderKey: string; sessionId: string }> {
  const { orderId, orderKey } = (await placeOrder(t, shop).expect(201)).body;
  return { orderId, orderKey, sessionId: (await orderRow(t, orderId)).payment_session_id! };
}

describe('the database unreachable', () => {
  it('every route answers 503 with Retry-After and the Dutch message, soon; pages as HTML; all is back with the database', async () => {
    const { orderId, orderKey, sessionId } = await pendingOrder();
    const jobErrors = vi.spyOn(Logger.prototype, 'error');
    await proxy.refuse();
    try {
      const json = [
        t.http.get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${orderKey}`),
        t.http.post(`/api/shop/${shop.subdomain}/orders`).send(orderPayload(shop)),
        t.http.post(`/api/shop/${shop.subdomain}/orders/${orderId}/cancel?key=${orderKey}`),
        t.http.get(`/api/shop/${shop.subdomain}/slot-availability?from=2030-06-17&days=7`),
        t.http.post('/api/admin/auth/login').send({ email: shop.owner.email, password: shop.owner.password }),
        t.http.get('/api/admin/orders/today').set(shop.owner.auth),
        t.http.get('/api/health'),
      ];
      for (const request of json) {
        const { result, ms } = await timed(() => request);
        expect(result.status).toBe(503);
        expect(result.headers['retry-after']).toBe('30');
        expect(result.body).toEqual({ statusCode: 503, message: DUTCH, error: 'Service Unavailable' });
        expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      }
      const pages = [
        t.http.get(`/${shop.subdomain}`),
        t.http.get(`/api/payments/sandbox/checkout/${sessionId}`),
        t.http.post(`/api/payments/sandbox/checkout/${sessionId}/pay`),
      ];
      for (const request of pages) {
        const { result, ms } = await timed(() => request.set('Accept', 'text/html,*/*;q=0.8'));
        expect(result.status).toBe(503);
        expect(result.headers['retry-after']).toBe('30');
        expect(result.headers['content-type']).toMatch(/^text\/html/);
        expect(result.text).toContain(DUTCH);
        expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      }
      // The job queue notices too, and says what went wrong and where.
      await vi.waitFor(
        () =>
          expect(jobErrors.mock.calls.some(([line]) => String(line).startsWith('Taakwachtrij:'))).toBe(true),
        { timeout: 10_000, interval: 200 },
      );
      for (const [line] of jobErrors.mock.calls) {
        expect(String(line)).not.toContain('[object Object]');
        if (String(line).startsWith('Taakwachtrij:')) expect(String(line)).toMatch(/\n\s+at /);
      }
    } finally {
      jobErrors.mockRestore();
      await proxy.restore();
    }

    const view = await t.http
      .get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${orderKey}`)
      .expect(200);
    expect(view.body.status).toBe('pending');
    await t.http.post(`/api/payments/sandbox/checkout/${sessionId}/pay`).expect(303);
    expect((await orderRow(t, orderId)).state).toBe('paid');
  });

  it('a database that takes connections and never answers: 503 within the connection timeout, not a request held', async () => {
    const { orderId, orderKey } = await pendingOrder();
    proxy.blackhole();
    try {
      const { result, ms } = await timed(() =>
        t.http
          .get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${orderKey}`)
          .timeout(ANSWER_WITHIN_MS * 2),
      );
      expect(result.status).toBe(503);
      expect(result.body.message).toBe(DUTCH);
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    } finally {
      await proxy.restore();
    }
    await t.http.get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${orderKey}`).expect(200);
  });

  it('a database that stops answering on its open connections: 503 within the statement timeout, and all goes on after', async () => {
    const { orderId, orderKey } = await pendingOrder();
    const read = () =>
      t.http
        .get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${orderKey}`)
        .timeout(ANSWER_WITHIN_MS * 2);
    await read().expect(200);
    proxy.freeze();
    try {
      const { result, ms } = await timed(read);
      expect(result.status).toBe(503);
      expect(result.body.message).toBe(DUTCH);
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    } finally {
      await proxy.restore();
    }
    await vi.waitFor(() => read().expect(200), { timeout: 10_000, interval: 250 });
  });

  it('a payment whose connection is lost mid-transaction is tried once more and lands, once', async () => {
    const { orderId, sessionId } = await pendingOrder();
    await withDatabase(t, async (db) => {
      // The test holds the order's row, so the payment's transaction waits on it; then its
      // connection is cut (as a Postgres restart would) and the row let go.
      await db.query('BEGIN');
      await db.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
      let answered: string | undefined;
      const paying = t.http.post(`/api/payments/sandbox/checkout/${sessionId}/pay`).then((response) => {
        answered = `${response.status} ${response.text.slice(0, 200)}`;
        return response;
      });
      let waiting: number | undefined;
      await vi.waitFor(
        async () => {
          // A payment answered before it ever waited on the row says why in the failure.
          expect(answered, 'the payment answered without waiting for the order').toBeUndefined();
          const sessions = (
            await db.query(
              `SELECT pid, state, wait_event_type, wait_event, left(query, 80) AS query FROM pg_stat_activity
               WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
            )
          ).rows as { pid: number; wait_event_type: string | null }[];
          const locked = sessions.filter((session) => session.wait_event_type === 'Lock');
          expect(locked, JSON.stringify(sessions)).toHaveLength(1);
          waiting = locked[0].pid;
        },
        { timeout: 10_000, interval: 50 },
      );
      await db.query('SELECT pg_terminate_backend($1)', [waiting]);
      await db.query('COMMIT');
      const paid = await paying;
      expect(paid.status).toBe(303);
    });
    expect((await orderRow(t, orderId)).state).toBe('paid');
    const recorded = await withDatabase(
      t,
      async (db) =>
        (
          await db.query(`SELECT event_id FROM processed_payment_events WHERE event_id LIKE $1`, [
            `%${sessionId}%`,
          ])
        ).rows,
    );
    expect(recorded).toHaveLength(1);
  });
});
