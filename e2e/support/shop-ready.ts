import { expect, type Page } from '@playwright/test';

/**
 * The shop's page is on screen and the app has taken it over. Before that the server's page shows
 * and presses are held for the app (see the storefront spec); tests that go on to order wait for it.
 */
export async function shopReady(page: Page): Promise<void> {
  await expect(page.getByText('We dekken de tafel voor je…')).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
}
