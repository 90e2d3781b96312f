import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EventType } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { Clock } from '../clock';
import { JobQueue } from '../jobs/job-queue';
import { DomainEventEntity } from './domain-event.entity';

export interface DomainEvent<Payload extends object = object> {
  id: string;
  type: string;
  accountId: string | null;
  payload: Payload;
  occurredAt: Date;
}

export interface Subscription<Payload extends object> {
  /** Unique and stable: it names the subscriber's queue and its record of handled events. */
  subscriber: string;
  type: EventType<Payload>;
  /**
   * Runs in a transaction together with the record that this event was handled, so its database
   * changes happen once. Network effects belong in a job it queues (which commits with it).
   */
  handle(event: DomainEvent<Payload>): Promise<void>;
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/**
 * Domain events with an outbox: `publish` writes the event and one job per subscriber in the
 * caller's transaction; after commit, each subscriber handles it at least once, retried with
 * backoff, and exactly once in effect (by event id). An event of a rolled-back transaction never
 * existed, so it is never handled.
 */
@Injectable()
export class EventBus {
  private readonly subscribers = new Map<string, string[]>();

  constructor(
    private readonly uow: UnitOfWork,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {}

  async subscribe<Payload extends object>(subscription: Subscription<Payload>): Promise<void> {
    await this.jobs.define<{ eventId: string }>({
      name: subscriberQueue(subscription.subscriber),
      retryLimit: subscription.retryLimit,
      retryDelaySeconds: subscription.retryDelaySeconds,
      handle: ({ eventId }) => this.deliver(subscription, eventId),
    });
    this.subscribers.set(subscription.type.name, [
      ...(this.subscribers.get(subscription.type.name) ?? []),
      subscription.subscriber,
    ]);
  }

  /** Records the event in the current transaction (or its own); handlers run after commit. */
  async publish<Payload extends object>(
    type: EventType<Payload>,
    accountId: string | null,
    payload: Payload,
  ): Promise<DomainEvent<Payload>> {
    const event: DomainEvent<Payload> = {
      id: randomUUID(),
      type: type.name,
      accountId,
      payload,
      occurredAt: this.clock.now(),
    };
    await this.uow.transaction(async () => {
      await this.uow.repository(DomainEventEntity).insert(event);
      for (const subscriber of this.subscribers.get(type.name) ?? [])
        await this.jobs.enqueue(subscriberQueue(subscriber), { eventId: event.id });
    });
    return event;
  }

  private async deliver<Payload extends object>(
    subscription: Subscription<Payload>,
    eventId: string,
  ): Promise<void> {
    await this.uow.transaction(async () => {
      const claimed: unknown[] = await this.uow.manager.query(
        `INSERT INTO handled_events (subscriber, event_id, handled_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [subscription.subscriber, eventId, this.clock.now()],
      );
      if (claimed.length === 0) return;
      const event = await this.uow.repository(DomainEventEntity).findOneByOrFail({ id: eventId });
      await subscription.handle(event as DomainEvent<Payload>);
    });
  }
}

function subscriberQueue(subscriber: string): string {
  return `event.${subscriber}`;
}
