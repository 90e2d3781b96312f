import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProductsService } from '../src/modules/catalog/products.service';
import { image } from './support/catalog-fixtures';
import { registerOwner, useTestApp } from './support/test-app';

const t = useTestApp();

function storedFiles(): string[] {
  const root = join(t.config.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

const product = (priceCents: number) =>
  ({
    name: 'Tomatensoep',
    description: '',
    priceCents,
    collectionId: null,
    stockQuantity: null,
    soldAlone: true,
    productOptions: [],
  }) as unknown as Parameters<ProductsService['create']>[1];

describe('images are stored outside the transaction, and undone when it fails', () => {
  it('removes the stored photo again when the product cannot be saved', async () => {
    const owner = await registerOwner(t.http);
    const before = storedFiles();
    // The database refuses a price of 0 cents (a CHECK constraint), after the photo was stored.
    await expect(
      t.app.get(ProductsService).create(owner.id, product(0), await image('png')),
    ).rejects.toThrow();
    expect(storedFiles()).toEqual(before);
  });

  it('keeps the current photo, and drops the new one, when an edit cannot be saved', async () => {
    const owner = await registerOwner(t.http);
    const products = t.app.get(ProductsService);
    const created = await products.create(owner.id, product(450), await image('png'));
    const photo = await t.http.get(created.imageUrl!).expect(200);
    const before = storedFiles();

    await expect(
      products.update(owner.id, created._id, product(0), { upload: await image('jpeg') }),
    ).rejects.toThrow();

    expect(storedFiles()).toEqual(before);
    const still = await t.http.get(created.imageUrl!).expect(200);
    expect(Buffer.compare(still.body, photo.body)).toBe(0);
  });

  it('replaces the file of a photo that was replaced, once the edit is saved', async () => {
    const owner = await registerOwner(t.http);
    const products = t.app.get(ProductsService);
    const created = await products.create(owner.id, product(450), await image('png'));
    const before = storedFiles();
    const updated = await products.update(owner.id, created._id, product(500), {
      upload: await image('jpeg'),
    });
    const after = storedFiles();
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);
    expect(updated.imageUrl).not.toBe(created.imageUrl);
    await t.http.get(updated.imageUrl!).expect(200);
  });
});
