import { http, HttpResponse, type JsonBodyType } from 'msw';
import { api } from '../../../test/server';
import type { Product } from '../products/products-api';
import type { Menu } from './menus-api';

/** Test data and MSW answers for the menus screen; tests add them with `server.use(...)`. */

const product = (id: string, name: string, price: number): Product => ({
  _id: id,
  name,
  description: '',
  price,
  collection: null,
  stockQuantity: null,
  soldAlone: true,
  vatRate: 6,
  hasImage: false,
  imageUrl: null,
  productOptions: [],
});

export const soup = product('0b7c6f1e-3d0a-4c55-9a61-3f1c2a9e0001', 'Tomatensoep', 4.8);
export const sandwich = product('0b7c6f1e-3d0a-4c55-9a61-3f1c2a9e0002', 'Broodje kip curry', 6.8);
export const cola = product('0b7c6f1e-3d0a-4c55-9a61-3f1c2a9e0003', 'Cola zero', 2.6);

const included = ({ _id, name, description, price, hasImage, imageUrl }: Product) => ({
  _id,
  name,
  description,
  price,
  hasImage,
  imageUrl,
});

export const lunchMenu: Menu = {
  _id: '7d1e0c52-6a8b-4f0e-8d0c-5b9a1e2f0001',
  name: 'Lunchmenu',
  description: 'Soep, broodje en een drankje',
  price: 12.5,
  vatRate: 6,
  collection: { _id: 'c1', name: 'Broodjes', icon: 'Sandwich' },
  products: [included(soup), included(sandwich), included(cola)],
  productCount: 3,
  productsValue: 14.2,
  hasImage: true,
  imageUrl: '/api/shop-images/menus/lunch.jpg?v=1',
  productOptions: [{ name: 'Opmerking voor de keuken', type: 'text', required: false, options: [] }],
};

/** A menu whose products were all deleted: kept, marked, hidden from the shop. */
export const emptiedMenu: Menu = {
  _id: '7d1e0c52-6a8b-4f0e-8d0c-5b9a1e2f0002',
  name: 'Kindermenu',
  description: '',
  price: 7,
  vatRate: 6,
  collection: null,
  products: [],
  productCount: 0,
  productsValue: 0,
  hasImage: false,
  imageUrl: null,
  productOptions: [],
};

export const menusAnswer = (body: JsonBodyType, status = 200) =>
  http.get(api('/admin/menus'), () => HttpResponse.json(body, { status }));

export const productsAnswer = (body: JsonBodyType, status = 200) =>
  http.get(api('/admin/products'), () => HttpResponse.json(body, { status }));
