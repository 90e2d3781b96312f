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
          stockQuantity: null,
          soldAlone: true,
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
          stockQuantity: 0,
          soldAlone: false,
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
});
