import { randomUUID } from 'node:crypto';
import type { Subscription } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetailView, AdminOrderView, OrderActorView } from '@bestelklaar/domain';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import type { ShopChange } from '../src/modules/notifications/shop-change';
import { OrderAttentionSweeper } from '../src/modules/ordering/order-attention-sweeper';
import { withDatabase } from './support/shop-setup';
import {
  FRIDAY_MORNING,
  openOrderingShop,
  orderPayload,
  placeOrder,
  placePaidOrder,
  useOrderingApp,
  type OrderingShop,
} from './support/order-fixtures';

const { clock, t, shop, inbox } = useOrderingApp({ mail: true });

const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  withDatabase(t, async (db) => (await db.query(text, values)).rows as T[]);

const acknowledge = (orderId: string, auth: Record<string, string> = shop.owner.auth) =>
  t.http.put(`/api/admin/orders/${orderId}/acknowledge`).set(auth);

async function paidOrderAt(at: string, on: OrderingShop = shop): Promise<string> {
  clock.set(at);
  return (await placePaidOrder(t, on, orderPayload(on))).orderId;
}

/** A person of the shop's team with `role`, logged in: their user id and their header. */
async function teamMember(role: 'medewerker' | 'boekhouder', name: string) {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@voorbeeld.be`;
  const [{ id }] = await sql<{ id: string }>(
    `INSERT INTO users (name, email, password_hash) SELECT $1, $2, password_hash FROM users WHERE id = $3
     RETURNING id`,
    [name, email, shop.owner.userId],
  );
  await sql('INSERT INTO memberships (user_id, shop_id, role) VALUES ($1, $2, $3)', [
    id,
    shop.owner.id,
    role,
  ]);
  const login = await t.http
    .post('/api/admin/auth/login')
    .send({ email, password: shop.owner.password })
    .expect(200);
  return { userId: id, auth: { Authorization: `Bearer ${login.body.token as string}` } };
}

const sweep = () => t.app.get(OrderAttentionSweeper).sweep();

const notSeenEvents = async (orderId: string) =>
  Number(
    (
      await sql<{ count: string }>(
        `SELECT count(*) FROM domain_events WHERE type = 'order.not-seen' AND payload->>'orderId' = $1`,
        [orderId],
      )
    )[0].count,
  );

/** Saves the shop's settings as read, with `fields` changed; answers the save once it has `status`. */
async function settings(fields: Record<string, unknown>, auth = shop.owner.auth, status = 200) {
  const current = (await t.http.get('/api/admin/account/settings').set(auth).expect(200)).body as Record<
    string,
    unknown
  >;
  return t.http
    .put('/api/admin/account/settings')
    .set(auth)
    .send({ ...current, ...fields })
    .expect(status);
}

describe("'Gezien'", () => {
  it('is null until someone taps it, then names who and when, in the lists and the details', async () => {
    const orderId = await paidOrderAt(FRIDAY_MORNING);
    const before = (await t.http.get(`/api/admin/orders/${orderId}`).set(shop.owner.auth).expect(200))
      .body as AdminOrderDetailView;
    expect(before).toMatchObject({ status: 'paid', acknowledgedAt: null, acknowledgedBy: null });

    clock.set('2030-06-14T08:02:00Z');
    const seen = (await acknowledge(orderId).expect(200)).body as AdminOrderView;
    const [{ name }] = await sql<{ name: string }>('SELECT name FROM users WHERE id = $1', [
      shop.owner.userId,
    ]);
    const by: OrderActorView = { kind: 'member', userId: shop.owner.userId, name };
    expect(seen).toMatchObject({
      _id: orderId,
      acknowledgedAt: '2030-06-14T08:02:00.000Z',
      acknowledgedBy: by,
    });

    const future = (await t.http.get('/api/admin/orders/future').set(shop.owner.auth).expect(200))
      .body as AdminOrderView[];
    expect(future.find((order) => order._id === orderId)).toMatchObject({
      acknowledgedAt: '2030-06-14T08:02:00.000Z',
      acknowledgedBy: by,
    });
    const detail = (await t.http.get(`/api/admin/orders/${orderId}`).set(shop.owner.auth).expect(200))
      .body as AdminOrderDetailView;
    expect(detail.acknowledgedBy).toEqual(by);
    // Not a move: the history tells moves and refunds only, and the state stays paid.
    expect(detail.status).toBe('paid');
    expect(detail.history.map((line) => line.move)).toEqual(['paid']);

    // Again, later: the first tap stands.
    clock.set('2030-06-14T08:30:00Z');
    expect((await acknowledge(orderId).expect(200)).body.acknowledgedAt).toBe('2030-06-14T08:02:00.000Z');
  });

  it('tapped by 20 at once from five people records one person, and every answer names that one', async () => {
    const orderId = await paidOrderAt(FRIDAY_MORNING);
    const people = [
      { userId: shop.owner.userId, auth: shop.owner.auth },
      ...(await Promise.all(
        ['Sofie', 'Ahmed', 'Lotte', 'Jens'].map((name) => teamMember('medewerker', name)),
      )),
    ];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => acknowledge(orderId, people[index % people.length].auth)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const [row] = await sql<{ acknowledged_by: string }>('SELECT acknowledged_by FROM orders WHERE id = $1', [
      orderId,
    ]);
    expect(people.map((person) => person.userId)).toContain(row.acknowledged_by);
    const named = new Set(answers.map((answer) => (answer.body as AdminOrderView).acknowledgedBy?.userId));
    expect([...named]).toEqual([row.acknowledged_by]);
  });

  it("may be tapped by a medewerker, not by a boekhouder, and never on another shop's order", async () => {
    const orderId = await paidOrderAt(FRIDAY_MORNING);
    const boekhouder = await teamMember('boekhouder', 'Bart');
    await acknowledge(orderId, boekhouder.auth).expect(403);
    const other = await openOrderingShop(t);
    const answer = await acknowledge(orderId, other.owner.auth).expect(404);
    expect(answer.body.message).toBe('Deze bestelling bestaat niet.');
    await acknowledge(randomUUID()).expect(404);
    await acknowledge('geen-id').expect(404);
    // An order not paid yet is nobody's news.
    const pending = (await placeOrder(t, shop).expect(201)).body as { orderId: string };
    await acknowledge(pending.orderId).expect(404);
    expect((await sql('SELECT acknowledged_at FROM orders WHERE id = $1', [orderId]))[0]).toEqual({
      acknowledged_at: null,
    });

    const medewerker = await teamMember('medewerker', 'Mila');
    const seen = (await acknowledge(orderId, medewerker.auth).expect(200)).body as AdminOrderView;
    expect(seen.acknowledgedBy).toEqual({ kind: 'member', userId: medewerker.userId, name: 'Mila' });
  });

  it("tells the shop's open screens, so every tab stops ringing", async () => {
    const orderId = await paidOrderAt(FRIDAY_MORNING);
    const topics: string[] = [];
    const subscription: Subscription = t.app
      .get(NotificationsService)
      .changes(shop.owner.id)
      .subscribe((change: ShopChange) => topics.push(change.topic));
    try {
      await acknowledge(orderId).expect(200);
      await vi.waitFor(() => expect(topics).toContain('orders'), { timeout: 3_000, interval: 20 });
      // A second tap changes nothing, and announces nothing.
      const heard = topics.length;
      await acknowledge(orderId).expect(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(topics).toHaveLength(heard);
    } finally {
      subscription.unsubscribe();
    }
  });
});

describe('an order nobody saw', () => {
  it('is announced once after the reminder minutes, not before, and the shop gets a mail over SMTP', async () => {
    const orderId = await paidOrderAt(FRIDAY_MORNING);
    const [{ number }] = await sql<{ number: string }>('SELECT number FROM orders WHERE id = $1', [orderId]);
    const { contactEmail } = (await t.http.get('/api/admin/account/settings').set(shop.owner.auth)).body as {
      contactEmail: string;
    };

    clock.set('2030-06-14T08:04:59Z');
    await sweep();
    expect(await notSeenEvents(orderId)).toBe(0);

    clock.set('2030-06-14T08:05:00Z');
    await Promise.all([sweep(), sweep(), sweep()]);
    expect(await notSeenEvents(orderId)).toBe(1);
    clock.set('2030-06-14T08:20:00Z');
    await sweep();
    expect(await notSeenEvents(orderId)).toBe(1);

    const subject = `Bestelling #${number} is nog niet gezien`;
    const [mail] = await inbox.waitFor((received) => received.parsed.subject === subject);
    expect(mail.envelope.to).toEqual([contactEmail]);
    expect(mail.parsed.text).toContain(`Bestelling #${number} van Jan Janssens is betaald`);
    expect(mail.parsed.text).toContain("na 5 minuten op 'Gezien'");
    expect(mail.parsed.text).toContain('/dashboard/bestellingen');
    expect(mail.parsed.text).toContain('Tomatensoep');
    expect(inbox.mails.filter((received) => received.parsed.subject === subject)).toHaveLength(1);
  });

  it('is not announced once someone saw it, and follows the minutes the shop chose', async () => {
    const seen = await paidOrderAt(FRIDAY_MORNING);
    await acknowledge(seen).expect(200);
    await settings({ unseenReminderMinutes: 12 });
    const late = await paidOrderAt('2030-06-14T08:00:00Z');
    await settings({ unseenReminderMinutes: 5 });

    clock.set('2030-06-14T08:11:00Z');
    await sweep();
    expect(await notSeenEvents(seen)).toBe(0);
    expect(await notSeenEvents(late)).toBe(0);
    clock.set('2030-06-14T08:12:00Z');
    await sweep();
    expect(await notSeenEvents(late)).toBe(1);
    expect(await notSeenEvents(seen)).toBe(0);
  });

  it('counts as seen at once, by the system, where the shop confirms its orders by itself', async () => {
    await settings({ autoConfirmOrders: true });
    try {
      const orderId = await paidOrderAt(FRIDAY_MORNING);
      const view = (await t.http.get(`/api/admin/orders/${orderId}`).set(shop.owner.auth).expect(200))
        .body as AdminOrderView;
      expect(view.acknowledgedAt).toBe(new Date(FRIDAY_MORNING).toISOString());
      expect(view.acknowledgedBy).toEqual({ kind: 'system', userId: null, name: null });
      clock.set('2030-06-14T09:00:00Z');
      await sweep();
      expect(await notSeenEvents(orderId)).toBe(0);
    } finally {
      await settings({ autoConfirmOrders: false });
    }
  });
});

describe('the settings for orders nobody saw', () => {
  it('are 5 minutes, no cancel and no confirming by itself until the owner chooses', async () => {
    const fresh = await openOrderingShop(t);
    const read = (await t.http.get('/api/admin/account/settings').set(fresh.owner.auth).expect(200)).body;
    expect(read).toMatchObject({
      unseenReminderMinutes: 5,
      autoCancelMinutesBeforePickup: null,
      autoConfirmOrders: false,
    });
  });

  it('are saved, kept when a form leaves them out, and refused in Dutch when off', async () => {
    const fresh = await openOrderingShop(t);
    const saved = await settings(
      { unseenReminderMinutes: 10, autoCancelMinutesBeforePickup: 30, autoConfirmOrders: true },
      fresh.owner.auth,
    );
    expect(saved.body).toMatchObject({
      unseenReminderMinutes: 10,
      autoCancelMinutesBeforePickup: 30,
      autoConfirmOrders: true,
    });

    // The spec's own form knows none of them: what the shop chose stays.
    const current = (await t.http.get('/api/admin/account/settings').set(fresh.owner.auth)).body as Record<
      string,
      unknown
    >;
    const {
      unseenReminderMinutes: _reminder,
      autoCancelMinutesBeforePickup: _cancel,
      autoConfirmOrders: _confirm,
      ...specOnly
    } = current;
    await t.http.put('/api/admin/account/settings').set(fresh.owner.auth).send(specOnly).expect(200);
    expect((await t.http.get('/api/admin/account/settings').set(fresh.owner.auth)).body).toMatchObject({
      unseenReminderMinutes: 10,
      autoCancelMinutesBeforePickup: 30,
      autoConfirmOrders: true,
    });

    // As a multipart form sends them: text; an empty cancel is off, an empty reminder the default.
    const form = t.http.put('/api/admin/account/settings').set(fresh.owner.auth);
    for (const [key, value] of Object.entries(specOnly))
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        form.field(key, String(value));
    form.field('unseenReminderMinutes', '').field('autoCancelMinutesBeforePickup', '');
    form.field('autoConfirmOrders', 'false');
    expect((await form.expect(200)).body).toMatchObject({
      unseenReminderMinutes: 5,
      autoCancelMinutesBeforePickup: null,
      autoConfirmOrders: false,
    });

    const refused = await settings(
      { unseenReminderMinutes: 0, autoCancelMinutesBeforePickup: '2,5', autoConfirmOrders: 'misschien' },
      fresh.owner.auth,
      400,
    );
    expect(refused.body.fields).toMatchObject({
      unseenReminderMinutes: 'Voer een geheel aantal minuten in van 1 tot 120',
      autoCancelMinutesBeforePickup:
        'Voer een geheel aantal minuten in van 5 tot 1440, of laat leeg om niet automatisch te annuleren',
      autoConfirmOrders: 'Kies aan of uit',
    });
    for (const [field, value] of [
      ['unseenReminderMinutes', 121],
      ['unseenReminderMinutes', -3],
      ['autoCancelMinutesBeforePickup', 4],
      ['autoCancelMinutesBeforePickup', 1441],
    ] as const)
      expect((await settings({ [field]: value }, fresh.owner.auth, 400)).body.fields).toHaveProperty(field);
    expect((await t.http.get('/api/admin/account/settings').set(fresh.owner.auth)).body).toMatchObject({
      unseenReminderMinutes: 5,
      autoCancelMinutesBeforePickup: null,
    });
  });

  it('are the owner’s: a medewerker cannot change them', async () => {
    const medewerker = await teamMember('medewerker', 'Noor');
    await t.http
      .put('/api/admin/account/settings')
      .set(medewerker.auth)
      .send({ unseenReminderMinutes: 60 })
      .expect(403);
  });
});
