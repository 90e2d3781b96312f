import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { shopReady } from '../support/shop-ready';

// Three orders and two payment pages take many steps on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** The demo shop's first product without options (one click adds it). */
async function simpleProduct(request: APIRequestContext) {
  const view = (await (await request.get('/api/shop/demo/storefront')).json()) as {
    products: { name: string; productOptions: unknown[] }[];
  };
  return view.products.find((product) => product.productOptions.length === 0)!.name;
}

/** On a wide screen: the product in the cart beside the items, and the order form open. */
async function openOrderForm(page: Page, productName: string) {
  await page.goto('/demo');
  await shopReady(page);
  const cart = page.getByRole('region', { name: 'Winkelmandje' });
  if ((await cart.getByRole('group', { name: `Aantal: ${productName}` }).count()) === 0)
    await page.getByRole('button', { name: `Toevoegen: ${productName}` }).click();
  await cart.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByRole('heading', { name: 'Plaats een Bestelling' })).toBeFocused();
  return page.getByRole('form', { name: 'Plaats een Bestelling' });
}

const nameField = (page: Page) => page.getByRole('textbox', { name: /^Naam/ });
const phoneField = (page: Page) => page.getByRole('textbox', { name: /^Gsm-nummer/ });
const emailField = (page: Page) => page.getByRole('textbox', { name: /^E-mail/ });
const rememberBox = (page: Page) =>
  page.getByRole('checkbox', { name: 'Onthoud mijn gegevens op dit toestel' });

async function place(page: Page) {
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  await expect(page.getByRole('heading', { name: /^Betalen bij/ })).toBeVisible({ timeout: 15_000 });
}

test('a customer who cancels the payment finds the form filled on retry, and the details remembered only when asked', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const product = await simpleProduct(page.request);
  const email = `klant-${Date.now().toString(36)}@voorbeeld.be`;
  const form = await openOrderForm(page, product);
  await expect(rememberBox(page)).not.toBeChecked();
  await nameField(page).fill('An Peeters');
  await phoneField(page).fill('0470 12 34 56');
  await emailField(page).fill(email);
  await form.locator('[role="grid"] button:not([disabled])').first().click();
  const day = (await form
    .locator('[role="grid"] button[aria-label$=", geselecteerd"]')
    .getAttribute('aria-label'))!;
  const slot = form
    .getByRole('group', { name: 'Selecteer een tijdslot' })
    .locator('input:not([disabled])')
    .first();
  const slotText = (await slot.getAttribute('value'))!;
  await slot.check();
  await place(page);

  // 'Annuleren' on the payment page, then 'Opnieuw proberen': nothing to type again.
  await page.getByRole('link', { name: 'Annuleren' }).click();
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await openOrderForm(page, product);
  await expect(nameField(page)).toHaveValue('An Peeters');
  await expect(phoneField(page)).toHaveValue('0470 12 34 56');
  await expect(emailField(page)).toHaveValue(email);
  await expect(form.getByRole('button', { name: day })).toBeVisible();
  await expect(form.getByRole('radio', { name: slotText, exact: true })).toBeChecked();

  // This time: remember the details on this device, and pay.
  await rememberBox(page).check();
  await place(page);
  await page.getByRole('button', { name: 'Betalen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Je betaling is gelukt' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await page.evaluate(() => localStorage.getItem('bestelklaar:klantgegevens'))).toContain(email);

  // Later, in another tab: the details are there, the day and the piece are to be chosen anew.
  const later = await context.newPage();
  await later.setViewportSize({ width: 1280, height: 900 });
  const laterForm = await openOrderForm(later, product);
  await expect(nameField(later)).toHaveValue('An Peeters');
  await expect(phoneField(later)).toHaveValue('0470 12 34 56');
  await expect(emailField(later)).toHaveValue(email);
  await expect(rememberBox(later)).toBeChecked();
  await expect(laterForm.locator('[role="grid"] button[aria-label$=", geselecteerd"]')).toHaveCount(0);

  // Forgotten: the fields are blank, and stay blank on the next visit.
  await later.getByRole('button', { name: 'Vergeet mijn gegevens' }).click();
  await expect(nameField(later)).toHaveValue('');
  await expect(nameField(later)).toBeFocused();
  await expect(emailField(later)).toHaveValue('');
  await expect(rememberBox(later)).not.toBeChecked();
  const next = await context.newPage();
  await next.setViewportSize({ width: 1280, height: 900 });
  await openOrderForm(next, product);
  await expect(nameField(next)).toHaveValue('');
  await expect(emailField(next)).toHaveValue('');
  await expect(next.getByRole('button', { name: 'Vergeet mijn gegevens' })).toHaveCount(0);
});
