import { describe, expect, it } from 'vitest';
import { discount } from '../../../test/fixtures/discounts';
import { discountToValues, emptyDiscountValues, toDiscountBody } from './discount-form-values';
import { appliesTo, formatPercent } from './discount-labels';

const filled = {
  discount: '12,5',
  startDate: '2026-07-01',
  endDate: '2026-07-31',
  collection: 'c1',
  products: ['p1'],
  menus: ['m1'],
  description: '  Zomer  ',
};

describe('toDiscountBody', () => {
  it('sends the percentage as a number and only the fields of its own kind', () => {
    expect(toDiscountBody('Collection', filled)).toEqual({
      discountType: 'Collection',
      discount: 12.5,
      startDate: '2026-07-01',
      endDate: '2026-07-31',
      collection: 'c1',
      products: [],
      menus: [],
      description: '',
    });
    expect(toDiscountBody('ProductMenu', filled)).toMatchObject({
      collection: null,
      products: ['p1'],
      menus: ['m1'],
      description: '',
    });
    expect(toDiscountBody('Webshop', filled)).toMatchObject({
      collection: null,
      products: [],
      menus: [],
      description: 'Zomer',
    });
  });
});

describe('the form’s starting values', () => {
  it('offers the spec’s default description for a new whole-shop discount only', () => {
    expect(emptyDiscountValues('Webshop').description).toBe('Korting op de hele webshop');
    expect(emptyDiscountValues('Collection').description).toBe('');
  });

  it('shows an edited discount’s percentage with a Belgian decimal comma, and its ids', () => {
    const values = discountToValues(
      discount({
        _id: 'a',
        discountType: 'ProductMenu',
        discount: 12.5,
        products: [{ _id: 'p1', name: 'Soep' }],
        menus: [{ _id: 'm1', name: 'Lunch' }],
      }),
    );
    expect(values).toMatchObject({ discount: '12,5', products: ['p1'], menus: ['m1'], collection: '' });
  });
});

describe('the table’s words', () => {
  it('writes percentages the Belgian way', () => {
    expect(formatPercent(15)).toBe('15 %');
    expect(formatPercent(12.5)).toBe('12,5 %');
  });

  it('names what a discount applies to, counting the rest of a long selection', () => {
    const many = discount({
      _id: 'a',
      discountType: 'ProductMenu',
      products: ['Soep', 'Broodje', 'Wrap', 'Salade'].map((name) => ({ _id: name, name })),
      menus: [{ _id: 'm', name: 'Lunch' }],
    });
    expect(appliesTo(many)).toBe('Soep, Broodje, Wrap en 2 meer');
    expect(
      appliesTo(
        discount({
          _id: 'b',
          discountType: 'Collection',
          collection: { _id: 'c', name: 'Soepen', icon: 'Soup' },
        }),
      ),
    ).toBe('Soepen');
    expect(appliesTo(discount({ _id: 'c', discountType: 'Webshop', description: 'Lente' }))).toBe('Lente');
  });
});
