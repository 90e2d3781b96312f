import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { generateVAPIDKeys } from 'web-push';
import { formatOrderDate } from '@bestelklaar/domain';
import { REDACTED } from '../src/common/logging/log-redaction';
import { createMigratedDatabase, startAppProcess, type AppProcess } from './support/app-process';
import { openOrderingShop, orderPayload, type OrderingShop } from './support/order-fixtures';
import type { TestApp } from './support/test-app';

let app: AppProcess;
let t: TestApp;
let shop: OrderingShop;
/** The server's web push identity, configured as an operator would. */
const vapid = generateVAPIDKeys();

beforeAll(async () => {
  const databaseUrl = await createMigratedDatabase();
  // The built server as it runs, logging at info to its own output, which the test reads.
  app = await startAppProcess(databaseUrl, {
    LOG_LEVEL: 'info',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  });
  // The shop fixtures need only HTTP to the app and its database.
  t = { http: request(app.baseUrl), databaseUrl } as unknown as TestApp;
  shop = await openOrderingShop(t);
});
afterAll(async () => {
  await app?.stop();
});

/** The shop's next Monday after today in Brussels (its pickup day), far enough for its 2-hour lead time. */
function nextMonday(): string {
  const today = new Date(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date()),
  );
  const daysAhead = (8 - today.getUTCDay()) % 7 || 7;
  return new Date(today.getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

/** The log's request lines (JSON, one a line) for paths that start with `path`. */
function requestLines(path: string): { req: { url: string } }[] {
  return app
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { req?: { url: string } })
    .filter((line): line is { req: { url: string } } => line.req?.url.startsWith(path) ?? false);
}

describe('the log keeps no secret', () => {
  it("logs a customer's cancel and the sandbox mailbox link without the order key or the mailbox token", async () => {
    const placed = await t.http
      .post(`/api/shop/${shop.subdomain}/orders`)
      .send(orderPayload(shop, { date: formatOrderDate(nextMonday()) }))
      .expect(201);
    const { orderId, orderKey } = placed.body as { orderId: string; orderKey: string };
    const cancelPath = `/api/shop/${shop.subdomain}/orders/${orderId}/cancel`;
    await t.http.post(`${cancelPath}?key=${orderKey}`).expect(200);

    const transport = await t.http.get('/api/admin/mail/transport').set(shop.owner.auth).expect(200);
    const mailboxUrl: string = transport.body.mailboxUrl;
    const token = new URL(mailboxUrl, app.baseUrl).searchParams.get('token')!;
    await t.http.get(mailboxUrl).expect(200);

    await expect.poll(() => requestLines(cancelPath).length).toBe(1);
    await expect.poll(() => requestLines('/api/mail/sandbox').length).toBe(1);
    expect(requestLines(cancelPath)[0].req.url).toBe(`${cancelPath}?key=${REDACTED}`);
    expect(requestLines('/api/mail/sandbox')[0].req.url).toBe(`/api/mail/sandbox?token=${REDACTED}`);
    const output = app.output();
    expect(output).not.toContain(orderKey);
    expect(output).not.toContain(token);
    expect(output).not.toContain(shop.owner.token);
  });

  it('serves the configured VAPID public key and never writes its private key', async () => {
    const answer = await t.http.get('/api/admin/push/public-key').set(shop.owner.auth).expect(200);
    expect(answer.body).toEqual({ publicKey: vapid.publicKey });
    // A refused subscription is logged as a request like any other.
    await t.http
      .post('/api/admin/push/subscriptions')
      .set(shop.owner.auth)
      .send({ endpoint: 'http://x' })
      .expect(400);
    await expect.poll(() => requestLines('/api/admin/push/subscriptions').length).toBe(1);
    expect(app.output()).not.toContain(vapid.privateKey);
  });
});
