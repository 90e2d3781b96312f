import { createAccount, expect, loginThroughForm, test, uniqueEmail } from '../support/fixtures';

test('a new owner registers, logs in, reloads, stays in, and logs out', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/registreren');
  await expect(page.getByRole('heading', { name: 'Registreren' })).toBeVisible();
  await page.getByLabel('Naam').fill('Sofie Peeters');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('geheim123');
  await page.getByRole('button', { name: 'Registreren' }).click();

  await expect(page).toHaveURL(/\/inloggen$/);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('geheim123');
  await page.getByRole('button', { name: 'Inloggen' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Instellingen Ontbreken' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  for (const item of [
    'Home',
    'Producten',
    'Menus',
    'Bestellingen',
    'Ophaalmomenten',
    'Instellingen',
    'Kortingen',
    'Collecties',
    'Printers',
    'Team',
    'Activiteit',
    'Mijn account',
  ]) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Instellingen Ontbreken' })).toBeVisible();

  await nav.getByRole('link', { name: 'Producten' }).click();
  await expect(page.getByRole('heading', { name: 'Producten', level: 1 })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('expiration'))).toBeNull();
  // The token was revoked on the server too.
  const after = await page.request.get('/api/admin/account/settings', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});

test('the register form validates on blur and shows the spec texts', async ({ page }) => {
  await page.goto('/registreren');
  await page.getByLabel('Naam').fill('A');
  await page.getByLabel('E-mailadres').focus();
  await expect(page.getByText('Moet ten minste 2 tekens lang zijn')).toBeVisible();
  await page.getByLabel('E-mailadres').fill('geen-email');
  await page.getByLabel('Wachtwoord').focus();
  await expect(page.getByText('Voer een geldig e-mailadres in')).toBeVisible();
  await page.getByLabel('Wachtwoord').fill('123');
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page.getByText('Moet ten minste 6 tekens lang zijn')).toBeVisible();
  await expect(page).toHaveURL(/\/registreren$/);
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  const account = await createAccount(page);
  await page.goto('/inloggen');
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord').fill('fout-wachtwoord');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toContainText('E-mailadres of wachtwoord is onjuist.');
  await expect(page).toHaveURL(/\/inloggen$/);
});

test('the dashboard sends visitors without a token to the login page', async ({ page }) => {
  await page.goto('/dashboard/producten');
  await expect(page).toHaveURL(/\/inloggen$/);
});

test('an expired session logs out at once', async ({ page }) => {
  const account = await createAccount(page);
  await loginThroughForm(page, account.email, account.password);
  await page.evaluate(() => localStorage.setItem('expiration', new Date(Date.now() - 1000).toISOString()));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a session expiring while open logs out when it expires', async ({ page }) => {
  const account = await createAccount(page);
  await loginThroughForm(page, account.email, account.password);
  await page.evaluate(() => localStorage.setItem('expiration', new Date(Date.now() + 2000).toISOString()));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
});

test('a revoked token met by an admin call logs out', async ({ page }) => {
  const account = await createAccount(page);
  await loginThroughForm(page, account.email, account.password);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.request.post('/api/admin/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown product paths show the 404 page', async ({ page }) => {
  await page.goto('/inloggen/extra/pad');
  await expect(page.getByRole('heading', { name: 'Deze pagina bestaat niet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ga terug' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ga naar homepagina' })).toBeVisible();
});
