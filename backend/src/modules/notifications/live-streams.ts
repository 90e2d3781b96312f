import { Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { filter } from 'rxjs';
import { TooManyRequests } from '../../common/errors/app-error';
import type { LiveTicketHolder } from './live-tickets';
import { LiveStreamPlaces } from './live-stream-places';
import { NotificationsService } from './notifications.service';
import { allSessionsOf, memberSessionsOf } from './shop-change';

/** Often enough that proxies and browsers keep an idle stream open; each beat renews the stream's place. */
const HEARTBEAT_MS = 20_000;
/** A place frees when another window closes: nothing to count on, so a short wait before the next try. */
const RETRY_STREAM_AFTER_SECONDS = 30;

export const LIVE_STREAM_MESSAGES = {
  tooManyStreams: 'Er staan al te veel live-verbindingen open voor deze zaak. Sluit een ander venster.',
} as const;

/**
 * Server-Sent Events for the dashboard: `data: {"topic":"products","at":"…"}` whenever the
 * shop changes (topic `*`: refetch everything), and a comment line as heartbeat. A stream holds one
 * of the shop's few places while it is open, and ends when its session logs out.
 */
@Injectable()
export class LiveStreams {
  private readonly logger = new Logger('Live');

  constructor(
    private readonly notifications: NotificationsService,
    private readonly places: LiveStreamPlaces,
  ) {}

  async open({ accountId, userId, sessionId }: LiveTicketHolder, response: Response): Promise<void> {
    let closed = false;
    response.once('close', () => (closed = true));
    const place = await this.places.take(accountId);
    if (!place) throw new TooManyRequests(LIVE_STREAM_MESSAGES.tooManyStreams, RETRY_STREAM_AFTER_SECONDS);
    const release = () => this.places.release(place).catch((error: unknown) => this.warn('vrijgeven', error));
    // The browser may have gone while the place was taken.
    if (closed) return void release();
    response.status(200).set({
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      // Proxies such as nginx would otherwise hold events back until their buffer fills.
      'X-Accel-Buffering': 'no',
    });
    response.flushHeaders();
    const heartbeat = setInterval(() => {
      if (!response.writableEnded) response.write(': heartbeat\n\n');
      this.places.renew(place).catch((error: unknown) => this.warn('verlengen', error));
    }, HEARTBEAT_MS);
    const subscription = this.notifications.changes(accountId).subscribe({
      // A change committed with the session's end (a membership's trigger announces both) may
      // arrive after the stream ended and before it closed.
      next: ({ topic, at }) => {
        if (!response.writableEnded) response.write(`data: ${JSON.stringify({ topic, at })}\n\n`);
      },
      complete: () => response.end(),
    });
    const endings = new Set([sessionId, allSessionsOf(userId), memberSessionsOf(userId, accountId)]);
    subscription.add(
      this.notifications
        .endedSessions()
        .pipe(filter((ended) => endings.has(ended)))
        .subscribe(() => response.end()),
    );
    response.on('close', () => {
      clearInterval(heartbeat);
      subscription.unsubscribe();
      void release();
    });
  }

  private warn(what: string, error: unknown): void {
    this.logger.warn(`Live-verbinding ${what} lukt niet: ${String(error)}`);
  }
}
