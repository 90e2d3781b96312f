import { Agent, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cents, type StorefrontView } from '@bestelklaar/domain';
import { CatalogService } from '../src/modules/catalog/catalog.service';
import { addMenu, launchInDatabase, saveSettings } from './support/storefront-support';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

const PRODUCTS = 500;
const MENUS = 40;
const COLLECTIONS = 12;
const WARM_READS = 300;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * A big shop's storefront (500 products with options, 40 menus): what it weighs and what a read
 * costs, cold and from memory. The figures are printed for the note; the assertions hold
 * what must be true whatever the machine.
 */
describe('the storefront of a shop with 500 products and 40 menus', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startTestApp();
    const server = t.app.getHttpServer();
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const owner = await registerOwner(t.http);
    await saveSettings(t, owner, { shopName: 'De Grote Smulhoek' });
    const catalog = t.app.get(CatalogService);
    const collections = [];
    for (let index = 0; index < COLLECTIONS; index++)
      collections.push(
        await catalog.createCollection(owner.id, { name: `Collectie ${index}`, icon: 'Sandwich' }),
      );
    const productIds: string[] = [];
    for (let index = 0; index < PRODUCTS; index++) {
      const product = await catalog.createProduct(owner.id, {
        name: `Broodje nummer ${index}`,
        description:
          'Vers afgebakken met hoeveboter, jonge kaas, hesp, sla, tomaat en ei; met huisgemaakte saus.',
        priceCents: cents(450 + index),
        collectionId: collections[index % COLLECTIONS]!._id,
        stockQuantity: index % 3 === 0 ? 20 : null,
        soldAlone: index % 10 !== 9,
        dailyLimit: null,
        vatRate: 6,
        productOptions: [
          {
            name: 'Saus',
            type: 'select',
            required: true,
            options: [
              { name: 'Mayonaise', priceCents: cents(0) },
              { name: 'Andalouse', priceCents: cents(50) },
              { name: 'Tartaar', priceCents: cents(50) },
            ],
          },
          {
            name: 'Extra’s',
            type: 'multiselect',
            required: false,
            maxSelections: 2,
            options: [
              { name: 'Kaas', priceCents: cents(80) },
              { name: 'Spek', priceCents: cents(120) },
            ],
          },
        ],
      });
      productIds.push(product._id);
    }
    for (let index = 0; index < MENUS; index++) {
      const included = [0, 1, 2, 3].map((offset) => productIds[(index * 7 + offset * 11) % PRODUCTS]!);
      await addMenu(t.databaseUrl, owner.id, included, `Menu nummer ${index}`);
    }
    await launchInDatabase(t.databaseUrl, owner.id, 'grotesmulhoek');
  }, 180_000);
  afterAll(async () => {
    agent.destroy();
    await t.close();
  });

  /** Over plain node:http, which (unlike fetch) leaves a compressed body as it came. */
  const read = (headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((answered, failed) => {
      get(`${baseUrl}/api/shop/grotesmulhoek/storefront`, { headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          answered({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', failed);
    });

  it('lists every product sold alone and every menu, and is built once, then answered from memory', async () => {
    const coldStart = performance.now();
    const cold = await read({ 'Accept-Encoding': 'identity' });
    const coldMs = performance.now() - coldStart;
    const plain = cold.body;
    const view = JSON.parse(plain.toString('utf8')) as StorefrontView;
    expect(view.products).toHaveLength(PRODUCTS * 0.9);
    expect(view.menus).toHaveLength(MENUS);
    expect(view.collections).toHaveLength(COLLECTIONS);
    const etag = cold.headers.etag!;

    const brotli = await vi.waitFor(async () => {
      const response = await read({ 'Accept-Encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      return response.body;
    });
    expect(brotliDecompressSync(brotli).equals(plain)).toBe(true);
    expect(brotli.length).toBeLessThan(plain.length / 5);

    const timed = async (headers: Record<string, string>, status: number) => {
      const start = performance.now();
      for (let index = 0; index < WARM_READS; index++) {
        expect((await read(headers)).status).toBe(status);
      }
      return (performance.now() - start) / WARM_READS;
    };
    const warmPlainMs = await timed({ 'Accept-Encoding': 'identity' }, 200);
    const warmBrotliMs = await timed({ 'Accept-Encoding': 'br' }, 200);
    const notModifiedMs = await timed({ 'If-None-Match': etag }, 304);

    console.log(
      [
        `Storefront, ${PRODUCTS} producten (${view.products.length} los verkocht) en ${MENUS} menu's:`,
        `  grootte: ${plain.length} B plain, ${brotli.length} B brotli`,
        `  eerste (koude) lezing: ${coldMs.toFixed(1)} ms`,
        `  uit geheugen, gemiddeld over ${WARM_READS} na elkaar: ${warmPlainMs.toFixed(2)} ms plain, ` +
          `${warmBrotliMs.toFixed(2)} ms brotli, ${notModifiedMs.toFixed(2)} ms voor 304`,
      ].join('\n'),
    );
  }, 120_000);
});
