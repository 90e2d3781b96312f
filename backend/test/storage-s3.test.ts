import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../src/storage/s3-storage';
import type { S3Config } from '../src/storage/storage-config';
import { withDatabase } from './support/shop-setup';
import { registerOwner, startTestApp, TestApp } from './support/test-app';
import { asMultipart, image, productFields } from './support/catalog-fixtures';
import { startS3Server } from './support/storage-s3-server';

let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let bucket: S3Storage;

beforeAll(async () => {
  s3 = await startS3Server('webshop-fotos');
  const config: S3Config = {
    driver: 's3',
    endpoint: s3.endpoint,
    bucket: 'webshop-fotos',
    region: 'eu-west-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  t = await startTestApp({ storage: config });
  bucket = new S3Storage(config);
});
afterAll(async () => {
  bucket.destroy();
  await t.close();
  await s3.stop();
});

describe('the app with STORAGE=s3', () => {
  it('keeps product photos in the bucket, serves them, and removes them with the product', async () => {
    const owner = await registerOwner(t.http);
    const created = await asMultipart(t.http.post('/api/admin/products').set(owner.auth), productFields(), {
      body: await image('png', { width: 120, height: 90 }),
    }).expect(201);
    const { _id: id, imageUrl } = created.body;

    // Each upload has a key of its own below the product's prefix, recorded on the product.
    const key = await withDatabase(t, async (db) => {
      const { rows } = await db.query('SELECT image_key FROM products WHERE id = $1', [id]);
      return rows[0].image_key as string;
    });
    expect(key).toMatch(new RegExp(`^products/${id}/`));
    const stored = await bucket.get(key);
    expect(stored?.contentType).toBe('image/jpeg');
    const served = await t.http.get(imageUrl).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(served.body, stored!.body)).toBe(0);

    await t.http.delete(`/api/admin/products/${id}`).set(owner.auth).expect(204);
    expect(await bucket.get(key)).toBeUndefined();
    await t.http.get(imageUrl).expect(404);
  });
});
