import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { OrderPaid, OrderReady, type EventType, type OrderEventPayload } from '@bestelklaar/domain';
import { EventBus } from '../src/common/events';
import { completeSetupSteps } from './support/ready-shop';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './support/smtp-inbox';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let inbox: SmtpInbox;
let shopId: string;
let db: DataSource;

interface OrderFixture {
  customerName?: string;
  customerEmail?: string;
  pickupDate?: string;
  slot?: { start: string; end: string };
  /** Whether the bread's 10 % discount applies (it does unless told). */
  discounted?: boolean;
}

/** An order inserted as ordering would leave it once paid: two lines, one with options and a discount. */
async function insertPaidOrder(
  accountId: string,
  fixture: OrderFixture = {},
): Promise<{ id: string; number: number }> {
  const id = randomUUID();
  // The bread: € 5,00 (with its ham) twice, € 4,50 each after 10 % off.
  const [breadCents, breadHundredths, breadDiscountCents] =
    (fixture.discounted ?? true) ? [450, 1000, 100] : [500, 0, 0];
  const rows: { number: string }[] = await db.query(
    `INSERT INTO orders (id, account_id, state, customer_name, customer_phone, customer_email, pickup_date,
       slot_start, slot_end, total_cents, discount_cents, fee_cents, holds_place, payment_provider,
       payment_account_id, payment_expires_at, created_at, paid_at)
     VALUES ($1, $2, 'paid', $3, '+32470123456', $4, $5, $6, $7, $8, $9, 29, true, 'sandbox', 'acct_test',
       now(), now(), now())
     RETURNING number`,
    [
      id,
      accountId,
      fixture.customerName ?? 'Jan Janssens',
      fixture.customerEmail ?? 'jan@voorbeeld.be',
      fixture.pickupDate ?? '2026-03-28',
      fixture.slot?.start ?? '12:00',
      fixture.slot?.end ?? '12:30',
      breadCents * 2 + 550,
      breadDiscountCents,
    ],
  );
  await db.query(
    `INSERT INTO order_lines (account_id, order_id, position, item_id, item_kind, name, option_lines, quantity,
       unit_price_cents, line_total_cents, vat_rate, discount_hundredths, discount_cents, customer_texts)
     VALUES ($1, $2, 0, $3, 'product', 'Broodje kaas', '["Brood: Wit", "Extra''s: Ham +\u00a0€\u00a01,00"]', 2, $4, $4 * 2, 6,
               $5, $6, '{"name": "Broodje kaas", "optionLines": ["Brood: Wit", "Extra''s: Ham +\u00a0€\u00a01,00"], "includedProducts": []}'),
            ($1, $2, 1, $3, 'product', 'Tomatensoep', '[]', 1, 550, 550, 6, 0, 0,
               '{"name": "Tomatensoep", "optionLines": [], "includedProducts": []}')`,
    [accountId, id, randomUUID(), breadCents, breadHundredths, breadDiscountCents],
  );
  return { id, number: Number(rows[0].number) };
}

/**
 * The one VEVENT of an .ics, read as RFC 5545 says: folded lines joined, DTSTART/DTEND as instants
 * (UTC 'Z' form, or local time with a TZID, which this reader refuses so a floating time cannot pass).
 */
function readCalendarEvent(ics: string): { start: Date; end: Date; location: string | undefined } {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const events = lines.filter((line) => line === 'BEGIN:VEVENT');
  expect(events).toHaveLength(1);
  const property = (name: string) => {
    const line = lines.find(
      (candidate) => candidate.startsWith(`${name}:`) || candidate.startsWith(`${name};`),
    );
    return line?.slice(line.indexOf(':') + 1);
  };
  const instant = (name: string) => {
    const value = property(name);
    const match = value?.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/);
    if (!match) throw new Error(`${name} is not a UTC time: ${value}`);
    const [, year, month, day, hours, minutes, seconds] = match.map(Number);
    return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  };
  return {
    start: instant('DTSTART'),
    end: instant('DTEND'),
    location: property('LOCATION')?.replace(/\\,/g, ','),
  };
}

function publish(type: EventType<OrderEventPayload>, accountId: string, orderId: string) {
  return t.app.get(EventBus).publish(type, accountId, { orderId });
}

const forOrder = (number: number, subject: string) => (mail: ReceivedMail) =>
  mail.parsed.subject === subject.replace('{n}', String(number));

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    smtpUrl: inbox.url,
    mailFrom: 'Bestelklaar <bestellingen@bestelklaar.be>',
    mailRetryDelaySeconds: 1,
  });
  const owner = await registerOwner(t.http);
  await completeSetupSteps(t, owner.auth);
  shopId = owner.id;
  db = t.app.get(DataSource);
});

afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

describe('order mails over a real SMTP server', () => {
  it('sends the customer a Dutch confirmation with both parts, every line, the totals and the pickup', async () => {
    const order = await insertPaidOrder(shopId);
    await publish(OrderPaid, shopId, order.id);

    const [mail] = await inbox.waitFor(
      forOrder(order.number, 'Bevestiging van je bestelling #{n} bij De Smulhoek'),
    );
    expect(mail.envelope.to).toEqual(['jan@voorbeeld.be']);
    expect(mail.parsed.from?.text).toContain('bestellingen@bestelklaar.be');
    const html = mail.parsed.html as string;
    const text = mail.parsed.text ?? '';
    for (const part of [html, text]) {
      expect(part).toContain('De Smulhoek');
      expect(part).toContain(`Bestelling #${order.number}`);
      expect(part).toContain('zaterdag 28 maart 2026');
      expect(part).toContain('12:00');
      expect(part).toContain('12:30');
      expect(part).toContain('Kerkstraat 1, 9000 Gent');
      expect(part).toContain('info@desmulhoek.be');
      expect(part).toContain('+32 470 12 34 56');
      expect(part).toContain('Broodje kaas');
      expect(part).toContain('Brood: Wit');
      expect(part).toContain('Ham +\u00a0€\u00a01,00');
      expect(part).toContain('Tomatensoep');
      expect(part).toContain('Korting');
      expect(part).toMatch(/BTW \(6%\)/);
      expect(part).toContain('Totaal');
      expect(part).toMatch(/€\s14,50/);
    }
  });

  it('shows the totals adding up as read, Korting negative, in both parts; no Korting without a discount', async () => {
    const discounted = await insertPaidOrder(shopId);
    const full = await insertPaidOrder(shopId, { discounted: false });
    await publish(OrderPaid, shopId, discounted.id);
    await publish(OrderPaid, shopId, full.id);

    /** The mail's parts as a person reads them: tags gone, every run of white space one space. */
    const partsOf = async (number: number) => {
      const [mail] = await inbox.waitFor(
        forOrder(number, 'Bevestiging van je bestelling #{n} bij De Smulhoek'),
      );
      return [mail.parsed.html as string, mail.parsed.text ?? ''].map((part) =>
        part.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' '),
      );
    };
    // 14,50 paid, of which 0,82 VAT; 15,50 full, of which 0,88 VAT: 14,62 and 13,68 without VAT.
    for (const part of await partsOf(discounted.number))
      expect(part).toContain('Subtotaal € 14,62 BTW (6%) € 0,82 Korting -€ 0,94 Totaal € 14,50');
    for (const part of await partsOf(full.number)) {
      expect(part).toContain('Subtotaal € 14,62 BTW (6%) € 0,88 Totaal € 15,50');
      expect(part).not.toContain('Korting');
    }
  });

  it('attaches the pickup slot as an .ics in the shop’s zone, right on both sides of a DST change', async () => {
    // Brussels moves its clocks forward in the night to Sunday 29 March 2026: UTC+1 before, UTC+2 after.
    const before = await insertPaidOrder(shopId, {
      pickupDate: '2026-03-28',
      slot: { start: '12:00', end: '12:30' },
    });
    const after = await insertPaidOrder(shopId, {
      pickupDate: '2026-03-29',
      slot: { start: '12:00', end: '12:30' },
    });
    await publish(OrderPaid, shopId, before.id);
    await publish(OrderPaid, shopId, after.id);

    const calendarOf = async (number: number) => {
      const [mail] = await inbox.waitFor(
        forOrder(number, 'Bevestiging van je bestelling #{n} bij De Smulhoek'),
      );
      const attachment = mail.parsed.attachments.find((file) => file.filename === `bestelling-${number}.ics`);
      expect(attachment?.contentType).toBe('text/calendar');
      return readCalendarEvent(attachment!.content.toString('utf8'));
    };
    const winter = await calendarOf(before.number);
    expect(winter.start.toISOString()).toBe('2026-03-28T11:00:00.000Z');
    expect(winter.end.toISOString()).toBe('2026-03-28T11:30:00.000Z');
    expect(winter.location).toBe('Kerkstraat 1, 9000 Gent');
    const summer = await calendarOf(after.number);
    expect(summer.start.toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(summer.end.toISOString()).toBe('2026-03-29T10:30:00.000Z');
  });

  it('sends the shop its copy, unless the owner switched it off', async () => {
    const order = await insertPaidOrder(shopId, {
      customerName: 'Els Claes',
      customerEmail: 'els@voorbeeld.be',
    });
    await publish(OrderPaid, shopId, order.id);
    const [copy] = await inbox.waitFor(forOrder(order.number, 'Nieuwe bestelling #{n} van Els Claes'));
    expect(copy.envelope.to).toEqual(['info@desmulhoek.be']);
    expect(copy.parsed.text).toContain('els@voorbeeld.be');
    expect(copy.parsed.text).toContain('Telefoon: +32 470 12 34 56');

    await db.query('UPDATE accounts SET new_order_mails = false WHERE id = $1', [shopId]);
    const quiet = await insertPaidOrder(shopId, {
      customerName: 'Els Claes',
      customerEmail: 'els@voorbeeld.be',
    });
    await publish(OrderPaid, shopId, quiet.id);
    await inbox.waitFor(forOrder(quiet.number, 'Bevestiging van je bestelling #{n} bij De Smulhoek'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(inbox.mails.filter(forOrder(quiet.number, 'Nieuwe bestelling #{n} van Els Claes'))).toHaveLength(
      0,
    );
    await db.query('UPDATE accounts SET new_order_mails = true WHERE id = $1', [shopId]);
  });

  it('sends exactly one mail per order and kind when the paid event comes twice', async () => {
    const order = await insertPaidOrder(shopId);
    await publish(OrderPaid, shopId, order.id);
    await publish(OrderPaid, shopId, order.id);
    await inbox.waitFor(forOrder(order.number, 'Bevestiging van je bestelling #{n} bij De Smulhoek'));
    await inbox.waitFor(forOrder(order.number, 'Nieuwe bestelling #{n} van Jan Janssens'));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(
      inbox.mails.filter(forOrder(order.number, 'Bevestiging van je bestelling #{n} bij De Smulhoek')),
    ).toHaveLength(1);
    expect(
      inbox.mails.filter(forOrder(order.number, 'Nieuwe bestelling #{n} van Jan Janssens')),
    ).toHaveLength(1);
  });

  it('tells the customer once when the order is ready for pickup', async () => {
    const order = await insertPaidOrder(shopId, { customerEmail: 'klaar@voorbeeld.be' });
    await publish(OrderReady, shopId, order.id);
    await publish(OrderReady, shopId, order.id);
    const subject = 'Je bestelling #{n} bij De Smulhoek is klaar voor afhaling';
    const [mail] = await inbox.waitFor(forOrder(order.number, subject));
    expect(mail.envelope.to).toEqual(['klaar@voorbeeld.be']);
    expect(mail.parsed.text).toContain('je bestelling ligt klaar');
    expect(mail.parsed.attachments).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(inbox.mails.filter(forOrder(order.number, subject))).toHaveLength(1);
  });

  it('never puts one customer’s details in another customer’s mail', async () => {
    const first = await insertPaidOrder(shopId, {
      customerName: 'An Peeters',
      customerEmail: 'an@voorbeeld.be',
    });
    const second = await insertPaidOrder(shopId, {
      customerName: 'Bo Maes',
      customerEmail: 'bo@voorbeeld.be',
    });
    await publish(OrderPaid, shopId, first.id);
    await publish(OrderPaid, shopId, second.id);
    const subject = 'Bevestiging van je bestelling #{n} bij De Smulhoek';
    const [toFirst] = await inbox.waitFor(forOrder(first.number, subject));
    const [toSecond] = await inbox.waitFor(forOrder(second.number, subject));
    expect(toFirst.raw).not.toContain('bo@voorbeeld.be');
    expect(toFirst.raw).not.toContain('Bo Maes');
    expect(toSecond.raw).not.toContain('an@voorbeeld.be');
    expect(toSecond.raw).not.toContain('An Peeters');
  });

  it('keeps a hostile customer name out of the headers and the markup', async () => {
    const hostile = 'Eva\r\nBcc: dief@kwaad.be\r\n<script>alert(1)</script>';
    const order = await insertPaidOrder(shopId, { customerName: hostile, customerEmail: 'eva@voorbeeld.be' });
    await publish(OrderPaid, shopId, order.id);
    const [copy] = await inbox.waitFor(
      (mail) => mail.parsed.subject?.startsWith(`Nieuwe bestelling #${order.number} van Eva`) ?? false,
    );
    expect(copy.envelope.to).toEqual(['info@desmulhoek.be']);
    expect(copy.parsed.bcc).toBeUndefined();
    expect(copy.parsed.headers.has('bcc')).toBe(false);
    expect(copy.parsed.subject).not.toMatch(/[\r\n]/);
    expect(copy.parsed.html).not.toContain('<script>');
    const [confirmation] = await inbox.waitFor(
      forOrder(order.number, 'Bevestiging van je bestelling #{n} bij De Smulhoek'),
    );
    expect(confirmation.envelope.to).toEqual(['eva@voorbeeld.be']);
    expect(inbox.mails.some((mail) => mail.envelope.to.includes('dief@kwaad.be'))).toBe(false);
  });
  it('lets a reply reach the other side, and marks every mail as automatic', async () => {
    const order = await insertPaidOrder(shopId, {
      customerName: 'Lies Wouters',
      customerEmail: 'lies@voorbeeld.be',
    });
    await publish(OrderPaid, shopId, order.id);
    await publish(OrderReady, shopId, order.id);
    const [confirmation] = await inbox.waitFor(
      forOrder(order.number, 'Bevestiging van je bestelling #{n} bij De Smulhoek'),
    );
    const [copy] = await inbox.waitFor(forOrder(order.number, 'Nieuwe bestelling #{n} van Lies Wouters'));
    const [ready] = await inbox.waitFor(
      forOrder(order.number, 'Je bestelling #{n} bij De Smulhoek is klaar voor afhaling'),
    );
    const replyTo = (mail: ReceivedMail) => mail.parsed.replyTo?.value.map((address) => address.address);
    expect(replyTo(confirmation)).toEqual(['info@desmulhoek.be']);
    expect(replyTo(ready)).toEqual(['info@desmulhoek.be']);
    expect(replyTo(copy)).toEqual(['lies@voorbeeld.be']);
    for (const mail of [confirmation, copy, ready])
      expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it("mails an address the order form accepts, o'brien's and élise's too", async () => {
    for (const customerEmail of ["o'brien@example.com", 'élise@voorbeeld.be']) {
      const order = await insertPaidOrder(shopId, { customerName: 'Klant Apart', customerEmail });
      await publish(OrderPaid, shopId, order.id);
      const [confirmation] = await inbox.waitFor(
        forOrder(order.number, 'Bevestiging van je bestelling #{n} bij De Smulhoek'),
      );
      expect(confirmation.envelope.to).toEqual([customerEmail]);
      const [copy] = await inbox.waitFor(forOrder(order.number, 'Nieuwe bestelling #{n} van Klant Apart'));
      expect(copy.parsed.replyTo?.value.map((address) => address.address)).toEqual([customerEmail]);
    }
  });
});
