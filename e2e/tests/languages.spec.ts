import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { shopReady } from '../support/shop-ready';

/** A French-speaking customer's browser: its language, and what it says to every server it asks. */
test.use({ locale: 'fr-BE', extraHTTPHeaders: { 'Accept-Language': 'fr-BE,fr;q=0.9,en;q=0.5' } });

/** The demo shop's signed mailbox link, as its owner's dashboard gets it. */
async function demoMailboxUrl(page: Page): Promise<string> {
  const login = await page.request.post('/api/admin/auth/login', {
    data: { email: 'demo@bestelklaar.be', password: 'demo1234' },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const transport = await page.request.get('/api/admin/mail/transport', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await transport.json()) as { mailboxUrl: string }).mailboxUrl;
}

/** The cart as the browser keeps it: its lines by item id, the same whatever the page's language. */
const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem('bestelklaar:winkelmandje:demo'));

/** The cart's total in cents, read from its last amount ('4,50 €' in French, '€4.50' in English). */
async function cartTotalCents(summary: Locator): Promise<number> {
  const amounts = [...((await summary.textContent()) ?? '').matchAll(/(\d+)[.,](\d{2})/g)];
  const total = amounts.at(-1);
  expect(total, 'the cart shows a total').toBeDefined();
  return Number(total![1]) * 100 + Number(total![2]);
}

/** The first pickup day the calendar offers, looking at most a few months ahead. */
async function chooseFirstPickupDay(calendar: Locator, nextMonth: string) {
  for (let month = 0; month < 3; month += 1) {
    const day = calendar.locator('[role="grid"] button:not([disabled])').first();
    if (await day.isVisible().catch(() => false)) {
      await day.click();
      return;
    }
    await calendar.getByRole('button', { name: nextMonth }).click();
  }
  throw new Error('The calendar offered no pickup day.');
}

test('a customer whose browser prefers French orders in French, switches to English with the cart intact, and pays, reads and gets mail in English', async ({
  page,
}) => {
  // Tall enough for the whole order panel beside the shop (as the mail spec).
  await page.setViewportSize({ width: 1280, height: 1600 });
  const email = `client-${Date.now().toString(36)}@exemple.be`;

  // The server renders the page in the browser's language (Accept-Language), and says so.
  await page.goto('/demo');
  await shopReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  await expect(page.getByRole('link', { name: 'Aller au panier' })).toBeAttached();

  await page
    .getByRole('button', { name: /^Ajouter/ })
    .first()
    .click();
  const order = page.locator('[data-cart-order]').first();
  await expect(order).toHaveAccessibleName('Passer commande');
  const summary = order.locator('xpath=..');
  const frenchCart = await storedCart(page);
  const frenchTotal = await cartTotalCents(summary);
  expect(frenchCart).toContain('"quantity":1');

  // Midway, English: the switch (NL / FR / EN in the shop's header) keeps the cart as it was.
  const english = /^EN, English$/;
  await page
    .getByRole('link', { name: english })
    .or(page.getByRole('button', { name: english }))
    .or(page.getByRole('radio', { name: english }))
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-BE');
  await expect(page).toHaveURL(/[?&]lang=en\b/);
  await expect(order).toHaveAccessibleName('Place order');
  expect(await storedCart(page)).toBe(frenchCart);
  expect(await cartTotalCents(summary)).toBe(frenchTotal);

  // The order form in English, and the order placed in it.
  await order.click();
  const form = page.getByRole('form', { name: 'Place an order' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('Claire Martin');
  await form.getByRole('textbox', { name: /^Mobile number/ }).fill('0470 12 34 56');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await chooseFirstPickupDay(form.getByRole('group', { name: 'Choose a pickup day' }), 'Next month');
  await form
    .getByRole('group', { name: 'Choose a pickup time' })
    .locator('input:not([disabled])')
    .first()
    .check();
  await form.getByRole('button', { name: 'Place order' }).click();

  // The sandbox's payment page (its language is the order's, orderlang28's part): pay.
  const pay = page.locator('form[action*="/pay"] button[type="submit"]');
  await expect(pay).toBeVisible({ timeout: 15_000 });
  await pay.click();

  // The result page and the order page in English.
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment was successful' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-BE');
  await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  await expect(page.getByText('Pickup day', { exact: true })).toBeVisible();
  const paidTotal = page.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(paidTotal).toHaveText(/^€\s?\d+\.\d{2}$/);
  expect(await cartTotalCents(paidTotal)).toBe(frenchTotal);
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Your order at / })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to your calendar' })).toBeVisible();

  // The confirmation mail speaks the order's language: English.
  const mailboxUrl = await demoMailboxUrl(page);
  await expect(async () => {
    await page.goto(mailboxUrl);
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('link', { name: /^Confirmation of your order #\d+ at / })).toBeVisible();
  await row.getByRole('link', { name: /^Confirmation of your order #\d+ at / }).click();
  await expect(page.locator('pre')).toContainText('Claire Martin');
  await expect(page.locator('pre')).toContainText('Total');
  await expect(page.locator('pre')).not.toContainText('Totaal');
});

/** A look at the page at a phone's width and a laptop's, kept with the test's results for a person to check. */
async function keepLook(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 1000 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a French customer reads the shop’s allergen note in French, and the sandwich they chose keeps its French name from the payment page to their order page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.goto('/demo');
  await shopReady(page);

  // The item window: the item, its choices and the shop's own note about allergens, all in French.
  await page.getByRole('button', { name: /^Voir les options.*Sandwich fromage-jambon$/ }).click();
  const itemWindow = page.getByRole('dialog', { name: 'Sandwich fromage-jambon' });
  await expect(itemWindow).toContainText('Tout est préparé frais dans notre cuisine');
  await expect(itemWindow).not.toContainText('Alles wordt vers bereid');
  await itemWindow.getByRole('radio', { name: /^Multicéréales/ }).check();
  await itemWindow.getByRole('checkbox', { name: /^Œuf dur/ }).check();
  await itemWindow.getByRole('button', { name: 'Ajouter au panier' }).click();

  await page.locator('[data-cart-order]').first().click();
  const form = page.getByRole('form', { name: 'Passer une commande' });
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Claire Martin');
  await form.getByRole('textbox', { name: /^Numéro de GSM/ }).fill('0470 12 34 56');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(`client-${Date.now().toString(36)}@exemple.be`);
  await chooseFirstPickupDay(
    form.getByRole('group', { name: 'Choisissez un jour de retrait' }),
    'Mois suivant',
  );
  await form
    .getByRole('group', { name: 'Choisissez une heure de retrait' })
    .locator('input:not([disabled])')
    .first()
    .check();
  await form.getByRole('button', { name: 'Passer commande' }).click();

  // The sandbox's payment page names the line as the customer chose it, surcharges the French way.
  const pay = page.locator('form[action*="/pay"] button[type="submit"]');
  await expect(pay).toBeVisible({ timeout: 15_000 });
  const line = page.getByRole('table').getByRole('row').nth(1);
  await expect(line).toContainText(
    'Sandwich fromage-jambon (Pain\u00a0: Multicéréales +0,30\u00a0€; Suppléments\u00a0: Œuf dur +0,80\u00a0€)',
  );
  await keepLook(page, 'payment-page-fr');
  await pay.click();

  // The result page and the order page: the same French names.
  await expect(page.getByRole('heading', { level: 1, name: 'Votre paiement a réussi' })).toBeVisible({
    timeout: 15_000,
  });
  const lines = page.getByRole('list', { name: 'Votre commande' });
  await expect(lines).toContainText('Sandwich fromage-jambon');
  await expect(lines).toContainText('Pain\u00a0: Multicéréales +0,30\u00a0€');
  await expect(lines).not.toContainText(/Broodje|Meergranen|\+ €/);
  await page.getByRole('link', { name: 'Suivre votre commande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Votre commande chez / })).toBeVisible();
  const orderLines = page.getByRole('list', { name: 'Votre commande' });
  await expect(orderLines).toContainText('Sandwich fromage-jambon');
  await expect(orderLines).toContainText('Suppléments\u00a0: Œuf dur +0,80\u00a0€');
  await expect(orderLines).not.toContainText(/Broodje|Gekookt ei|\+ €/);
  await keepLook(page, 'order-page-fr');
});
