import { MESSAGES } from '../messages';
import { combine, invalid, readBody, valid, type FieldResult, type Parsed } from '../parsing';
import type { AdminOrderDetailView } from '../ordering/order-views';

/**
 * Webhooks (issue 44): the events a shop's endpoint may listen to, by their public names. Each
 * delivery's body is `{ type, version, timestamp, data }`; `version` is the payload's shape
 * (`WEBHOOK_PAYLOAD_VERSION`), raised only when `data` changes incompatibly.
 */
export const WEBHOOK_EVENTS = [
  'order.paid',
  'order.ready',
  'order.picked_up',
  'order.cancelled',
  'order.refunded',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** 'Test versturen' sends this type; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveryType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_PAYLOAD_VERSION = 1;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'dead'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The body of every delivery, signed as it is sent. */
export interface WebhookPayload<Data = unknown> {
  type: WebhookDeliveryType;
  version: typeof WEBHOOK_PAYLOAD_VERSION;
  /** When the event happened (ISO 8601). */
  timestamp: string;
  /** For order events: the order as `GET /api/admin/orders/{id}` answers it. */
  data: Data;
}

/** The body of an order event's delivery: `data` is the order as `GET /api/admin/orders/{id}` answers it. */
export interface WebhookOrderPayload {
  type: WebhookEvent;
  version: typeof WEBHOOK_PAYLOAD_VERSION;
  timestamp: string;
  data: AdminOrderDetailView;
}

/** `POST /api/admin/webhooks` and `PUT /api/admin/webhooks/{id}` (all fields on PUT optional). */
export interface WebhookEndpointInput {
  url: string;
  events: WebhookEvent[];
}

export interface WebhookEndpointChange {
  url?: string;
  events?: WebhookEvent[];
  enabled?: boolean;
}

/** The secret is shown once, in this answer: `whsec_` and base64, as Standard Webhooks has it. */
export interface WebhookEndpointCreated {
  endpointId: string;
  secret: string;
}

export interface WebhookEndpointView {
  endpointId: string;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  createdAt: string;
  /** Why the platform turned it off (after 3 days of failures); null while enabled or turned off by hand. */
  disabledReason: string | null;
  /** Since when every delivery fails; null while it answers. */
  failingSince: string | null;
}

export interface WebhookDeliveryView {
  deliveryId: string;
  type: WebhookDeliveryType;
  orderId: string | null;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastDurationMs: number | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

export interface WebhookDeliveryPage {
  items: WebhookDeliveryView[];
  nextCursor: string | null;
}

export interface WebhookDeliveryQueued {
  deliveryId: string;
}

/** Owners read these in the dashboard ('Koppelingen'). */
export const WEBHOOK_MESSAGES = {
  url: 'Geef een volledig webadres dat met https:// begint.',
  urlHttp: 'Geef een volledig webadres dat met https:// of http:// begint.',
  urlTooLong: 'Een webadres mag niet langer zijn dan 2000 tekens.',
  urlCredentials: 'Een webadres mag geen gebruikersnaam of wachtwoord bevatten.',
  events: 'Kies ten minste één gebeurtenis.',
  unknownEvent: (event: string) => `Onbekende gebeurtenis: ${event}.`,
  enabled: 'Kies aan of uit.',
  targetRefused: 'Dit adres wijst naar een intern netwerk en wordt niet beleverd.',
  disabledAfterFailures: 'Uitgeschakeld: 3 dagen lang mislukte elke levering.',
} as const;

const MAX_URL_LENGTH = 2000;

export interface WebhookUrlRules {
  /** Production asks https; elsewhere http is allowed too (a developer's own machine). */
  httpsOnly: boolean;
}

function readUrl(value: unknown, rules: WebhookUrlRules): FieldResult<string> {
  const message = rules.httpsOnly ? WEBHOOK_MESSAGES.url : WEBHOOK_MESSAGES.urlHttp;
  if (value === undefined || value === null || value === '') return invalid(MESSAGES.required);
  if (typeof value !== 'string') return invalid(message);
  const text = value.trim();
  if (text.length > MAX_URL_LENGTH) return invalid(WEBHOOK_MESSAGES.urlTooLong);
  const url = URL.parse(text);
  const schemes = rules.httpsOnly ? ['https:'] : ['https:', 'http:'];
  if (!url || !schemes.includes(url.protocol) || !url.hostname) return invalid(message);
  if (url.username || url.password) return invalid(WEBHOOK_MESSAGES.urlCredentials);
  return valid(url.href);
}

function readEvents(value: unknown): FieldResult<WebhookEvent[]> {
  if (!Array.isArray(value) || value.length === 0) return invalid(WEBHOOK_MESSAGES.events);
  for (const event of value)
    if (typeof event !== 'string' || !(WEBHOOK_EVENTS as readonly string[]).includes(event))
      return invalid(WEBHOOK_MESSAGES.unknownEvent(String(event)));
  // Each once, in the table's order.
  return valid(WEBHOOK_EVENTS.filter((event) => value.includes(event)));
}

/** 'Webhook toevoegen': a URL (https in production) and at least one known event. */
export function parseWebhookEndpoint(input: unknown, rules: WebhookUrlRules): Parsed<WebhookEndpointInput> {
  const { fields, errors } = readBody(input, ['url', 'events']);
  return combine({ url: readUrl(fields.url, rules), events: readEvents(fields.events) }, errors);
}

/** A change: any of url, events and enabled; a field left out stays as it is. */
export function parseWebhookEndpointChange(
  input: unknown,
  rules: WebhookUrlRules,
): Parsed<WebhookEndpointChange> {
  const { fields, errors } = readBody(input, ['url', 'events', 'enabled']);
  const parsed = combine(
    {
      url: fields.url === undefined ? valid(undefined) : readUrl(fields.url, rules),
      events: fields.events === undefined ? valid(undefined) : readEvents(fields.events),
      enabled:
        fields.enabled === undefined
          ? valid(undefined)
          : typeof fields.enabled === 'boolean'
            ? valid(fields.enabled)
            : invalid(WEBHOOK_MESSAGES.enabled),
    },
    errors,
  );
  if (!parsed.ok) return parsed;
  const { url, events, enabled } = parsed.value;
  return valid({
    ...(url !== undefined && { url }),
    ...(events !== undefined && { events }),
    ...(enabled !== undefined && { enabled }),
  });
}
