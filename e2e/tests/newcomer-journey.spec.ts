import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, loginThroughForm, test } from '../support/fixtures';

/**
 * A person's clicks, counted as the journey makes them: a click or tick is one, typing into a field is one
 * (the click into it), choosing in a list is two (open it, choose). Printed, so the number can be compared.
 */
class Clicks {
  count = 0;
  async click(target: Locator) {
    this.count += 1;
    await target.click();
  }
  async fill(field: Locator, text: string) {
    this.count += 1;
    await field.fill(text);
  }
}

const WEEKDAYS_TO_COPY = ['Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag'];

function nextStep(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: 'Volgende stap' });
}

test('a new owner is led from step to step, copies a day to the week, and gets the shop link to try and share', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const clicks = new Clicks();
  const account = await createAccount(page, 'Noor Willems');
  await loginThroughForm(page, account.email, account.password);

  // The card names every field saving needs, the contact details included.
  const card = page.getByRole('article', { name: 'Instellingen Ontbreken' });
  await expect(card.getByRole('listitem')).toHaveText([
    'Winkelnaam',
    'Beschrijving',
    'Adres',
    'Contact e-mail',
    'Contact GSM',
  ]);

  await clicks.click(card.getByRole('link', { name: 'Instellingen invullen' }));
  const settings = page.getByRole('dialog', { name: 'Instellingen bewerken' });
  await expect(settings.getByLabel('Contact e-mail')).toHaveValue(account.email);
  await clicks.fill(settings.getByLabel('Winkelnaam'), 'Traiteur Noor');
  await clicks.fill(settings.getByLabel('Beschrijving'), 'Dagverse soep en salades.');
  await clicks.fill(settings.getByLabel('Adres'), 'Veldstraat 9, 9000 Gent');
  await clicks.fill(settings.getByLabel('Contact GSM'), '0470 55 66 77');
  await clicks.click(settings.getByRole('button', { name: 'Opslaan' }));
  await expect(settings).toBeHidden();

  // The next step is pointed to where the last one was saved.
  await clicks.click(nextStep(page).getByRole('link', { name: 'Product toevoegen' }));
  const product = page.getByRole('dialog', { name: 'Product toevoegen' });
  await clicks.fill(product.getByLabel('Naam'), 'Pompoensoep');
  await clicks.fill(product.getByRole('textbox', { name: 'Prijs', exact: true }), '4,50');
  await clicks.click(product.getByRole('button', { name: 'Opslaan' }));
  await expect(product).toBeHidden();

  await clicks.click(nextStep(page).getByRole('link', { name: 'Ophaalmomenten instellen' }));
  const pickupStart = clicks.count;
  await clicks.click(page.getByRole('button', { name: 'Maandag bewerken' }));
  const monday = page.getByRole('dialog', { name: 'Ophaalmomenten op maandag' });
  await clicks.click(monday.getByRole('button', { name: 'Ophaalmoment toevoegen' }));
  const slot = monday.getByRole('group', { name: 'Ophaalmoment 1' });
  const start = await slot.getByLabel('Starttijd').inputValue();
  const end = await slot.getByLabel('Eindtijd').inputValue();
  const copy = monday.getByRole('group', { name: 'Kopieer naar andere dagen' });
  for (const day of WEEKDAYS_TO_COPY) await clicks.click(copy.getByRole('checkbox', { name: day }));
  await clicks.click(monday.getByRole('button', { name: 'Opslaan' }));
  await expect(monday).toBeHidden();
  const pickupClicks = clicks.count - pickupStart;

  for (const day of ['Maandag', ...WEEKDAYS_TO_COPY]) {
    await expect(page.getByRole('article', { name: day })).toContainText(`${start} - ${end}`);
  }
  for (const day of ['Zaterdag', 'Zondag']) {
    await expect(page.getByRole('article', { name: day })).toContainText('Geen ophaalmomenten');
  }

  // Every step done: back to Home, where the shop is launched.
  await clicks.click(nextStep(page).getByRole('link', { name: 'Je webshop lanceren' }));
  const shop = `noor-${Date.now().toString(36)}`;
  await clicks.fill(page.getByLabel('Subdomein'), shop);
  await clicks.click(page.getByRole('button', { name: 'Webshop lanceren' }));
  await clicks.click(page.getByRole('button', { name: 'Start onboarding' }));
  await clicks.click(page.getByRole('button', { name: 'Onboarding voltooien' }));
  await expect(page.getByRole('heading', { name: 'Je webshop is live' })).toBeVisible();

  // The live shop: tried in a new tab, its link copied.
  const opened = context.waitForEvent('page');
  await clicks.click(page.getByRole('link', { name: 'Plaats een testbestelling' }));
  const shopTab = await opened;
  await expect(shopTab).toHaveURL(new RegExp(`/${shop}$`));
  await expect(shopTab.getByRole('heading', { name: 'Traiteur Noor', level: 1 })).toBeVisible();
  await shopTab.close();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await clicks.click(page.getByRole('button', { name: 'Kopieer link' }));
  await expect(page.getByRole('status').filter({ hasText: 'Gekopieerd' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/${shop}$`));

  console.log(`Klikken: ${clicks.count} in totaal, ${pickupClicks} voor de ophaalmomenten.`);
  // Monday to Friday in one dialog: open, add, four days, save.
  expect(pickupClicks).toBe(7);
});
