import { describe, expect, it } from 'vitest';
import { newOptionGroupValues } from '../shared/items/option-group-values';
import type { Product } from '../shared/items/products-api';
import {
  emptyProductValues,
  productToValues,
  toProductFormData,
  type ProductFormValues,
} from './product-form-values';

const values: ProductFormValues = {
  name: ' Broodje kip curry ',
  description: 'Met ananas',
  price: '6,80',
  vatRate: 21,
  collection: 'c1',
  dailyLimit: '20',
  stockQuantity: '',
  soldAlone: false,
  productOptions: [
    {
      name: 'Saus',
      type: 'select',
      required: true,
      maxSelections: '1',
      options: [
        { name: 'Mayonaise', price: '', allergens: ['eggs', 'mustard'] },
        { name: 'Andalouse', price: '0,50', allergens: [] },
      ],
    },
    {
      name: 'Extra',
      type: 'multiselect',
      required: false,
      maxSelections: '2',
      options: [
        { name: 'Kaas', price: '1', allergens: ['milk'] },
        { name: 'Spek', price: '1.25', allergens: [] },
      ],
    },
  ],
  allergens: ['gluten'],
  mayContain: ['sesame'],
  dietary: [],
};

describe('toProductFormData', () => {
  it('sends text fields with decimal points, the options as JSON in euros and the allergens as JSON', () => {
    const form = toProductFormData(values, { kind: 'none' }, false);
    expect(Object.fromEntries(form)).toEqual({
      name: 'Broodje kip curry',
      description: 'Met ananas',
      price: '6.8',
      vatRate: '21',
      collection: 'c1',
      dailyLimit: '20',
      stockQuantity: '',
      soldAlone: 'false',
      productOptions: JSON.stringify([
        {
          name: 'Saus',
          type: 'select',
          required: true,
          options: [
            { name: 'Mayonaise', price: 0, allergens: ['eggs', 'mustard'] },
            { name: 'Andalouse', price: 0.5, allergens: [] },
          ],
        },
        {
          name: 'Extra',
          type: 'multiselect',
          required: false,
          options: [
            { name: 'Kaas', price: 1, allergens: ['milk'] },
            { name: 'Spek', price: 1.25, allergens: [] },
          ],
          maxSelections: 2,
        },
      ]),
      allergens: '["gluten"]',
      mayContain: '["sesame"]',
      dietary: '[]',
    });
  });

  it('keeps the current photo on edit unless it was removed or replaced', () => {
    expect(toProductFormData(values, { kind: 'current', url: '/x' }, true).get('keepExistingImage')).toBe(
      'true',
    );
    expect(toProductFormData(values, { kind: 'none' }, true).get('keepExistingImage')).toBe('false');
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    const replaced = toProductFormData(values, { kind: 'new', file: photo, previewUrl: 'blob:x' }, true);
    expect(replaced.get('keepExistingImage')).toBe('false');
    expect(replaced.get('image')).toBeInstanceOf(Blob);
  });
});

describe('productToValues', () => {
  it('starts a new product at the spec’s 6 % VAT', () => {
    expect(emptyProductValues().vatRate).toBe(6);
  });

  it('turns a product into form text, Belgian decimals and unlimited stock as empty', () => {
    const product: Product = {
      _id: 'p1',
      name: 'Soep',
      description: '',
      price: 4.8,
      collection: null,
      stockQuantity: null,
      soldAlone: true,
      vatRate: 12,
      hasImage: false,
      imageUrl: null,
      soldOut: false,
      dailyLimit: null,
      productOptions: [
        {
          name: 'Formaat',
          type: 'select',
          required: true,
          options: [{ name: 'Groot', price: 2.5, allergens: ['milk'] }],
        },
      ],
      allergens: ['celery'],
      mayContain: [],
      dietary: ['vegan'],
    };
    expect(productToValues(product)).toEqual({
      name: 'Soep',
      description: '',
      price: '4,80',
      vatRate: 12,
      collection: '',
      dailyLimit: '',
      stockQuantity: '',
      soldAlone: true,
      productOptions: [
        {
          name: 'Formaat',
          type: 'select',
          required: true,
          maxSelections: '1',
          options: [{ name: 'Groot', price: '2,50', allergens: ['milk'] }],
        },
      ],
      allergens: ['celery'],
      mayContain: [],
      dietary: ['vegan'],
    });
  });

  it('starts a new group as the spec says: select, not required, one empty choice', () => {
    expect(newOptionGroupValues()).toEqual({
      name: '',
      type: 'select',
      required: false,
      maxSelections: '1',
      options: [{ name: '', price: '', allergens: [] }],
    });
  });
});
