import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WEBHOOK_PAYLOAD_VERSION, type OrderEventPayload, type WebhookEvent } from '@bestelklaar/domain';
import { NotFound } from '../../common/errors/app-error';
import { EventBus, type DomainEvent } from '../../common/events';
import { OrderingService } from '../ordering/ordering.service';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookEndpoints } from './webhook-endpoints';
import { ORDER_EVENTS } from './webhook-event-names';

/**
 * The order events as webhook deliveries: in the handler's transaction (so once per event), one
 * delivery per enabled endpoint of the shop that listens, carrying the order as the admin API's
 * detail answers it, read once for all of them.
 */
@Injectable()
export class WebhookEvents implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly ordering: OrderingService,
    private readonly endpoints: WebhookEndpoints,
    private readonly deliveries: WebhookDeliveries,
  ) {}

  async onModuleInit(): Promise<void> {
    for (const { type, event, subscriber } of ORDER_EVENTS)
      await this.events.subscribe({
        subscriber,
        type,
        handle: (domainEvent) => this.queue(event, domainEvent),
      });
  }

  private async queue(event: WebhookEvent, domainEvent: DomainEvent<OrderEventPayload>): Promise<void> {
    if (!domainEvent.accountId) return;
    const endpointIds = await this.endpoints.listening(domainEvent.accountId, event);
    if (endpointIds.length === 0) return;
    const { orderId } = domainEvent.payload;
    const occurredAt = new Date(domainEvent.occurredAt);
    const data = await this.ordering
      .adminOrderDocument(domainEvent.accountId, orderId)
      .catch((error: unknown) => {
        // An order the owner cannot open (never confirmed) has nothing to tell; anything else is retried.
        if (error instanceof NotFound) return undefined;
        throw error;
      });
    if (!data) return;
    await this.deliveries.queue(endpointIds, {
      eventId: domainEvent.id,
      type: event,
      orderId,
      occurredAt,
      payload: {
        type: event,
        version: WEBHOOK_PAYLOAD_VERSION,
        timestamp: occurredAt.toISOString(),
        data,
      },
    });
  }
}
