import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminDiscountsView, StorefrontView } from '@bestelklaar/domain';
import { registerOwner, useTestApp } from './support/test-app';
import { asMultipart, productFields, type FormFields } from './support/catalog-fixtures';
import { asMenuMultipart, menuFields } from './support/menu-fixtures';
import { configureShop } from './support/shop-setup';
import { saveSettings } from './support/storefront-support';

const t = useTestApp();
type Owner = Awaited<ReturnType<typeof registerOwner>>;

const UNKNOWN_LANGUAGE = 'Onbekende taal: de. Vertalingen zijn Frans (fr) of Engels (en).';

const sauce = {
  name: 'Saus',
  type: 'select',
  required: true,
  translations: { fr: { name: 'Sauce' }, en: { name: 'Sauce' } },
  options: [
    { name: 'Mayonaise', price: 0, allergens: [], translations: { en: { name: 'Mayonnaise' } } },
    { name: 'Tartaar', price: 0.5, allergens: [] },
  ],
};

const croqueTranslations = {
  fr: { name: 'Croque-monsieur', description: 'Jambon et fromage' },
  en: { name: 'Toastie' },
};

function createProduct(owner: Owner, fields: FormFields) {
  return asMultipart(t.http.post('/api/admin/products').set(owner.auth), productFields(fields));
}

function updateProduct(owner: Owner, id: string, fields: FormFields) {
  return asMultipart(t.http.put(`/api/admin/products/${id}`).set(owner.auth), productFields(fields));
}

async function adminRead<T = Record<string, unknown>[]>(owner: Owner, path: string): Promise<T> {
  return (await t.http.get(`/api/admin/${path}`).set(owner.auth).expect(200)).body as T;
}

describe('products and menus', () => {
  it('saves a product’s translations and its options’, sent as JSON text as the form sends them', async () => {
    const owner = await registerOwner(t.http);
    const created = await createProduct(owner, {
      translations: JSON.stringify({ ...croqueTranslations, en: { name: ' Toastie ', description: '' } }),
      productOptions: JSON.stringify([sauce]),
    }).expect(201);
    expect(created.body).toMatchObject({
      name: 'Croque monsieur',
      translations: croqueTranslations,
      productOptions: [sauce],
    });
    expect(await adminRead(owner, 'products')).toEqual([created.body]);
  });

  it('keeps them on an edit that sends none, and clears them when told', async () => {
    const owner = await registerOwner(t.http);
    const { body: product } = await createProduct(owner, {
      translations: JSON.stringify(croqueTranslations),
    }).expect(201);

    const renamed = await updateProduct(owner, product._id, { name: 'Croque madame' }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Croque madame', translations: croqueTranslations });

    const cleared = await updateProduct(owner, product._id, { translations: '{}' }).expect(200);
    expect(cleared.body).not.toHaveProperty('translations');
  });

  it('saves a menu’s translations through the same item form', async () => {
    const owner = await registerOwner(t.http);
    const { body: product } = await createProduct(owner, {
      translations: JSON.stringify(croqueTranslations),
    }).expect(201);
    const menuTranslations = { fr: { name: 'Menu du midi' }, en: { description: 'Soup and a toastie' } };
    const created = await asMenuMultipart(
      t.http.post('/api/admin/menus').set(owner.auth),
      menuFields([product._id], { translations: JSON.stringify(menuTranslations) }),
    ).expect(201);
    expect(created.body).toMatchObject({
      name: 'Lunchmenu',
      translations: menuTranslations,
      products: [{ _id: product._id, translations: croqueTranslations }],
    });
    expect(await adminRead(owner, 'menus')).toEqual([created.body]);
  });

  it('refuses an unknown language, a text too long or of the wrong type, and changes nothing', async () => {
    const owner = await registerOwner(t.http);
    const { body: product } = await createProduct(owner, {
      translations: JSON.stringify(croqueTranslations),
    }).expect(201);
    const cases: [FormFields, Record<string, string>][] = [
      [{ translations: JSON.stringify({ de: { name: 'Toast' } }) }, { 'translations.de': UNKNOWN_LANGUAGE }],
      [
        { translations: JSON.stringify({ fr: { name: 'x'.repeat(121) } }) },
        { 'translations.fr.name': 'Mag niet langer zijn dan 120 tekens' },
      ],
      [
        { translations: JSON.stringify({ en: { description: 12, title: 'Toast' } }) },
        {
          'translations.en.title': 'Onbekend veld: title.',
          'translations.en.description': 'Ongeldige waarde.',
        },
      ],
      [{ translations: '{"fr":' }, { translations: 'De vertalingen zijn geen geldige JSON.' }],
      [
        { productOptions: JSON.stringify([{ ...sauce, translations: { fr: { name: 'x'.repeat(81) } } }]) },
        { 'productOptions.0.translations.fr.name': 'Mag niet langer zijn dan 80 tekens' },
      ],
    ];
    for (const [fields, errors] of cases) {
      const refused = await updateProduct(owner, product._id, { name: 'Anders', ...fields }).expect(400);
      expect(refused.body).toMatchObject({ statusCode: 400, error: 'Bad Request', fields: errors });
      expect(refused.body.message).toBe(Object.values(errors)[0]);
      await createProduct(owner, fields).expect(400);
    }
    expect(await adminRead(owner, 'products')).toEqual([product]);
  });
});

describe('collections', () => {
  it('saves a collection’s name in French and English, keeps it on an edit without, refuses bad ones', async () => {
    const owner = await registerOwner(t.http);
    const translations = { fr: { name: 'Sandwichs' }, en: { name: 'Sandwiches' } };
    const created = await t.http
      .post('/api/admin/collections')
      .set(owner.auth)
      .send({ name: 'Broodjes', icon: 'Sandwich', translations })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'Broodjes', translations });

    const edited = await t.http
      .put(`/api/admin/collections/${created.body._id}`)
      .set(owner.auth)
      .send({ name: 'Belegde broodjes', icon: 'Sandwich' })
      .expect(200);
    expect(edited.body).toMatchObject({ name: 'Belegde broodjes', translations });

    for (const [bad, field, message] of [
      [{ en: { name: 'x'.repeat(61) } }, 'translations.en.name', 'Mag niet langer zijn dan 60 tekens'],
      [
        { fr: { description: 'Des sandwichs' } },
        'translations.fr.description',
        'Onbekend veld: description.',
      ],
      [{ de: {} }, 'translations.de', UNKNOWN_LANGUAGE],
      [{ fr: ['Sandwichs'] }, 'translations.fr', 'Ongeldige waarde.'],
    ] as const) {
      const refused = await t.http
        .put(`/api/admin/collections/${created.body._id}`)
        .set(owner.auth)
        .send({ name: 'Anders', icon: 'Sandwich', translations: bad })
        .expect(400);
      expect(refused.body).toMatchObject({ statusCode: 400, message, fields: { [field]: message } });
    }
    expect(await adminRead(owner, 'collections')).toEqual([edited.body]);
  });
});

describe('discounts', () => {
  const june = { discount: 15, startDate: '2030-06-20', endDate: '2030-06-30', discountType: 'Webshop' };

  it('saves a webshop discount’s description in French and English, and drops it with the type', async () => {
    const owner = await registerOwner(t.http);
    const translations = { fr: { description: 'Soldes d’été' }, en: { description: 'Summer sale' } };
    const created = await t.http
      .post('/api/admin/discounts')
      .set(owner.auth)
      .send({ ...june, description: 'Zomerkorting', translations })
      .expect(201);
    expect(created.body).toMatchObject({ description: 'Zomerkorting', translations });

    const longer = await t.http
      .put(`/api/admin/discounts/${created.body._id}`)
      .set(owner.auth)
      .send({ ...june, endDate: '2030-07-05', description: 'Zomerkorting' })
      .expect(200);
    expect(longer.body).toMatchObject({ endDate: '2030-07-05', translations });

    const refused = await t.http
      .put(`/api/admin/discounts/${created.body._id}`)
      .set(owner.auth)
      .send({ ...june, translations: { fr: { description: 'x'.repeat(201) }, en: { name: 'Sale' } } })
      .expect(400);
    expect(refused.body.fields).toEqual({
      'translations.fr.description': 'Mag niet langer zijn dan 200 tekens',
      'translations.en.name': 'Onbekend veld: name.',
    });
    expect((await adminRead<AdminDiscountsView>(owner, 'discounts')).webshopDiscounts).toEqual([longer.body]);

    // A discount on a collection has no description to translate: its translations go with it.
    const { body: collection } = await t.http
      .post('/api/admin/collections')
      .set(owner.auth)
      .send({ name: 'Taarten', icon: 'Cake' })
      .expect(201);
    const onCollection = { ...june, discountType: 'Collection', collection: collection._id };
    await t.http
      .put(`/api/admin/discounts/${created.body._id}`)
      .set(owner.auth)
      .send(onCollection)
      .expect(200);
    const back = await t.http
      .put(`/api/admin/discounts/${created.body._id}`)
      .set(owner.auth)
      .send({ ...june, description: 'Zomerkorting' })
      .expect(200);
    expect(back.body).not.toHaveProperty('translations');
  });
});

describe('the shop description', () => {
  it('saves it in French and English from the settings form, keeps it when the form sends none', async () => {
    const owner = await registerOwner(t.http);
    const translations = { fr: { description: 'Sandwichs frais et soupe, chaque jour.' } };
    await saveSettings(t, owner, { shopDescriptionTranslations: JSON.stringify(translations) });
    const saved = await adminRead<Record<string, unknown>>(owner, 'account/settings');
    expect(saved).toMatchObject({ shopDescriptionTranslations: translations });

    await saveSettings(t, owner, { shopName: 'De Nieuwe Smulhoek' });
    expect(await adminRead(owner, 'account/settings')).toMatchObject({
      shopName: 'De Nieuwe Smulhoek',
      shopDescriptionTranslations: translations,
    });

    const refused = await t.http
      .put('/api/admin/account/settings')
      .set(owner.auth)
      .field('name', 'Sofie Peeters')
      .field('shopName', 'Anders')
      .field('shopDescription', 'Anders')
      .field('shopAddress', 'Kerkstraat 1, 9000 Gent')
      .field('contactEmail', 'info@desmulhoek.be')
      .field('contactGsm', '0470 12 34 56')
      .field('shopDescriptionTranslations', JSON.stringify({ en: { description: 'x'.repeat(701) }, nl: {} }))
      .expect(400);
    expect(refused.body.fields).toEqual({
      'shopDescriptionTranslations.en.description': 'Mag niet langer zijn dan 700 tekens',
      'shopDescriptionTranslations.nl': 'Onbekende taal: nl. Vertalingen zijn Frans (fr) of Engels (en).',
    });
    expect(await adminRead(owner, 'account/settings')).toMatchObject({
      shopName: 'De Nieuwe Smulhoek',
      shopDescriptionTranslations: translations,
    });
  });
});

describe('the shop’s read', () => {
  it('shows one language and no translations, whatever the owner translated', async () => {
    const owner = await registerOwner(t.http);
    const subdomain = `vertaald-${randomUUID().slice(0, 8)}`;
    await saveSettings(t, owner, {
      shopDescriptionTranslations: JSON.stringify({ fr: { description: 'Sandwichs frais' } }),
    });
    const collection = await t.http
      .post('/api/admin/collections')
      .set(owner.auth)
      .send({ name: 'Broodjes', icon: 'Sandwich', translations: { fr: { name: 'Sandwichs' } } })
      .expect(201);
    const { body: product } = await createProduct(owner, {
      collection: collection.body._id,
      translations: JSON.stringify(croqueTranslations),
      productOptions: JSON.stringify([sauce]),
    }).expect(201);
    await asMenuMultipart(
      t.http.post('/api/admin/menus').set(owner.auth),
      menuFields([product._id], { translations: JSON.stringify({ fr: { name: 'Menu du midi' } }) }),
    ).expect(201);
    await t.http
      .post('/api/admin/discounts')
      .set(owner.auth)
      .send({ ...{ discount: 10, startDate: '2030-06-20', endDate: '2030-06-30', discountType: 'Webshop' } })
      .send({ translations: { en: { description: 'Spring sale' } } })
      .expect(201);
    await configureShop(t, owner.id, { subdomain });

    const view = (await t.http.get(`/api/shop/${subdomain}/storefront`).expect(200)).body as StorefrontView;
    expect(view.language).toBe('nl');
    expect(view.info.shopDescription).toBe('Verse broodjes en soep, elke dag.');
    expect(view.collections.map(({ name }) => name)).toEqual(['Broodjes']);
    expect(view.products[0]).toMatchObject({
      name: 'Croque monsieur',
      collection: { name: 'Broodjes' },
      productOptions: [{ name: 'Saus', options: [{ name: 'Mayonaise' }, { name: 'Tartaar' }] }],
    });
    expect(view.menus[0]).toMatchObject({ name: 'Lunchmenu', products: [{ name: 'Croque monsieur' }] });
    expect(view.discounts.webshopDiscounts[0]?.description).toBe('Korting op de hele webshop');
    expect(JSON.stringify(view)).not.toMatch(/translations/i);

    const read = async (language: string) =>
      (await t.http.get(`/api/shop/${subdomain}/storefront?lang=${language}`).expect(200))
        .body as StorefrontView;
    const french = await read('fr');
    expect(french.language).toBe('fr');
    expect(french.info.shopDescription).toBe('Sandwichs frais');
    expect(french.collections.map(({ name }) => name)).toEqual(['Sandwichs']);
    expect(french.products[0]).toMatchObject({
      name: 'Croque-monsieur',
      description: 'Jambon et fromage',
      collection: { name: 'Sandwichs' },
      productOptions: [{ name: 'Sauce', options: [{ name: 'Mayonaise' }, { name: 'Tartaar' }] }],
    });
    expect(french.menus[0]).toMatchObject({
      name: 'Menu du midi',
      description: 'Soep, broodje en een drankje',
      products: [{ name: 'Croque-monsieur' }],
    });
    expect(french.discounts.webshopDiscounts[0]?.description).toBe('Réduction sur toute la boutique');
    expect(JSON.stringify(french)).not.toMatch(/translations/i);
    const english = await read('en');
    expect(english.products[0]).toMatchObject({ name: 'Toastie', description: expect.any(String) });
    expect(english.products[0]?.productOptions[0]?.options.map(({ name }) => name)).toEqual([
      'Mayonnaise',
      'Tartaar',
    ]);
    expect(english.discounts.webshopDiscounts[0]?.description).toBe('Spring sale');
  });
});

describe('the shop’s own text about allergens', () => {
  it('is saved in French and English beside the Dutch and read on the shop page in its language', async () => {
    const owner = await registerOwner(t.http);
    const subdomain = `allergenen-${randomUUID().slice(0, 8)}`;
    const translations = {
      fr: { description: 'Demandez-nous les allergènes au retrait.' },
      en: { description: 'Ask us about allergens when you collect.' },
    };
    await saveSettings(t, owner, {
      allergenInfoText: 'Vraag ons naar allergenen bij het afhalen.',
      allergenInfoTextTranslations: JSON.stringify(translations),
    });
    expect(await adminRead(owner, 'account/settings')).toMatchObject({
      allergenInfoText: 'Vraag ons naar allergenen bij het afhalen.',
      allergenInfoTextTranslations: translations,
    });
    // A form that sends none keeps them, as the description's.
    await saveSettings(t, owner, { allergenInfoText: 'Vraag ons naar allergenen.' });
    expect(await adminRead(owner, 'account/settings')).toMatchObject({
      allergenInfoTextTranslations: translations,
    });
    await configureShop(t, owner.id, { subdomain });

    const noteIn = async (language: string) => {
      const view = (await t.http.get(`/api/shop/${subdomain}/storefront?lang=${language}`).expect(200))
        .body as StorefrontView;
      expect(JSON.stringify(view)).not.toMatch(/translations/i);
      return view.info.allergenInfoText;
    };
    expect(await noteIn('nl')).toBe('Vraag ons naar allergenen.');
    expect(await noteIn('fr')).toBe('Demandez-nous les allergènes au retrait.');
    expect(await noteIn('en')).toBe('Ask us about allergens when you collect.');

    // A language the owner left empty reads the Dutch.
    await saveSettings(t, owner, {
      allergenInfoText: 'Vraag ons naar allergenen.',
      allergenInfoTextTranslations: JSON.stringify({ fr: translations.fr, en: { description: ' ' } }),
    });
    // The page's read is rebuilt when the settings change: wait for it.
    await expect.poll(() => noteIn('en')).toBe('Vraag ons naar allergenen.');
    expect(await noteIn('fr')).toBe('Demandez-nous les allergènes au retrait.');
  });

  it('refuses a translation longer than the Dutch text may be, and keeps what was saved', async () => {
    const owner = await registerOwner(t.http);
    const refused = await t.http
      .put('/api/admin/account/settings')
      .set(owner.auth)
      .field('name', 'Sofie Peeters')
      .field('shopName', 'De Smulhoek')
      .field('shopDescription', 'Verse broodjes')
      .field('shopAddress', 'Kerkstraat 1, 9000 Gent')
      .field('contactEmail', 'info@desmulhoek.be')
      .field('contactGsm', '0470 12 34 56')
      .field('allergenInfoTextTranslations', JSON.stringify({ fr: { description: 'x'.repeat(301) }, de: {} }))
      .expect(400);
    expect(refused.body.fields).toEqual({
      'allergenInfoTextTranslations.fr.description': 'Mag niet langer zijn dan 300 tekens',
      'allergenInfoTextTranslations.de': UNKNOWN_LANGUAGE,
    });
    expect(await adminRead(owner, 'account/settings')).not.toHaveProperty('allergenInfoTextTranslations');
  });
});
