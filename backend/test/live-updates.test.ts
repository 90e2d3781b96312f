import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Subscription } from 'rxjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UnitOfWork } from '../src/database/unit-of-work';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import type { ShopChange } from '../src/modules/notifications/shop-change';
import { createDatabase, startAppProcess, type AppProcess } from './support/app-process';
import { openEventStream, type EventStream } from './support/event-stream';
import { registerOwner as registerTestOwner, startTestApp, type TestApp } from './support/test-app';

describe('live updates across two instances over one database', () => {
  let a: AppProcess;
  let b: AppProcess;
  let databaseUrl: string;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    databaseUrl = await createDatabase();
    [a, b] = await Promise.all([startAppProcess(databaseUrl), startAppProcess(databaseUrl)]);
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it("streams a product created on A to the owner's stream on B within 2 s, and to no other shop", async () => {
    const owner = await registerOwner(a.baseUrl);
    const otherShop = await registerOwner(a.baseUrl);
    const ownerStream = await openEventStream(b.baseUrl, { token: owner.token });
    const otherStream = await openEventStream(b.baseUrl, { token: otherShop.token });
    streams.push(ownerStream, otherStream);
    expect(ownerStream.response.status).toBe(200);
    expect(ownerStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(ownerStream.response.headers.get('cache-control')).toBe('no-store');

    const created = performance.now();
    await createProduct(a.baseUrl, owner.token);
    await vi.waitFor(() => expect(ownerStream.events).toHaveLength(1), { timeout: 2_000, interval: 10 });
    expect(performance.now() - created).toBeLessThan(2_000);
    expect(ownerStream.events[0]).toEqual({
      topic: 'products',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // The other shop's own change is the marker: by the time it arrives, the first one would have too.
    await createProduct(a.baseUrl, otherShop.token);
    await vi.waitFor(() => expect(otherStream.events).toHaveLength(1), { timeout: 2_000, interval: 10 });
    expect(ownerStream.events).toHaveLength(1);
  });

  it("opens the stream with a one-minute, single-use ticket, as the browser's EventSource does, on any instance", async () => {
    const owner = await registerOwner(a.baseUrl);
    const { ticket } = (await post(a.baseUrl, '/api/admin/live/tickets', {}, 201, {
      Authorization: `Bearer ${owner.token}`,
    })) as { ticket: string };
    const stream = await openEventStream(b.baseUrl, { ticket });
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await createProduct(a.baseUrl, owner.token);
    await vi.waitFor(() => expect(stream.events).toHaveLength(1), { timeout: 2_000, interval: 10 });

    // The ticket is used up, on every instance; anything else never was one.
    for (const bad of [ticket, owner.token, '', 'x.y', 'x'.repeat(5_000)])
      expect((await fetch(`${b.baseUrl}/api/live?ticket=${encodeURIComponent(bad)}`)).status).toBe(401);
    expect((await fetch(`${b.baseUrl}/api/live`)).status).toBe(401);
  });

  it('refuses the stream without a valid token', async () => {
    const response = await fetch(`${b.baseUrl}/api/admin/live`, {
      headers: { Authorization: 'Bearer ongeldig' },
    });
    expect(response.status).toBe(401);
  });

  it('ends open streams and exits promptly on SIGTERM', async () => {
    const c = await startAppProcess(databaseUrl);
    const owner = await registerOwner(c.baseUrl);
    const stream = await openEventStream(c.baseUrl, { token: owner.token });
    streams.push(stream);

    const stopping = performance.now();
    const exit = await c.stop();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(performance.now() - stopping).toBeLessThan(5_000);
    await expect(stream.ended).resolves.toBe('ended');
  });
});

describe('live updates inside one instance', () => {
  let t: TestApp;
  let notifications: NotificationsService;
  let uow: UnitOfWork;
  let subscription: Subscription | undefined;

  beforeAll(async () => {
    t = await startTestApp();
    notifications = t.app.get(NotificationsService);
    uow = t.app.get(UnitOfWork);
  });
  afterEach(() => subscription?.unsubscribe());
  afterAll(() => t?.close());

  function listen(accountId: string): ShopChange[] {
    const received: ShopChange[] = [];
    subscription = notifications.changes(accountId).subscribe((change) => received.push(change));
    return received;
  }

  /** A change to the shop's settings made by hand, as any write path might make it. */
  const renameShop = (accountId: string, name: string) =>
    uow.manager.query('UPDATE accounts SET shop_name = $2 WHERE id = $1', [accountId, name]);

  it('delivers a change made in a transaction only once that commits', async () => {
    const { id } = await registerTestOwner(t.http);
    const received = listen(id);
    await uow.transaction(async () => {
      await renameShop(id, 'De Smul');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toEqual([]);
    });
    await vi.waitFor(() => expect(received.map((change) => change.topic)).toEqual(['settings']));
  });

  it('never delivers a change made in a transaction that rolls back', async () => {
    const { id } = await registerTestOwner(t.http);
    const received = listen(id);
    await expect(
      uow.transaction(async () => {
        await renameShop(id, 'Teruggedraaid');
        throw new Error('afgebroken');
      }),
    ).rejects.toThrow('afgebroken');
    // Postgres delivers in commit order on the one listening connection: once this arrives, the
    // rolled-back one would have arrived before it.
    await uow.manager.query(
      `INSERT INTO collections (account_id, name, icon) VALUES ($1, 'Soepen', 'Soup')`,
      [id],
    );
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0].topic).toBe('collections');
  });

  it('hears every write to a shop table, once per transaction, whoever makes it; and not a login detail', async () => {
    const owner = await registerTestOwner(t.http);
    const received = listen(owner.id);
    for (const name of ['Soepen', 'Dranken', 'Desserts'])
      await t.http.post('/api/admin/collections').set(owner.auth).send({ name, icon: 'Soup' }).expect(201);
    // The new collections announce themselves whenever their notifications arrive: count from after them.
    await vi.waitFor(() => expect(received).toHaveLength(3));
    received.length = 0;
    // Straight to the database, as a script or a new write path would, bypassing every service.
    const db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      await db.query('UPDATE users SET password_hash = password_hash WHERE id = $1', [owner.userId]);
      await db.query(`UPDATE collections SET name = name || '!' WHERE account_id = $1`, [owner.id]);
      await db.query('BEGIN');
      await db.query(`UPDATE collections SET sort_order = sort_order + 1 WHERE account_id = $1`, [owner.id]);
      await db.query(`UPDATE accounts SET website_url = 'https://desmul.be' WHERE id = $1`, [owner.id]);
      await db.query('COMMIT');
    } finally {
      await db.end();
    }
    await vi.waitFor(() => expect(received).toHaveLength(3));
    // Three rows in one statement, then three more with the settings in one transaction.
    expect(received.map((change) => change.topic)).toEqual(['collections', 'collections', 'settings']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(3);
  });

  it('listens again after its connection is cut, and tells every stream to refetch everything', async () => {
    const { id } = await registerTestOwner(t.http);
    const received = listen(id);
    const admin = new Client({ connectionString: t.databaseUrl });
    await admin.connect();
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN shop_changes'`,
    );
    await admin.end();
    expect(rowCount).toBe(1);

    await vi.waitFor(() => expect(received.map((change) => change.topic)).toEqual(['*']), { timeout: 5_000 });
    await renameShop(id, 'Opnieuw');
    await vi.waitFor(() => expect(received.map((change) => change.topic)).toEqual(['*', 'settings']));
  });
});

async function registerOwner(baseUrl: string): Promise<{ token: string }> {
  const email = `eigenaar-${randomUUID().slice(0, 8)}@voorbeeld.be`;
  const credentials = { email, password: 'geheim123' };
  await post(baseUrl, '/api/admin/auth/signup', { name: 'Eigenaar', ...credentials }, 201);
  const login = await post(baseUrl, '/api/admin/auth/login', credentials, 200);
  return { token: (login as { token: string }).token };
}

async function createProduct(baseUrl: string, token: string): Promise<void> {
  const product = {
    name: 'Tomatensoep',
    description: 'Met balletjes',
    price: '4.50',
    collection: '',
    stockQuantity: '',
    soldAlone: 'true',
    productOptions: '[]',
  };
  await post(baseUrl, '/api/admin/products', product, 201, { Authorization: `Bearer ${token}` });
}

async function post(
  baseUrl: string,
  path: string,
  body: unknown,
  expectedStatus: number,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(expectedStatus);
  return json;
}
