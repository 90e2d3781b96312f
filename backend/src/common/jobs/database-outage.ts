import type { Logger } from '@nestjs/common';
import { isDatabaseUnreachable } from '../../database/postgres-errors';
import { describeError } from '../errors/describe-error';

/** How often an away database is asked whether it answers again. */
const PROBE_EVERY_MS = 1_000;
/** A probe without an answer by then failed (a database that takes connections and never answers). */
const PROBE_TIMEOUT_MS = 5_000;
/** How often a long outage is told about again, with the failures counted since it began. */
const REMIND_EVERY_MS = 60_000;

/**
 * The job queue's view of its database going away and coming back. Every worker fails each poll
 * while it is away (a line per queue per poll: 1,521 lines in 45 s), so the log gets one line when
 * it goes, one a minute while it stays away, and one when it answers again, each with the count of
 * failures in between. Handlers that lost the database wait here for it to come back.
 */
export class DatabaseOutage {
  private since: number | undefined;
  private failures = 0;
  private lastTold = 0;
  private probing: NodeJS.Timeout | undefined;
  private checking = false;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly logger: Logger,
    /** A statement that succeeds once the database answers again. */
    private readonly probe: () => Promise<unknown>,
    private readonly probeEveryMs = PROBE_EVERY_MS,
  ) {}

  get isAway(): boolean {
    return this.since !== undefined;
  }

  /** A failure of the queue: logged when the database is not the cause or at an outage's start, else counted. */
  failed(error: unknown): void {
    if (!isDatabaseUnreachable(error)) {
      this.logger.error(`Taakwachtrij: ${describeError(error)}`);
      return;
    }
    this.failures += 1;
    const now = performance.now();
    if (this.since === undefined) {
      this.since = now;
      this.lastTold = now;
      this.logger.error(
        `Taakwachtrij: de database is niet bereikbaar; taken wachten tot ze terug is. ${describeError(error)}`,
      );
      this.probing = setInterval(() => void this.check(), this.probeEveryMs).unref();
    } else if (now - this.lastTold >= REMIND_EVERY_MS) {
      this.lastTold = now;
      this.logger.error(
        `Taakwachtrij: de database is nog niet bereikbaar na ${seconds(now - this.since)} s (${this.failures} mislukte pogingen).`,
      );
    }
  }

  /** Resolves once the database answers again (at once when it is not away), or when `signal` aborts. */
  back(signal?: AbortSignal): Promise<void> {
    if (this.since === undefined || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        signal?.removeEventListener('abort', done);
        this.waiting = this.waiting.filter((waiter) => waiter !== done);
        resolve();
      };
      signal?.addEventListener('abort', done, { once: true });
      this.waiting.push(done);
    });
  }

  /** Stops probing and lets every waiting handler go (the app shuts down). */
  stop(): void {
    clearInterval(this.probing);
    this.probing = undefined;
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  private async check(): Promise<void> {
    if (this.since === undefined || this.checking) return;
    this.checking = true;
    try {
      await withinMs(this.probe(), PROBE_TIMEOUT_MS);
    } catch {
      return;
    } finally {
      this.checking = false;
    }
    if (this.since === undefined) return;
    this.logger.log(
      `Taakwachtrij: de database is terug na ${seconds(performance.now() - this.since)} s (${this.failures} mislukte pogingen).`,
    );
    clearInterval(this.probing);
    this.probing = undefined;
    this.since = undefined;
    this.failures = 0;
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}

function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function seconds(ms: number): number {
  return Math.round(ms / 1000);
}
