import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storefrontPages } from '../src/modules/storefront/storefront-pages';
import { StorefrontService } from '../src/modules/storefront/storefront.service';
import { furnishedShop, recordQueries } from './support/storefront-support';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

/**
 * The storefront's memory is a budget of bytes (STOREFRONT_CACHE_MB), counted as each shop's answer
 * really holds them: its JSON, and its compressed twins once made. Over the budget the least
 * recently read shops keep their twins only; only when that is not enough are they dropped.
 */
describe('the storefront answers kept in memory', () => {
  let t: TestApp;
  let queries: string[];
  /** One shop's answer: its JSON, and its Brotli and gzip twins together. */
  let json: Buffer;
  let twinBytes: number;

  const read = async (shop: string) => {
    queries.length = 0;
    const response = await t.http.get(`/api/shop/${shop}/storefront`).set('Accept-Encoding', 'identity');
    expect(response.status).toBe(200);
    return { cold: queries.length > 0, body: Buffer.from(response.text) };
  };
  /** Reads the shop and waits until its twins are made (and so counted). */
  const readAndCompress = async (shop: string) => {
    const { cold } = await read(shop);
    await t.app.get(StorefrontService).fromMemory(shop)?.json.compressed;
    return cold;
  };
  const heldBytes = (shop: string) => t.app.get(StorefrontService).fromMemory(shop)?.json.bytes;

  /** A fresh app with two furnished shops of the same size and a budget of `bytes`. */
  const startWithBudget = async (bytes: number) => {
    t = await startTestApp({ storefrontCacheBytes: Math.round(bytes) });
    const [one, two] = [await registerOwner(t.http), await registerOwner(t.http)];
    await furnishedShop(t, one, 'eerstezaak', 'Eén');
    await furnishedShop(t, two, 'tweedezaak', 'Twe');
    queries = recordQueries(t);
  };

  beforeAll(async () => {
    await startWithBudget(64 * 1024 * 1024);
    await readAndCompress('eerstezaak');
    json = (await read('eerstezaak')).body;
    twinBytes = heldBytes('eerstezaak')! - json.length;
    expect(twinBytes).toBeGreaterThan(0);
    expect(twinBytes).toBeLessThan(json.length);
    await t.close();
  });
  afterEach(async () => {
    await t.close();
  });

  it('counts the twins once made: a shop over the budget then keeps them alone, and answers the same', async () => {
    // Room for the JSON alone, not for the JSON and its twins.
    await startWithBudget(json.length * 1.02);
    const first = await read('eerstezaak');
    expect(first.cold).toBe(true);
    await t.app.get(StorefrontService).fromMemory('eerstezaak')?.json.compressed;
    expect(heldBytes('eerstezaak')).toBeLessThan(first.body.length);
    const again = await read('eerstezaak');
    expect(again.cold).toBe(false);
    expect(again.body.equals(first.body)).toBe(true);
  });

  it('lets the least recently read shop keep its twins alone before dropping any', async () => {
    // One shop whole and another's twins.
    await startWithBudget(json.length + twinBytes * 1.5);
    expect(await readAndCompress('eerstezaak')).toBe(true);
    expect(await readAndCompress('tweedezaak')).toBe(true);
    expect(heldBytes('eerstezaak')).toBeLessThan(json.length);
    expect((await read('eerstezaak')).cold).toBe(false);
    expect((await read('tweedezaak')).cold).toBe(false);
  });

  it('drops the least recently read shop when keeping twins alone is not enough', async () => {
    // The twins of one shop and the JSON of another do not fit together.
    await startWithBudget(json.length + twinBytes * 0.5);
    expect(await readAndCompress('eerstezaak')).toBe(true);
    expect(await readAndCompress('tweedezaak')).toBe(true);
    expect((await read('tweedezaak')).cold).toBe(false);
    expect((await read('eerstezaak')).cold).toBe(true);
  });

  it("counts a shop's rendered page too", async () => {
    // Room for the JSON and its twins, or for all twins, not for the page (about twice the JSON
    // here: the JSON is in it) and its twins beside the JSON.
    await startWithBudget(json.length * 3 + twinBytes);
    expect(await readAndCompress('eerstezaak')).toBe(true);
    expect(heldBytes('eerstezaak')).toBeGreaterThan(json.length);
    const dist = mkdtempSync(join(tmpdir(), 'bestelklaar-storefront-memory-'));
    try {
      writeFileSync(
        join(dist, 'index.html'),
        '<!doctype html><html lang="nl"><head></head><body></body></html>',
      );
      const site = express().use(
        storefrontPages({
          dist,
          baseUrl: 'https://bestelklaar.be',
          storefront: t.app.get(StorefrontService),
        }),
      );
      const page = await request(site).get('/eerstezaak').expect(200);
      expect(page.text.length).toBeGreaterThan(json.length * 1.5);
      // Once its twins are made, the page's bytes push the shop over the budget: it keeps twins only.
      await vi.waitFor(() => expect(heldBytes('eerstezaak')).toBeLessThan(json.length));
      expect((await read('eerstezaak')).cold).toBe(false);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
