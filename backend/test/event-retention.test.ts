import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { EVENT_RETENTION_DAYS, EventRetention } from '../src/common/events/event-retention';
import { DELETE_BATCH } from '../src/database/delete-in-batches';
import { startTestApp, type TestApp } from './support/test-app';

const clock = new SettableClock('2030-06-15T02:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let db: Client;

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  db = new Client({ connectionString: t.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await t.close();
});

/** An event that occurred `daysAgo` before the clock's now, handled by two subscribers. */
async function handledEvent(daysAgo: number): Promise<string> {
  const id = randomUUID();
  const occurredAt = new Date(clock.now().getTime() - daysAgo * DAY_MS);
  await db.query(
    `INSERT INTO domain_events (id, type, account_id, payload, occurred_at) VALUES ($1, 'test.kept', NULL, '{}', $2)`,
    [id, occurredAt],
  );
  for (const subscriber of ['test.first', 'test.second'])
    await db.query(`INSERT INTO handled_events (subscriber, event_id, handled_at) VALUES ($1, $2, $3)`, [
      subscriber,
      id,
      occurredAt,
    ]);
  return id;
}

describe('the daily event retention', () => {
  it('forgets the events past the retention and their handled records, and keeps the younger ones', async () => {
    const old = [
      await handledEvent(EVENT_RETENTION_DAYS + 1),
      await handledEvent(EVENT_RETENTION_DAYS + 200),
    ];
    const young = [await handledEvent(EVENT_RETENTION_DAYS - 1), await handledEvent(0)];
    const ids = [...old, ...young];

    expect(await t.app.get(EventRetention).forgetOldEvents()).toBe(2);

    const events = await db.query('SELECT id FROM domain_events WHERE id = ANY($1)', [ids]);
    expect(events.rows.map((row: { id: string }) => row.id).sort()).toEqual([...young].sort());
    const handled = await db.query('SELECT event_id FROM handled_events WHERE event_id = ANY($1)', [ids]);
    expect(new Set(handled.rows.map((row: { event_id: string }) => row.event_id))).toEqual(new Set(young));
    expect(handled.rows).toHaveLength(4);
    expect(await t.app.get(EventRetention).forgetOldEvents()).toBe(0);
  });

  it('forgets more than a batch in one run, and keeps the younger ones', async () => {
    const occurredAt = new Date(clock.now().getTime() - (EVENT_RETENTION_DAYS + 5) * DAY_MS);
    const many = 2 * DELETE_BATCH + 3;
    await db.query(
      `INSERT INTO domain_events (id, type, account_id, payload, occurred_at)
       SELECT gen_random_uuid(), 'test.many', NULL, '{}', $1 FROM generate_series(1, $2)`,
      [occurredAt, many],
    );
    const young = await handledEvent(1);

    expect(await t.app.get(EventRetention).forgetOldEvents()).toBe(many);

    const left = await db.query(`SELECT count(*)::int AS n FROM domain_events WHERE type = 'test.many'`);
    expect(left.rows[0].n).toBe(0);
    expect((await db.query('SELECT 1 FROM domain_events WHERE id = $1', [young])).rows).toHaveLength(1);
  });
});
