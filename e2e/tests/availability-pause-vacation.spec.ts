import type { Page } from '@playwright/test';
import { expect, loginThroughForm, test } from '../support/fixtures';
import { launchedShop, type LaunchedShop } from '../support/launched-shop';
import { shopReady } from '../support/shop-ready';

/** The calendar day `days` after today in Brussels, 'yyyy-mm-dd'. */
function brusselsDayIn(days: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A day as the shop page names it: 'donderdag 26 november'. */
const dayName = (date: string) =>
  new Intl.DateTimeFormat('nl-BE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** A customer on the shop's page puts its product in the cart and fills the order form (first day and slot offered). */
async function fillOrder(customer: Page, shop: LaunchedShop) {
  await customer.getByRole('button', { name: `Toevoegen: ${shop.productName}` }).click();
  await customer.locator('[data-cart-order]').first().click();
  const form = customer.getByRole('form', { name: 'Plaats een Bestelling' });
  await form.getByRole('textbox', { name: /^Naam/ }).fill('Klant Janssens');
  await form.getByRole('textbox', { name: /^Gsm-nummer/ }).fill('0470 12 34 56');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('klant@voorbeeld.be');
  await form.locator('[role="grid"] button:not([disabled])').first().click();
  await form
    .getByRole('group', { name: 'Selecteer een tijdslot' })
    .locator('input:not([disabled])')
    .first()
    .check();
  return form;
}

/** Places the filled order and pays in the sandbox; answers the pickup date it was placed for. */
async function placeAndPay(customer: Page, shop: LaunchedShop): Promise<string> {
  const placed = customer.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith(`/api/shop/${shop.subdomain}/orders`),
  );
  await customer.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  const { date } = (await placed).postDataJSON() as { date: string };
  await expect(customer.getByRole('heading', { name: /^Betalen bij / })).toBeVisible({ timeout: 15_000 });
  await customer.getByRole('button', { name: 'Betalen' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Je betaling is gelukt' })).toBeVisible({
    timeout: 15_000,
  });
  return date.replace(/^Day\d-/, '');
}

test('the owner pauses ordering from the orders screen: the open shop page says until when and takes no order, then takes one again once lifted', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const shop = await launchedShop(request);
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  try {
    await customer.goto(`/${shop.subdomain}`);
    await shopReady(customer);

    await loginThroughForm(page, shop.email, shop.password);
    await page.goto('/dashboard/bestellingen');
    await page.getByRole('button', { name: 'Bestellingen pauzeren: 30 min' }).click();
    const paused = page.getByRole('status').filter({ hasText: /^Gepauzeerd tot / });
    await expect(paused).toBeVisible();
    const until = /Gepauzeerd tot (\d\d:\d\d)/.exec((await paused.textContent())!)![1];
    const message = `We nemen tijdelijk geen bestellingen aan. Probeer het na ${until} opnieuw.`;

    // The open page reads the shop again by itself and says it.
    await expect(customer.getByText(message, { exact: true })).toBeVisible();

    // An order placed meanwhile is refused with the same words.
    const form = await fillOrder(customer, shop);
    const refused = customer.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith(`/api/shop/${shop.subdomain}/orders`),
    );
    await form.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toBe(message);
    await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible();

    await page.getByRole('button', { name: 'Pauze opheffen' }).click();
    await expect(page.getByRole('button', { name: 'Bestellingen pauzeren: 30 min' })).toBeVisible();
    // The page's notice goes by itself; only the refused order's answer in the cart still says it.
    await expect(customer.getByText(message, { exact: true })).toHaveCount(1);
    await expect(
      customer.getByRole('region', { name: 'Winkelmandje' }).getByText(message, { exact: true }),
    ).toBeVisible();
    await placeAndPay(customer, shop);
  } finally {
    await customerContext.close();
  }
});

test('the owner adds a vacation from today with pre-orders: the shop page says so and a customer orders for the day after it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const shop = await launchedShop(request);
  const today = brusselsDayIn(0);
  const tomorrow = brusselsDayIn(1);

  await loginThroughForm(page, shop.email, shop.password);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Ophaalmomenten' })
    .click();
  await page.getByRole('tab', { name: 'Vakantiemodus' }).click();
  await page.getByRole('button', { name: 'Vakantie toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vakantie toevoegen' });
  // The begin date's calendar opens on today, the end's on the day after the begin.
  await dialog.getByRole('button', { name: /Begindatum/ }).click();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: /Einddatum/ }).click();
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Reden').fill('Familiebezoek');
  await dialog.getByRole('switch', { name: 'Bestellingen voor na de vakantie toelaten' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  try {
    await customer.goto(`/${shop.subdomain}`);
    await shopReady(customer);
    await expect(
      customer.getByText(`Gesloten van ${dayName(today)} tot en met ${dayName(tomorrow)}.`, { exact: true }),
    ).toBeVisible();
    await expect(
      customer.getByText(`Je kunt al bestellen voor afhaling vanaf ${dayName(brusselsDayIn(2))}.`, {
        exact: true,
      }),
    ).toBeVisible();

    await fillOrder(customer, shop);
    expect(await placeAndPay(customer, shop)).toBe(brusselsDayIn(2));
  } finally {
    await customerContext.close();
  }
});
