import { describe, expect, it } from 'vitest';
import { PAGINATION_MESSAGES } from '../src/common/pagination';
import { addProduct } from './support/ready-shop';
import { registerOwner, useTestApp } from './support/test-app';

const t = useTestApp();
const url = '/api/admin/products';

async function allPages(auth: Record<string, string>, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: Record<string, string> = { limit: String(limit), ...(cursor ? { cursor } : {}) };
    const page = await t.http.get(url).query(query).set(auth).expect(200);
    expect(page.body.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.body.items.map((item: { _id: string }) => item._id));
    cursor = page.body.nextCursor;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

describe('the products list a page at a time', () => {
  it('walks the same list as the plain answer, page by page, without repeats or gaps', async () => {
    const owner = await registerOwner(t.http);
    for (let i = 0; i < 7; i++) await addProduct(t, owner.auth);
    const plain = (await t.http.get(url).set(owner.auth).expect(200)).body;
    expect(Array.isArray(plain)).toBe(true);

    const { ids, pages } = await allPages(owner.auth, 3);
    expect(pages).toBe(3);
    expect(ids).toEqual(plain.map((product: { _id: string }) => product._id));
  });

  it('stays stable when a product is added while paging', async () => {
    const owner = await registerOwner(t.http);
    for (let i = 0; i < 4; i++) await addProduct(t, owner.auth);
    const first = (await t.http.get(url).query({ limit: '2' }).set(owner.auth).expect(200)).body;
    await addProduct(t, owner.auth);
    const second = (
      await t.http.get(url).query({ limit: '2', cursor: first.nextCursor }).set(owner.auth).expect(200)
    ).body;
    const seen = [...first.items, ...second.items].map((product: { _id: string }) => product._id);
    expect(new Set(seen).size).toBe(4);
  });

  it("never shows another shop's products through a cursor", async () => {
    const owner = await registerOwner(t.http);
    const stranger = await registerOwner(t.http);
    for (let i = 0; i < 3; i++) await addProduct(t, owner.auth);
    const first = (await t.http.get(url).query({ limit: '1' }).set(owner.auth).expect(200)).body;
    const theirs = await t.http.get(url).query({ cursor: first.nextCursor }).set(stranger.auth).expect(200);
    expect(theirs.body).toEqual({ items: [], nextCursor: null });
  });

  it('refuses a bad limit or a cursor it did not make, in Dutch, without a 500', async () => {
    const owner = await registerOwner(t.http);
    const badLimit = await t.http.get(url).query({ limit: 'nul' }).set(owner.auth).expect(400);
    expect(badLimit.body.fields).toEqual({ limit: PAGINATION_MESSAGES.invalidLimit });
    const forged = Buffer.from(JSON.stringify(['gisteren', 'geen-id'])).toString('base64url');
    for (const cursor of ['rommel', forged]) {
      const response = await t.http.get(url).query({ cursor }).set(owner.auth).expect(400);
      expect(response.body.fields).toEqual({ cursor: PAGINATION_MESSAGES.invalidCursor });
    }
  });
});
