import { Module } from '@nestjs/common';
import { OrderingModule } from '../ordering/ordering.module';
import { TeamModule } from '../team/team.module';
import { AdminPushController } from './admin-push.controller';
import { OrderPushes } from './order-pushes';
import { PushSender } from './push-sender';
import { PushService } from './push.service';
import { PushSubscriptions } from './push-subscriptions';

/**
 * Web push ('Meldingen op dit toestel', RFC 8030/8291/8292): a person's devices per shop, and a
 * notification on each of them for every paid order and every order not seen in time.
 *
 * Tables: push_subscriptions (one row per endpoint; goes with the membership).
 * Door (PushService): publicKey, subscribe, unsubscribe.
 * Handles OrderPaid and OrderNotSeen (OrderPushes), queueing one `push.send` job per device;
 *   PushSender sends it with the VAPID keys (config/vapid-keys.ts), removes a device its push
 *   service calls gone (404/410), retries on 429/5xx. Publishes no events.
 * Reads from others: the order (OrdersService.orderDocument), the team and its roles (TeamService.team).
 */
@Module({
  imports: [OrderingModule, TeamModule],
  controllers: [AdminPushController],
  providers: [PushService, PushSubscriptions, PushSender, OrderPushes],
  exports: [PushService],
})
export class PushModule {}
