import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchInDatabase } from './support/storefront-support';
import { createDatabase, startAppProcess, type AppProcess } from './support/app-process';

/** The dashboard's calls, over fetch, to whichever instance is given. */
async function call(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const response = await fetch(baseUrl + path, {
    ...rest,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...rest.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

function productForm(name: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name,
    description: 'Met ham en kaas',
    price: '8.50',
    collection: '',
    stockQuantity: '',
    soldAlone: 'true',
    productOptions: '[]',
  }))
    form.append(key, value);
  return form;
}

describe('the storefront read across two instances over one database', () => {
  let a: AppProcess;
  let b: AppProcess;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await createDatabase();
    [a, b] = await Promise.all([startAppProcess(databaseUrl), startAppProcess(databaseUrl)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it("drops B's cached answer when the owner changes the shop through A", async () => {
    const email = `eigenaar-${Date.now()}@voorbeeld.be`;
    const signup = await call(a.baseUrl, '/api/admin/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Eigenaar', email, password: 'geheim123' }),
    });
    const accountId = ((await signup.json()) as { _id: string })._id;
    const login = await call(a.baseUrl, '/api/admin/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'geheim123' }),
    });
    const { token } = (await login.json()) as { token: string };
    const created = await call(a.baseUrl, '/api/admin/products', {
      method: 'POST',
      token,
      body: productForm('Croque'),
    });
    const product = (await created.json()) as { _id: string };
    await launchInDatabase(databaseUrl, accountId, 'tweeinstanties');

    const read = (app: AppProcess, etag?: string) =>
      fetch(`${app.baseUrl}/api/shop/tweeinstanties/storefront`, {
        headers: etag ? { 'If-None-Match': etag } : {},
      });
    const before = await read(b);
    expect(before.status).toBe(200);
    const etag = before.headers.get('etag')!;
    // B now answers from memory.
    expect((await read(b, etag)).status).toBe(304);

    await call(a.baseUrl, `/api/admin/products/${product._id}`, {
      method: 'PUT',
      token,
      body: productForm('Croque XL'),
    });

    const changedAt = performance.now();
    const after = await vi.waitFor(
      async () => {
        const response = await read(b, etag);
        expect(response.status).toBe(200);
        return response;
      },
      { timeout: 2_000, interval: 10 },
    );
    expect(performance.now() - changedAt).toBeLessThan(2_000);
    expect(after.headers.get('etag')).not.toBe(etag);
    const view = (await after.json()) as { products: { name: string }[] };
    expect(view.products.map((item) => item.name)).toEqual(['Croque XL']);
    // Both instances build the same content, so they agree on its tag: a CDN sees one version.
    expect((await read(a)).headers.get('etag')).toBe(after.headers.get('etag'));
  });
});
