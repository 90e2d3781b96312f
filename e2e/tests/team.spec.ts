import type { Page } from '@playwright/test';
import { expect, loginThroughForm, test, uniqueEmail } from '../support/fixtures';
import { launchedShop, pickupAllDay } from '../support/launched-shop';
import { invitationLink } from '../support/invitation-mail';
import { payForCart } from '../support/order-and-pay';
import { shopReady } from '../support/shop-ready';

/** What this spec reads of the admin Order view. */
interface OrderRead {
  number: number;
  date: string;
  customerDetails: { name: string };
}

/** The orders screen's tab the order is in: today's, or the coming days' once today is past its slots. */
async function openOrdersTabOf(page: Page, order: OrderRead) {
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  const tab = order.date === today ? 'Vandaag Opgehaald' : 'Vanaf morgen opgehaald';
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

test('an owner invites a colleague as medewerker by mail; the colleague sees only the orders, cannot export, marks an order ready, and the owner reads it in its history', async ({
  page,
  browser,
}) => {
  // Three browsers (owner, colleague, customer), a payment and a mail job: longer than the default.
  test.setTimeout(150_000);
  const shop = await launchedShop(page.request);
  await pickupAllDay(page.request, shop);
  const colleagueEmail = uniqueEmail('collega');
  const colleagueName = `Sofie ${Date.now().toString(36)}`;
  const colleaguePassword = 'toonbank123';

  // 1. The owner invites the colleague from Team, as Medewerker; the invitation is pending.
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginThroughForm(page, shop.email, shop.password);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/dashboard\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await page.getByRole('button', { name: 'Uitnodigen' }).click();
  const invite = page.getByRole('dialog', { name: 'Uitnodigen' });
  await invite.getByRole('textbox', { name: 'E-mailadres' }).fill(colleagueEmail);
  await invite.getByRole('combobox', { name: 'Rol' }).selectOption({ label: 'Medewerker' });
  await invite.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByText(`Uitnodiging verstuurd naar ${colleagueEmail}`, { exact: true })).toBeVisible();
  const pending = page
    .getByRole('region', { name: 'Openstaande uitnodigingen' })
    .getByRole('listitem')
    .filter({ hasText: colleagueEmail });
  await expect(pending).toContainText('Medewerker');
  await expect(
    pending.getByRole('button', { name: `Uitnodiging voor ${colleagueEmail} intrekken` }),
  ).toBeVisible();

  // 2. The invitation mail, from the shop's sandbox mailbox (its signed link, as the dashboard gets it).
  const link = await invitationLink(page, shop.headers, colleagueEmail);
  await expect(page.locator('pre')).toContainText('als medewerker mee te werken');

  // The colleague opens the link in a browser of their own, chooses a name and a password.
  const colleagueContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(`${link.pathname}${link.search}`);
  await expect(colleague.getByRole('heading', { name: 'Uitnodiging' })).toBeVisible();
  await colleague.getByRole('textbox', { name: 'Naam' }).fill(colleagueName);
  await colleague.getByLabel('Wachtwoord').fill(colleaguePassword);
  await colleague.getByRole('button', { name: 'Account aanmaken en aanvaarden' }).click();

  // A medewerker lands on the orders; the navigation offers only what the role allows.
  await expect(colleague).toHaveURL(/\/dashboard\/bestellingen$/);
  await expect(colleague.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
  const navigation = colleague.getByRole('navigation', { name: 'Dashboard' });
  await expect(navigation.getByRole('link', { name: /^Bestellingen/ })).toBeVisible();
  for (const section of ['Team', 'Instellingen', 'Kortingen']) {
    await expect(navigation.getByRole('link', { name: section, exact: true })).toHaveCount(0);
  }
  // The export is not offered, and the server refuses it to them.
  await expect(colleague.getByRole('button', { name: 'Voorbereidingslijst' })).toBeVisible();
  await expect(colleague.getByRole('button', { name: 'Exporteren' })).toHaveCount(0);
  const login = await colleague.request.post('/api/admin/auth/login', {
    data: { email: colleagueEmail, password: colleaguePassword },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const colleagueHeaders = { Authorization: `Bearer ${token}` };
  const exported = await colleague.request.get(
    '/api/admin/orders/export?from=2026-01-01&to=2026-01-31&table=orders',
    {
      headers: colleagueHeaders,
    },
  );
  expect(exported.status()).toBe(403);
  expect(((await exported.json()) as { message: string }).message).toBe('Je rol laat dit niet toe.');

  // A section the role lacks, opened by its address, says so.
  await colleague.goto('/dashboard/instellingen');
  await expect(colleague.getByText('Je rol laat dit niet toe.', { exact: true })).toBeVisible();

  // 3. A customer orders at the shop and pays.
  const customerName = `Klant ${Date.now().toString(36)}`;
  const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const customer = await customerContext.newPage();
  await customer.goto(`/${shop.subdomain}`);
  await shopReady(customer);
  await customer.getByRole('button', { name: `Toevoegen: ${shop.productName}` }).click();
  await customer.locator('[data-cart-order]').first().click();
  await payForCart(customer, customerName);
  await customerContext.close();

  const recent = await page.request.get('/api/admin/orders/recent?limit=20', { headers: shop.headers });
  const order = ((await recent.json()) as { items: OrderRead[] }).items.find(
    (each) => each.customerDetails.name === customerName,
  )!;
  expect(order).toBeDefined();

  // The colleague marks it ready on the orders screen.
  await navigation.getByRole('link', { name: /^Bestellingen/ }).click();
  await expect(colleague).toHaveURL(/\/dashboard\/bestellingen$/);
  await openOrdersTabOf(colleague, order);
  const card = colleague.getByRole('button', { name: new RegExp(`^${customerName} .*#${order.number} `) });
  await expect(card).toContainText('Nog op te halen');
  await colleague.getByRole('button', { name: `Klaar: bestelling #${order.number}` }).click();
  await expect(card).toContainText('Klaar voor afhaling');
  await colleagueContext.close();

  // The owner opens the order: its history records the move and who made it.
  await page.goto('/dashboard/bestellingen');
  await openOrdersTabOf(page, order);
  await page.getByRole('button', { name: new RegExp(`^${customerName} .*#${order.number} `) }).click();
  const dialog = page.getByRole('dialog', { name: `Bestelling #${order.number}` });
  const history = dialog.getByRole('region', { name: 'Geschiedenis' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Betaald' })).toHaveCount(1);
  // The move, who made it by name (not 'jou': not the owner), then when.
  await expect(history.getByRole('listitem').filter({ hasText: 'Klaar voor afhaling' })).toHaveText(
    new RegExp(`^Klaar voor afhaling door ${colleagueName}, `),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // 4. On a phone the Team screen's cards fit: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/team');
  const members = page.getByRole('region', { name: 'Leden' }).getByRole('listitem');
  await expect(members.filter({ hasText: colleagueEmail })).toContainText(colleagueName);
  await expect(page.getByRole('region', { name: 'Openstaande uitnodigingen' })).toContainText(
    'Er staan geen uitnodigingen open.',
  );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);

  // 5. 'Activiteit' says who did what: the owner's invitation and the colleague joining, on a phone too.
  await page.goto('/dashboard/activiteit');
  await expect(page.getByRole('heading', { level: 1, name: 'Activiteit' })).toBeVisible();
  const entries = page.getByRole('listitem').filter({ hasText: colleagueEmail });
  await expect(entries.filter({ hasText: `nodigde ${colleagueEmail} uit` }).first()).toContainText(
    'Medewerker',
  );
  await expect(
    page.getByRole('listitem').filter({ hasText: `${colleagueName} kwam bij het team` }),
  ).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Persoon' }).selectOption({ label: colleagueName });
  await expect(page.getByRole('listitem').filter({ hasText: 'nodigde' })).toHaveCount(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
});
