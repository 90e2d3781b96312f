import type { Page } from '@playwright/test';
import { createAccount, expect, loginThroughForm, test } from '../support/fixtures';

/** A 64 × 48 PNG, as a photo an owner would choose. */
const PHOTO = {
  name: 'lunchmenu.png',
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

/** The logged-in owner's bearer header, for arranging data through the API. */
async function auth(page: Page) {
  return { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
}

async function createProduct(page: Page, name: string, price: string): Promise<string> {
  const response = await page.request.post('/api/admin/products', {
    headers: await auth(page),
    multipart: {
      name,
      price,
      description: '',
      collection: '',
      stockQuantity: '',
      soldAlone: 'true',
      productOptions: '[]',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json())._id;
}

/** Searches the product picker and chooses the first match with the keyboard. */
async function chooseProduct(page: Page, search: string) {
  const picker = page.getByRole('combobox', { name: 'Producten' });
  await picker.fill(search);
  await expect(page.getByRole('listbox', { name: 'Producten' })).toBeVisible();
  await picker.press('Enter');
}

test('an owner composes a menu from two products with a free-text option and a photo, edits and deletes it', async ({
  page,
}) => {
  // A whole journey (add, reload, edit, search, delete) in one test: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const collection = await page.request.post('/api/admin/collections', {
    headers: await auth(page),
    data: { name: 'Lunch', icon: 'Soup' },
  });
  expect(collection.status()).toBe(201);
  await createProduct(page, 'Tomatensoep', '4.80');
  await createProduct(page, 'Broodje kip curry', '6.80');
  await createProduct(page, 'Cola zero', '2.60');

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Menus' }).click();
  await expect(page.getByText('Je hebt nog geen menus aangemaakt')).toBeVisible();

  await page.getByRole('button', { name: 'Menu toevoegen' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Menu toevoegen' });
  await dialog.getByLabel('Menunaam').fill('Lunchmenu');
  await dialog.getByLabel('Beschrijving').fill('Soep en een broodje');
  await dialog.getByRole('textbox', { name: 'Prijs', exact: true }).fill('10,50');
  await dialog.getByRole('radiogroup', { name: 'BTW-tarief' }).getByRole('radio', { name: '12 %' }).click();

  await chooseProduct(page, 'soep');
  await chooseProduct(page, 'curry');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Producten: gekozen (2)' })).toHaveText(
    /Tomatensoep.*Broodje kip curry/,
  );
  await expect(dialog.getByText('Samen los: € 11,60.')).toBeVisible();

  await dialog.getByLabel('Collectie').selectOption({ label: 'Lunch' });
  await dialog.getByLabel('Afbeelding').setInputFiles(PHOTO);
  await expect(dialog.getByRole('img', { name: 'Voorbeeld van de afbeelding' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Optiegroep toevoegen' }).click();
  const remark = dialog.getByRole('group', { name: 'Optiegroep 1' });
  await remark.getByLabel('Naam van de optiegroep').fill('Opmerking voor de keuken');
  await remark.getByRole('radio', { name: 'Vrije tekst' }).click();
  await expect(remark.getByRole('textbox', { name: 'Keuze 1' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();

  await expect(dialog.getByText('Menu toegevoegd')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: 'Lunchmenu' });
  await expect(card).toContainText('€ 10,50');
  await expect(card).toContainText('2 producten');
  await expect(card).toContainText('Samen los: € 11,60');
  await expect(card).toContainText('Klant bespaart € 1,10');
  await expect(card).toContainText('Lunch');

  // What was saved survives a reload, photo included.
  await page.reload();
  await expect(card).toContainText('Soep en een broodje');
  await expect
    .poll(() =>
      card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);

  await card.getByRole('button', { name: 'Bewerken' }).click();
  const edit = page.getByRole('dialog', { name: 'Menu bewerken' });
  await expect(edit.getByLabel('Menunaam')).toHaveValue('Lunchmenu');
  await expect(
    edit.getByRole('radiogroup', { name: 'BTW-tarief' }).getByRole('radio', { name: '12 %' }),
  ).toBeChecked();
  await expect(edit.getByLabel('Naam van de optiegroep')).toHaveValue('Opmerking voor de keuken');
  await expect(edit.getByRole('radio', { name: 'Vrije tekst' })).toBeChecked();
  await expect(edit.getByRole('img', { name: 'Voorbeeld van de afbeelding' })).toBeVisible();
  await edit.getByRole('button', { name: 'Tomatensoep verwijderen' }).click();
  await chooseProduct(page, 'cola');
  await page.keyboard.press('Escape');
  await edit.getByRole('textbox', { name: 'Prijs', exact: true }).fill('8,90');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit.getByText('Menu bijgewerkt')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('€ 8,90');
  await expect(card).toContainText('Samen los: € 9,40');
  await expect(card).toContainText('Klant bespaart € 0,50');

  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('LUNCH');
  await expect(page.getByRole('article')).toHaveCount(1);

  await card.getByRole('button', { name: 'Verwijderen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Menu verwijderen' });
  await expect(confirm).toContainText('Weet je zeker dat je het menu "Lunchmenu" wilt verwijderen?');
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('Je hebt nog geen menus aangemaakt')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Je hebt nog geen menus aangemaakt')).toBeVisible();
});

test('deleting a product names the menus that hold it, and a menu left empty is marked', async ({ page }) => {
  const soup = await createProduct(page, 'Tomatensoep', '4.80');
  const sandwich = await createProduct(page, 'Broodje kip curry', '6.80');
  for (const [name, products] of [
    ['Lunchmenu', [soup, sandwich]],
    ['Soepmenu', [soup]],
  ] as const) {
    const response = await page.request.post('/api/admin/menus', {
      headers: await auth(page),
      multipart: {
        name,
        price: '9.00',
        description: '',
        collection: '',
        productOptions: '[]',
        ...Object.fromEntries(products.map((id, index) => [`products[${index}]`, id])),
      },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto('/dashboard/producten');
  await page
    .getByRole('article', { name: 'Tomatensoep' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Product verwijderen' });
  await expect(confirm).toContainText(
    "Dit product zit in 2 menu's: Lunchmenu, Soepmenu. Het wordt uit die menu's verwijderd.",
  );
  await expect(confirm).toContainText('Soepmenu heeft daarna geen producten meer');
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByRole('article', { name: 'Tomatensoep' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Menus' }).click();
  await expect(page.getByRole('article', { name: 'Lunchmenu' })).toContainText(/1 product(?!en)/);
  await expect(page.getByRole('article', { name: 'Soepmenu' })).toContainText('Geen producten');
});
