import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PgBoss } from 'pg-boss';
import type { Db, Job, JobResult } from 'pg-boss';
import pLimit from 'p-limit';
import { UnitOfWork } from '../../database/unit-of-work';
import { isDatabaseUnreachable } from '../../database/postgres-errors';
import { DatabaseOutage } from './database-outage';
import { DATABASE_URL } from '../../database/database-url';
import { Clock } from '../clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DEFAULT_TIME_ZONE } from '@bestelklaar/domain';

/** Work that runs after the transaction that asked for it commits: at least once, retried with backoff. */
export interface JobDefinition<Data extends object> {
  name: string;
  handle(data: Data): Promise<void>;
  /** Tries after the first failure (default 5), the first after `retryDelaySeconds` (default 2), then doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export interface EnqueueOptions {
  /** Not before this instant (a delayed job). */
  runAt?: Date;
}

/**
 * When a recurring job runs, once across all instances: daily at a wall-clock time ('03:45'), or on
 * a cron expression (a configured one, or every minute); in the shop's time zone unless told 'UTC'.
 */
export type Recurrence = ({ dailyAt: string } | { cron: string }) & {
  timeZone?: typeof DEFAULT_TIME_ZONE | 'UTC';
};

export const SCHEMA = 'pgboss';

/**
 * How long pg-boss keeps a job once it is done (completed, failed or cancelled): long enough to look
 * into a failure of the last days, short enough that the job table stays a few days of work deep —
 * a mail and an event or two per order, so millions of rows a month on a busy platform otherwise.
 */
export const FINISHED_JOB_RETENTION_SECONDS = 3 * 24 * 60 * 60;
/**
 * How long a job may wait to start before pg-boss drops it (its default, stated beside the other):
 * the app's jobs are due at once or after minutes, so this only catches a queue left without workers.
 */
export const WAITING_JOB_RETENTION_SECONDS = 14 * 24 * 60 * 60;
/** Where pg-boss queues each cron occurrence before it becomes the scheduled job (its own queue, made on start). */
const CRON_DISPATCH_QUEUE = '__pgboss__send-it';

/**
 * Handlers running at once, across all queues. Each holds a database connection (a mail while SMTP
 * answers, an event while its mails render), so this stays well under the app's pool of 10 and
 * leaves requests room.
 */
const HANDLER_SLOTS = 6;
/** Handlers of one queue at once: a hanging SMTP server holds half the slots, never the others' work. */
const QUEUE_SLOTS = 3;
/**
 * Each queue's workers: while one waits on a slow job (a hanging SMTP server), the others go on.
 * Each looks every `jobs.pollingIntervalSeconds` (configuration) for up to a batch and, while batches come back full (a backlog),
 * fetches again at once. Not woken by LISTEN/NOTIFY: pg-boss's listening connection takes its error
 * listener off before it ends, so Postgres going down at that moment would stop the process.
 */
const WORKERS_PER_QUEUE = 4;
/**
 * A running job's worker marks it alive this often (every half of it); a job not marked for this
 * long lost its worker (a crash, a kill, an instance gone with its database) and is retried by the
 * next supervision pass of any instance, instead of staying active until it expires (15 minutes).
 */
const HEARTBEAT_SECONDS = 15;
/** How often pg-boss looks for such jobs (and expired ones), once across all instances. */
const SUPERVISE_INTERVAL_SECONDS = 15;
const BATCH_SIZE = 4;

/**
 * Jobs on Postgres (pg-boss). A job is written in the caller's transaction, so it exists exactly
 * when the change that asked for it committed; workers on any instance then pick it up, each job
 * by one worker at a time. Cron schedules run once per occurrence across all instances.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private readonly schedules: { name: string; cron: string; timeZone: string }[] = [];
  private started = false;
  private readonly handlerSlots = pLimit(HANDLER_SLOTS);
  private readonly outage: DatabaseOutage;

  constructor(
    @Inject(DATABASE_URL) databaseUrl: string,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // The pool's URL, also behind a pooler in transaction mode (DATABASE_DIRECT_URL is not needed):
    // pg-boss takes only transaction-level advisory locks, sends no named prepared statements, and
    // its LISTEN (useListenNotify) stays off; jobs are queued on the app's transactions anyway.
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      schema: SCHEMA,
      max: 4,
      superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
      monitorIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
    });
    this.outage = new DatabaseOutage(this.logger, () => this.boss.getDb().executeSql('SELECT 1'));
    this.boss.on('error', (error) => this.outage.failed(error));
  }

  /** Registers a job's handler; modules call this while they initialise (or later, in tests). */
  async define<Data extends object>(definition: JobDefinition<Data>): Promise<void> {
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    this.definitions.set(definition.name, definition as JobDefinition<object>);
    if (this.started) await this.startWorker(definition as JobDefinition<object>);
  }

  /** Defines a job and runs it on its recurrence, once per occurrence across all instances. */
  async recurring(definition: JobDefinition<Record<string, never>>, when: Recurrence): Promise<void> {
    await this.define(definition);
    const schedule = {
      name: definition.name,
      cron: cronOf(when),
      timeZone: when.timeZone ?? DEFAULT_TIME_ZONE,
    };
    this.schedules.push(schedule);
    if (this.started) await this.boss.schedule(schedule.name, schedule.cron, null, { tz: schedule.timeZone });
  }

  /**
   * Queues a job in the current transaction (opening one when none is open), so it runs only if,
   * and after, that transaction commits.
   */
  async enqueue<Data extends object>(name: string, data: Data, options: EnqueueOptions = {}): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`Job ${name} is not defined`);
    await this.uow.transaction(async () => {
      await this.boss.send(name, data, {
        db: this.transactionDatabase(),
        ...(options.runAt && { startAfter: options.runAt }),
      });
    });
  }

  /**
   * How long the oldest job that is due has waited to be done, in whole seconds (0 when none waits):
   * a retried job counts from when it was first queued, so a mail waiting out SMTP failures shows.
   */
  async oldestUnsentSeconds(): Promise<number> {
    const rows: { seconds: number }[] = await this.uow.manager.query(
      `SELECT floor(extract(epoch FROM $1::timestamptz - min(
                CASE WHEN state = 'retry' OR retry_count > 0 THEN created_on ELSE start_after END)))::int AS seconds
       FROM ${SCHEMA}.job
       WHERE state IN ('created', 'retry', 'active')
         AND (state = 'retry' OR retry_count > 0 OR start_after <= $1)`,
      [this.clock.now()],
    );
    return Math.max(0, rows[0]?.seconds ?? 0);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Instances starting together on an empty database both install pg-boss's schema; the one that
    // loses can fail with a duplicate key that pg-boss does not take for that race. A second try,
    // a second later, finds the schema installed.
    await this.boss.start({ attempts: 2 });
    this.started = true;
    // Every minute's sweep passes through it too: its finished rows go after the same few days.
    await this.boss.updateQueue(CRON_DISPATCH_QUEUE, { deleteAfterSeconds: FINISHED_JOB_RETENTION_SECONDS });
    for (const definition of this.definitions.values()) await this.startWorker(definition);
    for (const { name, cron, timeZone } of this.schedules)
      await this.boss.schedule(name, cron, null, { tz: timeZone });
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Lets running handlers finish (briefly), so a job is not left half done and retried needlessly.
    this.outage.stop();
    await this.boss.stop({ graceful: true, timeout: 5_000 });
  }

  private async startWorker(definition: JobDefinition<object>): Promise<void> {
    const policy = {
      retryLimit: definition.retryLimit ?? 5,
      retryDelay: definition.retryDelaySeconds ?? 2,
      retryBackoff: true,
      retryDelayMax: 15 * 60,
      deleteAfterSeconds: FINISHED_JOB_RETENTION_SECONDS,
      retentionSeconds: WAITING_JOB_RETENTION_SECONDS,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    };
    await this.boss.createQueue(definition.name, policy);
    // createQueue leaves an existing queue as it was: a changed policy reaches it this way.
    await this.boss.updateQueue(definition.name, policy);
    const queueSlots = pLimit(QUEUE_SLOTS);
    await this.boss.work<object>(
      definition.name,
      {
        pollingIntervalSeconds: this.config.jobs.pollingIntervalSeconds,
        localConcurrency: WORKERS_PER_QUEUE,
        batchSize: BATCH_SIZE,
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      (jobs) =>
        Promise.all(jobs.map((job) => queueSlots(() => this.handlerSlots(() => this.run(definition, job))))),
    );
  }

  /**
   * One job of a batch: a failure is its own (retried with backoff), not its batch's. A handler
   * that lost the database runs again once it is back: its failure could not be recorded either,
   * so the job would stay active under this worker until it expired (15 minutes).
   */
  private async run(definition: JobDefinition<object>, job: Job<object>): Promise<JobResult> {
    for (;;) {
      try {
        await definition.handle(job.data);
        return { id: job.id, status: 'completed' };
      } catch (error) {
        // Also a failure while the database is known to be away: a transaction that lost its
        // connection fails on the way out with whatever its driver says then.
        const lostDatabase = isDatabaseUnreachable(error) || this.outage.isAway;
        if (!lostDatabase || !this.started || job.signal.aborted)
          return { id: job.id, status: 'failed', output: { message: String(error) } };
        if (isDatabaseUnreachable(error)) this.outage.failed(error);
        await this.outage.back(job.signal);
        if (!this.started || job.signal.aborted)
          return { id: job.id, status: 'failed', output: { message: String(error) } };
      }
    }
  }

  /** pg-boss's statements on the transaction's own connection. */
  private transactionDatabase(): Db {
    const runner = this.uow.manager.queryRunner;
    if (!runner) throw new Error('A job is queued inside a transaction');
    return {
      executeSql: async (text, values) => ({ rows: (await runner.query(text, values, true)).records }),
    };
  }
}

/** The cron expression of a recurrence; a daily time that is not HH:MM is a programming error. */
function cronOf(when: Recurrence): string {
  if ('cron' in when) return when.cron;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(when.dailyAt);
  if (!match) throw new Error(`A daily job's time is HH:MM, not ${when.dailyAt}`);
  return `${Number(match[2])} ${Number(match[1])} * * *`;
}
