import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { NotificationsService } from './notifications.service';

/** Often enough that proxies and browsers keep an idle stream open. */
const HEARTBEAT_MS = 20_000;

/**
 * Server-Sent Events for the dashboard: `data: {"topic":"products","at":"…"}` whenever the
 * shop changes (topic `*`: refetch everything), and a comment line as heartbeat.
 */
@Injectable()
export class LiveStreams {
  constructor(private readonly notifications: NotificationsService) {}

  open(accountId: string, response: Response): void {
    response.status(200).set({
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      // Proxies such as nginx would otherwise hold events back until their buffer fills.
      'X-Accel-Buffering': 'no',
    });
    response.flushHeaders();
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const subscription = this.notifications.changes(accountId).subscribe({
      next: ({ topic, at }) => response.write(`data: ${JSON.stringify({ topic, at })}\n\n`),
      complete: () => response.end(),
    });
    response.on('close', () => {
      clearInterval(heartbeat);
      subscription.unsubscribe();
    });
  }
}
