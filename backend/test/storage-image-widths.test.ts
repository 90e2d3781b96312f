import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../src/storage/disk-storage';
import { ImageStore } from '../src/storage/images/image-store';
import { requestedImageWidth } from '../src/storage/images/image-widths';
import { processImage } from '../src/storage/images/process-image';
import type { ObjectStorage, StoredObject } from '../src/storage/object-storage';
import { asMultipart, image, productFields } from './support/catalog-fixtures';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
      .sort();
  } catch {
    return [];
  }
}

describe('processImage makes the WebP widths once, at upload', () => {
  it('makes each width below the stored image’s own as WebP', async () => {
    const processed = await processImage(await image('jpeg', { width: 2000, height: 1000 }));
    expect(processed.contentType).toBe('image/jpeg');
    expect(processed.width).toBe(1600);
    expect(processed.variants.map((variant) => variant.width)).toEqual([320, 640, 960, 1280]);
    for (const variant of processed.variants) {
      const metadata = await sharp(variant.body).metadata();
      expect(variant.contentType).toBe('image/webp');
      expect(metadata.format).toBe('webp');
      expect([metadata.width, metadata.height], `w${variant.width}`).toEqual([
        variant.width,
        variant.width / 2,
      ]);
    }
    const small = processed.variants.find((variant) => variant.width === 320)!;
    expect(small.body.length).toBeLessThan(processed.body.length / 4);
  });

  it('keeps a logo’s transparency in its variants, and makes none for an image not wider than 320', async () => {
    const logo = await processImage(await image('png', { width: 700, height: 350, alpha: true }));
    expect(logo.variants.map((variant) => variant.width)).toEqual([320, 640]);
    for (const variant of logo.variants) expect((await sharp(variant.body).metadata()).hasAlpha).toBe(true);
    expect((await processImage(await image('jpeg', { width: 320, height: 200 }))).variants).toEqual([]);
  });
});

describe('requestedImageWidth (`?w=` of an image URL)', () => {
  it.each([
    ['320', 320],
    ['640', 640],
    ['1', 320],
    ['321', 640],
    ['1920', 1920],
    ['5000', 1920],
  ])('reads %s as the %i variant', (value, width) => {
    expect(requestedImageWidth(value)).toBe(width);
  });

  it.each([undefined, '', '0', '-320', '32.5', 'breed', '123456', ['320', '640'], 320])(
    'reads %j as the original',
    (value) => {
      expect(requestedImageWidth(value)).toBeUndefined();
    },
  );
});

describe('ImageStore keeps the variants beside the original', () => {
  let root: string;
  let store: ImageStore;
  let storage: DiskStorage;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'bestelklaar-widths-'));
    storage = new DiskStorage(root);
    store = new ImageStore(storage);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stages the original and each width, reads either, and removes them together', async () => {
    const key = await store.stage(
      'products/p1',
      await processImage(await image('jpeg', { width: 1000, height: 500 })),
    );
    expect(filesUnder(root).map((file) => file.replace(/^.*\/[\w-]{36}/, ''))).toEqual([
      '',
      '-w320',
      '-w640',
      '-w960',
    ]);

    const original = (await store.read(key))!;
    expect(original.contentType).toBe('image/jpeg');
    expect(await widthOf(original.body)).toBe(1000);
    const narrow = (await store.read(key, 640))!;
    expect(narrow.contentType).toBe('image/webp');
    expect(await widthOf(narrow.body)).toBe(640);
    const wide = (await store.read(key, 1280))!;
    expect(wide.contentType).toBe('image/jpeg');
    expect(Buffer.compare(wide.body, original.body)).toBe(0);

    await store.removeQuietly([key]);
    expect(filesUnder(root)).toEqual([]);
  });

  it('serves the original of an image stored before there were variants, whatever the width asked', async () => {
    const legacy = await processImage(await image('jpeg', { width: 800, height: 400 }));
    await storage.put('products/oud', legacy.body, legacy.contentType);
    const read = (await store.read('products/oud', 320))!;
    expect(read.contentType).toBe('image/jpeg');
    expect(Buffer.compare(read.body, legacy.body)).toBe(0);
    await store.removeQuietly(['products/oud']);
    expect(filesUnder(root)).toEqual([]);
  });

  it('leaves nothing behind when storing one of the files fails', async () => {
    const files = new Map<string, StoredObject>();
    let puts = 0;
    const failing: ObjectStorage = {
      async put(key, body, contentType) {
        puts += 1;
        if (puts === 3) throw new Error('schijf vol');
        files.set(key, { body, contentType });
      },
      async get(key) {
        return files.get(key);
      },
      async delete(key) {
        files.delete(key);
      },
    };
    const processed = await processImage(await image('jpeg', { width: 1000, height: 500 }));
    expect(processed.variants.length).toBeGreaterThanOrEqual(2);
    await expect(new ImageStore(failing).stage('menus/m1', processed)).rejects.toThrow('schijf vol');
    expect([...files.keys()]).toEqual([]);
  });
});

describe('a product photo through the admin API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is stored with its widths at upload, and every file goes when the product does', async () => {
    const uploads = join(t.config.dataDir, 'uploads');
    const owner = await registerOwner(t.http);
    const created = await asMultipart(t.http.post('/api/admin/products').set(owner.auth), productFields(), {
      body: await image('jpeg', { width: 1200, height: 900 }),
    }).expect(201);
    const stored = filesUnder(uploads);
    expect(stored.filter((file) => /-w\d+$/.test(file)).map((file) => file.split('-w')[1])).toEqual([
      '320',
      '640',
      '960',
    ]);
    expect(stored).toHaveLength(4);
    // The image route still answers the original until it reads `?w=`.
    const photo = await t.http.get(created.body.imageUrl).expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');

    await t.http.delete(`/api/admin/products/${created.body._id}`).set(owner.auth).expect(204);
    expect(filesUnder(uploads)).toEqual([]);
  });
});
