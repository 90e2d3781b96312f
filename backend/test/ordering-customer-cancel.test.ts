import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, type CustomerCancelPolicy, type PublicOrderView } from '@bestelklaar/domain';
import { PaymentsService } from '../src/modules/payments/payments.service';
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
  type CustomersOrder,
  type OrderingShop,
} from './support/order-fixtures';

const { clock, t, shop, inbox } = useOrderingApp({
  mail: true,
  config: { mailFrom: 'Bestelklaar <bestellingen@bestelklaar.be>' },
  shop: { maxOrdersPerSlot: 50 },
});

/** Monday 11:00 in Brussels (summer time) is 09:00 UTC: 24 hours before it is Sunday 09:00 UTC. */
const DEADLINE_24H = '2030-06-16T09:00:00.000Z';
const SHOP_CONTACT = 'info@desmulhoek.be';

let customers = 0;

/** A paid order of 2 × Tomatensoep (€ 9.00) for Monday 11:00-11:30, from a customer of its own. */
async function paidOrder(on: OrderingShop = shop): Promise<CustomersOrder & { email: string }> {
  clock.set(FRIDAY_MORNING);
  customers += 1;
  const email = `annuleer-${customers}@voorbeeld.be`;
  return { ...(await placePaidOrder(t, on, orderPayload(on, { email }))), email };
}

const cancel = (orderId: string, key: string, on: OrderingShop = shop) =>
  t.http.post(`/api/shop/${on.subdomain}/orders/${orderId}/cancel?key=${encodeURIComponent(key)}`);

const view = async (orderId: string, key: string) =>
  (
    await t.http
      .get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${encodeURIComponent(key)}`)
      .expect(200)
  ).body as PublicOrderView;

const setPolicy = (policy: Record<string, unknown>, on: OrderingShop = shop) =>
  t.http.put('/api/admin/ordering/customer-cancel').set(on.owner.auth).send(policy);

const refundRows = (orderId: string) =>
  withDatabase(
    t,
    async (db) =>
      (await db.query('SELECT amount_cents, status FROM refunds WHERE order_id = $1', [orderId])).rows as {
        amount_cents: string;
        status: string;
      }[],
  );

describe("the customer's own cancel", () => {
  it('is off by default: a paid order is refused with a clear 409, in the customer’s language, and stays paid', async () => {
    const policy = await t.http.get('/api/admin/ordering/customer-cancel').set(shop.owner.auth).expect(200);
    expect(policy.body).toEqual({ customerCancelAllowed: false, customerCancelHoursBeforePickup: 24 });
    const { orderId, orderKey } = await paidOrder();
    expect((await view(orderId, orderKey)).cancellableUntil).toBeNull();

    const refused = await cancel(orderId, orderKey).expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, message: ORDER_MESSAGES.customerCancelOff });
    const inFrench = await cancel(orderId, orderKey).set('Accept-Language', 'fr').expect(409);
    expect(inFrench.body.message).toBe(
      'Ce commerce ne permet pas d’annuler vous-même votre commande. Contactez le commerce.',
    );
    expect((await orderRow(t, orderId)).state).toBe('paid');
    expect(await refundRows(orderId)).toEqual([]);
  });

  it('on: before the limit it cancels, refunds in full at once, frees the place and mails the customer and the shop', async () => {
    const saved = await setPolicy({
      customerCancelAllowed: true,
      customerCancelHoursBeforePickup: 24,
    }).expect(200);
    expect(saved.body).toEqual({ customerCancelAllowed: true, customerCancelHoursBeforePickup: 24 });
    const { orderId, orderKey, email } = await paidOrder();
    const before = await view(orderId, orderKey);
    expect(before.cancellableUntil).toBe(DEADLINE_24H);
    // The page tells that instant in the shop's zone, whatever the customer's device is set to.
    expect(before.shop.timeZone).toBe('Europe/Brussels');
    const placesBefore = await placesTaken(t, shop, MONDAY, '11:00');

    // The last moment allowed, by the server's clock.
    clock.set(DEADLINE_24H);
    const answer = (await cancel(orderId, orderKey).expect(200)).body as PublicOrderView;

    expect(answer).toMatchObject({
      state: 'cancelled',
      refundedAmount: 9,
      cancellableUntil: null,
      cancelledByCustomer: true,
    });
    expect(answer.refunds).toEqual([expect.objectContaining({ amount: 9, status: 'succeeded' })]);
    expect(await placesTaken(t, shop, MONDAY, '11:00')).toBe(placesBefore - 1);
    const sandboxRefunds = await t.app.get(PaymentsService).sandbox!.shopRefunds(shop.providerAccountId);
    expect(sandboxRefunds.filter((refund) => refund.metadata.orderId === orderId)).toEqual([
      expect.objectContaining({ amountCents: 900, status: 'succeeded' }),
    ]);

    const number = answer.number;
    const [toCustomer] = await inbox.waitFor(
      (mail) =>
        mail.envelope.to.includes(email) &&
        mail.parsed.subject === `Je bestelling #${number} bij De Smulhoek is geannuleerd`,
    );
    expect(toCustomer.parsed.text).toContain(`je hebt je bestelling #${number} bij De Smulhoek geannuleerd.`);
    expect(toCustomer.parsed.text).toContain('Je krijgt €\u00a09,00 terug.');
    const [toShop] = await inbox.waitFor(
      (mail) =>
        mail.envelope.to.includes(SHOP_CONTACT) &&
        mail.parsed.subject === `Bestelling #${number} geannuleerd door Jan Janssens`,
    );
    expect(toShop.parsed.text).toContain(`Jan Janssens heeft bestelling #${number} zelf geannuleerd.`);
    expect(toShop.parsed.replyTo?.text).toBe(email);
  });

  it('refuses after the limit, whatever the client says the time is, and keeps the order paid', async () => {
    await setPolicy({ customerCancelAllowed: true, customerCancelHoursBeforePickup: 24 }).expect(200);
    const { orderId, orderKey } = await paidOrder();

    clock.set('2030-06-16T09:00:00.001Z');
    expect((await view(orderId, orderKey)).cancellableUntil).toBeNull();
    const refused = await cancel(orderId, orderKey).set('Date', 'Fri, 14 Jun 2030 08:00:00 GMT').expect(409);
    expect(refused.body.message).toBe(ORDER_MESSAGES.customerCancelTooLate(24));
    expect((await orderRow(t, orderId)).state).toBe('paid');
    expect(await refundRows(orderId)).toEqual([]);

    // A shop that allows it until the piece starts takes it then.
    await setPolicy({ customerCancelAllowed: true, customerCancelHoursBeforePickup: 0 }).expect(200);
    await cancel(orderId, orderKey).expect(200);
    expect((await orderRow(t, orderId)).state).toBe('cancelled');
  });

  it('answers a wrong key, another shop or a malformed id with the same 404', async () => {
    await setPolicy({ customerCancelAllowed: true, customerCancelHoursBeforePickup: 24 }).expect(200);
    const { orderId, orderKey } = await paidOrder();
    const other = await openOrderingShop(t);

    for (const answer of [
      await cancel(orderId, `${orderKey}x`),
      await cancel(orderId, ''),
      await cancel(orderId, orderKey, other),
      await cancel('geen-id', orderKey),
    ])
      expect(answer.body).toMatchObject({ statusCode: 404, message: ORDER_MESSAGES.orderNotFound });
    expect((await orderRow(t, orderId)).state).toBe('paid');
  });

  it('refunds once when the customer cancels twenty times at once', async () => {
    await setPolicy({ customerCancelAllowed: true, customerCancelHoursBeforePickup: 24 }).expect(200);
    const { orderId, orderKey } = await paidOrder();

    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(orderId, orderKey)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const refunds = await refundRows(orderId);
    expect(refunds).toEqual([{ amount_cents: '900', status: 'succeeded' }]);
    const sandboxRefunds = await t.app.get(PaymentsService).sandbox!.shopRefunds(shop.providerAccountId);
    expect(sandboxRefunds.filter((refund) => refund.metadata.orderId === orderId)).toHaveLength(1);
  });

  it("refuses what the settings rule refuses, and only the shop's owner may change it", async () => {
    const refused = await setPolicy({
      customerCancelAllowed: true,
      customerCancelHoursBeforePickup: '169',
    }).expect(400);
    expect(refused.body.fields).toEqual({
      customerCancelHoursBeforePickup: 'Voer een geheel aantal uren in van 0 tot 168',
    });
    await t.http
      .put('/api/admin/ordering/customer-cancel')
      .send({ customerCancelAllowed: true, customerCancelHoursBeforePickup: 2 })
      .expect(401);
    const other = await openOrderingShop(t);
    await setPolicy({ customerCancelAllowed: true, customerCancelHoursBeforePickup: 2 }, other).expect(200);
    const policy: CustomerCancelPolicy = (
      await t.http.get('/api/admin/ordering/customer-cancel').set(shop.owner.auth).expect(200)
    ).body;
    expect(policy.customerCancelHoursBeforePickup).not.toBe(2);
  });
});
