import { beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { HtmlValidate } from 'html-validate';
import { DomUtils, parseDocument } from 'htmlparser2';
import { createProduct } from './support/menu-fixtures';
import {
  MONDAY_ORDER_DATE,
  openOrderingShop,
  orderPayload,
  payInSandbox,
  placeOrder,
  useOrderingApp,
  type OrderingShop,
} from './support/order-fixtures';
import { READY_SETTINGS } from './support/ready-shop';
import { withDatabase } from './support/shop-setup';
import type { ReceivedMail } from './support/smtp-inbox';

/**
 * The order mails as other software reads them: the raw message as it arrived over real SMTP,
 * parsed by mailparser, its calendar file by ical.js.
 */
const { clock, t, shop, inbox } = useOrderingApp({
  mail: true,
  orderLimits: 'default',
  config: { mailFrom: 'Bestelklaar <bestellingen@bestelklaar.be>' },
});
let confirmation: ReceivedMail;
let shopCopy: ReceivedMail;

/** A name whose accents take two octets each, long enough that the calendar's SUMMARY must fold. */
const ACCENTED_SHOP = 'Crèmerie & Pâtisserie Élodie-Françoise de Saint-Gilles';
/** The shop cancels an hour after the order was paid. */
const CANCELLED_AT = '2030-06-14T09:00:00.000Z';
let accentedShop: OrderingShop;
let accentedNumber: number;
let accentedConfirmation: ReceivedMail;
let cancellation: ReceivedMail;
/** The cancelled order's calendar link, asked after the cancel. */
let cancelledCalendarAnswer: { status: number; contentType: string; body: Buffer };

/** An order of a sandwich with paid extras for Monday 11:00-11:30, placed and paid as a customer does. */
async function paidOrderWithExtras(): Promise<number> {
  const broodje = await createProduct(t, shop.owner, {
    name: 'Broodje',
    price: '3.00',
    productOptions: JSON.stringify([
      {
        name: "Extra's",
        type: 'multiselect',
        required: false,
        maxSelections: 2,
        options: [
          { name: 'Kaas', price: 0.5 },
          { name: 'Ham', price: 1 },
        ],
      },
    ]),
  });
  const placed = await placeOrder(
    t,
    shop,
    orderPayload(shop, {
      date: MONDAY_ORDER_DATE,
      cartItems: [
        {
          _id: broodje._id,
          type: 'product',
          quantity: 1,
          selectedOptions: { 0: [0, 1] },
          calculatedPrice: 4.5,
        },
      ],
    }),
  ).expect(201);
  await payInSandbox(t, placed.body.orderId);
  const [paid] = await inbox.waitFor((mail) => mail.parsed.subject?.startsWith('Bevestiging') ?? false);
  return Number(/#(\d+)/.exec(paid.parsed.subject ?? '')?.[1]);
}

beforeAll(async () => {
  const number = await paidOrderWithExtras();
  [confirmation] = await inbox.waitFor(
    (mail) => mail.parsed.subject === `Bevestiging van je bestelling #${number} bij De Smulhoek`,
  );
  [shopCopy] = await inbox.waitFor(
    (mail) => mail.parsed.subject === `Nieuwe bestelling #${number} van Jan Janssens`,
  );
  await orderAtTheAccentedShopAndCancel();
});

/**
 * An order at a shop with an accented name, paid, then cancelled by the shop an hour later; its
 * calendar link (with the secret from the confirmation's page link) asked once cancelled.
 */
async function orderAtTheAccentedShopAndCancel(): Promise<void> {
  accentedShop = await openOrderingShop(t);
  const put = t.http.put('/api/admin/account/settings').set(accentedShop.owner.auth);
  for (const [key, value] of Object.entries({ ...READY_SETTINGS, shopName: ACCENTED_SHOP }))
    put.field(key, value);
  await put.expect(200);
  const placed = await placeOrder(t, accentedShop, orderPayload(accentedShop)).expect(201);
  const orderId: string = placed.body.orderId;
  await payInSandbox(t, orderId);
  [accentedConfirmation] = await inbox.waitFor(
    (mail) => mail.parsed.subject?.endsWith(` bij ${ACCENTED_SHOP}`) ?? false,
  );
  accentedNumber = Number(/#(\d+)/.exec(accentedConfirmation.parsed.subject ?? '')?.[1]);
  const key = new RegExp(`/bestelling/${orderId}\\?t=([A-Za-z0-9_-]+)`).exec(
    accentedConfirmation.parsed.text ?? '',
  )![1];

  clock.set(CANCELLED_AT);
  await t.http
    .post(`/api/admin/orders/${orderId}/cancel`)
    .set(accentedShop.owner.auth)
    .send({ reason: 'De oven is stuk' })
    .expect(200);
  [cancellation] = await inbox.waitFor(
    (mail) => mail.parsed.subject === `Je bestelling #${accentedNumber} bij ${ACCENTED_SHOP} is geannuleerd`,
  );
  await t.http.get(`/api/shop/${accentedShop.subdomain}/orders/${orderId}?key=${key}`).expect(200);
  const answer = await t.http
    .get(`/api/shop/${accentedShop.subdomain}/orders/${orderId}/calendar.ics?key=${key}`)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  cancelledCalendarAnswer = {
    status: answer.status,
    contentType: String(answer.headers['content-type']),
    body: answer.body as Buffer,
  };
}

/** The .ics attached to a mail, as its octets. */
function calendarFileOf(mail: ReceivedMail): Buffer {
  const attachment = mail.parsed.attachments.find((file) => file.filename?.endsWith('.ics'));
  expect(attachment, `the .ics of '${mail.parsed.subject}'`).toBeDefined();
  return attachment!.content;
}

/** The one VEVENT of an .ics with its calendar's METHOD, read by ical.js. */
function eventOf(ics: Buffer): { method: unknown; event: ICAL.Event } {
  const calendar = new ICAL.Component(ICAL.parse(ics.toString('utf8')));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { method: calendar.getFirstPropertyValue('method'), event: new ICAL.Event(events[0]) };
}

/** An .ics cut into its physical lines at CRLF, as octets. */
function octetLines(ics: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  let from = 0;
  for (let at = ics.indexOf('\r\n'); at !== -1; at = ics.indexOf('\r\n', from)) {
    lines.push(ics.subarray(from, at));
    from = at + 2;
  }
  expect(ics.subarray(from).length, 'the file ends with CRLF').toBe(0);
  return lines;
}

describe('the message', () => {
  it('is dated by the app’s clock, as its calendar event is stamped', () => {
    expect(confirmation.parsed.date?.toISOString()).toBe('2030-06-14T08:00:00.000Z');
  });

  it('keeps its text part with CRLF line ends, as the message carries it', async () => {
    const [row] = await withDatabase(
      t,
      async (db) =>
        (
          await db.query<{ text: string }>('SELECT text FROM outgoing_mails WHERE subject = $1', [
            confirmation.parsed.subject,
          ])
        ).rows,
    );
    expect(row.text).toContain('\r\n');
    expect(row.text).not.toMatch(/(?<!\r)\n/);
    expect(row.text).not.toMatch(/\r(?!\n)/);
  });

  it('ends every line of the message with CRLF, as RFC 5322 and RFC 5545 ask', () => {
    expect(confirmation.raw).toContain('\r\n');
    expect(confirmation.raw).not.toMatch(/(?<!\r)\n/);
    expect(confirmation.raw).not.toMatch(/\r(?!\n)/);
  });
});

describe('the pickup calendar file', () => {
  it('is published (METHOD:PUBLISH in the calendar and on the MIME part) with the shop as organizer', () => {
    const attachment = confirmation.parsed.attachments.find((file) => file.filename?.endsWith('.ics'));
    expect(attachment?.contentType).toBe('text/calendar');
    expect(attachment?.headers.get('content-type')).toMatchObject({
      value: 'text/calendar',
      params: { charset: 'utf-8', method: 'PUBLISH' },
    });
    const ics = attachment!.content.toString('utf8');
    expect(ics).not.toMatch(/(?<!\r)\n/);

    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.summary).toMatch(/^Bestelling #\d+ afhalen bij De Smulhoek$/);
    expect(event.location).toBe('Kerkstraat 1, 9000 Gent');
    expect(event.uid).toMatch(/^order-[0-9a-f-]{36}@bestelklaar$/);
    expect(event.organizer.toLowerCase()).toBe('mailto:info@desmulhoek.be');
    expect(events[0].getFirstProperty('organizer')?.getParameter('cn')).toBe('De Smulhoek');
    // Monday 17 June 2030, 11:00-11:30 in Brussels (summer time, UTC+2).
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-06-17T09:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-06-17T09:30:00.000Z');
    // Stamped with the order's payment (the test clock), not the machine's time.
    expect(events[0].getFirstPropertyValue('dtstamp')?.toString()).toBe('2030-06-14T08:00:00Z');
  });
});

describe('the calendar file of a shop with accents in its name', () => {
  it('folds every line at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1)', () => {
    // Each read in turn, so the first file that breaks the rule is the one the failure names.
    const files = [
      () => calendarFileOf(accentedConfirmation),
      () => calendarFileOf(cancellation),
      () => cancelledCalendarAnswer.body,
    ];
    const strict = new TextDecoder('utf-8', { fatal: true });
    for (const read of files) {
      const ics = read();
      const lines = octetLines(ics);
      // The SUMMARY is longer than a line: it was folded, so the bound was put to the test.
      expect(lines.some((line) => line[0] === 0x20 || line[0] === 0x09)).toBe(true);
      for (const line of lines) {
        expect(line.length, line.toString('utf8')).toBeLessThanOrEqual(75);
        expect(() => strict.decode(line), line.toString('utf8')).not.toThrow();
      }
      // Unfolded, the shop's name is whole again.
      expect(eventOf(ics).event.summary).toBe(`Bestelling #${accentedNumber} afhalen bij ${ACCENTED_SHOP}`);
    }
  });
});

describe('the cancellation', () => {
  it('carries the pickup’s cancel: METHOD:CANCEL on the part and in the file, same UID, SEQUENCE one higher', () => {
    const attachment = cancellation.parsed.attachments.find((file) => file.filename?.endsWith('.ics'));
    expect(attachment?.filename).toBe(`bestelling-${accentedNumber}.ics`);
    expect(attachment?.headers.get('content-type')).toMatchObject({
      value: 'text/calendar',
      params: { charset: 'utf-8', method: 'CANCEL' },
    });
    const published = eventOf(calendarFileOf(accentedConfirmation));
    const cancelled = eventOf(calendarFileOf(cancellation));
    expect(published.method).toBe('PUBLISH');
    expect(published.event.component.getFirstPropertyValue('sequence')).toBe(0);
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(published.event.uid);
    expect(cancelled.event.sequence).toBe(published.event.sequence + 1);
    expect(cancelled.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    // The same pickup it withdraws, stamped with the cancel's moment.
    expect(cancelled.event.startDate.toJSDate()).toEqual(published.event.startDate.toJSDate());
    expect(cancelled.event.endDate.toJSDate()).toEqual(published.event.endDate.toJSDate());
    expect(cancelled.event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      '2030-06-14T09:00:00Z',
    );
  });

  it('says in its text that the attachment takes the pickup out of the calendar', () => {
    expect(cancellation.parsed.text).toContain(
      'Met het agenda-item in de bijlage verdwijnt het afhaalmoment uit je agenda.',
    );
  });

  it('answers the cancelled order’s calendar link with the same cancel, where the order answers too', () => {
    expect(cancelledCalendarAnswer.status).toBe(200);
    expect(cancelledCalendarAnswer.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(cancelledCalendarAnswer.body.equals(calendarFileOf(cancellation))).toBe(true);
  });
});

/**
 * html-validate's recommended rules, less those that forbid what mail HTML needs: the XHTML 1.0
 * doctype and self-closed void elements (react-email writes XHTML, which Outlook's Word engine
 * expects), inline styles (the only styles mail clients keep) and the layout table's width,
 * align, cellpadding and cellspacing attributes (Outlook lays out with them; React writes the last
 * two camel-cased, which HTML's case-insensitive attributes allow).
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'doctype-html': 'off',
    'void-style': 'off',
    'no-inline-style': 'off',
    'no-deprecated-attr': 'off',
    'attr-case': 'off',
  },
});

async function validationMessages(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message}`),
  );
}

/** The element inboxes read as the preheader: the hidden first block of the body. */
function preheaderOf(html: string): { style: string; text: string } {
  const hidden = DomUtils.findOne(
    (element) => element.attribs['data-skip-in-text'] !== undefined,
    parseDocument(html).children,
  );
  if (!hidden) throw new Error('Geen preheader in de mail.');
  return { style: hidden.attribs.style ?? '', text: DomUtils.textContent(hidden) };
}

function titleOf(mail: ReceivedMail): string {
  const title = DomUtils.findOne(
    (element) => element.name === 'title',
    parseDocument(mail.parsed.html as string).children,
  );
  return title ? DomUtils.textContent(title) : '';
}

describe('the mail HTML', () => {
  it('writes option surcharges as Belgians read them, in both parts', () => {
    for (const part of [confirmation.parsed.html as string, confirmation.parsed.text ?? ''])
      expect(part).toContain('Kaas +\u00a0€\u00a00,50, Ham +\u00a0€\u00a01,00');
  });

  it('passes html-validate (recommended rules, less the five mail HTML needs)', async () => {
    expect(await validationMessages(confirmation.parsed.html as string)).toEqual([]);
    expect(await validationMessages(shopCopy.parsed.html as string)).toEqual([]);
  });

  it('has a title naming what the mail is and the shop', () => {
    expect(titleOf(confirmation)).toBe('Bedankt voor je bestelling! · De Smulhoek');
    expect(titleOf(shopCopy)).toMatch(/ · De Smulhoek$/);
  });

  it('hides the preheader the ways Gmail, Outlook and Apple Mail honour, padded after its text', () => {
    const preheader = preheaderOf(confirmation.parsed.html as string);
    const style = preheader.style.replace(/\s/g, '');
    for (const rule of ['display:none', 'mso-hide:all', 'max-height:0', 'overflow:hidden'])
      expect(style).toContain(rule);
    expect(preheader.text).toMatch(
      /^Bestelling #\d+ bij De Smulhoek is betaald\.[\s\u200b-\u200f\ufeff]{100,}$/,
    );
    // Not part of the text a client shows without HTML.
    expect(confirmation.parsed.text).not.toContain('is betaald.');
  });
});
