import { describe, expect, it } from 'vitest';
import { ALL_COLLECTIONS, filterProducts, NO_COLLECTION } from './filter-products';
import type { Product } from '../shared/items/products-api';
import { adminProduct } from '../../../test/fixtures/items';

function product(name: string, description: string, collectionId: string | null): Product {
  const collection = collectionId ? { _id: collectionId, name: collectionId, icon: 'Utensils' } : null;
  return adminProduct({ _id: name, name, description, price: 1, collection });
}

const products = [
  product('Crème brûlée', 'Met vanille', 'desserts'),
  product('Broodje kip curry', 'Met ananas', 'broodjes'),
  product('Spa bruis', '', null),
];

const names = (list: Product[]) => list.map((item) => item.name);

describe('filterProducts', () => {
  it('shows everything without a search or collection', () => {
    expect(names(filterProducts(products, '  ', ALL_COLLECTIONS))).toEqual(names(products));
  });

  it('searches name and description, ignoring case and accents', () => {
    expect(names(filterProducts(products, 'CREME', ALL_COLLECTIONS))).toEqual(['Crème brûlée']);
    expect(names(filterProducts(products, 'ananas', ALL_COLLECTIONS))).toEqual(['Broodje kip curry']);
  });

  it('filters on one collection, or on products without one', () => {
    expect(names(filterProducts(products, '', 'broodjes'))).toEqual(['Broodje kip curry']);
    expect(names(filterProducts(products, '', NO_COLLECTION))).toEqual(['Spa bruis']);
    expect(names(filterProducts(products, 'met', 'desserts'))).toEqual(['Crème brûlée']);
  });
});
