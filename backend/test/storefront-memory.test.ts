import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { furnishedShop, recordQueries } from './support/storefront-support';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

/**
 * The storefront's memory is a budget of bytes (STOREFRONT_CACHE_MB), counted as each shop's answer
 * really holds them: its JSON, and its compressed twins once made. The least recently read shop
 * makes room first.
 */
describe('the storefront answers kept in memory', () => {
  let t: TestApp;
  let queries: string[];
  let jsonBytes: number;

  /** Reads the shop's storefront; true when the database was asked (a cold build). */
  const readIsCold = async (shop: string) => {
    queries.length = 0;
    await t.http.get(`/api/shop/${shop}/storefront`).set('Accept-Encoding', 'identity').expect(200);
    return queries.length > 0;
  };

  /** A fresh app whose budget is `factor` times one shop's JSON. */
  const startWithBudget = async (factor: number) => {
    t = await startTestApp({ storefrontCacheBytes: Math.round(factor * jsonBytes) });
    const [one, two] = [await registerOwner(t.http), await registerOwner(t.http)];
    await furnishedShop(t, one, 'eerstezaak', 'Eén');
    await furnishedShop(t, two, 'tweedezaak', 'Twe');
    queries = recordQueries(t);
  };

  beforeAll(async () => {
    const probe = await startTestApp();
    await furnishedShop(probe, await registerOwner(probe.http), 'eerstezaak', 'Eén');
    const response = await probe.http
      .get('/api/shop/eerstezaak/storefront')
      .set('Accept-Encoding', 'identity');
    jsonBytes = Buffer.byteLength(response.text);
    await probe.close();
  });
  afterAll(async () => {
    await t.close();
  });

  it('drops the least recently read shop once two no longer fit', async () => {
    await startWithBudget(1.8);
    expect(await readIsCold('eerstezaak')).toBe(true);
    expect(await readIsCold('eerstezaak')).toBe(false);
    expect(await readIsCold('tweedezaak')).toBe(true);
    expect(await readIsCold('tweedezaak')).toBe(false);
    expect(await readIsCold('eerstezaak')).toBe(true);
    await t.close();
  });

  it('counts the compressed twins too, once made', async () => {
    // Room for the JSON alone: once its Brotli and gzip twins are made, the shop no longer fits.
    await startWithBudget(1.02);
    expect(await readIsCold('eerstezaak')).toBe(true);
    await vi.waitFor(async () => expect(await readIsCold('eerstezaak')).toBe(true));
  });
});
