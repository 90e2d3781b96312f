import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LIVE_STREAM_LEASE_MS,
  MAX_LIVE_STREAMS_PER_SHOP,
} from '../src/modules/notifications/live-stream-places';
import { openEventStream, type EventStream } from './support/event-stream';
import { withDatabase } from './support/shop-setup';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

/**
 * The dashboard's live streams belong to a session: a ticket opens one stream once, logging out
 * ends the session's streams and tickets (a password reset all of the person's), and a shop holds at most a
 * few streams at once.
 */
let t: TestApp;
let baseUrl: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen(0, '127.0.0.1');
  baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
});
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<typeof registerOwner>>;

async function ticketFor(auth: Owner['auth']): Promise<string> {
  return (await t.http.post('/api/admin/live/tickets').set(auth).expect(201)).body.ticket;
}

const placesHeld = (accountId: string) =>
  withDatabase(t, async (db) =>
    Number(
      (await db.query('SELECT count(*) FROM live_streams WHERE account_id = $1', [accountId])).rows[0].count,
    ),
  );

describe('live tickets', () => {
  it('open one stream, once', async () => {
    const owner = await registerOwner(t.http);
    const ticket = await ticketFor(owner.auth);
    const first = await openStream({ ticket });
    expect(first.response.status).toBe(200);
    const again = await openStream({ ticket });
    expect(again.response.status).toBe(401);
    expect(await again.response.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
  });

  it('a ticket opens only one of many streams asked for at once', async () => {
    const owner = await registerOwner(t.http);
    const ticket = await ticketFor(owner.auth);
    const answers = await Promise.all(Array.from({ length: 20 }, () => openStream({ ticket })));
    expect(answers.filter((stream) => stream.response.status === 200)).toHaveLength(1);
    expect(answers.filter((stream) => stream.response.status === 401)).toHaveLength(19);
  });
});

describe('logging out', () => {
  it("ends the session's open streams and unused tickets, and leaves the shop's other sessions alone", async () => {
    const owner = await registerOwner(t.http);
    const second = await t.http
      .post('/api/admin/auth/login')
      .send({ email: owner.email, password: owner.password })
      .expect(200);
    const otherAuth = { Authorization: `Bearer ${second.body.token}` };
    const byTicket = await openStream({ ticket: await ticketFor(owner.auth) });
    const byHeader = await openStream({ token: owner.token });
    const otherSession = await openStream({ ticket: await ticketFor(otherAuth) });
    const unused = await ticketFor(owner.auth);
    expect([byTicket, byHeader, otherSession].map((stream) => stream.response.status)).toEqual([
      200, 200, 200,
    ]);
    expect(await placesHeld(owner.id)).toBe(3);

    await t.http.post('/api/admin/auth/logout').set(owner.auth).expect(204);
    await expect(byTicket.ended).resolves.toBe('ended');
    await expect(byHeader.ended).resolves.toBe('ended');
    expect((await openStream({ ticket: unused })).response.status).toBe(401);
    await vi.waitFor(async () => expect(await placesHeld(owner.id)).toBe(1));

    // The other session's stream still carries the shop's changes.
    await t.http
      .post('/api/admin/collections')
      .set(otherAuth)
      .send({ name: 'Soepen', icon: 'Utensils' })
      .expect(201);
    await vi.waitFor(() => expect(otherSession.events.length).toBeGreaterThan(0));
  });
});

describe('a password reset', () => {
  it("ends every session's streams, tickets and mailbox links of that shop, and no other shop's", async () => {
    const owner = await registerOwner(t.http);
    const second = await t.http
      .post('/api/admin/auth/login')
      .send({ email: owner.email, password: owner.password })
      .expect(200);
    const byTicket = await openStream({ ticket: await ticketFor(owner.auth) });
    const otherSession = await openStream({ token: second.body.token });
    const unused = await ticketFor(owner.auth);
    const mailbox: string = (await t.http.get('/api/admin/mail/transport').set(owner.auth).expect(200)).body
      .mailboxUrl;
    await t.http.get(mailbox).expect(200);
    const neighbour = await registerOwner(t.http);
    const neighbourStream = await openStream({ token: neighbour.token });

    await t.http.post('/api/auth/password-reset/request').send({ email: owner.email }).expect(202);
    const [mail] = await withDatabase(
      t,
      async (db) =>
        (
          await db.query(`SELECT text FROM outgoing_mails WHERE recipient = $1 AND kind = 'password-reset'`, [
            owner.email,
          ])
        ).rows,
    );
    const token = /wachtwoord-herstellen\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    await t.http
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'nieuw-geheim' })
      .expect(200);

    await expect(byTicket.ended).resolves.toBe('ended');
    await expect(otherSession.ended).resolves.toBe('ended');
    expect((await openStream({ ticket: unused })).response.status).toBe(401);
    await t.http.get(mailbox).expect(403);
    await vi.waitFor(async () => expect(await placesHeld(owner.id)).toBe(0));
    // The neighbour's stream still carries its shop's changes.
    await t.http
      .post('/api/admin/collections')
      .set(neighbour.auth)
      .send({ name: 'Soepen', icon: 'Utensils' })
      .expect(201);
    await vi.waitFor(() => expect(neighbourStream.events.length).toBeGreaterThan(0));
  });
});

describe('streams per shop', () => {
  it(`opens exactly ${MAX_LIVE_STREAMS_PER_SHOP} of 30 streams asked for at once, refuses the rest in Dutch, and a closed one frees its place`, async () => {
    const owner = await registerOwner(t.http);
    const tickets = [];
    for (let index = 0; index < 30; index++) tickets.push(await ticketFor(owner.auth));
    const opened = await Promise.all(tickets.map((ticket) => openStream({ ticket })));
    const open = opened.filter((stream) => stream.response.status === 200);
    const refused = opened.filter((stream) => stream.response.status === 429);
    expect(open).toHaveLength(MAX_LIVE_STREAMS_PER_SHOP);
    expect(refused).toHaveLength(30 - MAX_LIVE_STREAMS_PER_SHOP);
    expect(await refused[0].response.json()).toEqual({
      statusCode: 429,
      message: 'Er staan al te veel live-verbindingen open voor deze zaak. Sluit een ander venster.',
      error: 'Too Many Requests',
    });
    expect(await placesHeld(owner.id)).toBe(MAX_LIVE_STREAMS_PER_SHOP);

    // Another shop is not held back by this one.
    const neighbour = await registerOwner(t.http);
    expect((await openStream({ token: neighbour.token })).response.status).toBe(200);

    open[0].close();
    await vi.waitFor(async () => expect(await placesHeld(owner.id)).toBe(MAX_LIVE_STREAMS_PER_SHOP - 1));
    expect((await openStream({ token: owner.token })).response.status).toBe(200);
    expect((await openStream({ token: owner.token })).response.status).toBe(429);
  });

  it('frees the places of a crashed instance once their lease ran out, and not before', async () => {
    const owner = await registerOwner(t.http);
    const holdPlaces = (leaseUntil: Date) =>
      withDatabase(t, async (db) => {
        await db.query('DELETE FROM live_streams WHERE account_id = $1', [owner.id]);
        for (let index = 0; index < MAX_LIVE_STREAMS_PER_SHOP; index++)
          await db.query('INSERT INTO live_streams (id, account_id, lease_until) VALUES ($1, $2, $3)', [
            randomUUID(),
            owner.id,
            leaseUntil,
          ]);
      });
    await holdPlaces(new Date(Date.now() + LIVE_STREAM_LEASE_MS));
    expect((await openStream({ token: owner.token })).response.status).toBe(429);
    await holdPlaces(new Date(Date.now() - 1_000));
    expect((await openStream({ token: owner.token })).response.status).toBe(200);
    expect(await placesHeld(owner.id)).toBe(1);
  });
});

/** Opens a stream on this file's app and keeps it, so each test's streams are closed after it. */
async function openStream(key: { token: string } | { ticket: string }): Promise<EventStream> {
  const stream = await openEventStream(baseUrl, key);
  streams.push(stream);
  return stream;
}
