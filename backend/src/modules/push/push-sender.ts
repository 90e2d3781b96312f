import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import { sendNotification, WebPushError, type RequestOptions } from 'web-push';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { VAPID_KEYS, type VapidKeys } from '../../config/vapid-keys';
import { JobQueue } from '../../common/jobs';
import { PushSubscriptions } from './push-subscriptions';
import type { PushMessage } from './push-texts';

/** One message to one device, queued in the transaction that decided to send it. */
export interface PushJob {
  subscriptionId: string;
  message: PushMessage;
  /** How long the push service keeps it for a device that is off (RFC 8030 §5.2). */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** RFC 8030 §5.4: a message not yet delivered is replaced by a newer one with the same topic. */
  topic: string;
}

export const PUSH_JOB = 'push.send';

/** A push service that does not answer within this is tried again later. */
const SEND_TIMEOUT_MS = 10_000;

/** Answers that say the device will never take a message again: the subscription goes. */
const GONE = new Set([404, 410]);

/** Worth another try, later: the push service is busy (429) or failing (5xx), or unreachable. */
function retryable(error: unknown): boolean {
  if (!(error instanceof WebPushError)) return true;
  return error.statusCode === 429 || error.statusCode >= 500;
}

/**
 * Sends each queued message with web-push (VAPID, aes128gcm), outside any transaction: a device
 * gone (404, 410) is removed; a busy or failing push service (429, 5xx) or no answer throws, and the
 * job queue tries again with backoff; other refusals (a 400, a 403 after the VAPID keys changed, a
 * 413) are logged and dropped, as another try would be refused the same way.
 */
@Injectable()
export class PushSender implements OnModuleInit {
  private readonly logger = new Logger(PushSender.name);
  private readonly agent: Agent | undefined;

  constructor(
    private readonly jobs: JobQueue,
    private readonly subscriptions: PushSubscriptions,
    @Inject(VAPID_KEYS) private readonly keys: VapidKeys,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.agent = config.pushServiceCertificate
      ? new Agent({ ca: [...rootCertificates, config.pushServiceCertificate] })
      : undefined;
  }

  async onModuleInit(): Promise<void> {
    await this.jobs.define<PushJob>({
      name: PUSH_JOB,
      retryLimit: 6,
      retryDelaySeconds: 2,
      handle: (job) => this.send(job),
    });
  }

  private async send(job: PushJob): Promise<void> {
    const device = await this.subscriptions.find(job.subscriptionId);
    if (!device) return;
    const options: RequestOptions = {
      vapidDetails: {
        subject: this.keys.subject,
        publicKey: this.keys.publicKey,
        privateKey: this.keys.privateKey,
      },
      TTL: job.ttlSeconds,
      urgency: job.urgency,
      topic: job.topic,
      contentEncoding: 'aes128gcm',
      timeout: SEND_TIMEOUT_MS,
      ...(this.agent && { agent: this.agent }),
    };
    const target = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } };
    try {
      await sendNotification(target, JSON.stringify(job.message), options);
    } catch (error) {
      if (error instanceof WebPushError && GONE.has(error.statusCode)) {
        await this.subscriptions.removeGone(device);
        return;
      }
      // The endpoint's origin only: its path identifies the device to anyone who can push to it.
      const service = new URL(device.endpoint).origin;
      if (retryable(error)) throw new Error(`Push to ${service} failed: ${describe(error)}`);
      this.logger.warn(`Push to ${service} refused for good: ${describe(error)}`);
      return;
    }
    await this.subscriptions.delivered(device.id);
  }
}

function describe(error: unknown): string {
  if (error instanceof WebPushError) return `${error.statusCode} ${error.body.slice(0, 200)}`;
  return error instanceof Error ? error.message : String(error);
}
