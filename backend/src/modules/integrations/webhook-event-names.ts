import {
  OrderCancelled,
  OrderCancelledByCustomer,
  OrderPaid,
  OrderPickedUp,
  OrderReady,
  OrderRefunded,
  type EventType,
  type OrderEventPayload,
  type WebhookEvent,
} from '@bestelklaar/domain';

/**
 * Which domain event is which public webhook event: a shop's cancel and the customer's own are
 * both `order.cancelled` (the order document's history says who). Each subscriber's name starts
 * with `webhooks.`: the claim reads its record of handled events by that prefix.
 */
export const ORDER_EVENTS: readonly {
  type: EventType<OrderEventPayload>;
  event: WebhookEvent;
  subscriber: `webhooks.${string}`;
}[] = [
  { type: OrderPaid, event: 'order.paid', subscriber: 'webhooks.order-paid' },
  { type: OrderReady, event: 'order.ready', subscriber: 'webhooks.order-ready' },
  { type: OrderPickedUp, event: 'order.picked_up', subscriber: 'webhooks.order-picked-up' },
  { type: OrderCancelled, event: 'order.cancelled', subscriber: 'webhooks.order-cancelled' },
  {
    type: OrderCancelledByCustomer,
    event: 'order.cancelled',
    subscriber: 'webhooks.order-cancelled-by-customer',
  },
  { type: OrderRefunded, event: 'order.refunded', subscriber: 'webhooks.order-refunded' },
];

/** The domain events' own names, as `domain_events.type` keeps them. */
export const WEBHOOK_DOMAIN_EVENTS: readonly string[] = ORDER_EVENTS.map(({ type }) => type.name);
