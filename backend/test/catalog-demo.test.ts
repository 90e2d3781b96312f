import { describe, expect, it } from 'vitest';
import { CatalogService } from '../src/modules/catalog/catalog.service';
import { seedDemoCatalog } from '../src/modules/catalog/demo-catalog';
import { registerOwner, useTestApp } from './support/test-app';

const t = useTestApp();

describe('the demo catalog', () => {
  it('gives a shop ordered collections and products with photos and option groups', async () => {
    const owner = await registerOwner(t.http);
    await seedDemoCatalog(t.app, owner.id);

    const collections = (await t.http.get('/api/admin/collections').set(owner.auth).expect(200)).body;
    expect(collections.map((collection: { name: string }) => collection.name)).toEqual([
      'Broodjes',
      'Soepen',
      'Salades',
      'Desserts',
      'Dranken',
    ]);
    const products = (await t.http.get('/api/admin/products').set(owner.auth).expect(200)).body as {
      name: string;
      imageUrl: string;
      soldAlone: boolean;
      productOptions: unknown[];
    }[];
    expect(products).toHaveLength(11);
    expect(await t.app.get(CatalogService).countProducts(owner.id)).toBe(11);
    expect(products.every((product) => product.imageUrl)).toBe(true);
    expect(products.some((product) => !product.soldAlone)).toBe(true);
    expect(products.some((product) => product.productOptions.length > 1)).toBe(true);
    const photo = await t.http.get(products[0]!.imageUrl).expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });
});
