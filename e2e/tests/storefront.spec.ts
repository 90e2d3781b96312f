import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** What this spec reads of `GET /api/shop/{shop}/storefront`. */
interface StorefrontRead {
  collections: { _id: string; name: string; sortOrder: number }[];
  products: { collection: { _id: string } | null }[];
  menus: { collection: { _id: string } | null }[];
}

const SIZES = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** The demo shop's sections, in the page's order: every collection, then 'Overige' if needed. */
async function demoSections(page: Page): Promise<string[]> {
  const view = (await (await page.request.get('/api/shop/demo/storefront')).json()) as StorefrontRead;
  const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
  const sections = [...view.collections]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((collection) => capitalised(collection.name));
  const homeless = [...view.products, ...view.menus].some((item) => item.collection === null);
  return homeless ? [...sections, 'Overige'] : sections;
}

for (const size of SIZES) {
  test(`a customer browses the demo shop by its collection tabs on a ${size.name}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const collections = await demoSections(page);
    expect(collections.length).toBeGreaterThan(2);

    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('We dekken de tafel voor je…')).toBeHidden();
    const tabs = page.getByRole('navigation', { name: 'Collecties' });
    await expect(tabs.getByRole('link')).toHaveText(collections);
    await expect(tabs.getByRole('link', { name: collections[0] })).toHaveAttribute('aria-current', 'true');

    const last = collections.at(-1)!;
    await tabs.getByRole('link', { name: last }).click();
    const section = page.getByRole('region', { name: last });
    await expect(section).toBeFocused();
    await expect(tabs.getByRole('link', { name: last })).toHaveAttribute('aria-current', 'true');
    await expect(section.getByRole('heading', { name: last })).toBeInViewport();
    await expect(tabs).toBeInViewport();

    // Once the page has come to rest there, scrolling back up by hand, the current tab follows.
    await page.waitForFunction(
      () =>
        new Promise((done) => {
          const before = window.scrollY;
          setTimeout(() => done(window.scrollY === before), 250);
        }),
    );
    await page.mouse.wheel(0, -100_000);
    await expect(tabs.getByRole('link', { name: collections[0] })).toHaveAttribute('aria-current', 'true');
  });
}

test('an unknown shop leads to the not-found page', async ({ page }) => {
  await page.goto('/bestaat-niet-123');
  await expect(page).toHaveURL(/\/not-found$/);
});
