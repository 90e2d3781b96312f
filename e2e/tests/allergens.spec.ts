import type { Page } from '@playwright/test';
import { expect, loginThroughForm, test } from '../support/fixtures';
import { payForCart } from '../support/order-and-pay';
import { shopReady } from '../support/shop-ready';

// An owner's edit, a customer's order and its payment, and the kitchen's view: many steps.
test.describe.configure({ timeout: 150_000 });

/** The demo owner's product, whose 'Bevat' the test sets and puts back. */
const MARKED = 'Croque monsieur';
/** Ordered with 'Gekookt ei', an option choice that adds Eieren to the line. */
const ORDERED = 'Broodje kaas & hesp';

async function setLupin(page: Page, checked: boolean) {
  await page.goto('/dashboard/producten');
  await page.getByRole('article', { name: MARKED }).getByRole('button', { name: 'Bewerken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Product bewerken' });
  await dialog
    .getByRole('group', { name: 'Bevat', exact: true })
    .getByRole('checkbox', { name: 'Lupine' })
    .setChecked(checked);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
}

test('an owner marks a product, a customer filters it away, orders with an allergen-bearing option and sees it after paying; the ticket shows it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginThroughForm(page, 'demo@bestelklaar.be', 'demo1234');
  await setLupin(page, true);

  const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const customer = await customerContext.newPage();
  try {
    await customer.goto('/demo');
    await shopReady(customer);
    await expect(customer.getByRole('article', { name: MARKED })).toContainText('Lupine');

    // 'Allergenen vermijden' hides what contains Lupine, and stays so on a later visit.
    await customer.locator('summary', { hasText: 'Allergenen vermijden' }).click();
    await customer
      .getByRole('group', { name: 'Welke allergenen vermijd je?' })
      .getByRole('checkbox', { name: 'Lupine' })
      .check();
    await expect(customer.getByRole('article', { name: MARKED })).toBeHidden();
    await customer.reload();
    await shopReady(customer);
    await expect(customer.getByRole('article', { name: ORDERED })).toBeVisible();
    await expect(customer.getByRole('article', { name: MARKED })).toBeHidden();

    // The item window says its allergens in words; 'Gekookt ei' says what it adds.
    await customer.getByRole('button', { name: `Bekijk Opties: ${ORDERED}` }).click();
    const itemWindow = customer.getByRole('dialog', { name: ORDERED });
    await expect(itemWindow.getByRole('list', { name: 'Bevat:' })).toContainText('Glutenbevattende granen');
    await itemWindow.getByRole('radio', { name: 'Wit' }).check();
    await itemWindow.getByRole('checkbox', { name: /^Gekookt ei \(bevat Eieren\)/ }).check();
    await itemWindow.getByRole('button', { name: 'Toevoegen aan Winkelmandje' }).click();

    const cart = customer.getByRole('region', { name: 'Winkelmandje' });
    await expect(cart.getByRole('list', { name: 'Bevat:' })).toContainText('Eieren');
    await cart.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    const form = customer.getByRole('form', { name: 'Plaats een Bestelling' });
    await expect(form).toBeVisible();
    await expect(customer.getByRole('region', { name: 'Allergenen in je bestelling' })).toContainText(
      'Eieren',
    );
    const customerName = `Allergeen ${Date.now().toString(36)}`;
    await payForCart(customer, customerName);

    const summary = customer.getByRole('list', { name: 'Je bestelling' });
    await expect(summary.getByRole('list', { name: 'Bevat:' })).toContainText('Eieren');

    // The kitchen: the order's lines show their allergens, in the details and on the ticket.
    const paidOrder = customer.url();
    const orderNumber = (await customer.getByRole('heading', { name: /^Bestelling #/ }).innerText()).slice(
      12,
    );
    expect(paidOrder).toContain('betaling-succes');
    await page.goto('/dashboard/bestellingen');
    const card = page.getByRole('button', { name: new RegExp(`^${customerName} .*#${orderNumber} `) });
    // The order is in today's or the coming days' tab, depending on the first day the shop offered.
    // The tab's list loads after the click: wait for the card there before looking in today's.
    await page.getByRole('tab', { name: 'Vanaf morgen opgehaald' }).click();
    const inComingDays = await card.waitFor({ state: 'visible', timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (!inComingDays) await page.getByRole('tab', { name: 'Vandaag Opgehaald' }).click();
    await card.click();
    const details = page.getByRole('dialog', { name: `Bestelling #${orderNumber}` });
    await expect(details).toContainText(/Allergenen: .*Eieren/);
    // The browser's print dialog is not the test's: the ticket is laid out for it all the same.
    await page.evaluate(() => (window.print = () => undefined));
    await details.getByRole('button', { name: 'Afdrukken', exact: true }).click();
    await expect(page.locator(`article[aria-label="Bon bestelling ${orderNumber}"]`)).toContainText(
      /Allergenen: .*Eieren/,
    );
  } finally {
    await customerContext.close();
    await setLupin(page, false);
  }
});
