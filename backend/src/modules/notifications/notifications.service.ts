import { Injectable } from '@nestjs/common';
import { filter, Observable } from 'rxjs';
import { UnitOfWork } from '../../database/unit-of-work';
import { allSessionsOf, ENDED_SESSIONS_CHANNEL, EVERYTHING, ShopChange } from './shop-change';
import { LiveTickets } from './live-tickets';
import { ShopChangeListener } from './shop-change-listener';

export { EVERYTHING, type ShopChange } from './shop-change';

/** "Shop X changed" between every instance of the app, for live dashboards. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly listener: ShopChangeListener,
    private readonly tickets: LiveTickets,
  ) {}

  /**
   * A logout: the session's tickets open nothing more, and its open streams end on every instance
   * (once the current transaction, if any, commits).
   */
  async sessionEnded(sessionId: string): Promise<void> {
    await this.tickets.endSession(sessionId);
    await this.uow.manager.query('SELECT pg_notify($1, $2)', [ENDED_SESSIONS_CHANNEL, sessionId]);
  }

  /** A password reset: every session of the person ends, in every shop, as `sessionEnded` ends one. */
  async allSessionsEnded(userId: string): Promise<void> {
    await this.tickets.endUser(userId);
    await this.uow.manager.query('SELECT pg_notify($1, $2)', [ENDED_SESSIONS_CHANNEL, allSessionsOf(userId)]);
  }

  /** Sessions ended on any instance: a session's id, `allSessionsOf` a person, or `memberSessionsOf`; completes at shutdown. */
  endedSessions(): Observable<string> {
    return this.listener.endedSessions;
  }

  /**
   * Every shop's changes, from any instance, as they commit (account `*`: after a lost connection,
   * anything may have changed); for caches that serve many shops.
   */
  everyChange(): Observable<ShopChange> {
    return this.listener.changes;
  }

  /** Whether this instance hears changes made elsewhere, as its listener's last probe showed (for /api/health). */
  liveUpdatesHeard(): boolean {
    return this.listener.hearing;
  }

  /** The shop's changes, from any instance, as they commit; completes when the app shuts down. */
  changes(accountId: string): Observable<ShopChange> {
    return this.listener.changes.pipe(
      filter((change) => change.accountId === accountId || change.accountId === EVERYTHING),
    );
  }
}
