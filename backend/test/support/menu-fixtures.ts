import type { Test } from 'supertest';
import type { TestApp } from './test-app';
import type { registerOwner } from './test-app';
import { asMultipart, productFields, type FormFields } from './catalog-fixtures';

type Owner = Awaited<ReturnType<typeof registerOwner>>;

/** A menu form as the screen sends it: text fields, `products[i]` one per product, options as JSON text. */
export interface MenuFields {
  fields: FormFields;
  products: string[];
}

export function menuFields(products: string[], overrides: FormFields = {}): MenuFields {
  return {
    fields: {
      name: 'Lunchmenu',
      description: 'Soep, broodje en een drankje',
      price: '12.50',
      collection: '',
      productOptions: '[]',
      ...overrides,
    },
    products,
  };
}

/** Fills a multipart request with the menu's fields, its products and, optionally, an image. */
export function asMenuMultipart(request: Test, form: MenuFields, file?: { body: Buffer }) {
  form.products.forEach((id, index) => request.field(`products[${index}]`, id));
  return asMultipart(request, form.fields, file);
}

export async function createProduct(t: TestApp, owner: Owner, fields: FormFields = {}) {
  const response = await asMultipart(
    t.http.post('/api/admin/products').set(owner.auth),
    productFields(fields),
  ).expect(201);
  return response.body as { _id: string; name: string; description: string; price: number };
}

export async function createCollection(t: TestApp, owner: Owner, name = 'Menu’s', icon = 'Utensils') {
  const response = await t.http
    .post('/api/admin/collections')
    .set(owner.auth)
    .send({ name, icon })
    .expect(201);
  return response.body as { _id: string; name: string; icon: string };
}
