import { createAccount, expect, loginThroughForm, test } from '../support/fixtures';

test('a new owner walks from the three missing steps to a live, onboarded shop through the sandbox', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(page, 'Lotte Janssens');
  await loginThroughForm(page, account.email, account.password);

  for (const step of ['Instellingen Ontbreken', 'Geen Producten', 'Ophaalmomenten Ontbreken']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }

  // Step 1: settings, through the card's link (?edit=true opens the dialog).
  await page.getByRole('link', { name: 'Instellingen invullen' }).click();
  const settings = page.getByRole('dialog', { name: 'Instellingen bewerken' });
  await expect(settings).toBeVisible();
  await settings.getByLabel('Winkelnaam').fill('Bakkerij Lotte');
  await settings.getByLabel('Beschrijving').fill('a'.repeat(701));
  await settings.getByLabel('Adres').click();
  await expect(settings.getByText('Winkelomschrijving mag niet langer zijn dan 700 karakters')).toBeVisible();
  await settings.getByLabel('Beschrijving').fill('Ambachtelijk brood en taart, elke dag vers.');
  await settings.getByLabel('Adres').fill('Markt 3, 3000 Leuven');
  await settings.getByLabel('Contact e-mail').fill('hallo@bakkerijlotte.be');
  await settings.getByLabel('Contact GSM').fill('0470 11 22 33');
  await settings.getByLabel('Minimum aantal uren voor afhalen').fill('2');
  await settings.getByRole('button', { name: 'Opslaan' }).click();
  await expect(settings.getByText('Instellingen opgeslagen')).toBeVisible();
  await expect(settings).toBeHidden();
  await expect(page).not.toHaveURL(/edit=true/);
  await expect(page.getByText('Bakkerij Lotte')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Instellingen Ontbreken' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Geen Producten' })).toBeVisible();

  // Step 2: a product (?add=true opens the dialog).
  await page.getByRole('link', { name: 'Product toevoegen' }).click();
  const product = page.getByRole('dialog', { name: 'Product toevoegen' });
  await product.getByLabel('Naam').fill('Desembrood');
  await product.getByRole('textbox', { name: 'Prijs', exact: true }).fill('4,20');
  await product.getByRole('button', { name: 'Opslaan' }).click();
  await expect(product).toBeHidden();

  // Step 3: a pickup moment.
  await nav.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'Ophaalmomenten instellen' }).click();
  const monday = page.getByRole('article', { name: 'Maandag' });
  await monday.getByRole('button', { name: 'Maandag bewerken' }).click();
  const day = page.getByRole('dialog', { name: 'Ophaalmomenten op maandag' });
  await day.getByRole('button', { name: 'Ophaalmoment toevoegen' }).click();
  await day.getByRole('button', { name: 'Opslaan' }).click();
  await expect(day).toBeHidden();

  // Launch: the form checks the subdomain rules before the server does.
  await nav.getByRole('link', { name: 'Home' }).click();
  const subdomain = page.getByLabel('Subdomein');
  await subdomain.fill('-lotte');
  await subdomain.press('Tab');
  await expect(
    page.getByText(
      'Subdomein mag alleen kleine letters, cijfers en koppeltekens bevatten (geen begin- of eind-koppeltekens).',
    ),
  ).toBeVisible();
  const shop = `lotte-${Date.now().toString(36)}`;
  await subdomain.fill(shop);
  await page.getByRole('button', { name: 'Webshop lanceren' }).click();
  await expect(page.getByText('Je webshop is gelanceerd!')).toBeVisible();

  // Onboarding at the (sandbox) payment provider, then back to the dashboard.
  await page.getByRole('button', { name: 'Start onboarding' }).click();
  await expect(page.getByRole('heading', { name: 'Betalingen activeren voor Bakkerij Lotte' })).toBeVisible();
  await page.getByRole('button', { name: 'Onboarding voltooien' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Je webshop is live' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/${shop}`) })).toHaveAttribute(
    'href',
    new RegExp(`/${shop}$`),
  );
  expect(await page.evaluate(() => localStorage.getItem('launchFlag'))).toBeNull();
});

test('returning from onboarding without finishing shows the check, then the prompt again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const account = await createAccount(page);
  await loginThroughForm(page, account.email, account.password);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const auth = { Authorization: `Bearer ${token}` };
  await page.request.put('/api/admin/account/settings', {
    headers: auth,
    multipart: {
      name: 'Jan',
      shopName: 'Frituur Jan',
      shopDescription: 'Frieten en snacks.',
      shopAddress: 'Dorp 1, 2000 Antwerpen',
      websiteUrl: '',
      contactEmail: 'jan@frituurjan.be',
      contactGsm: '0470 99 88 77',
      shopMinimumOrderTimeBeforePickup: '1',
      darkMode: 'false',
    },
  });
  await page.request.post('/api/admin/products', {
    headers: auth,
    multipart: {
      name: 'Friet',
      description: '',
      price: '3.50',
      collection: '',
      stockQuantity: '',
      soldAlone: 'true',
      productOptions: '[]',
    },
  });
  await page.request.put('/api/admin/pickup-moments', {
    headers: auth,
    data: { day: 'vrijdag', slots: [{ start: '17:00', end: '20:00' }] },
  });
  const shop = `frituur-${Date.now().toString(36)}`;
  const launched = await page.request.post('/api/admin/stripe-connect/add-subdomain', {
    headers: auth,
    data: { subdomain: shop },
  });
  expect(launched.status()).toBe(200);

  await page.evaluate(() => localStorage.setItem('launchFlag', 'true'));
  await page.goto('/dashboard');
  await expect(page.getByText('We kijken na of je alle stappen hebt voltooid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start onboarding' })).toBeVisible({ timeout: 12_000 });
  expect(await page.evaluate(() => localStorage.getItem('launchFlag'))).toBeNull();
});
