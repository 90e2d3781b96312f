import { createAccount, expect, loginThroughForm, test } from '../support/fixtures';

test('an owner creates a collection discount, and the table shows it active', async ({ page }) => {
  const owner = await createAccount(page);
  await loginThroughForm(page, owner.email, owner.password);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const collection = await page.request.post('/api/admin/collections', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Soepen', icon: 'Soup' },
  });
  expect(collection.status()).toBe(201);

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Kortingen' }).click();
  await expect(page.getByRole('tab', { name: 'Product/menu' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Geen kortingen beschikbaar.')).toBeVisible();
  await page.getByRole('tab', { name: 'Collectie' }).click();
  await page.getByRole('button', { name: 'Toevoegen' }).click();

  const dialog = page.getByRole('dialog', { name: 'Collectiekorting toevoegen' });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Selecteer een collectie.')).toBeVisible();
  await expect(dialog.getByText('Korting is verplicht.')).toBeVisible();

  await dialog.getByLabel('Collectie').selectOption({ label: 'Soepen' });
  await dialog.getByRole('textbox', { name: 'Korting' }).fill('15');
  // Each calendar opens on the first day it allows, today and tomorrow: Enter takes it.
  await dialog.getByRole('button', { name: /^Begindatum/ }).click();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: /^Einddatum/ }).click();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();

  await expect(dialog.getByText('Korting toegevoegd')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Soepen/ });
  await expect(row).toContainText('15 %');
  await expect(row).toContainText('Actief');

  await page.reload();
  await expect(page).toHaveURL(/tab=collectie/);
  await expect(page.getByRole('row', { name: /Soepen/ })).toContainText('Actief');
});
