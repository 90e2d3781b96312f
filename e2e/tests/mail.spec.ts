import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The first pickup day the calendar offers, looking at most a few months ahead. */
async function chooseFirstPickupDay(page: Page) {
  const calendar = page.getByRole('group', { name: 'Kies een ophaaldag' });
  for (let month = 0; month < 3; month += 1) {
    const day = calendar.locator('[role="grid"] button:not([disabled])').first();
    if (await day.isVisible().catch(() => false)) {
      await day.click();
      return;
    }
    await calendar.getByRole('button', { name: /volgende/i }).click();
  }
  throw new Error('De kalender bood geen ophaaldag aan.');
}

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
  const view = (await transport.json()) as { transport: string; mailboxUrl: string };
  expect(view.transport).toBe('sandbox');
  expect(view.mailboxUrl).toMatch(/^\/api\/mail\/sandbox\?token=/);
  return view.mailboxUrl;
}

test('after a sandbox payment on /demo the confirmation appears in the sandbox mailbox', async ({ page }) => {
  // Tall enough for the whole order panel: at 1280 × 900 its submit button is out of reach (reported).
  await page.setViewportSize({ width: 1280, height: 1600 });
  const email = `klant-${Date.now()}@voorbeeld.be`;

  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /^Toevoegen: / })
    .first()
    .click();
  await page.locator('[data-cart-order]').first().click();

  const form = page.getByRole('form', { name: 'Plaats een Bestelling' });
  await form.getByLabel('Naam').fill('Mila Wouters');
  await form.getByLabel('Gsm-nummer').fill('0470 12 34 56');
  await form.getByLabel('E-mail').fill(email);
  await chooseFirstPickupDay(page);
  await form.locator('input[type="radio"]:not([disabled])').first().check();
  await form.getByRole('button', { name: 'Bestelling Plaatsen' }).click();

  await expect(page.getByRole('heading', { name: /^Betalen bij / })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Betalen' }).click();
  await expect(page).toHaveURL(/\/demo\//, { timeout: 15_000 });

  // The mailbox opens only through the shop's signed link, which the dashboard gets from the API.
  const refused = await page.goto('/api/mail/sandbox');
  expect(refused?.status()).toBe(403);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Deze link is ongeldig of verlopen' }),
  ).toBeVisible();
  const mailboxUrl = await demoMailboxUrl(page);

  // The mail is sent by a job after the payment commits: the mailbox shows it within moments.
  await expect(async () => {
    await page.goto(mailboxUrl);
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Bevestiging');
  await row.getByRole('link', { name: /^Bevestiging van je bestelling #\d+ bij / }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: /^Bevestiging van je bestelling #\d+/ }),
  ).toBeVisible();
  await expect(page.locator('pre')).toContainText('Mila Wouters');
  await expect(page.locator('pre')).toContainText('Totaal');
  const mail = page.frameLocator('iframe[title="HTML-versie van de e-mail"]');
  await expect(mail.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^bestelling-\d+\.ics$/ })).toBeVisible();

  // Every link on the page carries the token on: back to the list works.
  await page.getByRole('link', { name: '← Alle e-mails' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
});
