import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';
import { shopReady } from '../support/shop-ready';

/**
 * The shop page's first load, all its scripts gzipped (scripts/bench-web.mjs measures the same):
 * 123.6 KiB with its own entry, 132.7 KiB with the languages' runtime and the Dutch catalogue,
 * 121.8 KiB with its own small router in place of react-router (src/lib/navigation.shop.tsx), and
 * again without the form and server messages (1.4 KiB less of domain code, taken back by three more
 * small shared chunks), 112.4 KiB with TanStack Query loaded only with the checkout (the shop's read
 * in a small store of its own, src/features/storefront/storefront-store.ts); a little room for texts
 * to come.
 */
const SHOP_JS_BUDGET_KIB = 115;
const frontendDist = resolve(__dirname, '..', '..', process.env.FRONTEND_DIST ?? 'frontend/dist');

test(`the shop page loads at most ${SHOP_JS_BUDGET_KIB} KiB of JavaScript gzipped on its first load`, async ({
  page,
}, testInfo) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/demo');
  await shopReady(page);
  await page.waitForLoadState('networkidle');

  const sizes = scripts.map((path) => ({
    path,
    kib: gzipSync(readFileSync(join(frontendDist, path)), { level: 9 }).length / 1024,
  }));
  const total = sizes.reduce((sum, { kib }) => sum + kib, 0);
  const list = sizes.map(({ path, kib }) => `${kib.toFixed(1)} KiB ${path}`).join('\n');
  const measured = `${total.toFixed(1)} KiB in ${sizes.length} scripts (budget ${SHOP_JS_BUDGET_KIB}):\n${list}`;
  testInfo.annotations.push({ type: 'shop JavaScript', description: measured });
  // The shop's own small entry, not the whole app's (src/shop-main.tsx).
  expect(
    scripts.filter((path) => /\/assets\/index-/.test(path)),
    measured,
  ).toEqual([]);
  expect(total, measured).toBeLessThanOrEqual(SHOP_JS_BUDGET_KIB);
});
