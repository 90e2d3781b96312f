import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAllergenInfo, type AllergenInfo, type PrepListView } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { seedDemoSettings } from '../src/modules/accounts/demo-settings';
import { seedDemoCatalog } from '../src/modules/catalog/demo-catalog';
import { seedDemoMenus } from '../src/modules/menus/demo-menus';
import { asMultipart, productFields, type FormFields } from './support/catalog-fixtures';
import { asMenuMultipart, menuFields } from './support/menu-fixtures';
import {
  FRIDAY_MORNING,
  MONDAY,
  openOrderingShop,
  orderPayload,
  payInSandbox,
  placeOrder,
  type OrderingShop,
} from './support/order-fixtures';
import { withDatabase } from './support/shop-setup';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './support/smtp-inbox';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

type Owner = Awaited<ReturnType<typeof registerOwner>>;

const clock = new SettableClock(FRIDAY_MORNING);
let t: TestApp;
let inbox: SmtpInbox;
let shop: OrderingShop;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp(
    {
      smtpUrl: inbox.url,
      mailFrom: 'Bestelklaar <bestellingen@bestelklaar.be>',
      orderRateLimit: { perClientPerMinute: 10_000, perShopPerMinute: 10_000 },
      unpaidOrdersPerCustomer: 10_000,
    },
    { clock },
  );
  shop = await openOrderingShop(t);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const createProduct = (owner: Owner, fields: FormFields) =>
  asMultipart(t.http.post('/api/admin/products').set(owner.auth), productFields(fields));
const updateProduct = (owner: Owner, id: string, fields: FormFields) =>
  asMultipart(t.http.put(`/api/admin/products/${id}`).set(owner.auth), productFields(fields));
const adminProducts = async (owner: Owner) =>
  (await t.http.get('/api/admin/products').set(owner.auth).expect(200)).body as { _id: string }[];
const allergenFields = (info: Partial<AllergenInfo>): FormFields =>
  Object.fromEntries(Object.entries(info).map(([field, list]) => [field, JSON.stringify(list)]));

/** 'Extra's' with 'Extra kaas' (adds milk) and 'Ui' (adds nothing), as the option editor sends them. */
const EXTRAS = [
  {
    name: 'Extra’s',
    type: 'multiselect',
    required: false,
    maxSelections: 2,
    options: [
      { name: 'Extra kaas', price: 1, allergens: ['milk'] },
      { name: 'Ui', price: 0 },
    ],
  },
];

describe('allergens on a product', () => {
  it('are kept as sent, in canonical order, and shown alike in the admin, public and storefront views', async () => {
    const created = await createProduct(shop.owner, {
      name: 'Croque',
      ...allergenFields({ allergens: ['milk', 'gluten'], mayContain: ['sesame', 'nuts'] }),
      dietary: '["vegetarian"]',
      productOptions: JSON.stringify(EXTRAS),
    }).expect(201);
    const expected = {
      _id: created.body._id,
      allergens: ['gluten', 'milk'],
      mayContain: ['nuts', 'sesame'],
      dietary: ['vegetarian'],
      productOptions: [
        {
          name: 'Extra’s',
          options: [
            { name: 'Extra kaas', price: 1, allergens: ['milk'] },
            { name: 'Ui', price: 0, allergens: [] },
          ],
        },
      ],
    };
    expect(created.body).toMatchObject(expected);
    expect(await adminProducts(shop.owner)).toContainEqual(created.body);

    const shown = (await t.http.get(`/api/shop/${shop.subdomain}/products`).expect(200)).body;
    expect(shown.find((item: { _id: string }) => item._id === created.body._id)).toMatchObject(expected);
    const storefront = (await t.http.get(`/api/shop/${shop.subdomain}/storefront`).expect(200)).body;
    expect(storefront.products.find((item: { _id: string }) => item._id === created.body._id)).toMatchObject(
      expected,
    );

    // A product saved without the fields (an older form) has none, shown as empty lists.
    const soup = (await adminProducts(shop.owner)).find((item) => item._id === shop.productId);
    expect(soup).toMatchObject({ allergens: [], mayContain: [], dietary: [] });
  });

  it('refuses each wrong list with a Dutch message on its field, and saves nothing', async () => {
    const owner = await registerOwner(t.http);
    const product = (await createProduct(owner, { allergens: '["eggs"]' }).expect(201)).body;
    const choiceWith = (allergens: unknown) =>
      JSON.stringify([{ ...EXTRAS[0], options: [{ name: 'Extra kaas', price: 1, allergens }] }]);
    const cases: [FormFields, Record<string, string>][] = [
      [{ allergens: '["milk","kaas"]' }, { allergens: 'Onbekend allergeen: kaas.' }],
      [{ allergens: '["milk","milk"]' }, { allergens: 'Melk staat meer dan één keer in de lijst.' }],
      [
        { allergens: '["milk","nuts"]', mayContain: '["nuts"]' },
        {
          mayContain:
            "Noten staat al bij 'Bevat'; een allergeen kan niet ook bij 'Kan sporen bevatten' staan.",
        },
      ],
      [{ mayContain: '["milk"' }, { mayContain: 'De allergenen zijn geen geldige JSON.' }],
      [{ mayContain: '{"milk":true}' }, { mayContain: 'Stuur de allergenen als een lijst van codes.' }],
      [{ allergens: '[14]' }, { allergens: 'Stuur de allergenen als een lijst van codes.' }],
      [{ dietary: '["halal"]' }, { dietary: 'Onbekend dieetlabel: halal.' }],
      [{ dietary: '["vegan","vegan"]' }, { dietary: 'Veganistisch staat meer dan één keer in de lijst.' }],
      [{ dietary: '"vegan"' }, { dietary: 'Stuur de dieetlabels als een lijst van labels.' }],
      [
        { productOptions: choiceWith(['cheese']) },
        { 'productOptions.0.options.0.allergens': 'Onbekend allergeen: cheese.' },
      ],
      [
        { productOptions: choiceWith('milk') },
        { 'productOptions.0.options.0.allergens': 'Stuur de allergenen als een lijst van codes.' },
      ],
    ];
    for (const [fields, messages] of cases) {
      for (const request of [createProduct(owner, fields), updateProduct(owner, product._id, fields)]) {
        const response = await request.expect(400);
        expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', fields: messages });
        expect(typeof response.body.message).toBe('string');
      }
    }
    expect(await adminProducts(owner)).toEqual([product]);
  });

  it('cannot be changed by another shop', async () => {
    const stranger = await registerOwner(t.http);
    const before = await adminProducts(shop.owner);
    const response = await updateProduct(stranger, shop.productId, { allergens: '["fish"]' }).expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(await adminProducts(shop.owner)).toEqual(before);
    expect(await adminProducts(stranger)).toEqual([]);
  });
});

describe('a menu’s allergens', () => {
  it('are its products’ together with its own, derived by the server, and follow a product’s change', async () => {
    const owner = await registerOwner(t.http);
    const sandwich = (
      await createProduct(owner, {
        name: 'Broodje kaas',
        ...allergenFields({ allergens: ['gluten', 'milk'], mayContain: ['nuts'] }),
      }).expect(201)
    ).body;
    const soup = (
      await createProduct(owner, {
        name: 'Soep',
        ...allergenFields({ allergens: ['celery'], mayContain: ['milk', 'sesame'] }),
      }).expect(201)
    ).body;
    // The form sends the products' allergens too (shown locked) with the owner's own additions.
    const menu = await asMenuMultipart(
      t.http.post('/api/admin/menus').set(owner.auth),
      menuFields([sandwich._id, soup._id], {
        ...allergenFields({ allergens: ['milk', 'mustard'], mayContain: ['lupin'] }),
        dietary: '["vegetarian"]',
      }),
    ).expect(201);
    expect(menu.body).toMatchObject({
      allergens: ['gluten', 'milk', 'celery', 'mustard'],
      mayContain: ['nuts', 'sesame', 'lupin'],
      dietary: ['vegetarian'],
      productAllergens: ['gluten', 'milk', 'celery'],
      productMayContain: ['nuts', 'sesame'],
    });

    // Without milk in the sandwich, milk is only a trace of the soup: the menu said it because of the sandwich.
    await updateProduct(owner, sandwich._id, { name: 'Broodje kaas', allergens: '["gluten"]' }).expect(200);
    const [changed] = (await t.http.get('/api/admin/menus').set(owner.auth).expect(200)).body;
    expect(changed).toMatchObject({
      allergens: ['gluten', 'celery', 'mustard'],
      mayContain: ['milk', 'sesame', 'lupin'],
      productAllergens: ['gluten', 'celery'],
      productMayContain: ['milk', 'sesame'],
    });
  });

  it('reach the public menus without what only the owner sees', async () => {
    const milk = (await createProduct(shop.owner, { name: 'Chocomelk', allergens: '["milk"]' }).expect(201))
      .body;
    const created = await asMenuMultipart(
      t.http.post('/api/admin/menus').set(shop.owner.auth),
      menuFields([milk._id], { name: 'Ontbijtmenu', allergens: '["eggs"]', dietary: '["vegetarian"]' }),
    ).expect(201);
    const menus = (await t.http.get(`/api/shop/${shop.subdomain}/menus`).expect(200)).body;
    const shown = menus.find((menu: { _id: string }) => menu._id === created.body._id);
    expect(shown).toMatchObject({ allergens: ['eggs', 'milk'], mayContain: [], dietary: ['vegetarian'] });
    expect(shown).not.toHaveProperty('productAllergens');
    expect(shown).not.toHaveProperty('productMayContain');
  });
});

describe('an order line’s allergens', () => {
  const forSubject = (subject: string) => (mail: ReceivedMail) => mail.parsed.subject === subject;

  it('are the item’s with its chosen options’, kept as ordered, in every order view and both mails', async () => {
    clock.set(FRIDAY_MORNING);
    const croque = (
      await createProduct(shop.owner, {
        name: 'Croque zonder meer',
        allergens: '["gluten"]',
        productOptions: JSON.stringify(EXTRAS),
      }).expect(201)
    ).body;
    const payload = orderPayload(shop, {
      cartItems: [
        {
          _id: croque._id,
          type: 'product',
          quantity: 1,
          selectedOptions: { 0: [0, 1] },
          calculatedPrice: 9.5,
        },
        { _id: croque._id, type: 'product', quantity: 1, selectedOptions: { 0: [1] }, calculatedPrice: 8.5 },
        // The soup has no allergens filled in, in a shop whose information is not complete.
        { _id: shop.productId, type: 'product', quantity: 1, selectedOptions: {}, calculatedPrice: 4.5 },
      ],
    });
    const placed = (await placeOrder(t, shop, payload).expect(201)).body;
    await payInSandbox(t, placed.orderId);

    // Changed later, the order still says what was ordered.
    await updateProduct(shop.owner, croque._id, { name: 'Croque zonder meer', allergens: '["fish"]' }).expect(
      200,
    );
    const key = encodeURIComponent(placed.orderKey);
    const publicView = (
      await t.http.get(`/api/shop/${shop.subdomain}/orders/${placed.orderId}?key=${key}`).expect(200)
    ).body;
    const adminView = (
      await t.http.get(`/api/admin/orders/${placed.orderId}`).set(shop.owner.auth).expect(200)
    ).body;
    for (const view of [publicView, adminView])
      expect(view.lines.map((line: { allergens: string[] }) => line.allergens)).toEqual([
        ['gluten', 'milk'],
        ['gluten'],
        [],
      ]);

    // The prep list marks the item with what its lines contained together.
    const prepList = (
      await t.http.get(`/api/admin/orders/prep-list?date=${MONDAY}`).set(shop.owner.auth).expect(200)
    ).body as PrepListView;
    const prepared = prepList.slots.flatMap((slot) => slot.items);
    expect(prepared.find((item) => item.name === 'Croque zonder meer')).toMatchObject({
      quantity: 2,
      allergens: ['gluten', 'milk'],
    });

    const number = publicView.number as number;
    const [confirmation] = await inbox.waitFor(
      forSubject(`Bevestiging van je bestelling #${number} bij De Smulhoek`),
    );
    const [copy] = await inbox.waitFor(forSubject(`Nieuwe bestelling #${number} van Jan Janssens`));
    for (const mail of [confirmation, copy])
      for (const part of [mail.parsed.html as string, mail.parsed.text ?? '']) {
        expect(part).toContain('Allergenen: Glutenbevattende granen, Melk');
        expect(part.split('Allergenen:')).toHaveLength(3);
        expect(part).toContain('Vraag de zaak naar allergenen');
      }

    // Once the shop says its information is complete, a line without allergens has none: nothing to ask.
    await withDatabase(t, (db) =>
      db.query('UPDATE accounts SET allergen_info_complete = true WHERE id = $1', [shop.owner.id]),
    );
    const soupOnly = (await placeOrder(t, shop, orderPayload(shop)).expect(201)).body;
    await payInSandbox(t, soupOnly.orderId);
    const soupNumber = (
      await t.http
        .get(
          `/api/shop/${shop.subdomain}/orders/${soupOnly.orderId}?key=${encodeURIComponent(soupOnly.orderKey)}`,
        )
        .expect(200)
    ).body.number as number;
    const [quiet] = await inbox.waitFor(
      forSubject(`Bevestiging van je bestelling #${soupNumber} bij De Smulhoek`),
    );
    expect(quiet.parsed.text).toContain('Tomatensoep');
    expect(quiet.parsed.text).not.toContain('allergenen');
    expect(quiet.parsed.text).not.toContain('Allergenen');
    await withDatabase(t, (db) =>
      db.query('UPDATE accounts SET allergen_info_complete = false WHERE id = $1', [shop.owner.id]),
    );
  });
});

describe('the shop’s Allergeneninformatie', () => {
  const settings = {
    name: 'Sofie Peeters',
    shopName: 'De Smulhoek',
    shopDescription: 'Verse broodjes en soep.',
    shopAddress: 'Kerkstraat 1, 9000 Gent',
    websiteUrl: '',
    contactEmail: 'info@desmulhoek.be',
    contactGsm: '0470 12 34 56',
    shopMinimumOrderTimeBeforePickup: '2',
  };
  const putSettings = (owner: Owner, fields: Record<string, string>) => {
    const request = t.http.put('/api/admin/account/settings').set(owner.auth);
    for (const [key, value] of Object.entries({ ...settings, ...fields })) request.field(key, value);
    return request;
  };

  it('says whether the information is complete and carries the shop’s own text, to the owner and the public', async () => {
    const saved = await putSettings(shop.owner, {
      allergenInfoComplete: 'true',
      allergenInfoText: '  Vraag ons naar allergenen bij het afhalen. ',
    }).expect(200);
    const expected = {
      allergenInfoComplete: true,
      allergenInfoText: 'Vraag ons naar allergenen bij het afhalen.',
    };
    expect(saved.body.settings ?? saved.body).toMatchObject(expected);
    expect(
      (await t.http.get('/api/admin/account/settings').set(shop.owner.auth).expect(200)).body,
    ).toMatchObject(expected);
    expect((await t.http.get(`/api/shop/${shop.subdomain}/info`).expect(200)).body).toMatchObject(expected);
    const storefront = (await t.http.get(`/api/shop/${shop.subdomain}/storefront`).expect(200)).body;
    expect(storefront.info).toMatchObject(expected);

    // Left out, it is not complete and has no text: the settings form always sends both.
    await putSettings(shop.owner, {}).expect(200);
    expect((await t.http.get(`/api/shop/${shop.subdomain}/info`).expect(200)).body).toMatchObject({
      allergenInfoComplete: false,
      allergenInfoText: '',
    });
  });

  it('refuses a text over 300 characters and a switch that is neither yes nor no, changing nothing', async () => {
    const owner = await registerOwner(t.http);
    await putSettings(owner, { allergenInfoComplete: 'true', allergenInfoText: 'a'.repeat(300) }).expect(200);
    const refused = await putSettings(owner, {
      shopName: 'Anders',
      allergenInfoComplete: 'misschien',
      allergenInfoText: 'b'.repeat(301),
    }).expect(400);
    expect(refused.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      fields: {
        allergenInfoComplete: 'Ongeldige waarde.',
        allergenInfoText: 'De tekst over allergenen mag niet langer zijn dan 300 karakters',
      },
    });
    const read = (await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200)).body;
    expect(read).toMatchObject({
      shopName: 'De Smulhoek',
      allergenInfoComplete: true,
      allergenInfoText: 'a'.repeat(300),
    });
  });
});

describe('the demo shop', () => {
  it('has the allergens of every product and menu filled in, and its information marked complete', async () => {
    const owner = await registerOwner(t.http);
    await seedDemoSettings(t.app, owner.id);
    await seedDemoCatalog(t.app, owner.id);
    await seedDemoMenus(t.app, owner.id);
    const products = (await t.http.get('/api/admin/products').set(owner.auth).expect(200))
      .body as AllergenInfo[];
    const menus = (await t.http.get('/api/admin/menus').set(owner.auth).expect(200)).body as AllergenInfo[];
    expect(products).toHaveLength(11);
    expect(menus).toHaveLength(3);
    for (const item of [...products, ...menus]) expect(hasAllergenInfo(item)).toBe(true);
    const settings = (await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200)).body;
    expect(settings.allergenInfoComplete).toBe(true);
    expect(settings.allergenInfoText).not.toBe('');
  });
});
