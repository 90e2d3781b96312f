import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrderView,
  Language,
  OrderPayload,
  PrepListView,
  PublicOrderView,
} from '@bestelklaar/domain';
import { asMenuMultipart, createProduct, menuFields } from './support/menu-fixtures';
import {
  MONDAY,
  orderPayload,
  payInSandbox,
  placeNumberedOrder,
  useOrderingApp,
} from './support/order-fixtures';
import type { ReceivedMail } from './support/smtp-inbox';

const { t, shop, inbox } = useOrderingApp({ mail: true });
let shopEmail: string;
let sandwichId: string;
let menuId: string;

/** 'Brood' with 'Wit' and 'Bruin' (+ € 0,30), named in French and English too. */
const bread = {
  name: 'Brood',
  type: 'select',
  required: true,
  translations: { fr: { name: 'Pain' }, en: { name: 'Bread' } },
  options: [
    { name: 'Wit', price: 0, allergens: [], translations: { fr: { name: 'Blanc' }, en: { name: 'White' } } },
    {
      name: 'Bruin',
      price: 0.3,
      allergens: [],
      translations: { fr: { name: 'Gris' }, en: { name: 'Brown' } },
    },
  ],
};

beforeAll(async () => {
  shopEmail = (await t.http.get('/api/admin/account/settings').set(shop.owner.auth).expect(200)).body
    .contactEmail;
  const sandwich = await createProduct(t, shop.owner, {
    name: 'Broodje kaas',
    price: '5.00',
    productOptions: JSON.stringify([bread]),
    translations: JSON.stringify({ fr: { name: 'Sandwich au fromage' }, en: { name: 'Cheese sandwich' } }),
  });
  sandwichId = sandwich._id;
  // The shop's soup has no translation: it keeps its Dutch name in every language.
  const menu = await asMenuMultipart(
    t.http.post('/api/admin/menus').set(shop.owner.auth),
    menuFields([sandwichId, shop.productId], {
      price: '12.50',
      translations: JSON.stringify({ fr: { name: 'Menu du midi' }, en: { name: 'Lunch deal' } }),
    }),
  ).expect(201);
  menuId = menu.body._id;
});

let customers = 0;

/** A brown-bread sandwich and a lunch menu, in `language`, paid in the sandbox. */
async function placeIn(language: Language) {
  customers += 1;
  const email = `klant-${language}-${customers}@voorbeeld.be`;
  const cartItems: OrderPayload['cartItems'] = [
    { _id: sandwichId, type: 'product', quantity: 1, selectedOptions: { 0: 1 }, calculatedPrice: 5.3 },
    { _id: menuId, type: 'menu', quantity: 1, selectedOptions: {}, calculatedPrice: 12.5 },
  ];
  const payload = orderPayload(shop, { email, language, cartItems });
  return { ...(await placeNumberedOrder(t, shop, payload)), email };
}

/** What a person reads: tags gone, every run of white space (non-breaking too) one space. */
const words = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/[\s\u00a0\u202f]+/g, ' ');

const mailText = (mail: ReceivedMail) => words(mail.parsed.html as string);

const DUTCH_NAMES = /Broodje kaas|Brood|Bruin|Lunchmenu|\+ €/;

describe('a French order of translated items', () => {
  it('names its lines in French, surcharges written the French way, on every page and mail of the customer', async () => {
    const order = await placeIn('fr');

    const payment = words((await t.http.get(order.paymentPath).expect(200)).text);
    expect(payment).toContain('Sandwich au fromage (Pain : Gris +0,30 €)');
    expect(payment).toContain('Menu du midi');
    expect(payment).not.toMatch(DUTCH_NAMES);

    await payInSandbox(t, order.orderId);
    const view = (
      await t.http
        .get(`/api/shop/${shop.subdomain}/orders/${order.orderId}?key=${encodeURIComponent(order.orderKey)}`)
        .expect(200)
    ).body as PublicOrderView;
    expect(view.lines).toMatchObject([
      { name: 'Sandwich au fromage', optionLines: ['Pain\u00a0: Gris +0,30\u00a0€'], includedProducts: [] },
      { name: 'Menu du midi', optionLines: [], includedProducts: ['Sandwich au fromage', 'Tomatensoep'] },
    ]);

    const [confirmation] = await inbox.waitFor(
      (mail) =>
        mail.envelope.to.includes(order.email) && (mail.parsed.subject ?? '').startsWith('Confirmation'),
    );
    const confirmed = mailText(confirmation);
    expect(confirmed).toContain('1 × Sandwich au fromage Pain : Gris +0,30 €');
    expect(confirmed).toContain('1 × Menu du midi Sandwich au fromage, Tomatensoep');
    expect(confirmed).not.toMatch(DUTCH_NAMES);
  });

  it("keeps Dutch on the shop's own screens: its orders, kitchen ticket, prep list and copy of the mail", async () => {
    const order = await placeIn('fr');
    await payInSandbox(t, order.orderId);

    const admin = (await t.http.get(`/api/admin/orders/${order.orderId}`).set(shop.owner.auth).expect(200))
      .body as AdminOrderView;
    expect(admin.language).toBe('fr');
    expect(admin.lines).toMatchObject([
      { name: 'Broodje kaas', optionLines: ['Brood: Bruin +\u00a0€\u00a00,30'] },
      { name: 'Lunchmenu', includedProducts: ['Broodje kaas', 'Tomatensoep'] },
    ]);
    expect(admin.cartItems[0].itemId).toMatchObject({
      name: 'Broodje kaas',
      productOptions: [{ name: 'Brood', options: ['Bruin +\u00a0€\u00a00,30'] }],
    });

    const prep = (
      await t.http.get(`/api/admin/orders/prep-list?date=${MONDAY}`).set(shop.owner.auth).expect(200)
    ).body as PrepListView;
    const names = prep.slots.flatMap((slot) => slot.items.map((item) => item.name));
    expect(names).toEqual(expect.arrayContaining(['Broodje kaas', 'Lunchmenu', 'Tomatensoep']));
    expect(names.join()).not.toMatch(/Sandwich|Menu du midi/);

    const [copy] = await inbox.waitFor(
      (mail) =>
        mail.envelope.to.includes(shopEmail) &&
        mail.parsed.subject === `Nieuwe bestelling #${order.number} van Jan Janssens`,
    );
    const shopCopy = mailText(copy);
    expect(shopCopy).toContain('1 × Broodje kaas Brood: Bruin + € 0,30');
    expect(shopCopy).toContain('1 × Lunchmenu Broodje kaas, Tomatensoep');
    expect(shopCopy).not.toMatch(/Sandwich|Menu du midi/);
  });
});

describe('an English order', () => {
  it('names its lines in English, the surcharge as English screens write money', async () => {
    const order = await placeIn('en');
    const payment = words((await t.http.get(order.paymentPath).expect(200)).text);
    expect(payment).toContain('Cheese sandwich (Bread: Brown +€0.30)');
    expect(payment).toContain('Lunch deal');
    expect(payment).not.toMatch(DUTCH_NAMES);
  });
});

describe('a Dutch order', () => {
  it('reads as it always did', async () => {
    const order = await placeIn('nl');
    const payment = words((await t.http.get(order.paymentPath).expect(200)).text);
    expect(payment).toContain('Broodje kaas (Brood: Bruin + € 0,30)');
    expect(payment).toContain('Lunchmenu');
  });
});
