import { Module } from '@nestjs/common';
import { AdminLiveController } from './admin-live.controller';
import { LiveStreamPlaces } from './live-stream-places';
import { LiveStreams } from './live-streams';
import { LiveTicketStreamController } from './live-ticket-stream.controller';
import { LiveTickets } from './live-tickets';
import { NotificationsService } from './notifications.service';
import { ShopChangeListener } from './shop-change-listener';

/**
 * Live "shop changed" notifications across instances (Postgres LISTEN/NOTIFY), streamed to dashboards:
 * each stream opened with a single-use ticket or the session header, holding one of the shop's few
 * places (live_tickets, live_streams), and ended when its session logs out, its person's password is
 * reset, or their membership of the shop goes or changes role (the memberships table's trigger
 * notifies ended_sessions and removes the member's tickets there).
 *
 * Tables: live_tickets, live_streams.
 * Door (NotificationsService): changes, everyChange, sessionEnded, allSessionsEnded, endedSessions,
 *   liveUpdatesHeard.
 * Publishes and handles no domain events. Shop changes are announced by a trigger on every shop table
 *   (migration ShopChangeTriggers) on the shop_changes channel, which this context listens to.
 * Reads from others: nothing.
 */
@Module({
  controllers: [AdminLiveController, LiveTicketStreamController],
  providers: [NotificationsService, ShopChangeListener, LiveStreams, LiveStreamPlaces, LiveTickets],
  exports: [NotificationsService],
})
export class NotificationsModule {}
