import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderNotSeen } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { EventBus } from '../src/common/events';
import {
  FRIDAY_MORNING,
  openOrderingShop,
  placePaidOrder,
  startOrderingApp,
  type OrderingShop,
} from './support/order-fixtures';
import { startPushService, type DeviceSubscription, type LocalPushService } from './support/push-service';
import { withDatabase } from './support/shop-setup';
import { joinTeam } from './support/team-member';
import type { TestApp } from './support/test-app';

/**
 * Web push end to end: the real app pushes to a push service on this machine that checks VAPID
 * (RFC 8292) and decrypts each message (RFC 8291) as a browser would. A paid order and an order
 * not seen in time reach every device of the shop's team, and no one else's; a device its push
 * service calls gone is removed; a busy push service is tried again.
 */
const clock = new SettableClock(FRIDAY_MORNING);
let pushService: LocalPushService;
let t: TestApp;
let shop: OrderingShop;
let publicKey: string;

beforeAll(async () => {
  pushService = await startPushService();
  ({ t, shop } = await startOrderingApp(clock, {
    config: { pushServiceCertificate: pushService.certificate },
  }));
  publicKey = (await t.http.get('/api/admin/push/public-key').set(shop.owner.auth).expect(200)).body
    .publicKey;
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});

/** A new device of the person with `auth`, subscribed through the app. */
async function subscribedDevice(auth: Record<string, string>): Promise<DeviceSubscription> {
  const device = pushService.subscribe(publicKey);
  await t.http.post('/api/admin/push/subscriptions').set(auth).send(device).expect(201);
  return device;
}

const sql = <T>(text: string, values: unknown[] = []) =>
  withDatabase(t, async (db) => (await db.query(text, values)).rows as T[]);

/**
 * Once the push subscriber has handled the order's `news` (which happens after the sandbox's payment
 * reaches ordering, itself a job) and every push job it queued is done: sent, dropped or failed for good.
 */
async function pushesSettled(orderId: string, news: 'paid' | 'not-seen' = 'paid'): Promise<void> {
  await vi.waitFor(
    async () => {
      const [{ handled }] = await sql<{ handled: number }>(
        `SELECT count(*)::int AS handled FROM handled_events h JOIN domain_events e ON e.id = h.event_id
         WHERE h.subscriber = $1 AND e.payload->>'orderId' = $2`,
        [`push.order-${news}`, orderId],
      );
      expect(handled).toBe(1);
      const [{ waiting }] = await sql<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pgboss.job
         WHERE name = 'push.send' AND state IN ('created', 'retry', 'active')`,
      );
      expect(waiting).toBe(0);
    },
    { timeout: 20_000, interval: 100 },
  );
}

const numberOf = async (orderId: string) =>
  Number((await sql<{ number: string }>('SELECT number FROM orders WHERE id = $1', [orderId]))[0]!.number);

describe('a paid order', () => {
  it("reaches every device of the shop's team, decrypted as the browser reads it, and no one else's", async () => {
    const ownerPhone = await subscribedDevice(shop.owner.auth);
    const ownerTablet = await subscribedDevice(shop.owner.auth);
    const colleague = await joinTeam(t, shop.owner, 'medewerker');
    const colleaguePhone = await subscribedDevice(colleague.auth);
    const otherShop = await openOrderingShop(t);
    const strangerPhone = await subscribedDevice(otherShop.owner.auth);

    const { orderId } = await placePaidOrder(t, shop);
    const number = await numberOf(orderId);
    await pushesSettled(orderId);
    const expected = {
      title: `Nieuwe bestelling ${number}`,
      body: 'Afhalen 17/06/2030, 11:00–11:30 · 2 artikelen · €\u00a09,00',
      url: `/dashboard/bestellingen?bestelling=${orderId}`,
      tag: `bestelling-${orderId}`,
    };
    for (const device of [ownerPhone, ownerTablet, colleaguePhone]) {
      const received = pushService.received(device.endpoint);
      expect(received).toHaveLength(1);
      expect(received[0]).toEqual({
        payload: expected,
        ttl: 3600,
        urgency: 'high',
        topic: orderId.replace(/-/g, ''),
        claims: { aud: pushService.origin, exp: expect.any(Number), sub: expect.stringMatching(/^mailto:/) },
      });
    }
    expect(pushService.received(strangerPhone.endpoint)).toEqual([]);
    expect(pushService.attempts(strangerPhone.endpoint)).toEqual([]);
    const [{ delivered }] = await sql<{ delivered: number }>(
      'SELECT count(*)::int AS delivered FROM push_subscriptions WHERE shop_id = $1 AND last_success_at IS NOT NULL',
      [shop.owner.id],
    );
    expect(delivered).toBe(3);
  });

  it('removes a device its push service calls gone (410, 404) and still reaches the others', async () => {
    const gone = await subscribedDevice(shop.owner.auth);
    const unknown = await subscribedDevice(shop.owner.auth);
    const kept = await subscribedDevice(shop.owner.auth);
    pushService.answerNext(gone.endpoint, 410);
    pushService.answerNext(unknown.endpoint, 404);

    const { orderId } = await placePaidOrder(t, shop);
    await pushesSettled(orderId);
    expect(pushService.attempts(gone.endpoint)).toEqual([410]);
    expect(pushService.attempts(unknown.endpoint)).toEqual([404]);
    expect(pushService.received(kept.endpoint)).toHaveLength(1);
    const left = await sql<{ endpoint: string }>(
      'SELECT endpoint FROM push_subscriptions WHERE endpoint = ANY($1)',
      [[gone.endpoint, unknown.endpoint, kept.endpoint]],
    );
    expect(left).toEqual([{ endpoint: kept.endpoint }]);
  });

  it('tries a busy or failing push service again, and delivers once', async () => {
    const device = await subscribedDevice(shop.owner.auth);
    pushService.answerNext(device.endpoint, 429, 500);

    const { orderId } = await placePaidOrder(t, shop);
    await pushesSettled(orderId);
    expect(pushService.attempts(device.endpoint)).toEqual([429, 500, 201]);
    expect(pushService.received(device.endpoint)).toHaveLength(1);
  }, 30_000);
});

describe('an order not seen in time', () => {
  it("reminds the team's devices, replacing the order's first notification", async () => {
    const device = await subscribedDevice(shop.owner.auth);
    const { orderId } = await placePaidOrder(t, shop);
    await pushesSettled(orderId);
    const number = await numberOf(orderId);

    await t.app.get(EventBus).publish(OrderNotSeen, shop.owner.id, { orderId });
    await pushesSettled(orderId, 'not-seen');
    const [first, reminder] = pushService.received(device.endpoint);
    expect(reminder).toEqual({
      payload: {
        title: `Bestelling ${number} is nog niet gezien`,
        body: 'Afhalen 17/06/2030, 11:00–11:30 · Tik om ze te openen.',
        url: `/dashboard/bestellingen?bestelling=${orderId}`,
        tag: `bestelling-${orderId}`,
      },
      ttl: 1800,
      urgency: 'high',
      topic: first!.topic,
      claims: expect.objectContaining({ aud: pushService.origin }),
    });
    expect((first!.payload as { tag: string }).tag).toBe(`bestelling-${orderId}`);
  });

  it('says nothing of an order cancelled since', async () => {
    const device = await subscribedDevice(shop.owner.auth);
    const { orderId } = await placePaidOrder(t, shop);
    await pushesSettled(orderId);
    await sql("UPDATE orders SET state = 'cancelled', cancelled_at = now() WHERE id = $1", [orderId]);
    await t.app.get(EventBus).publish(OrderNotSeen, shop.owner.id, { orderId });
    await pushesSettled(orderId, 'not-seen');
    expect(pushService.received(device.endpoint)).toHaveLength(1);
  });
});
