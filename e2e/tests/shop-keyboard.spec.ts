import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { shopReady } from '../support/shop-ready';

/**
 * The viewport box of what has focus, how far down the collection tabs cover when they stick, and
 * whether it sits in one of the bars (the notice, the cart button, the footer, a nav): one round
 * trip a step, so forty steps stay well inside the time a loaded machine gives a test.
 */
const focusedBox = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement!;
    const { top, bottom } = focused.getBoundingClientRect();
    const tabs = document.querySelector('nav[aria-label="Collecties"]')?.getBoundingClientRect();
    return {
      top,
      bottom,
      coveredUpTo: tabs && tabs.top <= 0 ? tabs.bottom : 0,
      label: focused.textContent?.slice(0, 40) ?? '',
      inBars: focused.closest('[data-cart-button], footer, nav') !== null || focused === document.body,
    };
  });

/** The demo shop at this size, ready, with its first item in the cart. */
async function openShopWithAnItem(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto('/demo');
  await shopReady(page);
  await page
    .getByRole('button', { name: /^Toevoegen: / })
    .first()
    .click();
}

test("on a wide screen 'Naar winkelmandje' is the first stop of the keyboard and leads into the cart", async ({
  page,
}) => {
  await openShopWithAnItem(page, { width: 1280, height: 900 });
  // A fresh visit with something in the cart, the keyboard starting at the top.
  await page.reload();
  await shopReady(page);

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Naar winkelmandje' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#winkelmandje')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.querySelector('#winkelmandje')!.contains(document.activeElement)),
  ).toBe(true);
});

test('on a phone (360 px) nothing the keyboard reaches hides under the test-mode notice or the cart button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/demo');
  await shopReady(page);
  await expect(page.getByRole('link', { name: 'Naar winkelmandje' })).toBeHidden();
  const notice = page.getByRole('note').filter({ hasText: 'Testmodus' });
  await expect(notice).toBeVisible();
  const noticeTop = (await notice.boundingBox())!.y;
  const cartButton = page.getByRole('button', { name: /^Winkelmandje .*artikel/ });
  const cartButtonTop = (await cartButton.boundingBox())!.y;

  let checked = 0;
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    const box = await focusedBox(page);
    // The notice and the cart button themselves, and what sits in the tab bar, are where they are.
    if (box.inBars) continue;
    expect(box.bottom, `${box.label} onder de balken`).toBeLessThanOrEqual(
      Math.min(noticeTop, cartButtonTop),
    );
    expect(box.top, `${box.label} onder de tabbladen`).toBeGreaterThanOrEqual(box.coveredUpTo - 1);
    checked += 1;
  }
  expect(checked).toBeGreaterThan(10);
});

test('a pickup piece that cannot be chosen shows its chip only, without the radio’s grey disc', async ({
  page,
}) => {
  await openShopWithAnItem(page, { width: 360, height: 740 });
  await page.getByRole('button', { name: /^Winkelmandje .*artikel/ }).click();
  await page
    .getByRole('dialog', { name: 'Winkelmandje' })
    .getByRole('button', { name: 'Bestelling plaatsen' })
    .click();
  const form = page.getByRole('form', { name: 'Plaats een Bestelling' });
  await form.locator('[role="grid"] button:not([disabled])').first().click();
  const pieces = form.getByRole('group', { name: 'Selecteer een tijdslot' }).locator('input');
  await expect(pieces.first()).toBeAttached();
  // A full ('volzet') piece is a disabled radio: made so here, as filling a piece takes many orders.
  const piece = pieces.first();
  await piece.evaluate((input: HTMLInputElement) => (input.disabled = true));
  expect(await piece.evaluate((input) => getComputedStyle(input).opacity)).toBe('0');
  expect(await piece.evaluate((input) => getComputedStyle(input.nextElementSibling!).opacity)).not.toBe('1');
});

test('on a phone the confirmation of an added item shows over the page, and gives way to the cart when it opens', async ({
  page,
}) => {
  // The confirmation goes by itself after a moment: the page's clock stands still while the test
  // looks, or on a slow machine it has gone before the cart opens and proves nothing.
  await page.clock.install();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/demo');
  await shopReady(page);
  const cartButton = page.getByRole('button', { name: /^Winkelmandje .*artikel/ });
  const cart = page.getByRole('dialog', { name: 'Winkelmandje' });
  // The cart's sheet loads on its first opening: load it now, for opening it later to need no time.
  await cartButton.click();
  await expect(cart).toBeVisible();
  await cart.getByRole('button', { name: 'Sluiten' }).click();
  await expect(cart).toBeHidden();
  await page.clock.pauseAt(Date.now() + 60 * 60_000);

  await page
    .getByRole('button', { name: /^Toevoegen: / })
    .first()
    .click();
  // The live region is filled a moment after it appears.
  await page.clock.runFor(100);
  const confirmation = page.getByRole('status').filter({ hasText: /toegevoegd aan je winkelmandje/ });
  await expect(confirmation).toHaveCSS('opacity', '1');
  await cartButton.click();
  await expect(cart).toBeVisible();
  // Unseen over the cart's totals, still in the page for screen readers.
  await expect(confirmation).toHaveCSS('opacity', '0');
  await expect(confirmation).toHaveClass(/shown/);
  // The page's time runs on, for what looks at the page after the test.
  await page.clock.resume();
});

test('after a reload the browser puts the scroll back, and the active collection tab matches the section there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/demo');
  await shopReady(page);
  const tabs = page.getByRole('navigation', { name: 'Collecties' });
  // The last section: beyond the server's first screen, it arrives after the page loaded.
  const last = page.locator('section[id^="collectie-"]').last();
  const name = (await last.getAttribute('aria-label')) ?? (await last.locator('h2').innerText());
  await last.evaluate((section) =>
    window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 80),
  );
  await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'true');
  const scrolled = await page.evaluate(() => window.scrollY);

  await page.reload();
  await shopReady(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'true');

  // Away to another site's page and back.
  await page.goto('/privacy');
  await page.goBack();
  await shopReady(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'true');
});
