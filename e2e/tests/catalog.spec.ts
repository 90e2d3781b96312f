import type { Page } from '@playwright/test';
import { createAccount, expect, loginThroughForm, test } from '../support/fixtures';

/** A 64 × 48 PNG, as a photo an owner would choose. */
const PHOTO = {
  name: 'kip-curry.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAf0lEQVRoge2SQQkAQRDDKiR6zv83bk5GGbYQAUlp/DhN6gYugPqK7kLcJXUDF0B9RXch7pK6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1Ax8P+AEJHcTTDdeY1AAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test.beforeEach(async ({ page }) => {
  const owner = await createAccount(page);
  await loginThroughForm(page, owner.email, owner.password);
});

async function collectionNames(page: Page): Promise<string[]> {
  return page.getByRole('table', { name: 'Collecties' }).locator('tbody tr td:nth-child(3)').allInnerTexts();
}

async function addCollection(page: Page, name: string, icon: string) {
  await page.getByRole('button', { name: 'Collectie toevoegen' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Collectie toevoegen' });
  await dialog.getByLabel('Naam').fill(name);
  await dialog.getByRole('radio', { name: icon, exact: true }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
}

test('an owner creates collections, needs an icon, and reorders them by keyboard, which survives a reload', async ({
  page,
}) => {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Collecties' }).click();
  await expect(page.getByText('Je hebt nog geen collecties aangemaakt.')).toBeVisible();

  await page.getByRole('button', { name: 'Collectie toevoegen' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Collectie toevoegen' });
  await dialog.getByLabel('Naam').fill('Broodjes');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Selecteer een icoon voor de collectie');
  await dialog.getByRole('radio', { name: 'Burgers' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();

  await addCollection(page, 'Soepen', 'Soepen');
  await addCollection(page, 'Dranken', 'Dranken');
  await expect.poll(() => collectionNames(page)).toEqual(['Broodjes', 'Soepen', 'Dranken']);

  const handle = page.getByRole('button', { name: 'Verplaats Dranken' });
  await handle.focus();
  // Each arrow press waits for its announcement: the next one is measured from where the row went.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Dranken naar positie 2 van 3.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Dranken naar positie 1 van 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => collectionNames(page)).toEqual(['Dranken', 'Broodjes', 'Soepen']);
  await expect(page.getByText('Volgorde opgeslagen', { exact: true })).toBeVisible();

  await page.reload();
  await expect.poll(() => collectionNames(page)).toEqual(['Dranken', 'Broodjes', 'Soepen']);
});

/** The logged-in owner's bearer header, for arranging data through the API. */
async function auth(page: Page) {
  return { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
}

async function createCollectionThroughApi(page: Page, name: string, icon: string): Promise<string> {
  const response = await page.request.post('/api/admin/collections', {
    headers: await auth(page),
    data: { name, icon },
  });
  expect(response.status()).toBe(201);
  return (await response.json())._id;
}

test('an owner adds a product with a photo and options, starting from ?add=true', async ({ page }) => {
  await createCollectionThroughApi(page, 'Broodjes', 'Sandwich');

  await page.goto('/dashboard/producten');
  await expect(page.getByText('Je hebt nog geen producten aangemaakt.')).toBeVisible();

  // ?add=true opens the dialog; closing it removes the flag.
  await page.goto('/dashboard/producten?add=true');
  const dialog = page.getByRole('dialog', { name: 'Product toevoegen' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/producten$/);

  await page.getByRole('button', { name: 'Product toevoegen' }).first().click();
  await expect(page).toHaveURL(/add=true/);
  await dialog.getByLabel('Naam').fill('Broodje kip curry');
  await dialog.getByLabel('Beschrijving').fill('Huisgemaakte kip curry met ananas');
  const price = dialog.getByRole('textbox', { name: 'Prijs', exact: true });
  await price.fill('0');
  await price.press('Tab');
  await expect(dialog.getByText('Voer een positief getal in')).toBeVisible();
  await price.fill('6,80');
  await dialog.getByLabel('Collectie').selectOption({ label: 'Broodjes' });
  await dialog.getByLabel('Voorraad').fill('12');
  await dialog.getByLabel('Afbeelding').setInputFiles(PHOTO);
  await expect(dialog.getByRole('img', { name: 'Voorbeeld van de afbeelding' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Optiegroep toevoegen' }).click();
  const sauce = dialog.getByRole('group', { name: 'Optiegroep 1' });
  await expect(sauce.getByRole('radio', { name: 'Eén keuze' })).toBeChecked();
  const required = sauce.getByRole('radiogroup', { name: 'Verplicht' });
  await expect(required.getByRole('radio', { name: 'Nee' })).toBeChecked();
  await sauce.getByLabel('Naam van de optiegroep').fill('Saus');
  await required.getByRole('radio', { name: 'Ja' }).click();
  await sauce.getByRole('textbox', { name: 'Keuze 1', exact: true }).fill('Mayonaise');
  await sauce.getByRole('button', { name: 'Keuze toevoegen' }).click();
  await sauce.getByRole('textbox', { name: 'Keuze 2', exact: true }).fill('Andalouse');
  await sauce.getByLabel('Meerprijs').nth(1).fill('0,50');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();

  await expect(dialog.getByText('Product toegevoegd')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/producten$/);
  const curry = page.getByRole('article', { name: 'Broodje kip curry' });
  await expect(curry).toContainText('€ 6,80');
  await expect(curry).toContainText('Broodjes');
  await expect(curry).toContainText('Voorraad: 12');
  await expect
    .poll(() =>
      curry.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);

  // What was saved comes back in the edit form.
  await curry.getByRole('button', { name: 'Bewerken' }).click();
  const edit = page.getByRole('dialog', { name: 'Product bewerken' });
  await expect(edit.getByLabel('Naam van de optiegroep')).toHaveValue('Saus');
  await expect(edit.getByRole('textbox', { name: 'Keuze 2', exact: true })).toHaveValue('Andalouse');
  await expect(edit.getByLabel('Meerprijs').nth(1)).toHaveValue('0,50');
  await expect(edit.getByRole('img', { name: 'Voorbeeld van de afbeelding' })).toBeVisible();
});

test('an owner finds products by search and collection, edits one and deletes another', async ({ page }) => {
  const soups = await createCollectionThroughApi(page, 'Soepen', 'Soup');
  for (const product of [
    { name: 'Broodje kip curry', price: '6.80', collection: '', soldAlone: 'true' },
    { name: 'Tomatensoep', price: '4.80', collection: soups, soldAlone: 'false' },
    { name: 'Erwtensoep', price: '5.20', collection: soups, soldAlone: 'true' },
  ]) {
    const response = await page.request.post('/api/admin/products', {
      headers: await auth(page),
      multipart: { ...product, description: '', stockQuantity: '', productOptions: '[]' },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/dashboard/producten');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  // Only sold in a menu: tagged as such.
  await expect(page.getByRole('article', { name: 'Tomatensoep' })).toContainText('Menu item');
  await expect(page.getByRole('article', { name: 'Tomatensoep' })).toContainText('Geen beschrijving');

  const search = page.getByPlaceholder('Zoek producten...');
  await search.fill('curry');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Broodje kip curry' })).toBeVisible();
  await search.fill('lasagne');
  await expect(page.getByText('Geen producten gevonden met de huidige filters.')).toBeVisible();
  await search.fill('');
  await page.getByLabel('Collectie').selectOption({ label: 'Soepen' });
  await expect(cards).toHaveCount(2);
  await search.fill('erwt');
  await expect(cards).toHaveCount(1);
  await search.fill('');
  await page.getByLabel('Collectie').selectOption({ label: 'Alle collecties' });
  await expect(cards).toHaveCount(3);

  const curry = page.getByRole('article', { name: 'Broodje kip curry' });
  await curry.getByRole('button', { name: 'Bewerken' }).click();
  const edit = page.getByRole('dialog', { name: 'Product bewerken' });
  await edit.getByRole('textbox', { name: 'Prijs', exact: true }).fill('7,20');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit.getByText('Product bijgewerkt')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(curry).toContainText('€ 7,20');

  const soup = page.getByRole('article', { name: 'Tomatensoep' });
  await soup.getByRole('button', { name: 'Verwijderen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Product verwijderen' });
  await expect(confirm).toContainText(
    'Weet je zeker dat je het product "Tomatensoep" wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
  );
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(soup).toBeHidden();

  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Broodje kip curry' })).toContainText('€ 7,20');
  await expect(page.getByRole('article', { name: 'Tomatensoep' })).toHaveCount(0);
});
