import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PgBoss } from 'pg-boss';
import type { Db } from 'pg-boss';
import { UnitOfWork } from '../../database/unit-of-work';
import { DATABASE_URL } from '../../database/database-url';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

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

export const SCHEMA = 'pgboss';

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

  constructor(
    @Inject(DATABASE_URL) databaseUrl: string,
    private readonly uow: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      schema: SCHEMA,
      max: 4,
      useListenNotify: config.jobs.wakeOnNotify,
    });
    this.boss.on('error', (error) => this.logger.error(`Taakwachtrij: ${String(error)}`));
  }

  /** Registers a job's handler; modules call this while they initialise (or later, in tests). */
  async define<Data extends object>(definition: JobDefinition<Data>): Promise<void> {
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    this.definitions.set(definition.name, definition as JobDefinition<object>);
    if (this.started) await this.startWorker(definition as JobDefinition<object>);
  }

  /** Runs the job on every occurrence of `cron` in `timeZone`, once across all instances. */
  async schedule(name: string, cron: string, timeZone: string): Promise<void> {
    this.schedules.push({ name, cron, timeZone });
    if (this.started) await this.boss.schedule(name, cron, null, { tz: timeZone });
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

  async onApplicationBootstrap(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const definition of this.definitions.values()) await this.startWorker(definition);
    for (const { name, cron, timeZone } of this.schedules)
      await this.boss.schedule(name, cron, null, { tz: timeZone });
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Lets running handlers finish (briefly), so a job is not left half done and retried needlessly.
    await this.boss.stop({ graceful: true, timeout: 5_000 });
  }

  private async startWorker(definition: JobDefinition<object>): Promise<void> {
    const retries = {
      retryLimit: definition.retryLimit ?? 5,
      retryDelay: definition.retryDelaySeconds ?? 2,
      retryBackoff: true,
      retryDelayMax: 15 * 60,
      notify: this.config.jobs.wakeOnNotify,
    };
    await this.boss.createQueue(definition.name, retries);
    // createQueue leaves an existing queue as it was: a changed retry policy reaches it this way.
    await this.boss.updateQueue(definition.name, retries);
    const { pollingIntervalSeconds } = this.config.jobs;
    const polling = { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds };
    await this.boss.work<object>(definition.name, polling, async (jobs) => {
      for (const job of jobs) await definition.handle(job.data);
    });
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
