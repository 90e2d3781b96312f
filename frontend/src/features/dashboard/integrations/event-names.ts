import type { WebhookDeliveryStatus, WebhookDeliveryType, WebhookEvent } from '@bestelklaar/domain';

/** How the dashboard names each event an endpoint may listen to. */
export const EVENT_NAMES: Record<WebhookEvent, string> = {
  'order.paid': 'Bestelling betaald',
  'order.ready': 'Klaar voor afhaling',
  'order.picked_up': 'Opgehaald',
  'order.cancelled': 'Geannuleerd',
  'order.refunded': 'Terugbetaald',
};

export const DELIVERY_TYPE_NAMES: Record<WebhookDeliveryType, string> = {
  ...EVENT_NAMES,
  'webhook.test': 'Test',
};

export const STATUS_NAMES: Record<WebhookDeliveryStatus, string> = {
  pending: 'Wacht',
  delivered: 'Afgeleverd',
  failed: 'Mislukt, volgt nog',
  dead: 'Opgegeven',
};
