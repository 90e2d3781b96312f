import { Injectable, OnModuleInit } from '@nestjs/common';
import { OrderNotSeen, OrderPaid, roleAllows } from '@bestelklaar/domain';
import { EventBus } from '../../common/events';
import { JobQueue } from '../../common/jobs';
import { OrderingService } from '../ordering/ordering.service';
import { TeamService } from '../team/team.service';
import { PUSH_JOB, type PushJob } from './push-sender';
import { PushSubscriptions } from './push-subscriptions';
import { newOrderMessage, notSeenMessage, type PushMessage } from './push-texts';

/**
 * A new order is news for an hour; a reminder for half of one (by then the mail has gone too, and
 * the next reminder replaces it anyway).
 */
const NEW_ORDER_TTL_SECONDS = 60 * 60;
const NOT_SEEN_TTL_SECONDS = 30 * 60;

/**
 * Which orders reach the team's devices: each paid order, and each the team did not mark 'Gezien'
 * in time. In the event's transaction it only queues one job per device of every member whose role
 * may read orders; PushSender sends them after commit.
 */
@Injectable()
export class OrderPushes implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly jobs: JobQueue,
    private readonly ordering: OrderingService,
    private readonly team: TeamService,
    private readonly subscriptions: PushSubscriptions,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.subscribe({
      subscriber: 'push.order-paid',
      type: OrderPaid,
      handle: (event) => this.push(event.payload.orderId, 'paid'),
    });
    await this.events.subscribe({
      subscriber: 'push.order-not-seen',
      type: OrderNotSeen,
      handle: (event) => this.push(event.payload.orderId, 'notSeen'),
    });
  }

  private async push(orderId: string, news: 'paid' | 'notSeen'): Promise<void> {
    const order = await this.ordering.orderHeadline(orderId);
    // A reminder of an order that was cancelled or handled since is no news.
    if (news === 'notSeen' && order.state !== 'paid') return;
    const message: PushMessage = news === 'paid' ? newOrderMessage(order) : notSeenMessage(order);
    const readers = (await this.team.team(order.accountId)).members
      .filter((member) => roleAllows(member.role, 'orders.read'))
      .map((member) => member.userId);
    for (const device of await this.subscriptions.devicesOf(order.accountId, readers))
      await this.jobs.enqueue<PushJob>(PUSH_JOB, {
        subscriptionId: device.id,
        message,
        ttlSeconds: news === 'paid' ? NEW_ORDER_TTL_SECONDS : NOT_SEEN_TTL_SECONDS,
        urgency: 'high',
        // Per order (its id without dashes: 32 characters, the most RFC 8030 allows).
        topic: order.orderId.replace(/-/g, ''),
      });
  }
}
