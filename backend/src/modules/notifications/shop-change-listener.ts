import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Observable, Subject } from 'rxjs';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import {
  ENDED_SESSIONS_CHANNEL,
  everythingMayHaveChanged,
  parseShopChange,
  SHOP_CHANGES_CHANNEL,
  ShopChange,
} from './shop-change';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;
/** Marks this listener's own test messages on the shop-changes channel; no shop change starts so. */
const PROBE_PREFIX = 'probe:';

/**
 * This instance's ear on the shop-changes and ended-sessions channels: one dedicated connection
 * (LISTEN belongs to a session, so it cannot live in the pool; DATABASE_DIRECT_URL when the pool
 * goes through a transaction pooler), reconnecting with backoff when it drops, fanning every change
 * and logout out in-process. On shutdown the stream completes, so open SSE responses end.
 *
 * A connection can also hear nothing without failing (LISTEN through a transaction pooler), so it
 * proves itself: every `liveUpdatesProbe.intervalMs` it notifies the channel through the app's pool,
 * as every shop change arrives; a probe not back in time is logged as an error, the connection is
 * replaced, and `hearing` is false until a probe comes back.
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
  /** Set once the current connection has run its LISTENs; a probe before then would prove nothing. */
  private listening = false;
  private probes: NodeJS.Timeout | undefined;
  /** The probe on its way, and what happens when it does not come back in time. */
  private pendingProbe: { payload: string; deadline: NodeJS.Timeout } | undefined;
  /** False once a probe did not come back (or listening failed), until one does. */
  private heard = true;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const { options } = dataSource;
    if (options.type !== 'postgres' || !options.url) throw new Error('Live updates need Postgres by URL.');
    this.url = config.databaseDirectUrl ?? options.url;
  }

  /** Whether this instance hears the database's notifications, as far as its last probe shows. */
  get hearing(): boolean {
    return this.heard;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
    this.probes = setInterval(() => void this.probe(), this.config.liveUpdatesProbe.intervalMs);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.probes);
    clearTimeout(this.pendingProbe?.deadline);
    this.subject.complete();
    this.endedSessionsSubject.complete();
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    this.retry = undefined;
    this.listening = false;
    const client = new Client({ connectionString: this.url, connectionTimeoutMillis: 10_000 });
    this.client = client;
    client.on('notification', ({ channel, payload }) => {
      if (channel === ENDED_SESSIONS_CHANNEL) {
        if (payload) this.endedSessionsSubject.next(payload);
        return;
      }
      if (payload?.startsWith(PROBE_PREFIX)) {
        this.probeReturned(payload);
        return;
      }
      const change = parseShopChange(payload);
      if (change) this.subject.next(change);
    });
    client.on('error', (error) => this.logger.warn(`Live-updates: verbinding verbroken (${error.message})`));
    client.on('end', () => {
      if (client === this.client) this.listening = false;
      this.reconnectLater(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${ENDED_SESSIONS_CHANNEL}`);
      await client.query(`LISTEN ${SHOP_CHANGES_CHANNEL}`);
    } catch (error) {
      this.heard = false;
      this.logger.warn(`Live-updates: luisteren lukt niet (${(error as Error).message})`);
      void client.end().catch(() => undefined);
      this.reconnectLater(client);
      return;
    }
    this.listening = true;
    if (this.failedAttempts > 0) this.subject.next(everythingMayHaveChanged(this.clock.now()));
    // A probe sent before this connection listened proves nothing about it: proven at once instead.
    clearTimeout(this.pendingProbe?.deadline);
    this.pendingProbe = undefined;
    void this.probe();
  }

  /** Notifies the channel through the pool (another session, as a shop change comes) and waits for it. */
  private async probe(): Promise<void> {
    if (this.stopped || this.pendingProbe || !this.listening) return;
    const listener = this.client;
    const payload = `${PROBE_PREFIX}${randomUUID()}`;
    const { timeoutMs } = this.config.liveUpdatesProbe;
    const deadline = setTimeout(() => this.probeLost(listener, timeoutMs), timeoutMs);
    this.pendingProbe = { payload, deadline };
    try {
      await this.dataSource.query('SELECT pg_notify($1, $2)', [SHOP_CHANGES_CHANNEL, payload]);
    } catch (error) {
      // The database is out of reach: requests fail loudly then, and the deadline still runs.
      this.logger.warn(`Live-updates: testbericht niet verstuurd (${(error as Error).message})`);
    }
  }

  private probeReturned(payload: string): void {
    // Other instances' probes arrive too.
    if (payload !== this.pendingProbe?.payload) return;
    clearTimeout(this.pendingProbe.deadline);
    this.pendingProbe = undefined;
    if (!this.heard) this.logger.log('Live-updates: testbericht kwam weer aan; live-updates werken.');
    this.heard = true;
    this.failedAttempts = 0;
  }

  private probeLost(listener: Client | undefined, timeoutMs: number): void {
    this.pendingProbe = undefined;
    if (this.stopped) return;
    this.heard = false;
    this.logger.error(
      `Live-updates: eigen testbericht kwam niet terug binnen ${timeoutMs} ms; dashboards en de winkelcache ` +
        'horen geen wijzigingen. Luistert de verbinding via een pooler in transactiemodus? Zet dan ' +
        'DATABASE_DIRECT_URL op een directe verbinding. Opnieuw verbinden.',
    );
    if (!listener || listener !== this.client) return;
    this.listening = false;
    // Not waiting for its end: on a connection that went silent that may never come.
    void listener.end().catch(() => undefined);
    this.reconnectLater(listener);
  }

  /** Once per lost connection, and never after shutdown began. */
  private reconnectLater(client: Client): void {
    if (this.stopped || client !== this.client || this.retry) return;
    const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failedAttempts);
    this.failedAttempts += 1;
    this.retry = setTimeout(() => void this.connect(), delay);
  }
}
