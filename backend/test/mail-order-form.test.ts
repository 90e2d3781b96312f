import { describe, expect, it } from 'vitest';
import { orderPayload, orderRow, payInSandbox, placeOrder, useOrderingApp } from './support/order-fixtures';
import { withDatabase } from './support/shop-setup';
import type { ReceivedMail } from './support/smtp-inbox';

const { t, shop, inbox } = useOrderingApp({ mail: true, orderLimits: 'default' });

const replyTo = (mail: ReceivedMail) => mail.parsed.replyTo?.value.map((address) => address.address) ?? [];

describe('the order form’s e-mail address, as the mailer sends it', () => {
  it("takes o'brien's order, mails him the confirmation and the shop a copy that replies to him", async () => {
    const placed = await placeOrder(t, shop, orderPayload(shop, { email: " O'Brien@Example.com " })).expect(
      201,
    );
    await payInSandbox(t, placed.body.orderId);
    expect((await orderRow(t, placed.body.orderId)).state).toBe('paid');

    const [confirmation] = await inbox.waitFor((mail) => mail.envelope.to.includes("o'brien@example.com"));
    expect(confirmation.parsed.subject).toMatch(/^Bevestiging van je bestelling #\d+/);
    expect(confirmation.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    const [copy] = await inbox.waitFor(
      (mail) => mail.parsed.subject?.startsWith('Nieuwe bestelling') === true && replyTo(mail).length > 0,
    );
    expect(replyTo(copy)).toEqual(["o'brien@example.com"]);
    expect(replyTo(confirmation)).toEqual(copy.envelope.to);
  });

  it('refuses, in Dutch, an address the mailer could not send, and places nothing', async () => {
    const count = () =>
      withDatabase(t, async (db) => (await db.query('SELECT count(*)::int AS n FROM orders')).rows[0].n);
    const before = await count();
    for (const email of [
      '"o brien"@example.com',
      'o,brien@example.com',
      'o(brien)@example.com',
      "o'brien@example.com\r\nBcc: dief@kwaad.be",
    ]) {
      const refused = await placeOrder(t, shop, orderPayload(shop, { email })).expect(400);
      expect(refused.body.fields).toEqual({ email: 'Voer een geldig e-mailadres in' });
    }
    expect(await count()).toBe(before);
  });
});
