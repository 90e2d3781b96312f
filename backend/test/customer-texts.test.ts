import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsIn, type Language, type OrderPayload, type PublicOrderView } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { MAIL_TEXTS } from '../src/modules/ordering/mails/mail-texts';
import { CHECKOUT_TEXTS } from '../src/modules/payments/sandbox/checkout-texts';
import { createProduct } from './support/menu-fixtures';
import {
  FRIDAY_MORNING,
  orderPayload,
  payInSandbox,
  placeNumberedOrder,
  startMailingOrderingApp,
  type NumberedOrder,
  type OrderingShop,
} from './support/order-fixtures';
import type { ReceivedMail, SmtpInbox } from './support/smtp-inbox';
import type { TestApp } from './support/test-app';

/**
 * Every text a customer reads after ordering, in their language: the item and its option by the
 * owner's translations, money as that language writes it, and no Dutch left over, on the sandbox
 * payment page, the order's page and every mail (read from the real SMTP server), and in the refusal
 * of a sold-out item.
 */
const clock = new SettableClock(FRIDAY_MORNING);
let t: TestApp;
let inbox: SmtpInbox;
let shop: OrderingShop;
let shopName: string;
let sandwichId: string;
let cakeId: string;
let pieId: string;
let flanId: string;

const NAMES = {
  nl: { item: 'Broodje kaas', option: 'Brood: Bruin + € 0,50', cake: 'Appeltaart' },
  fr: { item: 'Sandwich au fromage', option: 'Pain : Gris +0,50 €', cake: 'Tarte aux pommes' },
  en: { item: 'Cheese sandwich', option: 'Bread: Brown +€0.50', cake: 'Apple pie' },
} as const satisfies Record<Language, unknown>;

/** € 5,50 the line, € 1,50 refunded, as each language writes money. */
const MONEY = {
  nl: { line: '€ 5,50', refund: '€ 1,50' },
  fr: { line: '5,50 €', refund: '1,50 €' },
  en: { line: '€5.50', refund: '€1.50' },
} as const satisfies Record<Language, unknown>;

/** What a person reads: tags gone, every run of white space (non-breaking too) one space. */
const words = (text: string) =>
  text
    .replace(/<(style|head)[^]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0\u202f]+/g, ' ');

/**
 * Dutch words of the customer's Dutch tables (the mails' and the payment page's) that their French
 * and English never use, with the item's Dutch names: none may reach a French or English customer.
 */
function dutchLeftovers(): RegExp {
  const textsOf = (table: object): string[] =>
    Object.values(table).flatMap((text: unknown) =>
      typeof text === 'function'
        ? [String((text as (...parameters: unknown[]) => unknown)('', '', ''))]
        : typeof text === 'string'
          ? [text]
          : [],
    );
  const wordsOf = (texts: string[]) => new Set(texts.join(' ').match(/\p{L}{5,}/gu) ?? []);
  const others = wordsOf(
    (['fr', 'en'] as const).flatMap((language) => [
      ...textsOf(textsIn(MAIL_TEXTS, language)),
      ...textsOf(textsIn(CHECKOUT_TEXTS, language)),
    ]),
  );
  const dutch = [
    ...wordsOf([...textsOf(textsIn(MAIL_TEXTS, 'nl')), ...textsOf(textsIn(CHECKOUT_TEXTS, 'nl'))]),
  ]
    .filter((word) => !others.has(word))
    .concat(['Broodje kaas', 'Bruin', 'Appeltaart', '+ €']);
  expect(dutch.length).toBeGreaterThan(40);
  return new RegExp(
    `(?<!\\p{L})(${dutch.map((word) => word.replace(/[+]/g, '\\$&')).join('|')})(?!\\p{L})`,
    'u',
  );
}

let DUTCH: RegExp;

beforeAll(async () => {
  ({ t, shop, inbox } = await startMailingOrderingApp(clock, { shop: { maxOrdersPerSlot: 50 } }));
  shopName = (await t.http.get('/api/admin/account/settings').set(shop.owner.auth).expect(200)).body.shopName;
  const bread = {
    name: 'Brood',
    type: 'select',
    required: true,
    translations: { fr: { name: 'Pain' }, en: { name: 'Bread' } },
    options: [
      {
        name: 'Wit',
        price: 0,
        allergens: [],
        translations: { fr: { name: 'Blanc' }, en: { name: 'White' } },
      },
      {
        name: 'Bruin',
        price: 0.5,
        allergens: [],
        translations: { fr: { name: 'Gris' }, en: { name: 'Brown' } },
      },
    ],
  };
  sandwichId = (
    await createProduct(t, shop.owner, {
      name: 'Broodje kaas',
      price: '5.00',
      productOptions: JSON.stringify([bread]),
      translations: JSON.stringify({ fr: { name: 'Sandwich au fromage' }, en: { name: 'Cheese sandwich' } }),
    })
  )._id;
  cakeId = (
    await createProduct(t, shop.owner, {
      name: 'Appeltaart',
      price: '3.00',
      translations: JSON.stringify({ fr: { name: 'Tarte aux pommes' }, en: { name: 'Apple pie' } }),
    })
  )._id;
  // One left: an order of two is told so, the item named in the customer's language.
  pieId = (
    await createProduct(t, shop.owner, {
      name: 'Rijsttaart',
      price: '4.00',
      stockQuantity: '1',
      translations: JSON.stringify({ fr: { name: 'Tarte au riz' }, en: { name: 'Rice pie' } }),
    })
  )._id;
  // At most one a pickup day: likewise.
  flanId = (
    await createProduct(t, shop.owner, {
      name: 'Vlaai',
      price: '2.00',
      dailyLimit: '1',
      translations: JSON.stringify({ fr: { name: 'Flan' }, en: { name: 'Custard tart' } }),
    })
  )._id;
  await t.http
    .put(`/api/admin/products/${cakeId}/sold-out`)
    .set(shop.owner.auth)
    .send({ soldOut: true })
    .expect(200);
  DUTCH = dutchLeftovers();
});

afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

let customers = 0;

type PlacedOrder = NumberedOrder & { email: string };

/** A brown-bread cheese sandwich (€ 5,00 + € 0,50) for Monday, in `language`. */
async function placeIn(language: Language): Promise<PlacedOrder> {
  customers += 1;
  const email = `klant-${language}-${customers}@voorbeeld.be`;
  const cartItems: OrderPayload['cartItems'] = [
    { _id: sandwichId, type: 'product', quantity: 1, selectedOptions: { 0: 1 }, calculatedPrice: 5.5 },
  ];
  return {
    ...(await placeNumberedOrder(t, shop, orderPayload(shop, { email, language, cartItems }))),
    email,
  };
}

async function mailTo(order: PlacedOrder, subject: (texts: typeof MAIL_TEXTS) => string): Promise<string> {
  const wanted = subject(MAIL_TEXTS);
  const [mail] = await inbox.waitFor(
    (candidate: ReceivedMail) =>
      candidate.envelope.to.includes(order.email) && candidate.parsed.subject === wanted,
  );
  return words(mail.parsed.html as string);
}

/** What a customer reads that is not ours: the shop's and the customer's own names and addresses. */
const withoutTheirNames = (text: string) =>
  text
    .replaceAll(shopName, ' ')
    .replaceAll('Kerkstraat 1, 9000 Gent', ' ')
    .replaceAll('Jan Janssens', ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replaceAll('Tomatensoep', ' ');

function expectTheLanguage(text: string, language: Language, where: string) {
  const names = NAMES[language];
  expect(text, where).toContain(names.item);
  expect(text, where).toContain(names.option);
  if (language !== 'nl') expect(withoutTheirNames(text), where).not.toMatch(DUTCH);
}

describe.each(['nl', 'fr', 'en'] as const)('a customer ordering in %s', (language) => {
  it('reads the item, its option and money in that language on the payment page, the order page and every mail', async () => {
    const order = await placeIn(language);
    const number = order.number;
    const texts = textsIn(MAIL_TEXTS, language);

    const payment = words((await t.http.get(order.paymentPath).expect(200)).text);
    expectTheLanguage(payment, language, 'payment page');
    expect(payment).toContain(MONEY[language].line);

    await payInSandbox(t, order.orderId);
    const confirmation = await mailTo(order, () => texts.confirmationSubject(number, shopName));
    expectTheLanguage(confirmation, language, 'confirmation');
    expect(confirmation).toContain(`${MONEY[language].line}`);

    await t.http
      .put(`/api/admin/orders/${order.orderId}/mark-ready`)
      .set(shop.owner.auth)
      .send({ ready: true })
      .expect(200);
    const ready = await mailTo(order, () => texts.readySubject(number, shopName));
    expectTheLanguage(ready, language, 'ready');

    await t.http
      .post(`/api/admin/orders/${order.orderId}/refunds`)
      .set(shop.owner.auth)
      .send({ amount: 1.5, reason: 'Te laat' })
      .expect(201);
    const refund = await mailTo(order, () => texts.refundedSubject(number, shopName));
    // The shop's own reason is its words, as it wrote them.
    expect(refund).toContain(texts.amountBack(MONEY[language].refund).replace(/\s+/g, ' '));
    if (language !== 'nl') expect(withoutTheirNames(refund.replace('Te laat', ' '))).not.toMatch(DUTCH);

    const page = (
      await t.http
        .get(`/api/shop/${shop.subdomain}/orders/${order.orderId}?key=${encodeURIComponent(order.orderKey)}`)
        .expect(200)
    ).body as PublicOrderView;
    const pageTexts = words(
      [page.stateLabel, ...page.lines.flatMap((line) => [line.name, ...line.optionLines])].join(' '),
    );
    expectTheLanguage(pageTexts, language, 'order page');
  });

  it('reads a cancelled order’s mail in that language', async () => {
    const order = await placeIn(language);
    await payInSandbox(t, order.orderId);
    await t.http
      .post(`/api/admin/orders/${order.orderId}/cancel`)
      .set(shop.owner.auth)
      .send({ reason: 'Oven stuk' })
      .expect(200);
    const cancelled = await mailTo(order, () =>
      textsIn(MAIL_TEXTS, language).cancelledSubject(order.number, shopName),
    );
    expect(cancelled).toContain(
      textsIn(MAIL_TEXTS, language).amountBack(MONEY[language].line).replace(/\s+/g, ' '),
    );
    if (language !== 'nl') expect(withoutTheirNames(cancelled.replace('Oven stuk', ' '))).not.toMatch(DUTCH);
  });

  it('reads the mail of cancelling the order themselves in that language, and the shop its copy in Dutch', async () => {
    await t.http
      .put('/api/admin/ordering/customer-cancel')
      .set(shop.owner.auth)
      .send({ customerCancelAllowed: true, customerCancelHoursBeforePickup: 24 })
      .expect(200);
    const order = await placeIn(language);
    await payInSandbox(t, order.orderId);
    await t.http
      .post(
        `/api/shop/${shop.subdomain}/orders/${order.orderId}/cancel?key=${encodeURIComponent(order.orderKey)}`,
      )
      .set('Accept-Language', language)
      .expect(200);
    const texts = textsIn(MAIL_TEXTS, language);
    const mine = await mailTo(order, () => texts.cancelledSubject(order.number, shopName));
    expect(mine).toContain(texts.cancelledByYouNews(shopName, order.number).replace(/\s+/g, ' '));
    expect(mine).toContain(texts.amountBack(MONEY[language].line).replace(/\s+/g, ' '));
    if (language !== 'nl') expect(withoutTheirNames(mine)).not.toMatch(DUTCH);

    const [copy] = await inbox.waitFor(
      (mail) =>
        mail.parsed.subject === `Bestelling #${order.number} geannuleerd door Jan Janssens` &&
        !mail.envelope.to.includes(order.email),
    );
    const shopCopy = words(copy.parsed.html as string);
    expect(shopCopy).toContain(`${NAMES.nl.item} ${NAMES.nl.option}`);
    expect(shopCopy).toContain('Terugbetaald aan de klant: € 5,50.');
  });

  it('is told a sold-out item is sold out by its name in that language', async () => {
    const refused = await t.http
      .post(`/api/shop/${shop.subdomain}/orders`)
      .set('Accept-Language', language)
      .send(
        orderPayload(shop, {
          email: `uitverkocht-${language}@voorbeeld.be`,
          language,
          cartItems: [{ _id: cakeId, type: 'product', quantity: 1, selectedOptions: {}, calculatedPrice: 3 }],
        }),
      )
      .expect(409);
    expect(refused.body.message).toBe(
      {
        nl: 'Appeltaart is uitverkocht.',
        fr: 'Épuisé\u00a0: Tarte aux pommes.',
        en: 'Apple pie is sold out.',
      }[language],
    );

    const tooFew = await t.http
      .post(`/api/shop/${shop.subdomain}/orders`)
      .set('Accept-Language', language)
      .send(
        orderPayload(shop, {
          email: `te-weinig-${language}@voorbeeld.be`,
          language,
          cartItems: [{ _id: pieId, type: 'product', quantity: 2, selectedOptions: {}, calculatedPrice: 4 }],
        }),
      )
      .expect(409);
    expect(tooFew.body.message).toContain({ nl: 'Rijsttaart', fr: 'Tarte au riz', en: 'Rice pie' }[language]);
    if (language !== 'nl') expect(tooFew.body.message).not.toMatch(/Nog maar|beschikbaar|Rijsttaart/);

    const overTheDay = await t.http
      .post(`/api/shop/${shop.subdomain}/orders`)
      .set('Accept-Language', language)
      .send(
        orderPayload(shop, {
          email: `per-dag-${language}@voorbeeld.be`,
          language,
          cartItems: [{ _id: flanId, type: 'product', quantity: 2, selectedOptions: {}, calculatedPrice: 2 }],
        }),
      )
      .expect(409);
    expect(overTheDay.body.message).toContain({ nl: 'Vlaai', fr: 'Flan', en: 'Custard tart' }[language]);
    if (language !== 'nl') expect(overTheDay.body.message).not.toMatch(/Nog maar|beschikbaar|Vlaai/);
  });
});
