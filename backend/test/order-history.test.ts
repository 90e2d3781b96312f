import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER,
  PROVIDER,
  SYSTEM,
  type AdminOrderDetailView,
  type OrderHistoryEntryView,
} from '@bestelklaar/domain';
import { OrderTransitions } from '../src/modules/ordering/order-transitions';
import { withDatabase } from './support/shop-setup';
import { FRIDAY_MORNING, orderPayload, placePaidOrder, useOrderingApp } from './support/order-fixtures';

const { clock, t, shop } = useOrderingApp();
const admin = () => shop.owner.auth;

async function paidOrder(): Promise<{ orderId: string; orderKey: string }> {
  clock.set(FRIDAY_MORNING);
  return placePaidOrder(t, shop, orderPayload(shop));
}

async function historyOf(orderId: string): Promise<OrderHistoryEntryView[]> {
  const answer = await t.http.get(`/api/admin/orders/${orderId}`).set(admin()).expect(200);
  return (answer.body as AdminOrderDetailView).history;
}

const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  withDatabase(t, async (db) => (await db.query(text, values)).rows as T[]);

const steps = (history: OrderHistoryEntryView[]) =>
  history.map(({ move, from, to, by, amount }) => ({ move, from, to, by: by.kind, amount }));

const put = (orderId: string, move: 'mark-ready' | 'mark-picked-up') =>
  t.http
    .put(`/api/admin/orders/${orderId}/${move}`)
    .set(admin())
    .send(move === 'mark-ready' ? { ready: true } : { markedAsPickedUp: true });

describe("an order's history", () => {
  it('tells every move and refund in order, with who made each and when', async () => {
    const { orderId } = await paidOrder();
    clock.set('2030-06-14T09:00:00Z');
    await put(orderId, 'mark-ready').expect(200);
    clock.set('2030-06-14T09:00:02Z');
    await t.http.post(`/api/admin/orders/${orderId}/undo`).set(admin()).send({ undo: 'ready' }).expect(200);
    clock.set('2030-06-14T09:10:00Z');
    await put(orderId, 'mark-picked-up').expect(200);
    clock.set('2030-06-14T09:20:00Z');
    await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(admin())
      .send({ amount: 4.5, reason: 'Eén soep was koud' })
      .expect(201);

    const history = await historyOf(orderId);
    expect(steps(history)).toEqual([
      { move: 'paid', from: 'pending_payment', to: 'paid', by: 'provider', amount: null },
      { move: 'ready', from: 'paid', to: 'ready', by: 'member', amount: null },
      { move: 'undoReady', from: 'ready', to: 'paid', by: 'member', amount: null },
      { move: 'pickedUp', from: 'paid', to: 'picked_up', by: 'member', amount: null },
      { move: 'refunded', from: 'picked_up', to: 'picked_up', by: 'member', amount: 4.5 },
    ]);
    expect(history.slice(1).map((line) => line.at)).toEqual([
      '2030-06-14T09:00:00.000Z',
      '2030-06-14T09:00:02.000Z',
      '2030-06-14T09:10:00.000Z',
      '2030-06-14T09:20:00.000Z',
    ]);
    // The owner's moves are theirs, by their user id, and the one asking is told it was them.
    const [{ name }] = await sql<{ name: string }>('SELECT name FROM users WHERE id = $1', [
      shop.owner.userId,
    ]);
    for (const line of history.slice(1))
      expect(line.by).toEqual({ kind: 'member', userId: shop.owner.userId, name, isYou: true });
    expect(history[0].by).toEqual({ kind: 'provider', userId: null, name: null, isYou: false });
    expect(history[4].reason).toBe('Eén soep was koud');
    const refunds = await withDatabase(
      t,
      async (db) => (await db.query('SELECT by_user FROM refunds WHERE order_id = $1', [orderId])).rows,
    );
    expect(refunds).toEqual([{ by_user: shop.owner.userId }]);
  });

  it("names the team member who made a move in the owner's details, also once they left the team", async () => {
    const { orderId } = await paidOrder();
    const email = `sofie-${randomUUID().slice(0, 8)}@voorbeeld.be`;
    const sofie = await sql<{ id: string }>(
      `INSERT INTO users (name, email, password_hash) SELECT 'Sofie', $1, password_hash FROM users WHERE id = $2
       RETURNING id`,
      [email, shop.owner.userId],
    );
    const sofieId = sofie[0].id;
    await sql(`INSERT INTO memberships (user_id, shop_id, role) VALUES ($1, $2, 'medewerker')`, [
      sofieId,
      shop.owner.id,
    ]);
    const login = await t.http.post('/api/admin/auth/login').send({ email, password: shop.owner.password });
    expect(login.status).toBe(200);
    const sofieAuth = { Authorization: `Bearer ${login.body.token as string}` };
    clock.set('2030-06-14T09:00:00Z');
    await t.http
      .put(`/api/admin/orders/${orderId}/mark-ready`)
      .set(sofieAuth)
      .send({ ready: true })
      .expect(200);

    const ready = async () => (await historyOf(orderId)).find((line) => line.move === 'ready')!;
    expect((await ready()).by).toEqual({ kind: 'member', userId: sofieId, name: 'Sofie', isYou: false });
    // Sofie herself is told it was her.
    const hers = await t.http.get(`/api/admin/orders/${orderId}`).set(sofieAuth).expect(200);
    expect((hers.body as AdminOrderDetailView).history[1].by).toMatchObject({ name: 'Sofie', isYou: true });

    // Removed from the team, her person stays and so does her name.
    await t.http.delete(`/api/admin/team/members/${sofieId}`).set(admin()).expect(204);
    expect((await ready()).by.name).toBe('Sofie');
    // With no person left, the line still says a member did it, without a name.
    await sql('DELETE FROM users WHERE id = $1', [sofieId]);
    expect((await ready()).by).toEqual({ kind: 'member', userId: sofieId, name: null, isYou: false });
  });

  it("records a cancel with the shop's reason, and its refund of the rest", async () => {
    const { orderId } = await paidOrder();
    await t.http
      .post(`/api/admin/orders/${orderId}/cancel`)
      .set(admin())
      .send({ reason: 'De soep is op' })
      .expect(200);
    const history = await historyOf(orderId);
    expect(steps(history).slice(1)).toEqual([
      { move: 'cancelled', from: 'paid', to: 'cancelled', by: 'member', amount: null },
      { move: 'refunded', from: 'cancelled', to: 'cancelled', by: 'member', amount: 9 },
    ]);
    expect(history.slice(1).map((line) => line.reason)).toEqual(['De soep is op', 'De soep is op']);
  });

  it("records the customer's own cancel as the customer's, without a user", async () => {
    await t.http
      .put('/api/admin/ordering/customer-cancel')
      .set(admin())
      .send({ customerCancelAllowed: true, customerCancelHoursBeforePickup: 24 })
      .expect(200);
    const { orderId, orderKey } = await paidOrder();
    await t.http
      .post(`/api/shop/${shop.subdomain}/orders/${orderId}/cancel?key=${encodeURIComponent(orderKey)}`)
      .expect(200);
    const history = await historyOf(orderId);
    expect(steps(history).slice(1)).toEqual([
      { move: 'customerCancelled', from: 'paid', to: 'cancelled', by: 'customer', amount: null },
      { move: 'refunded', from: 'cancelled', to: 'cancelled', by: 'customer', amount: 9 },
    ]);
    expect(history.every((line) => line.by.userId === null || line.by.kind === 'member')).toBe(true);
    const refunds = await withDatabase(
      t,
      async (db) => (await db.query('SELECT by_user FROM refunds WHERE order_id = $1', [orderId])).rows,
    );
    expect(refunds).toEqual([{ by_user: null }]);
  });

  it('moves an order once for 20 clicks at once, and tells that move once', async () => {
    const { orderId } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => put(orderId, 'mark-ready')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const history = await historyOf(orderId);
    expect(history.filter((line) => line.move === 'ready')).toHaveLength(1);
  });

  it('refuses a move by an actor its rule does not name, and tells nothing of it', async () => {
    const { orderId } = await paidOrder();
    const transitions = t.app.get(OrderTransitions);
    for (const actor of [CUSTOMER, PROVIDER, SYSTEM])
      expect(await transitions.move(orderId, 'ready', actor)).toBe(false);
    expect(
      await transitions.move(orderId, 'customerCancelled', { kind: 'member', userId: shop.owner.userId }),
    ).toBe(false);
    const answer = await t.http.get(`/api/admin/orders/${orderId}`).set(admin()).expect(200);
    expect((answer.body as AdminOrderDetailView).status).toBe('paid');
    expect(steps((answer.body as AdminOrderDetailView).history).map((line) => line.move)).toEqual(['paid']);
  });

  it('refuses to change or delete a line, but goes with its order', async () => {
    const { orderId } = await paidOrder();
    await withDatabase(t, async (db) => {
      await expect(
        db.query(`UPDATE order_history SET actor_kind = 'system' WHERE order_id = $1`, [orderId]),
      ).rejects.toThrow(/append-only/);
      await expect(db.query('DELETE FROM order_history WHERE order_id = $1', [orderId])).rejects.toThrow(
        /append-only/,
      );
      const kept = await db.query('SELECT count(*)::int AS n FROM order_history WHERE order_id = $1', [
        orderId,
      ]);
      expect(kept.rows[0].n).toBe(1);
      await db.query('DELETE FROM orders WHERE id = $1', [orderId]);
      const gone = await db.query('SELECT count(*)::int AS n FROM order_history WHERE order_id = $1', [
        orderId,
      ]);
      expect(gone.rows[0].n).toBe(0);
    });
  });
});
