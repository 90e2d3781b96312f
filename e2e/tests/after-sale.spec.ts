import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginThroughForm, test } from '../support/fixtures';
import { orderAndPay } from '../support/order-and-pay';

interface OrderRead {
  _id: string;
  number: number;
  totalAmount: number;
  customerDetails: { name: string };
}

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/auth/login', {
    data: { email: 'demo@bestelklaar.be', password: 'demo1234' },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** '€ 6,38', as the screens write euros. */
const euros = (amount: number) =>
  new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s/g, ' ');

/** The revenue card's total, as text with plain spaces. */
async function revenueShown(page: Page): Promise<string> {
  const card = page.getByRole('region', { name: /^Omzet / });
  await expect(card).toContainText('Totaal');
  return ((await card.locator('dd').first().textContent()) ?? '').replace(/\s/g, ' ');
}

test('the owner cancels a paid order: the customer’s page says so by itself, the mail arrives with its link, the revenue card changes, the export holds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customerName = `Klant ${Date.now().toString(36)}`;
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const email = await orderAndPay(customer, customerName);

  // From the success page to the order's own page, which stays open.
  await customer.getByRole('link', { name: 'Volg je bestelling' }).click();
  await expect(customer).toHaveURL(/\/demo\/bestelling\/[^/?]+\?t=/);
  await expect(customer.getByText('Betaald', { exact: true })).toBeVisible();

  const headers = await ownerHeaders(page.request);
  const recent = (await (
    await page.request.get('/api/admin/orders/recent?limit=20', { headers })
  ).json()) as {
    items: OrderRead[];
  };
  const order = recent.items.find((each) => each.customerDetails.name === customerName)!;
  expect(order).toBeDefined();

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginThroughForm(page, 'demo@bestelklaar.be', 'demo1234');
  await page.goto('/dashboard');
  const revenueBefore = await revenueShown(page);

  // The home screen's row opens the order; two clicks and a reason cancel it.
  await page
    .getByRole('region', { name: 'Recent binnengekomen' })
    .getByRole('link', { name: new RegExp(customerName) })
    .click();
  const dialog = page.getByRole('dialog', { name: `Bestelling #${order.number}` });
  await dialog.getByRole('button', { name: 'Annuleren en terugbetalen' }).click();
  await expect(dialog).toContainText(`De klant krijgt ${euros(order.totalAmount)} terug`);
  await dialog.getByRole('textbox', { name: /^Reden/ }).fill('De soep is op');
  await dialog.getByRole('button', { name: 'Annuleren en terugbetalen' }).click();
  await expect(dialog.getByText('Geannuleerd', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Terugbetaald', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');

  // The revenue card no longer counts it.
  await page.goto('/dashboard');
  await expect.poll(() => revenueShown(page)).not.toBe(revenueBefore);
  const revenue = (await (
    await page.request.get('/api/admin/orders/revenue/monthly', { headers })
  ).json()) as {
    total: number;
  };
  expect(await revenueShown(page)).toBe(euros(revenue.total));

  // 'Exporteren' downloads this month's CSV, as Excel wants it, with the cancelled order and what went back.
  await page.goto('/dashboard/bestellingen');
  await page.getByRole('button', { name: 'Exporteren' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Bestellingen exporteren' });
  const download = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Exporteren' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bestellingen-\d{4}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const row = csv
    .toString('utf8')
    .split(/\r?\n/)
    .find((line) => line.split(';')[0] === String(order.number));
  expect(row).toContain(euros(order.totalAmount).replace('€ ', ''));

  // The mail arrives, with the amount, the reason and the way to the order's page.
  const transport = (await (await page.request.get('/api/admin/mail/transport', { headers })).json()) as {
    mailboxUrl: string;
  };
  await expect(async () => {
    await page.goto(transport.mailboxUrl);
    await expect(
      page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'geannuleerd' }),
    ).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: `Je bestelling #${order.number} bij De Smulhoek is geannuleerd` })
    .click();
  await expect(page.locator('pre')).toContainText(`Je krijgt ${euros(order.totalAmount)} terug.`);
  await expect(page.locator('pre')).toContainText('Reden: De soep is op');
  const link = page.frameLocator('iframe[title="HTML-versie van de e-mail"]').getByRole('link', {
    name: 'Bekijk je bestelling',
  });
  const orderPage = new URL((await link.getAttribute('href'))!);
  expect(orderPage.pathname).toBe(`/demo/bestelling/${order._id}`);
  expect(orderPage.searchParams.get('t')).toBeTruthy();
  // The customer's page, left open meanwhile, read the order again by itself (every 30 s).
  await expect(customer.getByText(`Geannuleerd — ${euros(order.totalAmount)} terugbetaald`)).toBeVisible({
    timeout: 40_000,
  });

  await customer.goto(orderPage.pathname + orderPage.search);
  await expect(customer.getByRole('heading', { name: `Bestelling #${order.number}` })).toBeVisible();
  await expect(customer.getByText(`Geannuleerd — ${euros(order.totalAmount)} terugbetaald`)).toBeVisible();

  // Without the right secret the order's page is the 404 page.
  await customer.goto(`${orderPage.pathname}?t=verkeerd`);
  await expect(customer.getByRole('heading', { level: 1, name: 'Deze pagina bestaat niet' })).toBeVisible();
  await customerContext.close();
});
