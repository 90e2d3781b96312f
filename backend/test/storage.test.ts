import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../src/storage/disk-storage';
import type { ObjectStorage } from '../src/storage/object-storage';
import { S3Storage } from '../src/storage/s3-storage';
import { loadStorageConfig } from '../src/storage/storage-config';
import { startS3Server } from './support/storage-s3-server';

const s3: Awaited<ReturnType<typeof startS3Server>>[] = [];
const folders: string[] = [];
const clients: S3Storage[] = [];

beforeAll(async () => {
  s3.push(await startS3Server('contract'));
});
afterAll(async () => {
  for (const client of clients) client.destroy();
  await Promise.all(s3.map((server) => server.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const adapters: [string, () => ObjectStorage][] = [
  [
    'DiskStorage',
    () => {
      const folder = mkdtempSync(join(tmpdir(), 'bestelklaar-disk-'));
      folders.push(folder);
      return new DiskStorage(folder);
    },
  ],
  [
    'S3Storage against s3rver',
    () => {
      const storage = new S3Storage({
        driver: 's3',
        endpoint: s3[0]!.endpoint,
        bucket: 'contract',
        region: 'eu-west-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      });
      clients.push(storage);
      return storage;
    },
  ],
];

describe.each(adapters)('%s', (_name, create) => {
  it('gives back what was put, with its media type', async () => {
    const storage = create();
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x0a, 0x00, 0x0a, 0x42]);
    await storage.put('products/abc-1', bytes, 'image/jpeg');
    expect(await storage.get('products/abc-1')).toEqual({ body: bytes, contentType: 'image/jpeg' });
  });

  it('overwrites a key', async () => {
    const storage = create();
    await storage.put('products/abc-2', Buffer.from('een'), 'image/jpeg');
    await storage.put('products/abc-2', Buffer.from('twee'), 'image/webp');
    expect(await storage.get('products/abc-2')).toEqual({
      body: Buffer.from('twee'),
      contentType: 'image/webp',
    });
  });

  it('has nothing under an unknown key, and deleting one is no error', async () => {
    const storage = create();
    expect(await storage.get('products/nooit')).toBeUndefined();
    await storage.delete('products/nooit');
  });

  it('deletes', async () => {
    const storage = create();
    await storage.put('logos/shop-1', Buffer.from('logo'), 'image/webp');
    await storage.delete('logos/shop-1');
    expect(await storage.get('logos/shop-1')).toBeUndefined();
  });

  it.each(['../geheim', 'products/../../x', '/absoluut', 'a//b', 'products/x.jpg', ''])(
    'refuses the key %j',
    async (key) => {
      const storage = create();
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    },
  );
});

describe('storage configuration', () => {
  it('defaults to disk', () => {
    expect(loadStorageConfig({})).toEqual({ driver: 'disk' });
  });

  it('reads an S3-compatible bucket from S3_*', () => {
    expect(
      loadStorageConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'https://s3.nl-ams.scw.cloud',
        S3_BUCKET: 'foto',
        S3_REGION: 'nl-ams',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'geheim',
      }),
    ).toEqual({
      driver: 's3',
      endpoint: 'https://s3.nl-ams.scw.cloud',
      bucket: 'foto',
      region: 'nl-ams',
      accessKeyId: 'id',
      secretAccessKey: 'geheim',
      forcePathStyle: true,
    });
  });

  it.each([
    [{ STORAGE: 'ftp' }, 'STORAGE must be "disk" or "s3", got "ftp"'],
    [{ STORAGE: 's3' }, 'STORAGE=s3 needs S3_BUCKET'],
    [
      { STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' },
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    ],
  ])('stops a half configuration %j with a reason', (env, reason) => {
    expect(() => loadStorageConfig(env)).toThrow(reason);
  });
});
