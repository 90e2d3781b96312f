import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import { WEBHOOK_MESSAGES, type WebhookDeliveryType, type WebhookPayload } from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { JobQueue } from '../../common/jobs/job-queue';
import { UnitOfWork } from '../../database/unit-of-work';
import { WebhookSecrets } from './webhook-secrets';
import { WEBHOOK_DOMAIN_EVENTS } from './webhook-event-names';
import { WebhookOwnerMail } from './webhook-owner-mail';
import { WebhookSender, WEBHOOK_TIMEOUT_MS } from './webhook-sender';

const DELIVER_JOB = 'webhooks.deliver';
export const SEND_DUE_WEBHOOKS = 'webhooks.send-due';

/** A delivery is retried for this long after it was queued (issue 44), then it is dead. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** An endpoint whose every delivery failed for this long is turned off. */
export const WEBHOOK_DISABLE_AFTER_MS = WEBHOOK_RETRY_WINDOW_MS;
/** The first retry after 30 s, then twice as long each time, at most 6 h apart (about 20 tries in 3 days). */
export const WEBHOOK_FIRST_RETRY_MS = 30_000;
const WEBHOOK_MAX_RETRY_MS = 6 * 60 * 60 * 1000;
/**
 * While a delivery is being sent, its next attempt is pushed this far ahead: no other worker claims
 * it meanwhile, and if this process dies mid-send the sweep sends it again after that.
 */
const CLAIM_LEASE_MS = WEBHOOK_TIMEOUT_MS * 6;
/** Due deliveries one sweep sends at once, and at most in all (the next minute's sweep takes the rest). */
const SWEEP_CONCURRENCY = 8;
const SWEEP_BATCH = 200;

/** The delay before retry `attempts + 1` of a delivery that failed `attempts` times. */
export function retryDelayMs(attempts: number): number {
  return Math.min(WEBHOOK_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), WEBHOOK_MAX_RETRY_MS);
}

export interface NewDelivery {
  eventId: string;
  type: WebhookDeliveryType;
  orderId: string | null;
  occurredAt: Date;
  payload: WebhookPayload;
}

interface ClaimedDelivery {
  id: string;
  endpoint_id: string;
  order_id: string | null;
  payload: WebhookPayload;
  attempts: number;
  give_up_at: Date;
  url: string;
  secret: string;
}

/**
 * The outbox of webhook deliveries: queued in the transaction of the event they tell of, each sent
 * by a job after commit, outside any transaction. A delivery is claimed by one conditional UPDATE
 * that also asks that no earlier delivery of the same endpoint and order is still open, so one
 * order's events reach an endpoint one at a time and in order. A failure is retried with backoff,
 * by the minute's sweep, for 3 days; then it is dead, and an endpoint failing that long is turned off.
 */
@Injectable()
export class WebhookDeliveries implements OnModuleInit {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly sender: WebhookSender,
    private readonly secrets: WebhookSecrets,
    private readonly ownerMail: WebhookOwnerMail,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.define<{ deliveryId: string }>({
      name: DELIVER_JOB,
      handle: ({ deliveryId }) => this.attempt(deliveryId).then(() => undefined),
    });
    await this.jobs.recurring(
      { name: SEND_DUE_WEBHOOKS, handle: () => this.sendDue().then(() => undefined) },
      { cron: '* * * * *', timeZone: 'UTC' },
    );
  }

  /** In the caller's transaction: one delivery per endpoint (once per event), each with its job. */
  async queue(endpointIds: readonly string[], delivery: NewDelivery): Promise<string[]> {
    const now = this.clock.now();
    const queued: string[] = [];
    await this.uow.transaction(async () => {
      for (const endpointId of endpointIds) {
        const rows: { id: string }[] = await this.uow.manager.query(
          `INSERT INTO webhook_deliveries
             (id, endpoint_id, event_id, type, order_id, occurred_at, payload, next_attempt_at, give_up_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8)
           ON CONFLICT (endpoint_id, event_id) DO NOTHING RETURNING id`,
          [
            randomUUID(),
            endpointId,
            delivery.eventId,
            delivery.type,
            delivery.orderId,
            delivery.occurredAt,
            JSON.stringify(delivery.payload),
            now,
            new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS),
          ],
        );
        for (const { id } of rows) {
          await this.jobs.enqueue(DELIVER_JOB, { deliveryId: id });
          queued.push(id);
        }
      }
    });
    return queued;
  }

  /** 'Opnieuw verzenden': due now, with 3 more days of retries; null when it is not the shop's. */
  async retry(shopId: string, deliveryId: string): Promise<string | null> {
    const now = this.clock.now();
    return this.uow.transaction(async () => {
      const [rows]: [{ id: string }[], number] = await this.uow.manager.query(
        `UPDATE webhook_deliveries d
         SET status = 'pending', next_attempt_at = $3, give_up_at = $4
         FROM webhook_endpoints e
         WHERE d.id = $1 AND e.id = d.endpoint_id AND e.shop_id = $2
         RETURNING d.id`,
        [deliveryId, shopId, now, new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS)],
      );
      if (rows.length === 0) return null;
      await this.jobs.enqueue(DELIVER_JOB, { deliveryId });
      return deliveryId;
    });
  }

  /**
   * Sends every delivery that is due (a retry's time came, a lease ran out, an endpoint was turned
   * back on); the claim keeps each order's deliveries in turn. Returns how many were sent.
   */
  async sendDue(): Promise<number> {
    const due: { id: string }[] = await this.uow.manager.query(
      `SELECT id FROM webhook_deliveries
       WHERE status IN ('pending', 'failed') AND next_attempt_at <= $1
       ORDER BY occurred_at, position LIMIT ${SWEEP_BATCH}`,
      [this.clock.now()],
    );
    const limit = pLimit(SWEEP_CONCURRENCY);
    const sent = await Promise.all(due.map(({ id }) => limit(() => this.attempt(id))));
    return sent.filter(Boolean).length;
  }

  /** One try of one delivery, if it can be claimed now; whether it was sent (successfully or not). */
  async attempt(deliveryId: string): Promise<boolean> {
    const delivery = await this.claim(deliveryId);
    if (!delivery) return false;
    const secret = this.secrets.open(delivery.secret);
    const outcome = secret
      ? await this.sender.send({
          url: delivery.url,
          id: delivery.id,
          timestamp: this.clock.now(),
          body: JSON.stringify(delivery.payload),
          secret,
        })
      : {
          statusCode: null,
          error: 'Het geheim van dit eindpunt is onleesbaar; maak het eindpunt opnieuw.',
          durationMs: 0,
        };
    if (outcome.error === null) await this.delivered(delivery, outcome.statusCode!, outcome.durationMs);
    else await this.failed(delivery, outcome.statusCode, outcome.error, outcome.durationMs);
    return true;
  }

  /**
   * Claims a delivery that is due, of an enabled endpoint, and first in its order's turn: no earlier
   * delivery of the same endpoint and order is open, and no earlier event of the order is still
   * waiting for its subscriber to queue its deliveries (subscribers' jobs may run in any order).
   */
  private async claim(deliveryId: string): Promise<ClaimedDelivery | undefined> {
    const now = this.clock.now();
    const [rows]: [ClaimedDelivery[], number] = await this.uow.manager.query(
      `UPDATE webhook_deliveries d
       SET attempts = d.attempts + 1, next_attempt_at = $3
       FROM webhook_endpoints e
       WHERE d.id = $1 AND e.id = d.endpoint_id AND e.enabled
         AND d.status IN ('pending', 'failed') AND d.next_attempt_at <= $2
         AND NOT EXISTS (
           SELECT 1 FROM webhook_deliveries earlier
           WHERE earlier.endpoint_id = d.endpoint_id AND earlier.order_id = d.order_id
             AND earlier.status IN ('pending', 'failed')
             AND (earlier.occurred_at, earlier.position) < (d.occurred_at, d.position))
         AND NOT EXISTS (
           SELECT 1 FROM domain_events ev
           WHERE d.order_id IS NOT NULL AND ev.payload ? 'orderId'
             AND ev.payload ->> 'orderId' = d.order_id::text AND ev.account_id = e.shop_id
             AND ev.type = ANY ($4) AND ev.occurred_at >= e.created_at AND ev.occurred_at < d.occurred_at
             AND NOT EXISTS (
               SELECT 1 FROM handled_events h WHERE h.event_id = ev.id AND h.subscriber LIKE 'webhooks.%'))
       RETURNING d.id, d.endpoint_id, d.order_id, d.payload, d.attempts, d.give_up_at, e.url, e.secret`,
      [deliveryId, now, new Date(now.getTime() + CLAIM_LEASE_MS), WEBHOOK_DOMAIN_EVENTS],
    );
    return rows[0];
  }

  private async delivered(delivery: ClaimedDelivery, statusCode: number, durationMs: number): Promise<void> {
    const now = this.clock.now();
    await this.uow.transaction(async () => {
      await this.uow.manager.query(
        `UPDATE webhook_deliveries
         SET status = 'delivered', delivered_at = $2, next_attempt_at = NULL,
             last_status_code = $3, last_error = NULL, last_duration_ms = $4
         WHERE id = $1`,
        [delivery.id, now, statusCode, durationMs],
      );
      await this.uow.manager.query('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1', [
        delivery.endpoint_id,
      ]);
      await this.wakeNext(delivery);
    });
  }

  private async failed(
    delivery: ClaimedDelivery,
    statusCode: number | null,
    error: string,
    durationMs: number,
  ): Promise<void> {
    const now = this.clock.now();
    const dead = now.getTime() + retryDelayMs(delivery.attempts) > new Date(delivery.give_up_at).getTime();
    await this.uow.transaction(async () => {
      await this.uow.manager.query(
        `UPDATE webhook_deliveries
         SET status = $2, next_attempt_at = $3, last_status_code = $4, last_error = $5, last_duration_ms = $6
         WHERE id = $1`,
        [
          delivery.id,
          dead ? 'dead' : 'failed',
          dead ? null : new Date(now.getTime() + retryDelayMs(delivery.attempts)),
          statusCode,
          error,
          durationMs,
        ],
      );
      const [endpoint]: [{ shop_id: string; url: string; failing_since: Date; off: boolean }[], number] =
        await this.uow.manager.query(
          // `before` reads the row as the statement found it (a second failure at once may think so
          // too: the mail's dedupe key, the failing spell, keeps it to one mail).
          `WITH before AS (SELECT enabled FROM webhook_endpoints WHERE id = $1)
         UPDATE webhook_endpoints
         SET failing_since = COALESCE(failing_since, $2),
             enabled = CASE WHEN COALESCE(failing_since, $2) <= $3 THEN false ELSE enabled END,
             disabled_reason = CASE WHEN enabled AND COALESCE(failing_since, $2) <= $3 THEN $4
                                    ELSE disabled_reason END
         WHERE id = $1
         RETURNING shop_id, url, failing_since, ((SELECT enabled FROM before) AND NOT enabled) AS off`,
          [
            delivery.endpoint_id,
            now,
            new Date(now.getTime() - WEBHOOK_DISABLE_AFTER_MS),
            WEBHOOK_MESSAGES.disabledAfterFailures,
          ],
        );
      // Turned off by this failure: the owner reads why on the endpoint, and is mailed once.
      const turnedOff = endpoint[0];
      if (turnedOff?.off) {
        this.logger.warn(`Webhook-eindpunt ${delivery.endpoint_id} uitgeschakeld na 3 dagen fouten`);
        await this.ownerMail.disabled(
          turnedOff.shop_id,
          delivery.endpoint_id,
          turnedOff.url,
          turnedOff.failing_since,
        );
      }
      if (dead) await this.wakeNext(delivery);
    });
  }

  /** The next open delivery of the same endpoint and order may go now that this one is settled. */
  private async wakeNext(delivery: ClaimedDelivery): Promise<void> {
    if (!delivery.order_id) return;
    const next: { id: string }[] = await this.uow.manager.query(
      `SELECT id FROM webhook_deliveries
       WHERE endpoint_id = $1 AND order_id = $2 AND status IN ('pending', 'failed') AND next_attempt_at <= $3
       ORDER BY occurred_at, position LIMIT 1`,
      [delivery.endpoint_id, delivery.order_id, this.clock.now()],
    );
    if (next[0]) await this.jobs.enqueue(DELIVER_JOB, { deliveryId: next[0].id });
  }
}
