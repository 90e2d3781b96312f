import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { Observable, Subject } from 'rxjs';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import {
  ENDED_SESSIONS_CHANNEL,
  everythingMayHaveChanged,
  parseShopChange,
  SHOP_CHANGES_CHANNEL,
  ShopChange,
} from './shop-change';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * This instance's ear on the shop-changes and ended-sessions channels: one dedicated connection
 * (LISTEN belongs to a session, so it cannot live in the pool), reconnecting with backoff when it
 * drops, fanning every change and logout out in-process. On shutdown the stream completes, so open SSE responses end.
 */
@Injectable()
export class ShopChangeListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ShopChangeListener.name);
  private readonly subject = new Subject<ShopChange>();
  readonly changes: Observable<ShopChange> = this.subject.asObservable();
  private readonly endedSessionsSubject = new Subject<string>();
  /** Sessions logged out on any instance, by id. */
  readonly endedSessions: Observable<string> = this.endedSessionsSubject.asObservable();
  private readonly url: string;
  private client: Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private failedAttempts = 0;
  private stopped = false;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    const { options } = dataSource;
    if (options.type !== 'postgres' || !options.url) throw new Error('Live updates need Postgres by URL.');
    this.url = options.url;
  }

  onApplicationBootstrap(): Promise<void> {
    return this.connect();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.subject.complete();
    this.endedSessionsSubject.complete();
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    this.retry = undefined;
    const client = new Client({ connectionString: this.url, connectionTimeoutMillis: 10_000 });
    this.client = client;
    client.on('notification', ({ channel, payload }) => {
      if (channel === ENDED_SESSIONS_CHANNEL) {
        if (payload) this.endedSessionsSubject.next(payload);
        return;
      }
      const change = parseShopChange(payload);
      if (change) this.subject.next(change);
    });
    client.on('error', (error) => this.logger.warn(`Live-updates: verbinding verbroken (${error.message})`));
    client.on('end', () => this.reconnectLater(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${ENDED_SESSIONS_CHANNEL}`);
      await client.query(`LISTEN ${SHOP_CHANGES_CHANNEL}`);
    } catch (error) {
      this.logger.warn(`Live-updates: luisteren lukt niet (${(error as Error).message})`);
      void client.end().catch(() => undefined);
      this.reconnectLater(client);
      return;
    }
    if (this.failedAttempts > 0) this.subject.next(everythingMayHaveChanged(this.clock.now()));
    this.failedAttempts = 0;
  }

  /** Once per lost connection, and never after shutdown began. */
  private reconnectLater(client: Client): void {
    if (this.stopped || client !== this.client || this.retry) return;
    const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failedAttempts);
    this.failedAttempts += 1;
    this.retry = setTimeout(() => void this.connect(), delay);
  }
}
