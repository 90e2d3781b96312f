import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'pg';
import { eventType } from '@bestelklaar/domain';
import { EventBus, type DomainEvent } from '../src/common/events';
import { JobQueue } from '../src/common/jobs';
import { UnitOfWork } from '../src/database/unit-of-work';
import { startTestApp, TestApp } from './support/test-app';

let t: TestApp;
let db: Client;
let bus: EventBus;

beforeAll(async () => {
  t = await startTestApp();
  db = new Client({ connectionString: t.databaseUrl });
  await db.connect();
  bus = t.app.get(EventBus);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const CommitOnly = eventType<{ n: string }>('test.commitOnly');
const AfterCommit = eventType<object>('test.afterCommit');
const Flaky = eventType<object>('test.flaky');
const Once = eventType<object>('test.once');

/** Polls until `done` holds, for at most `ms`. */
async function eventually(done: () => boolean, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('domain events through the outbox', () => {
  it('handles an event after its transaction commits, and never one whose transaction rolled back', async () => {
    const handled: object[] = [];
    await bus.subscribe({
      subscriber: 'test-commit-only',
      type: CommitOnly,
      handle: async (event) => void handled.push(event.payload),
    });
    const uow = t.app.get(UnitOfWork);

    await expect(
      uow.transaction(async () => {
        await bus.publish(CommitOnly, null, { n: 'teruggedraaid' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await uow.transaction(async () => {
      await bus.publish(CommitOnly, null, { n: 'vastgelegd' });
    });

    await eventually(() => handled.length > 0);
    // Both went to the same queue; the committed one was handled, so the other would have been by now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(handled).toEqual([{ n: 'vastgelegd' }]);
    const stored = await db.query(`SELECT payload FROM domain_events WHERE type = 'test.commitOnly'`);
    expect(stored.rows.map((row) => row.payload)).toEqual([{ n: 'vastgelegd' }]);
  });

  it('does not handle an event before its transaction commits', async () => {
    const handled: string[] = [];
    await bus.subscribe({
      subscriber: 'test-after-commit',
      type: AfterCommit,
      handle: async (event) => void handled.push(event.id),
    });
    let published: DomainEvent | undefined;
    await t.app.get(UnitOfWork).transaction(async () => {
      published = await bus.publish(AfterCommit, null, {});
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(handled).toEqual([]);
    });
    await eventually(() => handled.length === 1);
    expect(handled).toEqual([published!.id]);
  });

  it('retries a handler that throws, with backoff, until it succeeds', async () => {
    const attempts: number[] = [];
    await bus.subscribe({
      subscriber: 'test-flaky',
      type: Flaky,
      retryDelaySeconds: 1,
      handle: async () => {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error('nog niet');
      },
    });
    await bus.publish(Flaky, null, {});
    await eventually(() => attempts.length === 3, 30_000);
    const [first, second, third] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(900);
    // Backoff: the second wait is longer than the first.
    expect(third - second).toBeGreaterThan(second - first);
  });

  it('changes nothing twice when the same event is delivered again', async () => {
    const handled: string[] = [];
    await bus.subscribe({
      subscriber: 'test-once',
      type: Once,
      handle: async (event) => void handled.push(event.id),
    });
    const event = await bus.publish(Once, null, {});
    await eventually(() => handled.length === 1);
    // A redelivery, as at-least-once delivery allows.
    await t.app.get(JobQueue).enqueue('event.test-once', { eventId: event.id });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(handled).toEqual([event.id]);
  });
});

describe('jobs', () => {
  it('runs a delayed job once, not before its time', async () => {
    const runs: number[] = [];
    const jobs = t.app.get(JobQueue);
    await jobs.define<{ note: string }>({
      name: 'test-delayed',
      handle: async () => void runs.push(Date.now()),
    });
    const runAt = new Date(Date.now() + 2_000);
    await jobs.enqueue('test-delayed', { note: 'later' }, { runAt });
    await eventually(() => runs.length === 1);
    expect(runs[0]).toBeGreaterThanOrEqual(runAt.getTime() - 50);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs).toHaveLength(1);
  });
});
