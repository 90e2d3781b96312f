import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_PAYLOAD_VERSION,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryPage,
  type WebhookDeliveryView,
  type WebhookEndpointChange,
  type WebhookEndpointCreated,
  type WebhookEndpointInput,
  type WebhookEndpointView,
  type WebhookEvent,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { NotFound } from '../../common/errors/app-error';
import { encodeCursor, type PageRequest } from '../../common/pagination';
import { UnitOfWork } from '../../database/unit-of-work';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookSecrets } from './webhook-secrets';

interface EndpointRow {
  id: string;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  created_at: Date;
  disabled_reason: string | null;
  failing_since: Date | null;
}

interface DeliveryRow {
  id: string;
  position: string;
  type: WebhookDeliveryView['type'];
  order_id: string | null;
  status: WebhookDeliveryView['status'];
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  last_duration_ms: number | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
}

const ENDPOINT_COLUMNS = 'id, url, events, enabled, created_at, disabled_reason, failing_since';

/** A shop's webhook endpoints as 'Koppelingen' runs them; another shop's endpoint is not found. */
@Injectable()
export class WebhookEndpoints {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly secrets: WebhookSecrets,
    private readonly deliveries: WebhookDeliveries,
  ) {}

  async list(shopId: string): Promise<WebhookEndpointView[]> {
    const rows: EndpointRow[] = await this.uow.manager.query(
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE shop_id = $1 ORDER BY created_at, id`,
      [shopId],
    );
    return rows.map(toEndpointView);
  }

  /** A new endpoint and its secret, which this answer alone shows. */
  async create(shopId: string, input: WebhookEndpointInput): Promise<WebhookEndpointCreated> {
    const endpointId = randomUUID();
    const secret = this.secrets.generate();
    await this.uow.manager.query(
      `INSERT INTO webhook_endpoints (id, shop_id, url, events, secret, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [endpointId, shopId, input.url, input.events, this.secrets.seal(secret), this.clock.now()],
    );
    return { endpointId, secret };
  }

  /** Turning one back on clears the platform's reason and its failing time: it gets a fresh 3 days. */
  async change(shopId: string, id: string, change: WebhookEndpointChange): Promise<WebhookEndpointView> {
    const [rows]: [EndpointRow[], number] = await this.uow.manager.query(
      `UPDATE webhook_endpoints
       SET url = COALESCE($3::text, url), events = COALESCE($4::text[], events),
           enabled = COALESCE($5::boolean, enabled),
           disabled_reason = CASE WHEN $5::boolean THEN NULL ELSE disabled_reason END,
           failing_since = CASE WHEN $5::boolean AND NOT enabled THEN NULL ELSE failing_since END
       WHERE id = $1 AND shop_id = $2
       RETURNING ${ENDPOINT_COLUMNS}`,
      [id, shopId, change.url ?? null, change.events ?? null, change.enabled ?? null],
    );
    if (!rows[0]) throw new NotFound();
    return toEndpointView(rows[0]);
  }

  async remove(shopId: string, id: string): Promise<void> {
    const [, deleted]: [unknown, number] = await this.uow.manager.query(
      'DELETE FROM webhook_endpoints WHERE id = $1 AND shop_id = $2',
      [id, shopId],
    );
    if (deleted !== 1) throw new NotFound();
  }

  /** Its deliveries, newest first, a page at a time. */
  async deliveriesOf(shopId: string, id: string, request: PageRequest): Promise<WebhookDeliveryPage> {
    await this.requireOwn(shopId, id);
    const after = request.after && /^\d{1,19}$/.test(request.after.sortKey) ? request.after.sortKey : null;
    const rows: DeliveryRow[] = await this.uow.manager.query(
      `SELECT id, position::text AS position, type, order_id, status, attempts, last_status_code, last_error,
              last_duration_ms, next_attempt_at, delivered_at, created_at
       FROM webhook_deliveries
       WHERE endpoint_id = $1 AND ($2::bigint IS NULL OR position < $2::bigint)
       ORDER BY position DESC LIMIT $3`,
      [id, after, request.limit + 1],
    );
    const items = rows.slice(0, request.limit);
    const last = items.at(-1);
    return {
      items: items.map(toDeliveryView),
      nextCursor:
        rows.length > request.limit && last ? encodeCursor({ sortKey: last.position, id: last.id }) : null,
    };
  }

  /** 'Test versturen': a `webhook.test` delivery to this endpoint, whatever events it listens to. */
  async sendTest(shopId: string, id: string): Promise<string> {
    await this.requireOwn(shopId, id);
    const now = this.clock.now();
    const [deliveryId] = await this.deliveries.queue([id], {
      eventId: randomUUID(),
      type: WEBHOOK_TEST_EVENT,
      orderId: null,
      occurredAt: now,
      payload: {
        type: WEBHOOK_TEST_EVENT,
        version: WEBHOOK_PAYLOAD_VERSION,
        timestamp: now.toISOString(),
        data: { endpointId: id },
      },
    });
    return deliveryId!;
  }

  async retry(shopId: string, deliveryId: string): Promise<string> {
    const retried = await this.deliveries.retry(shopId, deliveryId);
    if (!retried) throw new NotFound();
    return retried;
  }

  /** The shop's enabled endpoints that listen to `event`. */
  async listening(shopId: string, event: WebhookEvent): Promise<string[]> {
    const rows: { id: string }[] = await this.uow.manager.query(
      'SELECT id FROM webhook_endpoints WHERE shop_id = $1 AND enabled AND $2 = ANY (events) ORDER BY created_at, id',
      [shopId, event],
    );
    return rows.map(({ id }) => id);
  }

  private async requireOwn(shopId: string, id: string): Promise<void> {
    const rows: unknown[] = await this.uow.manager.query(
      'SELECT 1 FROM webhook_endpoints WHERE id = $1 AND shop_id = $2',
      [id, shopId],
    );
    if (rows.length === 0) throw new NotFound();
  }
}

function toEndpointView(row: EndpointRow): WebhookEndpointView {
  return {
    endpointId: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
    disabledReason: row.disabled_reason,
    failingSince: row.failing_since?.toISOString() ?? null,
  };
}

function toDeliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    deliveryId: row.id,
    type: row.type,
    orderId: row.order_id,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    lastDurationMs: row.last_duration_ms,
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
    deliveredAt: row.delivered_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
