import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { shopReady } from '../support/shop-ready';

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
    await shopReady(page);
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
    // At rest the chosen section is current by the page's own measure too: its top below the tabs and
    // within the spec's active-tab offset (120 px), unless the page ends first; or the next measure
    // gives its tab to the one before.
    const rest = await section.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      atEnd: window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2,
    }));
    expect(rest.top).toBeGreaterThanOrEqual((await tabs.boundingBox())!.height - 1);
    if (!rest.atEnd) expect(rest.top, 'bovenkant van de gekozen sectie').toBeLessThanOrEqual(120);
    // A wheel turn that lands while the browser is still busy can be lost on a loaded machine: turn again.
    await expect(async () => {
      await page.mouse.wheel(0, -100_000);
      await expect(tabs.getByRole('link', { name: collections[0] })).toHaveAttribute('aria-current', 'true', {
        timeout: 1_000,
      });
    }).toPass({ timeout: 15_000 });
  });
}

/** The cart: the column beside the page on a wide screen; on a phone, the sheet its button opens. */
async function openCart(page: Page, size: (typeof SIZES)[number]): Promise<Locator> {
  if (size.width >= 960) return page.getByRole('region', { name: 'Winkelmandje' });
  await page.getByRole('button', { name: /^Winkelmandje (€\s[\d,]+, )?\d+ artikel/ }).click();
  return page.getByRole('dialog', { name: 'Winkelmandje' });
}

async function closeCart(page: Page, size: (typeof SIZES)[number]): Promise<void> {
  if (size.width >= 960) return;
  await page
    .getByRole('dialog', { name: 'Winkelmandje' })
    .getByRole('button', { name: 'Verder winkelen' })
    .click();
}

async function openShop(page: Page, size: (typeof SIZES)[number]): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.goto('/demo');
  // Every test starts from an empty cart: the cart is kept per shop in the browser.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await shopReady(page);
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Na ${limit} keer Tab nog geen focus op ${String(target)}.`);
}

const MAX_EXTRAS = 'Je kunt maximaal 2 keuzes maken voor Extra’s';

for (const size of SIZES) {
  test(`a customer fills the cart, meets the option rules and finds the cart after a reload on a ${size.name}`, async ({
    page,
  }) => {
    await openShop(page, size);
    const tabs = page.getByRole('navigation', { name: 'Collecties' });
    await tabs.getByRole('link', { name: 'Broodjes' }).click();
    await expect(page.getByRole('region', { name: 'Broodjes' })).toBeFocused();

    // A discount shows on the card: the old price struck through beside the new one.
    const croque = page.getByRole('article', { name: 'Croque monsieur' });
    await expect(croque.locator('s')).toHaveText(/7,50/);

    // Required options: both of the spec's messages, then a valid choice.
    const openButton = page.getByRole('button', { name: 'Bekijk Opties: Broodje kaas & hesp' });
    await openButton.click();
    const dialog = page.getByRole('dialog', { name: 'Broodje kaas & hesp' });
    await dialog.getByRole('button', { name: 'Toevoegen aan Winkelmandje' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Vul alle verplichte opties in');
    await expect(dialog.getByRole('radio', { name: 'Wit' })).toBeFocused();
    for (const extra of [/^Sla & tomaat/, /^Gekookt ei/]) {
      await dialog.getByRole('checkbox', { name: extra }).check();
    }
    // At the maximum a third cannot be ticked: the group counts, and no message is needed.
    await expect(dialog.getByRole('checkbox', { name: /^Augurk/ })).toBeDisabled();
    await expect(dialog.getByText('2/2 gekozen')).toBeVisible();
    await expect(dialog.getByText(MAX_EXTRAS)).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'Bruin' }).check();
    await dialog.getByRole('button', { name: 'Toevoegen aan Winkelmandje' }).click();
    await expect(dialog).toBeHidden();
    await expect(openButton).toBeFocused();

    // An item without options, and a menu.
    await page.getByRole('button', { name: 'Toevoegen: Croque monsieur' }).click();
    await page.getByRole('button', { name: 'Bekijk Opties: Croque-menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Croque-menu' });
    await expect(menu.getByText('Dit menu bevat:')).toBeVisible();
    await menu.getByRole('radio', { name: /^Verse muntthee/ }).check();
    await menu.getByRole('button', { name: 'Toevoegen aan Winkelmandje' }).click();
    await expect(menu).toBeHidden();

    let cart = await openCart(page, size);
    await expect(cart.getByText('Inclusief: Croque monsieur, Chocolademousse')).toBeVisible();
    await cart.getByRole('button', { name: 'Eén meer: Croque monsieur' }).click();
    await expect(cart.getByRole('group', { name: 'Aantal: Croque monsieur' })).toHaveText(/2/);
    await cart.getByRole('button', { name: 'Eén minder: Croque monsieur' }).click();
    await expect(cart.getByRole('group', { name: 'Aantal: Croque monsieur' })).toHaveText(/1/);
    // The discounted line: 15 % off € 7,50.
    await expect(
      cart.getByRole('listitem').filter({ hasText: 'Croque monsieur' }).first().locator('s'),
    ).toHaveText(/7,50/);

    // Changing a line's options replaces them.
    await cart.getByRole('button', { name: /^Opties wijzigen: Broodje kaas & hesp/ }).click();
    const edit = page.getByRole('dialog', { name: 'Broodje kaas & hesp' });
    await expect(edit.getByRole('radio', { name: 'Bruin' })).toBeChecked();
    await edit.getByRole('radio', { name: /^Meergranen/ }).check();
    await edit.getByRole('button', { name: 'Opties bijwerken' }).click();
    await expect(edit).toBeHidden();
    await expect(cart.getByText(/Brood: Meergranen/)).toBeVisible();
    await closeCart(page, size);

    // The cart survives a reload; the app takes over the server's page with it, without an error.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.reload();
    await shopReady(page);
    cart = await openCart(page, size);
    await expect(cart.getByRole('group', { name: 'Aantal: Croque monsieur' })).toHaveText(/1/);
    await expect(cart.getByText(/Brood: Meergranen/)).toBeVisible();
    await expect(cart.getByText('Inclusief: Croque monsieur, Chocolademousse')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`a keyboard-only customer uses tabs, the product window, options and the cart on a ${size.name}`, async ({
    page,
  }) => {
    // Some hundred key presses, each a round trip to the browser.
    test.setTimeout(150_000);
    await openShop(page, size);
    const hours = page.getByRole('region', { name: 'Openingsuren' });
    await expect(hours).toBeHidden();
    await tabTo(page, page.locator('summary', { hasText: 'Openingsuren' }));
    await page.keyboard.press('Enter');
    await expect(hours).toBeVisible();

    const tabs = page.getByRole('navigation', { name: 'Collecties' });
    await tabTo(page, tabs.getByRole('link', { name: 'Broodjes' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Broodjes' })).toBeFocused();

    const openButton = page.getByRole('button', { name: 'Bekijk Opties: Broodje kaas & hesp' });
    await tabTo(page, openButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Broodje kaas & hesp' });
    await expect(dialog).toBeVisible();
    const add = dialog.getByRole('button', { name: 'Toevoegen aan Winkelmandje' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Vul alle verplichte opties in');
    // Focus went to the first choice to make: the arrow keys pick in a radio group.
    await expect(dialog.getByRole('radio', { name: 'Wit' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Bruin' })).toBeChecked();
    for (const extra of [/^Sla & tomaat/, /^Gekookt ei/]) {
      await tabTo(page, dialog.getByRole('checkbox', { name: extra }));
      await page.keyboard.press('Space');
    }
    // At the maximum the keyboard passes the third by: it is disabled, and the group counts.
    await expect(dialog.getByRole('checkbox', { name: /^Augurk/ })).toBeDisabled();
    await expect(dialog.getByText('2/2 gekozen')).toBeVisible();
    await expect(dialog.getByText(MAX_EXTRAS)).toHaveCount(0);
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(openButton).toBeFocused();

    // Escape closes the window too, and focus goes back where it was.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(openButton).toBeFocused();

    const cart =
      size.width >= 960
        ? page.getByRole('region', { name: 'Winkelmandje' })
        : page.getByRole('dialog', { name: 'Winkelmandje' });
    if (size.width < 960) {
      const cartButton = page.getByRole('button', { name: /^Winkelmandje €\s[\d,]+, 1 artikel/ });
      await tabTo(page, cartButton);
      await page.keyboard.press('Enter');
      await expect(cart).toBeVisible();
    }
    const more = cart.getByRole('button', { name: /^Eén meer: Broodje kaas & hesp/ });
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    await expect(cart.getByRole('group', { name: /^Aantal: Broodje kaas & hesp/ })).toHaveText(/2/);

    const settings = cart.getByRole('button', { name: /^Opties wijzigen: Broodje kaas & hesp/ });
    await tabTo(page, settings);
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Broodje kaas & hesp' });
    await expect(edit.getByRole('button', { name: 'Opties bijwerken' })).toBeVisible();
    await tabTo(page, edit.getByRole('radio', { name: 'Bruin' }));
    await page.keyboard.press('ArrowDown');
    await expect(edit.getByRole('radio', { name: /^Meergranen/ })).toBeChecked();
    await tabTo(page, edit.getByRole('button', { name: 'Opties bijwerken' }));
    await page.keyboard.press('Enter');
    await expect(edit).toBeHidden();
    await expect(settings).toBeFocused();
    await expect(cart.getByText(/Brood: Meergranen/)).toBeVisible();
    if (size.width < 960) {
      await page.keyboard.press('Escape');
      await expect(cart).toBeHidden();
      await expect(page.getByRole('button', { name: /^Winkelmandje €\s[\d,]+, 2 artikelen/ })).toBeFocused();
    }
  });
}

test("the shop's page preloads the banner it shows, and paints in the shop's theme", async ({ page }) => {
  const response = await page.request.get('/demo');
  const html = await response.text();
  const preload = /<link rel="preload" as="image"[^>]*imagesizes="([^"]*)"/.exec(html);
  await page.goto('/demo');
  const banner = page.locator('header img').first();
  if (preload) {
    // The page's banner asks for the very width the preload fetched.
    await expect(banner).toHaveAttribute('sizes', preload[1]!.replace(/&amp;/g, '&'));
  } else {
    await expect(banner).toHaveCount(0);
  }
  expect(html).toMatch(/<html[^>]* data-theme="(light|dark)" data-theme-locked="true"/);
  const served = /data-theme="(light|dark)"/.exec(html)![1];
  await expect(page.locator('html')).toHaveAttribute('data-theme', served!);
});

test("the shop shows before the app's scripts run, keeps a press for it, and the app takes it over as it stands", async ({
  page,
}) => {
  const sections = await demoSections(page);
  // Hold the app's entry back until the served page has been looked at.
  let releaseApp!: () => void;
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/shop-[\w-]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/demo');

  const overlay = page.getByText('We dekken de tafel voor je…');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(overlay).toBeHidden();
  const tabs = page.getByRole('navigation', { name: 'Collecties' });
  await expect(tabs.getByRole('link')).toHaveText(sections);
  await expect(page.getByRole('article').first()).toBeVisible();
  const served = await page.locator('[data-shop-page]').elementHandle();
  // A customer taps 'Toevoegen' before the app runs: the press is kept for it.
  const add = page.getByRole('button', { name: /^Toevoegen: / }).first();
  const added = (await add.getAttribute('aria-label'))!.replace('Toevoegen: ', '');
  await add.click();

  // The app takes over the served page (hydration): the same elements, the overlay never back.
  await page.evaluate(() => {
    const root = document.getElementById('root')!;
    (window as { overlayShown?: boolean }).overlayShown = false;
    new MutationObserver(() => {
      if (root.querySelector('[data-state="visible"]'))
        (window as { overlayShown?: boolean }).overlayShown = true;
    }).observe(root, { subtree: true, childList: true, attributes: true });
  });
  releaseApp();
  const takenOver = () =>
    served!.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  await expect.poll(takenOver).toBe(true);
  expect(await served!.evaluate((element) => element.isConnected)).toBe(true);
  expect(await page.evaluate(() => (window as { overlayShown?: boolean }).overlayShown)).toBe(false);
  await expect(
    page.getByRole('region', { name: 'Winkelmandje' }).getByRole('group', { name: `Aantal: ${added}` }),
  ).toHaveText(/1/);
  const last = tabs.getByRole('link', { name: sections.at(-1) });
  await last.click();
  await expect(last).toHaveAttribute('aria-current', 'true');
});

test('an unknown shop leads to the not-found page, with status 404', async ({ page }) => {
  expect((await page.goto('/bestaat-niet-123'))?.status()).toBe(404);
  await expect(page).toHaveURL(/\/not-found$/);
});

test("an open shop's page that stops existing leads to the app's not-found page", async ({ page }) => {
  await page.goto('/demo');
  await shopReady(page);
  // The shop is gone from one read to the next: the page's next refresh hears so.
  await page.route(/\/api\/shop\/demo\/storefront/, (route) =>
    route.fulfill({ status: 404, json: { statusCode: 404, message: 'Niet gevonden.', error: 'Not Found' } }),
  );

  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('Deze webshop bestaat niet of is nog niet gelanceerd.')).toBeVisible();
});
