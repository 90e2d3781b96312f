import type { APIRequestContext } from '@playwright/test';
import { expect, loginThroughForm, test } from '../support/fixtures';
import { launchedShop } from '../support/launched-shop';
import { payForCart } from '../support/order-and-pay';
import { shopReady } from '../support/shop-ready';

/** A Star CloudPRNT printer's turn at its address: poll, and if a job is ready, fetch and confirm it. */
async function printerTurn(request: APIRequestContext, url: string): Promise<string | null> {
  const path = new URL(url).pathname;
  const poll = await request.post(path, {
    data: { status: '23 6 0 0 0 0 0 0 0 ', printerMAC: '00:11:62:0c:ab:cd', statusCode: '200%20OK' },
  });
  expect(poll.status()).toBe(200);
  const answer = (await poll.json()) as { jobReady: boolean; mediaTypes: string[]; jobToken?: string };
  if (!answer.jobReady) return null;
  expect(answer.mediaTypes).toContain('text/plain');
  const job = await request.get(path, { params: { type: 'text/plain', token: answer.jobToken! } });
  expect(job.status()).toBe(200);
  const ticket = (await job.body()).toString('latin1');
  const confirm = await request.delete(path, { params: { code: '200 OK', token: answer.jobToken! } });
  expect(confirm.status()).toBe(200);
  return ticket;
}

test("an owner adds the kitchen printer, types its address into it, and it prints a paid order once; 'Printers' shows it online", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const shop = await launchedShop(page.request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginThroughForm(page, shop.email, shop.password);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Printers' }).click();
  await expect(page).toHaveURL(/\/dashboard\/printers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Printers' })).toBeVisible();

  // 'Printer toevoegen' by keyboard: name, 58 mm, all orders, one copy.
  await page.getByRole('button', { name: 'Printer toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Printer toevoegen' });
  await dialog.getByRole('textbox', { name: /Naam/ }).fill('Keuken');
  await dialog.getByRole('radio', { name: '58 mm' }).click();
  await page.screenshot({ path: 'test-results/printers-add-1280.png' });
  await dialog.getByRole('button', { name: 'Printer toevoegen' }).click();
  const added = page.getByRole('dialog', { name: 'Printer toegevoegd' });
  const url = await added.getByRole('textbox', { name: 'Server URL' }).inputValue();
  expect(url).toMatch(/\/api\/printers\/cloudprnt\/[\w-]{43}$/);
  await added.getByRole('button', { name: 'Klaar' }).click();
  const row = page
    .getByRole('list', { name: 'Printers' })
    .getByRole('listitem')
    .filter({ hasText: 'Keuken' });
  await expect(row).toContainText('Nog niet verbonden');

  // The printer polls: nothing yet, and the screen sees it online.
  expect(await printerTurn(page.request, url)).toBeNull();
  await page.reload();
  await expect(row).toContainText('Online');
  await expect(row).toContainText('58 mm');

  // A customer orders and pays; the printer's next turns print it, once.
  const customerName = `Klant ${Date.now().toString(36)}`;
  const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const customer = await customerContext.newPage();
  await customer.goto(`/${shop.subdomain}`);
  await shopReady(customer);
  await customer.getByRole('button', { name: `Toevoegen: ${shop.productName}` }).click();
  await customer.locator('[data-cart-order]').first().click();
  await payForCart(customer, customerName);
  await customerContext.close();

  let ticket: string | null = null;
  await expect(async () => {
    ticket = await printerTurn(page.request, url);
    expect(ticket).not.toBeNull();
  }).toPass({ timeout: 20_000 });
  expect(ticket!).toContain(customerName);
  expect(ticket!).toContain(`1 x ${shop.productName}`);
  expect(await printerTurn(page.request, url)).toBeNull();

  await page.reload();
  await expect(row).toContainText('Niets te printen');
  await page.screenshot({ path: 'test-results/printers-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'test-results/printers-360.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(row).toContainText('Online');
  await page.screenshot({ path: 'test-results/printers-360-dark.png', fullPage: true });

  // Removing asks first; its address stops working.
  await row.getByRole('button', { name: 'Keuken verwijderen' }).click();
  await page
    .getByRole('alertdialog', { name: 'Printer verwijderen' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expect(page.getByText('Nog geen printers')).toBeVisible();
  expect((await page.request.post(new URL(url).pathname, { data: {} })).status()).toBe(404);
});
