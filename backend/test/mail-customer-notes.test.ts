import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderMailView } from '@bestelklaar/domain';
import {
  FRIDAY_MORNING,
  orderPayload,
  payInSandbox,
  placeOrder,
  useOrderingApp,
} from './support/order-fixtures';
import { registerOwner } from './support/test-app';

const { clock, t, shop } = useOrderingApp({ orderLimits: 'default', shop: { maxOrdersPerSlot: 50 } });

async function paidOrder(): Promise<string> {
  clock.set(FRIDAY_MORNING);
  const { orderId } = (await placeOrder(t, shop, orderPayload(shop)).expect(201)).body as { orderId: string };
  await payInSandbox(t, orderId);
  return orderId;
}

const mailsOf = async (orderId: string, auth = shop.owner.auth) =>
  (await t.http.get(`/api/admin/mail/orders/${orderId}`).set(auth).expect(200)).body as OrderMailView[];

/** The order's customer mails once every one queued has gone out. */
async function sentMailsOf(orderId: string, count: number): Promise<OrderMailView[]> {
  await expect
    .poll(async () => (await mailsOf(orderId)).filter((mail) => mail.status === 'sent').length, {
      timeout: 10_000,
    })
    .toBe(count);
  return mailsOf(orderId);
}

describe("the customer's mails of an order ('Klant verwittigd via e-mail')", () => {
  it('lists the ready mail once it went out, with when, and the confirmation not', async () => {
    const orderId = await paidOrder();
    expect(await mailsOf(orderId)).toEqual([]);

    await t.http
      .put(`/api/admin/orders/${orderId}/mark-ready`)
      .set(shop.owner.auth)
      .send({ ready: true })
      .expect(200);
    const [ready] = await sentMailsOf(orderId, 1);
    expect(ready).toEqual({ kind: 'order-ready', status: 'sent', sentAt: clock.now().toISOString() });
  });

  it('lists a partial refund’s and the cancel’s mails, oldest first', async () => {
    const orderId = await paidOrder();
    await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(shop.owner.auth)
      .send({ amount: 1, reason: 'Koud' })
      .expect(201);
    await sentMailsOf(orderId, 1);
    clock.set('2030-06-14T08:05:00Z');
    await t.http
      .post(`/api/admin/orders/${orderId}/cancel`)
      .set(shop.owner.auth)
      .send({ reason: 'Dicht' })
      .expect(200);
    const mails = await sentMailsOf(orderId, 2);
    expect(mails.map((mail) => mail.kind)).toEqual(['order-refunded', 'order-cancelled']);
  });

  it("answers another shop's order and an odd id as an order that does not exist, and refuses a stranger", async () => {
    const orderId = await paidOrder();
    await t.http
      .put(`/api/admin/orders/${orderId}/mark-ready`)
      .set(shop.owner.auth)
      .send({ ready: true })
      .expect(200);
    await sentMailsOf(orderId, 1);

    const other = await registerOwner(t.http, 'Andere zaak');
    const notFound = { statusCode: 404, message: 'Deze bestelling bestaat niet.', error: 'Not Found' };
    const othersView = await t.http.get(`/api/admin/mail/orders/${orderId}`).set(other.auth).expect(404);
    expect(othersView.body).toEqual(notFound);
    await t.http.get(`/api/admin/mail/orders/${orderId}`).expect(401);
    for (const odd of ['geen-id', '%27%3B%20DROP%20TABLE%20orders', '0'.repeat(500), randomUUID()])
      expect(
        (await t.http.get(`/api/admin/mail/orders/${odd}`).set(shop.owner.auth).expect(404)).body,
      ).toEqual(notFound);
  });
});
