import { describe, expect, it } from 'vitest';
import { parseDiscount } from './discount-input';

const TODAY = '2030-05-10';
const PRODUCT = '0b9e7c52-8d7a-4c1e-9a0f-2f1d3c4b5a61';
const MENU = '6f1c2d3e-4b5a-4697-8887-9a0b1c2d3e4f';
const COLLECTION = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

const period = { discount: 15, startDate: '2030-06-01', endDate: '2030-06-30' };
const productMenu = { ...period, discountType: 'ProductMenu', products: [PRODUCT], menus: [MENU] };
const collection = { ...period, discountType: 'Collection', collection: COLLECTION };
const webshop = { ...period, discountType: 'Webshop', description: 'Zomerkorting' };

const errorsOf = (input: unknown, existingStartDate?: string) => {
  const parsed = parseDiscount(input, { today: TODAY, existingStartDate });
  return parsed.ok ? {} : parsed.errors;
};

describe('parseDiscount', () => {
  it('reads a product/menu discount, with ids or objects carrying their _id, each once', () => {
    expect(
      parseDiscount(
        { ...productMenu, products: [{ _id: PRODUCT, name: 'Soep' }, PRODUCT], _id: 'x' },
        { today: TODAY },
      ),
    ).toEqual({
      ok: true,
      value: {
        discountType: 'ProductMenu',
        percent: 15,
        startDate: '2030-06-01',
        endDate: '2030-06-30',
        collectionId: null,
        productIds: [PRODUCT],
        menuIds: [MENU],
        description: '',
      },
    });
  });

  it('reads a collection discount, from its id or its object', () => {
    const expected = {
      ok: true,
      value: {
        discountType: 'Collection',
        percent: 15,
        startDate: '2030-06-01',
        endDate: '2030-06-30',
        collectionId: COLLECTION,
        productIds: [],
        menuIds: [],
        description: '',
      },
    };
    expect(parseDiscount(collection, { today: TODAY })).toEqual(expected);
    expect(parseDiscount({ ...collection, collection: { _id: COLLECTION } }, { today: TODAY })).toEqual(
      expected,
    );
  });

  it('reads a whole-shop discount, with the spec’s description when none is given', () => {
    expect(parseDiscount(webshop, { today: TODAY })).toMatchObject({
      ok: true,
      value: { discountType: 'Webshop', description: 'Zomerkorting', collectionId: null, productIds: [] },
    });
    for (const description of [undefined, null, '', '   '])
      expect(parseDiscount({ ...webshop, description }, { today: TODAY })).toMatchObject({
        ok: true,
        value: { description: 'Korting op de hele webshop' },
      });
  });

  it('clears, without reading, the fields of the other types', () => {
    const everything = {
      products: [PRODUCT],
      menus: 'geen lijst',
      collection: 42,
      description: 'x'.repeat(500),
    };
    expect(
      parseDiscount({ ...webshop, ...everything, description: 'Zomer' }, { today: TODAY }),
    ).toMatchObject({
      ok: true,
      value: { collectionId: null, productIds: [], menuIds: [], description: 'Zomer' },
    });
    expect(
      parseDiscount({ ...collection, ...everything, collection: COLLECTION }, { today: TODAY }),
    ).toMatchObject({
      ok: true,
      value: { collectionId: COLLECTION, productIds: [], menuIds: [], description: '' },
    });
    expect(
      parseDiscount({ ...productMenu, collection: 42, description: 'x'.repeat(500) }, { today: TODAY }),
    ).toMatchObject({ ok: true, value: { collectionId: null, description: '' } });
  });

  it.each([
    [{ discount: undefined }, 'discount', 'Korting is verplicht.'],
    [{ discount: '' }, 'discount', 'Korting is verplicht.'],
    [{ discount: ' ' }, 'discount', 'Korting is verplicht.'],
    [{ discount: 0 }, 'discount', 'Voer een getal tussen 0 en 100 in.'],
    [{ discount: 100 }, 'discount', 'Voer een getal tussen 0 en 100 in.'],
    [{ discount: -5 }, 'discount', 'Voer een getal tussen 0 en 100 in.'],
    [{ discount: 150 }, 'discount', 'Voer een getal tussen 0 en 100 in.'],
    [{ discount: 'tien' }, 'discount', 'Voer een getal tussen 0 en 100 in.'],
    [{ discount: [10] }, 'discount', 'Voer een getal tussen 0 en 100 in.'],
    [{ discount: 0.001 }, 'discount', 'Gebruik maximaal twee decimalen'],
    [{ discount: 99.9999999999 }, 'discount', 'Voer een getal tussen 0 en 100 in.'],
    [
      { discountType: 'Alles' },
      'discountType',
      'Kies het soort korting: product/menu, collectie of hele webshop.',
    ],
    [{ startDate: '' }, 'startDate', 'Begindatum is verplicht.'],
    [{ startDate: null }, 'startDate', 'Begindatum is verplicht.'],
    [{ startDate: '2030-05-09' }, 'startDate', 'Begindatum moet vandaag of later zijn.'],
    [{ startDate: '2030-02-30' }, 'startDate', 'Voer een geldige datum in.'],
    [{ startDate: 20300601 }, 'startDate', 'Voer een geldige datum in.'],
    [{ endDate: '' }, 'endDate', 'Einddatum is verplicht.'],
    [{ endDate: '2030-06-01' }, 'endDate', 'Einddatum moet na de begindatum liggen.'],
    [{ endDate: '2030-05-31' }, 'endDate', 'Einddatum moet na de begindatum liggen.'],
    [{ endDate: '30/06/2030' }, 'endDate', 'Voer een geldige datum in.'],
    [{ products: [], menus: [] }, 'products', 'Selecteer minstens één product of menu.'],
    [{ products: undefined, menus: null }, 'products', 'Selecteer minstens één product of menu.'],
    [{ products: PRODUCT }, 'products', 'Ongeldige waarde.'],
    [{ menus: [42] }, 'menus', 'Ongeldige waarde.'],
    [{ menus: [''] }, 'menus', 'Ongeldige waarde.'],
    [{ eigenaar: 'ik' }, 'eigenaar', 'Onbekend veld: eigenaar.'],
  ])('refuses %j on %s', (change, field, message) => {
    expect(errorsOf({ ...productMenu, ...change })).toEqual({ [field]: message });
  });

  it('needs the collection of a collection discount, and bounds a whole-shop description', () => {
    for (const missing of [undefined, null, '', 'null'])
      expect(errorsOf({ ...collection, collection: missing })).toEqual({
        collection: 'Selecteer een collectie.',
      });
    expect(errorsOf({ ...collection, collection: 42 })).toEqual({ collection: 'Ongeldige waarde.' });
    expect(errorsOf({ ...webshop, description: 'x'.repeat(201) })).toEqual({
      description: 'Mag niet langer zijn dan 200 tekens',
    });
    expect(errorsOf({ ...webshop, description: 'x\u0000' })).toEqual({
      description: 'Deze tekst bevat ongeldige tekens.',
    });
  });

  it('takes a percentage with up to two decimals, as a number or as text with a comma', () => {
    for (const [discount, percent] of [
      [0.01, 0.01],
      ['12,5', 12.5],
      [' 33.33 ', 33.33],
      [99.99, 99.99],
    ] as const)
      expect(parseDiscount({ ...webshop, discount }, { today: TODAY })).toMatchObject({
        ok: true,
        value: { percent },
      });
  });

  it('accepts a menu alone or a product alone', () => {
    expect(errorsOf({ ...productMenu, products: [] })).toEqual({});
    expect(errorsOf({ ...productMenu, menus: undefined })).toEqual({});
  });

  it('bounds the number of products and of menus', () => {
    const many = Array.from({ length: 1001 }, (_, i) => `id-${i}`);
    expect(errorsOf({ ...productMenu, products: many, menus: many })).toEqual({
      products: 'Selecteer hoogstens 1000 producten.',
      menus: 'Selecteer hoogstens 1000 menu’s.',
    });
  });

  it('reports every field at once, the type first', () => {
    expect(errorsOf({ discountType: 'ProductMenu' })).toEqual({
      discount: 'Korting is verplicht.',
      startDate: 'Begindatum is verplicht.',
      endDate: 'Einddatum is verplicht.',
      products: 'Selecteer minstens één product of menu.',
    });
    expect(errorsOf(null)).toEqual({
      discountType: 'Kies het soort korting: product/menu, collectie of hele webshop.',
      discount: 'Korting is verplicht.',
      startDate: 'Begindatum is verplicht.',
      endDate: 'Einddatum is verplicht.',
    });
  });

  it('lets a discount start today, and lets an edit keep a start already past', () => {
    expect(errorsOf({ ...productMenu, startDate: TODAY })).toEqual({});
    const started = { ...productMenu, startDate: '2030-05-01' };
    expect(errorsOf(started, '2030-05-01')).toEqual({});
    expect(errorsOf({ ...started, startDate: '2030-05-02' }, '2030-05-01')).toEqual({
      startDate: 'Begindatum moet vandaag of later zijn.',
    });
  });

  it('leaves the start in the past to the caller when it is not told what today is', () => {
    expect(parseDiscount({ ...productMenu, startDate: '2000-01-01' })).toMatchObject({ ok: true });
  });
});
