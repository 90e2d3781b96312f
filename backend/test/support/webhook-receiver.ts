import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One delivery as a developer's receiver sees it, after verifying it with the Standard Webhooks library. */
export interface ReceivedWebhook {
  id: string;
  path: string;
  /** What `Webhook.verify` returned: the parsed body. */
  payload: { type: string; version: number; timestamp: string; data: Record<string, unknown> };
  receivedAt: number;
}

/** What the receiver answers a request, in turn; the default answers 204 at once. */
export type ReceiverAnswer = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

export interface WebhookReceiver {
  /** `http://127.0.0.1:port` (or with `host`, that name). */
  url(path?: string, host?: string): string;
  /** Every delivery whose signature verified, in arrival order. */
  received: ReceivedWebhook[];
  /** Requests that did not verify (each a reason). */
  rejected: string[];
  /** Every request at all, verified or not, by path. */
  hits: string[];
  /** The signing secret the receiver checks against; set once the endpoint is made. */
  secret: string;
  answer: ReceiverAnswer;
  /**
   * The receiver machine's time, in ms (default the real one): the library refuses a timestamp more
   * than 5 minutes off it, so a test whose app runs on a set clock gives the receiver that clock.
   */
  now: () => number;
  close(): Promise<void>;
}

/**
 * A real HTTP receiver, as a developer writes one: it reads the raw body, verifies it with
 * `new Webhook(secret).verify(body, headers)` and then answers as the test tells it.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: () => '',
    received: [],
    rejected: [],
    hits: [],
    secret: '',
    answer: (_request, response) => {
      response.statusCode = 204;
      response.end();
    },
    now: () => Date.now(),
    close: async () => undefined,
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      receiver.hits.push(path);
      const body = Buffer.concat(chunks).toString('utf8');
      const systemNow = Date.now;
      try {
        // verify reads Date.now() for the timestamp's tolerance, synchronously: the receiver's clock for that moment.
        Date.now = receiver.now;
        const payload = new Webhook(receiver.secret).verify(body, {
          'webhook-id': String(request.headers['webhook-id']),
          'webhook-timestamp': String(request.headers['webhook-timestamp']),
          'webhook-signature': String(request.headers['webhook-signature']),
        }) as ReceivedWebhook['payload'];
        Date.now = systemNow;
        receiver.received.push({
          id: String(request.headers['webhook-id']),
          path,
          payload,
          receivedAt: performance.now(),
        });
      } catch (error) {
        Date.now = systemNow;
        receiver.rejected.push(String(error));
      }
      void receiver.answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = (path = '/hooks', host = '127.0.0.1') => `http://${host}:${port}${path}`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
