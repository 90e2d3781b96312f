import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../clock';
import { JobQueue } from '../jobs';
import { deleteInBatches } from '../../database/delete-in-batches';
import { UnitOfWork } from '../../database/unit-of-work';

export const FORGET_OLD_EVENTS = 'events.forget-old-events';

/**
 * How long a published event and the record of its handling are kept. Every subscriber has handled
 * it (or given up, after at most a few hours of retries) long before; afterwards it only takes room:
 * a few events per order, so millions a year on a busy platform.
 */
export const EVENT_RETENTION_DAYS = 30;

/** Daily: drops the events older than the retention (their handled records go with them, by cascade). */
@Injectable()
export class EventRetention implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.recurring(
      { name: FORGET_OLD_EVENTS, handle: () => this.forgetOldEvents().then(() => undefined) },
      { dailyAt: '03:45' },
    );
  }

  /** Deletes the events past the retention; answers how many. */
  async forgetOldEvents(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    // In batches: a platform's first run may find millions (their handled records go by cascade).
    return deleteInBatches(this.uow.manager, {
      table: 'domain_events',
      condition: 'occurred_at < $1',
      before: cutoff,
    });
  }
}
