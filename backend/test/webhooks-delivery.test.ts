import { describe, expect, it, vi } from 'vitest';
import { DataSource } from 'typeorm';
import type { WebhookDeliveryPage } from '@bestelklaar/domain';
import { WebhookDeliveries } from '../src/modules/integrations/webhook-deliveries';
import { eventually } from './support/eventually';
import {
  openOrderingShop,
  placePaidOrder,
  useOrderingApp,
  type OrderingShop,
} from './support/order-fixtures';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

/**
 * Webhooks as a developer receives them: a real HTTP receiver verifies every delivery with the
 * Standard Webhooks library; order events arrive once, in order per order, retried with backoff on
 * the app's clock while the receiver fails; no redirect is followed and an answer is read at most 64 KB.
 */
const { t, clock } = useOrderingApp({ config: { webhookAllowPrivateTargets: true } });

interface DeliveryRow {
  id: string;
  type: string;
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  last_duration_ms: number | null;
}

async function deliveriesOf(endpointId: string): Promise<DeliveryRow[]> {
  return t.app.get(DataSource).query(
    `SELECT id, type, status, attempts, last_status_code, last_error, last_duration_ms
       FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY position`,
    [endpointId],
  );
}

/** A shop of its own with one endpoint at a receiver of its own. */
async function shopWithReceiver(events: string[], path = '/hooks') {
  const shop = await openOrderingShop(t);
  const receiver = await startWebhookReceiver();
  const created = await t.http
    .post('/api/admin/webhooks')
    .set(shop.owner.auth)
    .send({ url: receiver.url(path), events })
    .expect(201);
  const { endpointId, secret } = created.body as { endpointId: string; secret: string };
  receiver.secret = secret;
  receiver.now = () => clock.now().getTime();
  return { shop, receiver, endpointId };
}

async function using<T>(receiver: WebhookReceiver, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    await receiver.close();
  }
}

function move(shop: OrderingShop, orderId: string, path: 'mark-ready' | 'mark-picked-up') {
  const body = path === 'mark-ready' ? { ready: true } : { markedAsPickedUp: true };
  return t.http.put(`/api/admin/orders/${orderId}/${path}`).set(shop.owner.auth).send(body).expect(200);
}

describe('webhook delivery', () => {
  it('delivers a paid order once, signed, with the order as the admin API shows it', async () => {
    const { shop, receiver, endpointId } = await shopWithReceiver(['order.paid']);
    await using(receiver, async () => {
      expect((await t.http.get('/api/admin/webhooks').set(shop.owner.auth).expect(200)).body).toEqual([
        expect.objectContaining({ endpointId, url: receiver.url(), events: ['order.paid'], enabled: true }),
      ]);
      const { orderId } = await placePaidOrder(t, shop);
      await eventually(async () => expect(receiver.received).toHaveLength(1));
      const [delivery] = receiver.received;
      expect(delivery!.payload).toMatchObject({
        type: 'order.paid',
        version: 1,
        data: { _id: orderId, status: 'paid' },
      });
      const detail = (await t.http.get(`/api/admin/orders/${orderId}`).set(shop.owner.auth).expect(200)).body;
      const { history: sentHistory, ...sent } = delivery!.payload.data;
      const { history, ...shown } = detail as Record<string, unknown>;
      expect(sent).toEqual(shown);
      expect((sentHistory as unknown[]).length).toBe((history as unknown[]).length);
      expect(receiver.rejected).toEqual([]);
      // Once: the sweep and the job both had their chance.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await t.app.get(WebhookDeliveries).sendDue();
      expect(receiver.received).toHaveLength(1);
      const rows = await deliveriesOf(endpointId);
      expect(rows).toEqual([
        expect.objectContaining({
          id: delivery!.id,
          type: 'order.paid',
          status: 'delivered',
          attempts: 1,
          last_status_code: 204,
        }),
      ]);
      const page = (
        await t.http.get(`/api/admin/webhooks/${endpointId}/deliveries`).set(shop.owner.auth).expect(200)
      ).body as WebhookDeliveryPage;
      expect(page.items).toEqual([
        expect.objectContaining({
          deliveryId: delivery!.id,
          type: 'order.paid',
          status: 'delivered',
          lastStatusCode: 204,
          attempts: 1,
          orderId,
        }),
      ]);
    });
  });

  it("sends one order's events one at a time and in order, to a receiver that is slow", async () => {
    const { shop, receiver } = await shopWithReceiver(['order.paid', 'order.ready', 'order.picked_up']);
    let inFlight = 0;
    let mostAtOnce = 0;
    receiver.answer = async (_request, response) => {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      inFlight -= 1;
      response.statusCode = 200;
      response.end('ok');
    };
    await using(receiver, async () => {
      const { orderId } = await placePaidOrder(t, shop);
      clock.advance(1000);
      await move(shop, orderId, 'mark-ready');
      clock.advance(1000);
      await move(shop, orderId, 'mark-picked-up');
      await vi.waitFor(() => expect(receiver.received).toHaveLength(3), { timeout: 20_000, interval: 50 });
      expect(receiver.received.map(({ payload }) => payload.type)).toEqual([
        'order.paid',
        'order.ready',
        'order.picked_up',
      ]);
      // Each carries the order as it was when its delivery was queued, moments after its event (here
      // the moves came faster than that, so the document may already be further along than its type).
      expect(receiver.received.map(({ payload }) => payload.data._id)).toEqual([orderId, orderId, orderId]);
      expect(mostAtOnce).toBe(1);
    });
  }, 30_000);

  it('retries with backoff while the receiver answers 500, then delivers the same message', async () => {
    const { shop, receiver, endpointId } = await shopWithReceiver(['order.paid']);
    let answered = 0;
    receiver.answer = (_request, response) => {
      answered += 1;
      response.statusCode = answered <= 2 ? 500 : 200;
      response.end();
    };
    await using(receiver, async () => {
      await placePaidOrder(t, shop);
      await eventually(async () =>
        expect(await deliveriesOf(endpointId)).toEqual([
          expect.objectContaining({
            status: 'failed',
            attempts: 1,
            last_status_code: 500,
            last_error: 'HTTP 500',
          }),
        ]),
      );
      const deliveries = t.app.get(WebhookDeliveries);
      const attempts = async () => (await deliveriesOf(endpointId))[0]!.attempts;
      // Not due yet: the first retry comes after 30 s on the app's clock, the second 60 s after that.
      await deliveries.sendDue();
      expect(await attempts()).toBe(1);
      clock.advance(30_000);
      await deliveries.sendDue();
      expect(await deliveriesOf(endpointId)).toEqual([
        expect.objectContaining({ status: 'failed', attempts: 2 }),
      ]);
      clock.advance(30_000);
      await deliveries.sendDue();
      expect(await attempts()).toBe(2);
      clock.advance(30_000);
      await deliveries.sendDue();
      expect(await deliveriesOf(endpointId)).toEqual([
        expect.objectContaining({
          status: 'delivered',
          attempts: 3,
          last_status_code: 200,
          last_error: null,
        }),
      ]);
      // Three tries of one message: the same webhook-id, each verified.
      expect(receiver.received).toHaveLength(3);
      expect(new Set(receiver.received.map(({ id }) => id)).size).toBe(1);
    });
  });

  it('follows no redirect: a 302 is a failure and its target is never asked', async () => {
    const { shop, receiver, endpointId } = await shopWithReceiver(['order.paid']);
    receiver.answer = (_request, response) => {
      response.statusCode = 302;
      response.setHeader('location', receiver.url('/elsewhere'));
      response.end();
    };
    await using(receiver, async () => {
      await placePaidOrder(t, shop);
      await eventually(async () =>
        expect(await deliveriesOf(endpointId)).toEqual([
          expect.objectContaining({ status: 'failed', last_status_code: 302, last_error: 'HTTP 302' }),
        ]),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.hits).toEqual(['/hooks']);
    });
  });

  it('reads at most 64 KB of an answer of 10 MB', async () => {
    const { shop, receiver, endpointId } = await shopWithReceiver(['order.paid']);
    const TEN_MB = 10 * 1024 * 1024;
    let written = 0;
    let closed!: () => void;
    const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
    receiver.answer = async (_request, response) => {
      response.statusCode = 200;
      response.setHeader('content-length', TEN_MB);
      response.on('close', () => closed());
      const chunk = Buffer.alloc(256 * 1024, 'x');
      while (written < TEN_MB && !response.destroyed) {
        response.write(chunk);
        written += chunk.length;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      response.end();
    };
    await using(receiver, async () => {
      await placePaidOrder(t, shop);
      await connectionClosed;
      await eventually(async () =>
        expect(await deliveriesOf(endpointId)).toEqual([
          expect.objectContaining({ status: 'delivered', last_status_code: 200 }),
        ]),
      );
      // The sender hung up after its 64 KB: the receiver got to write a chunk or a few, not 10 MB.
      expect(written).toBeLessThanOrEqual(1024 * 1024);
      expect((await deliveriesOf(endpointId))[0]!.last_duration_ms).toBeLessThan(5_000);
    });
  });

  it('claims a delivery once when many try it at once', async () => {
    const { shop, receiver, endpointId } = await shopWithReceiver(['order.paid']);
    receiver.answer = async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      response.statusCode = 204;
      response.end();
    };
    await using(receiver, async () => {
      const queued = await t.http
        .post(`/api/admin/webhooks/${endpointId}/test`)
        .set(shop.owner.auth)
        .expect(202);
      const { deliveryId } = queued.body as { deliveryId: string };
      const deliveries = t.app.get(WebhookDeliveries);
      const tries = await Promise.all(Array.from({ length: 20 }, () => deliveries.attempt(deliveryId)));
      await eventually(async () =>
        expect(await deliveriesOf(endpointId)).toEqual([expect.objectContaining({ status: 'delivered' })]),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(tries.filter(Boolean).length).toBeLessThanOrEqual(1);
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.payload).toMatchObject({ type: 'webhook.test', data: { endpointId } });
    });
  });

  it("sends 'Test versturen' and 'Opnieuw verzenden' with the same id again", async () => {
    const { shop, receiver, endpointId } = await shopWithReceiver(['order.ready']);
    await using(receiver, async () => {
      const { deliveryId } = (
        await t.http.post(`/api/admin/webhooks/${endpointId}/test`).set(shop.owner.auth).expect(202)
      ).body as { deliveryId: string };
      await eventually(async () => expect(receiver.received).toHaveLength(1));
      expect(receiver.received[0]).toMatchObject({
        id: deliveryId,
        payload: { type: 'webhook.test', version: 1 },
      });
      await t.http
        .post(`/api/admin/webhooks/deliveries/${deliveryId}/retry`)
        .set(shop.owner.auth)
        .expect(202);
      await eventually(async () => expect(receiver.received).toHaveLength(2));
      expect(receiver.received[1]!.id).toBe(deliveryId);
      await eventually(async () =>
        expect(await deliveriesOf(endpointId)).toEqual([
          expect.objectContaining({ status: 'delivered', attempts: 2 }),
        ]),
      );
    });
  });
  it('gives up after 3 days, and turns off an endpoint that failed all that time', async () => {
    const { shop, receiver, endpointId } = await shopWithReceiver(['order.paid']);
    receiver.answer = (_request, response) => {
      response.statusCode = 503;
      response.end();
    };
    await using(receiver, async () => {
      await placePaidOrder(t, shop);
      await eventually(async () =>
        expect(await deliveriesOf(endpointId)).toEqual([
          expect.objectContaining({ status: 'failed', attempts: 1 }),
        ]),
      );
      const before = clock.now();
      clock.advance(3 * 24 * 60 * 60 * 1000);
      await t.app.get(WebhookDeliveries).sendDue();
      clock.set(before);
      expect(await deliveriesOf(endpointId)).toEqual([
        expect.objectContaining({ status: 'dead', attempts: 2 }),
      ]);
      const [endpoint] = (await t.http.get('/api/admin/webhooks').set(shop.owner.auth).expect(200)).body;
      expect(endpoint).toMatchObject({
        enabled: false,
        disabledReason: 'Uitgeschakeld: 3 dagen lang mislukte elke levering.',
      });
      // The owner is told once, with the way to 'Koppelingen'.
      const mails: { recipient: string; subject: string }[] = await t.app
        .get(DataSource)
        .query(`SELECT * FROM outgoing_mails WHERE account_id = $1 AND kind = 'webhook-disabled'`, [
          shop.owner.id,
        ]);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: 'Je webhook is uitgeschakeld', recipient: shop.owner.email });
      expect(JSON.stringify(mails[0])).toContain(receiver.url());
      expect(JSON.stringify(mails[0])).toContain('/dashboard/koppelingen');
      // Turned back on by the owner, it starts afresh.
      const again = await t.http
        .put(`/api/admin/webhooks/${endpointId}`)
        .set(shop.owner.auth)
        .send({ enabled: true })
        .expect(200);
      expect(again.body).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    });
  });
});
