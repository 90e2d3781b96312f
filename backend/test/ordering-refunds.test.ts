import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES, type AdminOrderView, type PublicOrderView } from '@bestelklaar/domain';
import { OrderRefunds } from '../src/modules/ordering/order-refunds';
import { PaymentsService } from '../src/modules/payments/payments.service';
import { BAD_VALUES, QUERY_STRINGS } from './support/bad-input-corpus';
import { withDatabase } from './support/shop-setup';
import {
  FRIDAY_MORNING,
  MONDAY,
  openOrderingShop,
  orderPayload,
  orderRow,
  placePaidOrder,
  placesTaken,
  useOrderingApp,
} from './support/order-fixtures';

const { clock, t, shop } = useOrderingApp({ shop: { maxOrdersPerSlot: 50 } });

/** A paid order of 2 × Tomatensoep (€ 9.00) for Monday 11:00-11:30. */
async function paidOrder(quantity = 2): Promise<string> {
  clock.set(FRIDAY_MORNING);
  const payload = orderPayload(shop);
  payload.cartItems[0].quantity = quantity;
  return (await placePaidOrder(t, shop, payload)).orderId;
}

const admin = () => shop.owner.auth;
const refundsOf = async (orderId: string) =>
  (await t.http.get(`/api/admin/orders/${orderId}`).set(admin()).expect(200)).body as AdminOrderView;

describe('cancelling an order', () => {
  it('cancels a paid order, refunds it whole through the sandbox and gives its slot place back', async () => {
    const orderId = await paidOrder();
    const before = await placesTaken(t, shop, MONDAY, '11:00');

    const answer = await t.http
      .post(`/api/admin/orders/${orderId}/cancel`)
      .set(admin())
      .send({ reason: 'De soep is op' })
      .expect(200);

    const view = answer.body as AdminOrderView;
    expect(view.status).toBe('cancelled');
    expect(view.cancelledAt).toBe(clock.now().toISOString());
    expect(view.refundedAmount).toBe(9);
    expect(view.refunds).toEqual([
      expect.objectContaining({
        amount: 9,
        reason: 'De soep is op',
        cancelsOrder: true,
        status: 'succeeded',
        failureReason: null,
        lines: [],
        vat: [{ rate: 6, amount: 9, vatAmount: 0.51 }],
      }),
    ]);
    expect(await placesTaken(t, shop, MONDAY, '11:00')).toBe(before - 1);
    const refunds = await t.app.get(PaymentsService).sandbox!.shopRefunds(shop.providerAccountId);
    expect(refunds[0]).toMatchObject({ amountCents: 900, status: 'succeeded', refundApplicationFee: true });
    expect(refunds[0].metadata).toEqual({ orderId, refundId: view.refunds[0].refundId });

    // The sandbox's payment dashboard lists it.
    const link = new URL(
      (await t.http.get('/api/admin/stripe-connect/dashboard-link').set(admin()).expect(200)).body.url,
    );
    const dashboard = (await t.http.get(link.pathname + link.search).expect(200)).text;
    const refundsPart = dashboard.slice(dashboard.indexOf('Terugbetalingen, de nieuwste eerst'));
    // Named by the order's number, as the payments list above it names the payment.
    expect(refundsPart).toContain(`#${(await refundsOf(orderId)).number}<`);
    expect(refundsPart).toContain('€\u00a09,00');
    expect(refundsPart).toContain('Terugbetaald');
  });

  it('answers a second cancel as the first, without a second refund', async () => {
    const orderId = await paidOrder();
    await t.http
      .post(`/api/admin/orders/${orderId}/cancel`)
      .set(admin())
      .send({ reason: 'Dicht' })
      .expect(200);
    const again = await t.http
      .post(`/api/admin/orders/${orderId}/cancel`)
      .set(admin())
      .send({ reason: 'Dicht' })
      .expect(200);
    expect((again.body as AdminOrderView).refunds).toHaveLength(1);
  });

  it('refuses to cancel a picked-up order, which can still be refunded', async () => {
    const orderId = await paidOrder();
    await t.http
      .put(`/api/admin/orders/${orderId}/mark-picked-up`)
      .set(admin())
      .send({ markedAsPickedUp: true })
      .expect(200);
    const refused = await t.http
      .post(`/api/admin/orders/${orderId}/cancel`)
      .set(admin())
      .send({ reason: 'Te laat' })
      .expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, message: REFUND_MESSAGES.notCancellable });
    expect((await orderRow(t, orderId)).state).toBe('picked_up');
    const refunded = await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(admin())
      .send({ amount: 4.5, reason: 'Koud' })
      .expect(201);
    expect((refunded.body as AdminOrderView).status).toBe('picked_up');
  });

  it('cancels only the shop’s own orders, and needs a reason', async () => {
    const orderId = await paidOrder();
    const other = await openOrderingShop(t);
    await t.http
      .post(`/api/admin/orders/${orderId}/cancel`)
      .set(other.owner.auth)
      .send({ reason: 'x' })
      .expect(404);
    await t.http.post(`/api/admin/orders/not-an-id/cancel`).set(admin()).send({ reason: 'x' }).expect(404);
    const missing = await t.http
      .post(`/api/admin/orders/${orderId}/cancel`)
      .set(admin())
      .send({})
      .expect(400);
    expect(missing.body.message).toBe('Dit veld is verplicht');
    expect((await orderRow(t, orderId)).state).toBe('paid');
  });
});

describe('refunding part of an order', () => {
  it('refunds an amount and keeps the order’s state', async () => {
    const orderId = await paidOrder();
    const answer = await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(admin())
      .send({ amount: 4.5, reason: 'Eén soep was koud' })
      .expect(201);
    const view = answer.body as AdminOrderView;
    expect(view.status).toBe('paid');
    expect(view.refundedAmount).toBe(4.5);
    expect(view.refunds[0]).toMatchObject({ amount: 4.5, status: 'succeeded', cancelsOrder: false });
  });

  it('refunds by lines at what they cost', async () => {
    const orderId = await paidOrder(3);
    const answer = await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(admin())
      .send({ lines: [{ position: 0, quantity: 2 }], reason: 'Twee soepen verbrand' })
      .expect(201);
    expect((answer.body as AdminOrderView).refunds[0]).toMatchObject({
      amount: 9,
      lines: [{ position: 0, quantity: 2 }],
      vat: [{ rate: 6, amount: 9, vatAmount: 0.51 }],
    });
    const refused = await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(admin())
      .send({ lines: [{ position: 1, quantity: 1 }], reason: 'x' })
      .expect(400);
    expect(refused.body.message).toBe(REFUND_MESSAGES.linesInvalid);
    // The third soup may still go back; a soup already refunded may not go back twice.
    const again = await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(admin())
      .send({ lines: [{ position: 0, quantity: 2 }], reason: 'Nog eens' })
      .expect(400);
    expect(again.body.message).toBe(REFUND_MESSAGES.linesInvalid);
    const last = await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(admin())
      .send({ lines: [{ position: 0, quantity: 1 }], reason: 'De derde soep' })
      .expect(201);
    expect((last.body as AdminOrderView).refundedAmount).toBe(13.5);
  });

  it('never refunds more than was paid, and says how much is left', async () => {
    const orderId = await paidOrder();
    await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(admin())
      .send({ amount: 5, reason: 'a' })
      .expect(201);
    const refused = await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(admin())
      .send({ amount: 4.01, reason: 'b' })
      .expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      message: REFUND_MESSAGES.moreThanPaid(4),
      error: 'Conflict',
    });
    expect((await refundsOf(orderId)).refunds).toHaveLength(1);
  });

  it('makes one refund of a request sent twice with the same Idempotency-Key', async () => {
    const orderId = await paidOrder();
    const send = () =>
      t.http
        .post(`/api/admin/orders/${orderId}/refunds`)
        .set(admin())
        .set('Idempotency-Key', 'klik-1')
        .send({ amount: 2, reason: 'Te laat' });
    // At once: one runs, the others are told it still runs; then the key answers as the first did.
    const statuses = (await Promise.all([send(), send(), send()])).map((answer) => answer.status);
    expect(statuses).toContain(201);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    await send().expect(201);
    const view = await refundsOf(orderId);
    expect(view.refunds).toHaveLength(1);
    expect(view.refundedAmount).toBe(2);
    await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(admin())
      .set('Idempotency-Key', 'niet goed!')
      .send({ amount: 2, reason: 'x' })
      .expect(400);
  });

  it('answers 40 requests with one Idempotency-Key at once without a failure, and sends the one refund at once', async () => {
    const orderId = await paidOrder();
    const send = () =>
      t.http
        .post(`/api/admin/orders/${orderId}/refunds`)
        .set(admin())
        .set('Idempotency-Key', 'samen-40')
        .send({ amount: 2, reason: 'Samen' });
    const answers = await Promise.all(Array.from({ length: 40 }, send));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(statuses).toContain(201);
    for (const busy of answers.filter((answer) => answer.status === 409))
      expect(busy.body).toEqual({
        statusCode: 409,
        message: REFUND_MESSAGES.requestInProgress,
        error: 'Conflict',
      });
    for (const made of answers.filter((answer) => answer.status === 201))
      expect((made.body as AdminOrderView).refunds).toEqual([expect.objectContaining({ amount: 2 })]);
    // Sent before the first answer, not left to the sweeper.
    const view = await refundsOf(orderId);
    expect(view.refundedAmount).toBe(2);
    expect(view.refunds).toEqual([expect.objectContaining({ amount: 2, status: 'succeeded' })]);
    const atSandbox = (await t.app.get(PaymentsService).sandbox!.shopRefunds(shop.providerAccountId)).filter(
      (refund) => refund.metadata.orderId === orderId,
    );
    expect(atSandbox.map((refund) => refund.amountCents)).toEqual([200]);
    // Once done, the same key gets the first request's answer.
    const again = await send().expect(201);
    expect((again.body as AdminOrderView).refunds).toEqual(view.refunds);
  });

  it('refunds exactly what was paid when many refunds come at once', async () => {
    const orderId = await paidOrder(10); // € 45.00
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.http.post(`/api/admin/orders/${orderId}/refunds`).set(admin()).send({ amount: 2, reason: 'Samen' }),
      ),
    );
    const made = answers.filter((answer) => answer.status === 201).length;
    expect(made).toBe(22);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(8);
    const view = await refundsOf(orderId);
    expect(view.refundedAmount).toBe(44);
    expect(view.refunds.filter((refund) => refund.status === 'succeeded')).toHaveLength(22);
    const sandboxTotal = (await t.app.get(PaymentsService).sandbox!.shopRefunds(shop.providerAccountId))
      .filter((refund) => refund.metadata.orderId === orderId)
      .reduce((sum, refund) => sum + refund.amountCents, 0);
    expect(sandboxTotal).toBe(4400);
  });

  it('refunds exactly what was paid when a cancel and refunds come at once', async () => {
    const orderId = await paidOrder(10); // € 45.00
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        t.http.post(`/api/admin/orders/${orderId}/refunds`).set(admin()).send({ amount: 3, reason: 'Samen' }),
      ),
      t.http.post(`/api/admin/orders/${orderId}/cancel`).set(admin()).send({ reason: 'Dicht' }),
    ]);
    expect(answers.every((answer) => [200, 201, 409].includes(answer.status))).toBe(true);
    const view = await refundsOf(orderId);
    expect(view.status).toBe('cancelled');
    expect(view.refundedAmount).toBe(45);
    expect(view.refunds.reduce((sum, refund) => sum + Math.round(refund.amount * 100), 0)).toBe(4500);
    const atSandbox = (await t.app.get(PaymentsService).sandbox!.shopRefunds(shop.providerAccountId))
      .filter((refund) => refund.metadata.orderId === orderId)
      .reduce((sum, refund) => sum + refund.amountCents, 0);
    expect(atSandbox).toBe(4500);
  });

  it('sends a refund that a crash left unsent once, under its own key', async () => {
    const orderId = await paidOrder();
    // What a crash between recording and asking the provider leaves.
    await withDatabase(t, (db) =>
      db
        .query(
          `INSERT INTO refunds (id, account_id, order_id, amount_cents, reason, status, created_at)
         VALUES (gen_random_uuid(), $1, $2, 300, 'Na een crash', 'pending', $3)`,
          [shop.owner.id, orderId, new Date(clock.now().getTime() - 120_000)],
        )
        .then(() => db.query('UPDATE orders SET refunded_cents = 300 WHERE id = $1', [orderId])),
    );
    const refunds = t.app.get(OrderRefunds);
    expect(await refunds.sendUnsent()).toBe(1);
    expect(await refunds.sendUnsent()).toBe(0);
    const view = await refundsOf(orderId);
    expect(view.refunds).toEqual([expect.objectContaining({ amount: 3, status: 'succeeded' })]);
  });
});

interface MailRow {
  kind: string;
  subject: string;
  reply_to: string | null;
  recipient: string;
  text: string;
}

/** The customer mails of an order, once its events have been handled. */
async function mailsOf(orderId: string, kind: string, count = 1): Promise<MailRow[]> {
  const read = () =>
    withDatabase(
      t,
      async (db) =>
        (
          await db.query(
            `SELECT kind, subject, reply_to, recipient, text FROM outgoing_mails
             WHERE order_id = $1 AND kind = $2 ORDER BY created_at, id`,
            [orderId, kind],
          )
        ).rows as MailRow[],
    );
  await expect.poll(async () => (await read()).length, { timeout: 10_000 }).toBe(count);
  return read();
}

describe('telling the customer', () => {
  it('mails that the order is cancelled, with the amount, the reason, the shop as Reply-To and the order’s page', async () => {
    const orderId = await paidOrder();
    const { number } = await refundsOf(orderId);
    await t.http
      .post(`/api/admin/orders/${orderId}/cancel`)
      .set(admin())
      .send({ reason: 'De soep is op' })
      .expect(200);

    const [mail] = await mailsOf(orderId, 'order-cancelled');
    const settings = (await t.http.get('/api/admin/account/settings').set(admin()).expect(200)).body as {
      shopName: string;
      contactEmail: string;
    };
    expect(mail.subject).toBe(`Je bestelling #${number} bij ${settings.shopName} is geannuleerd`);
    expect(mail.recipient).toBe('jan@voorbeeld.be');
    expect(mail.reply_to).toBe(settings.contactEmail);
    expect(mail.text).toContain('Je krijgt €\u00a09,00 terug.');
    expect(mail.text).toContain('Reden: De soep is op');

    // Its link opens the order's own page data.
    const link = new RegExp(`/${shop.subdomain}/bestelling/${orderId}\\?t=([A-Za-z0-9_-]+)`).exec(mail.text);
    expect(link).not.toBeNull();
    await t.http.get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${link![1]}`).expect(200);
    await t.http.get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${link![1]}x`).expect(404);
  });

  it('mails each partial refund once, and links every customer mail to the order’s page', async () => {
    const orderId = await paidOrder();
    const [confirmation] = await mailsOf(orderId, 'order-confirmation');
    expect(confirmation.text).toContain(`/${shop.subdomain}/bestelling/${orderId}?t=`);

    await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(admin())
      .send({ amount: 1.5, reason: 'Koud' })
      .expect(201);
    await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(admin())
      .send({ amount: 2, reason: 'Te laat' })
      .expect(201);
    const mails = await mailsOf(orderId, 'order-refunded', 2);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Je bestelling #\d+ bij .+ is gedeeltelijk terugbetaald$/),
      expect.stringMatching(/is gedeeltelijk terugbetaald$/),
    ]);
    // Written at the same moment of the test's clock: in either order.
    const texts = mails.map((mail) => mail.text);
    expect(
      texts.some((text) => text.includes('Je krijgt €\u00a01,50 terug.') && text.includes('Reden: Koud')),
    ).toBe(true);
    expect(
      texts.some((text) => text.includes('Je krijgt €\u00a02,00 terug.') && text.includes('Reden: Te laat')),
    ).toBe(true);
  });
});

describe('the shop’s figures', () => {
  const revenue = async () =>
    (await t.http.get('/api/admin/orders/revenue/monthly').set(admin()).expect(200)).body as {
      total: number;
      orderCount: number;
    };
  const soupsOnMonday = async () => {
    const prep = (await t.http.get(`/api/admin/orders/prep-list?date=${MONDAY}`).set(admin()).expect(200))
      .body as { slots: { items: { name: string; quantity: number }[] }[] };
    return prep.slots.flatMap((slot) => slot.items).reduce((sum, item) => sum + item.quantity, 0);
  };

  it('leave a cancelled order out of revenue and the prep list, and take refunds off', async () => {
    const cancelled = await paidOrder();
    const refunded = await paidOrder(3);
    const before = { revenue: await revenue(), soups: await soupsOnMonday() };

    await t.http
      .post(`/api/admin/orders/${cancelled}/cancel`)
      .set(admin())
      .send({ reason: 'Dicht' })
      .expect(200);
    await t.http
      .post(`/api/admin/orders/${refunded}/refunds`)
      .set(admin())
      .send({ lines: [{ position: 0, quantity: 1 }], reason: 'Op' })
      .expect(201);

    const after = await revenue();
    expect(after.orderCount).toBe(before.revenue.orderCount - 1);
    expect(Math.round((before.revenue.total - after.total) * 100)).toBe(900 + 450);
    expect(await soupsOnMonday()).toBe(before.soups - 2 - 1);
    const future = (await t.http.get('/api/admin/orders/future').set(admin()).expect(200))
      .body as AdminOrderView[];
    // Still listed where it was, as cancelled ('Geannuleerd'), but counted nowhere.
    expect(future.find((order) => order._id === cancelled)?.status).toBe('cancelled');
    expect(future.find((order) => order._id === refunded)?.refundedAmount).toBe(4.5);
  });

  it('list a cancelled order on its day and in the past, but not as still to pick up nor among the latest in', async () => {
    const cancelled = await paidOrder();
    await t.http
      .post(`/api/admin/orders/${cancelled}/cancel`)
      .set(admin())
      .send({ reason: 'Dicht' })
      .expect(200);
    const listed = async (path: string) => {
      const body = (await t.http.get(`/api/admin/orders/${path}`).set(admin()).expect(200)).body as
        AdminOrderView[] | { items: AdminOrderView[] };
      return Array.isArray(body) ? body : body.items;
    };
    const ids = async (path: string) => (await listed(path)).map((order) => order._id);
    const statusIn = async (path: string) =>
      (await listed(path)).find((order) => order._id === cancelled)?.status;

    expect(await statusIn('future')).toBe('cancelled');
    expect(await ids('future?pickedUp=false')).not.toContain(cancelled);
    expect(await ids('recent?limit=100')).not.toContain(cancelled);

    clock.set(`${MONDAY}T08:00:00Z`);
    expect(await statusIn('today')).toBe('cancelled');
    expect(await ids('today?pickedUp=false')).not.toContain(cancelled);

    clock.set('2030-06-18T08:00:00Z');
    expect(await statusIn('past?limit=100')).toBe('cancelled');
    expect(await ids('past?limit=100&pickedUp=false')).not.toContain(cancelled);
    expect(await ids('past?limit=100&pickedUp=true')).not.toContain(cancelled);
  });
});

describe('the customer’s order page', () => {
  async function pageLink(orderId: string): Promise<string> {
    const [mail] = await mailsOf(orderId, 'order-confirmation');
    return new RegExp(`\\?t=([A-Za-z0-9_-]+)`).exec(mail.text)![1];
  }

  it('shows a paid order with its lines, the shop and a calendar link, and a cancelled one in words with its refund', async () => {
    const orderId = await paidOrder();
    const key = await pageLink(orderId);
    const read = async () =>
      (await t.http.get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${key}`).expect(200))
        .body as PublicOrderView;

    const paid = await read();
    expect(paid).toMatchObject({
      status: 'paid',
      state: 'paid',
      stateLabel: 'Betaald',
      refundedAmount: 0,
      refunds: [],
    });
    expect(paid.lines).toEqual([
      expect.objectContaining({ name: 'Tomatensoep', quantity: 2, optionLines: [] }),
    ]);
    expect(paid.shop.shopAddress).not.toBe('');
    const calendar = await t.http
      .get(new URL(paid.calendarUrl!).pathname + new URL(paid.calendarUrl!).search)
      .expect(200);
    expect(calendar.headers['content-type']).toMatch(/^text\/calendar/);
    expect(calendar.text).toContain('BEGIN:VEVENT');
    await t.http.get(`/api/shop/${shop.subdomain}/orders/${orderId}/calendar.ics?key=wrong`).expect(404);

    await t.http
      .post(`/api/admin/orders/${orderId}/cancel`)
      .set(admin())
      .send({ reason: 'Dicht' })
      .expect(200);
    const cancelled = await read();
    expect(cancelled).toMatchObject({
      status: 'paid',
      state: 'cancelled',
      stateLabel: 'Geannuleerd — €\u00a09,00 terugbetaald',
      refundedAmount: 9,
      refunds: [{ amount: 9, reason: 'Dicht', status: 'succeeded' }],
      calendarUrl: null,
    });
    expect(cancelled.lines).toHaveLength(1);
  });
});

describe('undoing ready and picked up', () => {
  const move = (orderId: string, path: string, body: object) =>
    t.http.put(`/api/admin/orders/${orderId}/${path}`).set(admin()).send(body).expect(200);
  const undo = (orderId: string, what: string) =>
    t.http.post(`/api/admin/orders/${orderId}/undo`).set(admin()).send({ undo: what });

  it('takes a move back within 5 s of the click, by the server’s clock, to where the order stood', async () => {
    const orderId = await paidOrder();
    await move(orderId, 'mark-ready', { ready: true });
    clock.advance(4_000);
    const back = (await undo(orderId, 'ready').expect(200)).body as AdminOrderView;
    expect(back.status).toBe('paid');
    expect((await orderRow(t, orderId)) as unknown as { ready_at: Date | null }).toMatchObject({
      ready_at: null,
    });
    expect((await undo(orderId, 'ready').expect(200)).body.status).toBe('paid');

    await move(orderId, 'mark-ready', { ready: true });
    await move(orderId, 'mark-picked-up', { markedAsPickedUp: true });
    clock.advance(5_000);
    expect((await undo(orderId, 'pickedUp').expect(200)).body.status).toBe('ready');

    await move(orderId, 'mark-picked-up', { markedAsPickedUp: true });
    clock.advance(5_001);
    const late = await undo(orderId, 'pickedUp').expect(409);
    expect(late.body.message).toBe('Ongedaan maken kan alleen tot 5 seconden na de klik.');
    expect((await orderRow(t, orderId)).state).toBe('picked_up');
  });

  it('takes picked up back to paid when the order was never marked ready', async () => {
    const orderId = await paidOrder();
    await move(orderId, 'mark-picked-up', { markedAsPickedUp: true });
    expect((await undo(orderId, 'pickedUp').expect(200)).body.status).toBe('paid');
    const wrong = await undo(orderId, 'alles').expect(400);
    expect(wrong.body.message).toBe("Stuur undo: 'ready' of 'pickedUp' om die stap ongedaan te maken.");
  });
});

describe('bad input on cancels, refunds, undo, lists and the export', () => {
  it('answers every odd value with a Dutch 4xx and changes nothing', async () => {
    const orderId = await paidOrder();
    // '0.000000001' is a fine reason (text), but no amount.
    const reasons = BAD_VALUES.filter(({ value }) => value !== '0.000000001');
    const bodies = [
      ...reasons.flatMap(({ value }) => [
        ['cancel', { reason: value }],
        ['refunds', { amount: 1, reason: value }],
      ]),
      ...BAD_VALUES.flatMap(({ value }) => [
        ['refunds', { amount: value, reason: 'x' }],
        ['refunds', { lines: value, reason: 'x' }],
        ['refunds', { lines: [{ position: value, quantity: 1 }], reason: 'x' }],
        ['undo', { undo: value }],
      ]),
    ] as [string, object][];
    for (const [path, body] of bodies) {
      const answer = await t.http.post(`/api/admin/orders/${orderId}/${path}`).set(admin()).send(body);
      expect([400, 413], `${path} ${JSON.stringify(body).slice(0, 80)}`).toContain(answer.status);
      expect(typeof answer.body.message).toBe('string');
    }
    for (const query of QUERY_STRINGS) {
      for (const path of ['past', 'today', 'future', 'recent', 'export']) {
        const answer = await t.http.get(`/api/admin/orders/${path}${query}`).set(admin());
        expect(answer.status, `${path}${query.slice(0, 60)}`).toBeLessThan(500);
      }
    }
    const view = await refundsOf(orderId);
    expect(view).toMatchObject({ status: 'paid', refundedAmount: 0, refunds: [] });
  });
});
