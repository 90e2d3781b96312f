import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { guardedLookup, isPublicAddress, RefusedTarget } from './webhook-targets';

/** A receiver has this long for its whole answer (issue 44). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Of an answer only this much is read; the rest is dropped with the connection. */
export const WEBHOOK_ANSWER_LIMIT_BYTES = 64 * 1024;
/** What of an error or answer is kept on the delivery for the owner to read. */
const KEPT_ERROR_LENGTH = 500;

export interface WebhookMessage {
  url: string;
  /** The delivery's id: receivers dedupe on it, and a retry keeps it. */
  id: string;
  timestamp: Date;
  body: string;
  secret: string;
}

export interface SendOutcome {
  /** The receiver's HTTP status, or null when none came (refused, unreachable, timed out). */
  statusCode: number | null;
  /** Why it did not count as delivered; null for a 2xx. */
  error: string | null;
  durationMs: number;
}

/**
 * One signed POST to a receiver, per the Standard Webhooks specification: headers webhook-id,
 * webhook-timestamp and webhook-signature, a JSON body, no redirects followed (a 3xx is a failure),
 * 10 s for everything, at most 64 KB of the answer read. Internal targets are refused on the address
 * connected to, unless the configuration allows them (tests, a self-hosted receiver).
 */
@Injectable()
export class WebhookSender implements OnApplicationShutdown {
  private readonly httpAgent: HttpAgent;
  private readonly httpsAgent: HttpsAgent;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const lookup = config.webhookAllowPrivateTargets ? undefined : guardedLookup;
    // No keep-alive: every delivery connects afresh, so every delivery's address is checked.
    this.httpAgent = new HttpAgent({ keepAlive: false, lookup });
    this.httpsAgent = new HttpsAgent({ keepAlive: false, lookup });
  }

  async send(message: WebhookMessage): Promise<SendOutcome> {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    try {
      const statusCode = await this.post(message);
      const ok = statusCode >= 200 && statusCode < 300;
      return { statusCode, error: ok ? null : `HTTP ${statusCode}`, durationMs: took() };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      return { statusCode: null, error: text.slice(0, KEPT_ERROR_LENGTH), durationMs: took() };
    }
  }

  private post(message: WebhookMessage): Promise<number> {
    const url = new URL(message.url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const guarded = !this.config.webhookAllowPrivateTargets;
    if (guarded && isIP(host) && !isPublicAddress(host)) return Promise.reject(new RefusedTarget(host));
    const signature = new Webhook(message.secret).sign(message.id, message.timestamp, message.body);
    const secure = url.protocol === 'https:';
    const send = secure ? httpsRequest : httpRequest;
    return new Promise<number>((resolve, reject) => {
      const request = send(url, {
        method: 'POST',
        agent: secure ? this.httpsAgent : this.httpAgent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(message.body),
          'user-agent': 'Bestelklaar-Webhooks/1',
          'webhook-id': message.id,
          'webhook-timestamp': String(Math.floor(message.timestamp.getTime() / 1000)),
          'webhook-signature': signature,
        },
      });
      const timer = setTimeout(
        () => request.destroy(new Error(`Geen antwoord binnen ${WEBHOOK_TIMEOUT_MS / 1000} s`)),
        WEBHOOK_TIMEOUT_MS,
      );
      const done = () => clearTimeout(timer);
      request.on('socket', (socket: Socket) =>
        socket.once('connect', () => {
          // The address connected to, whatever resolved it: the last word on where this goes.
          const address = socket.remoteAddress;
          if (guarded && (!address || !isPublicAddress(address)))
            request.destroy(new RefusedTarget(address ?? 'onbekend'));
        }),
      );
      request.on('error', (error) => {
        done();
        reject(error);
      });
      request.on('response', (response: IncomingMessage) => {
        readBounded(response, () => {
          done();
          resolve(response.statusCode ?? 0);
          request.destroy();
        });
      });
      request.end(message.body);
    });
  }

  onApplicationShutdown(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

/** Reads up to the limit (or the end), then calls `finished` once; the rest is never read. */
function readBounded(response: IncomingMessage, finished: () => void): void {
  let read = 0;
  let called = false;
  const finish = () => {
    if (called) return;
    called = true;
    finished();
  };
  response.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read >= WEBHOOK_ANSWER_LIMIT_BYTES) {
      response.pause();
      finish();
    }
  });
  response.on('end', finish);
  response.on('error', finish);
  response.on('aborted', finish);
}
