import { describe, expect, it } from 'vitest';
import { parseProductForm } from './product-input';

/** A valid product form as the screen sends it: every value as text, the options as JSON text. */
const form = {
  name: ' Broodje kip curry ',
  description: ' Met ananas ',
  price: '6,80',
  collection: '',
  stockQuantity: '',
  soldAlone: 'true',
  productOptions: JSON.stringify([
    { name: 'Saus', type: 'select', required: true, options: [{ name: 'Andalouse', price: '0.50' }] },
  ]),
};

describe('parseProductForm', () => {
  it('reads the multipart form into a product with its prices in cents', () => {
    expect(parseProductForm({ ...form, icon: 'Sandwich' })).toEqual({
      ok: true,
      value: {
        product: {
          name: 'Broodje kip curry',
          description: 'Met ananas',
          priceCents: 680,
          collectionId: null,
          dailyLimit: null,
          stockQuantity: null,
          soldAlone: true,
          vatRate: 6,
          productOptions: [
            {
              name: 'Saus',
              type: 'select',
              required: true,
              options: [{ name: 'Andalouse', priceCents: 50 }],
            },
          ],
        },
        keepExistingImage: true,
      },
    });
  });

  it('reads a JSON body with real numbers, booleans and a collection object alike', () => {
    const parsed = parseProductForm({
      name: 'Soep van de dag',
      price: 4.5,
      soldAlone: false,
      stockQuantity: 0,
      collection: { _id: 'c1', name: 'Soepen' },
      keepExistingImage: false,
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        product: {
          name: 'Soep van de dag',
          description: '',
          priceCents: 450,
          collectionId: 'c1',
          dailyLimit: null,
          stockQuantity: 0,
          soldAlone: false,
          vatRate: 6,
          productOptions: [],
        },
        keepExistingImage: false,
      },
    });
  });

  it('reports every invalid field at once, with its path', () => {
    expect(
      parseProductForm({
        ...form,
        name: 'X',
        price: '0',
        collection: 42,
        stockQuantity: '-1',
        soldAlone: 'misschien',
        vatRate: '7',
        productOptions: JSON.stringify([{ name: '', type: 'select', options: [{ name: 'A', price: 1 }] }]),
        keepExistingImage: 'ja',
        eigenaar: 'ik',
      }),
    ).toEqual({
      ok: false,
      errors: {
        eigenaar: 'Onbekend veld: eigenaar.',
        name: 'Moet ten minste 2 tekens lang zijn',
        price: 'Voer een positief getal in',
        collection: 'Ongeldige waarde.',
        stockQuantity: 'Voer een geheel getal van 0 of meer in',
        soldAlone: 'Kies Ja of Nee',
        vatRate: 'Kies een BTW-tarief: 6 %, 12 % of 21 %.',
        'productOptions.0.name': 'Dit veld is verplicht',
        keepExistingImage: 'Ongeldige waarde.',
      },
    });
  });

  it('requires name, price and Apart verkopen', () => {
    expect(parseProductForm({})).toEqual({
      ok: false,
      errors: {
        name: 'Dit veld is verplicht',
        price: 'Dit veld is verplicht',
        soldAlone: 'Dit veld is verplicht',
      },
    });
  });

  it('reads the BTW-tarief: 6, 12 or 21 as number or text, 6 when left empty', () => {
    const rateOf = (vatRate: unknown) => {
      const parsed = parseProductForm({ ...form, vatRate });
      return parsed.ok ? parsed.value.product.vatRate : parsed.errors.vatRate;
    };
    expect([undefined, '', 6, '6', 12, '12', 21, ' 21 '].map(rateOf)).toEqual([6, 6, 6, 6, 12, 12, 21, 21]);
    for (const wrong of [0, 7, '9', 6.5, '21%', true, [6]])
      expect(rateOf(wrong), String(wrong)).toBe('Kies een BTW-tarief: 6 %, 12 % of 21 %.');
  });
});
