import { expect, loginThroughForm, test } from '../support/fixtures';
import { orderAndPay } from '../support/order-and-pay';

test("a paid order is 'Nieuw' in two open tabs until 'Gezien' is tapped in one of them", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const customerName = `Gezien ${Date.now().toString(36)}`;
  await loginThroughForm(page, 'demo@bestelklaar.be', 'demo1234');
  await page.goto('/dashboard/bestellingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
  // A second tab of the same dashboard: the kitchen's tablet beside the owner's laptop.
  const otherTab = await page.context().newPage();
  await otherTab.setViewportSize({ width: 360, height: 800 });
  await otherTab.goto('/dashboard');

  const customerContext = await browser.newContext();
  await orderAndPay(await customerContext.newPage(), customerName);
  await customerContext.close();

  // The alert's link opens the tab that lists the order (today's or the coming days').
  const alert = page.getByRole('alert').filter({ hasText: customerName });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await alert.getByRole('link', { name: 'Bekijk bestellingen' }).click();
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: customerName });
  await expect(card).toContainText('Nieuw');
  await expect(page).toHaveTitle(/^\(\d+\) Nieuwe bestellingen$/);
  await expect(otherTab).toHaveTitle(/^\(\d+\) Nieuwe bestellingen$/, { timeout: 10_000 });
  const otherAlert = otherTab.getByRole('alert').filter({ hasText: customerName });
  await expect(otherAlert).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('orders-1280-light.png') });
  await otherTab.screenshot({ path: testInfo.outputPath('dashboard-360-light.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('orders-1280-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });

  // By keyboard: the card's own 'Gezien'.
  const seen = card.getByRole('button', { name: /^Gezien: bestelling #\d+$/ });
  await seen.focus();
  await page.keyboard.press('Enter');
  await expect(card).not.toContainText('Nieuw');
  // The other tab hears it through the live stream and stops ringing for it. (Its title may still
  // count orders other journeys place at the demo shop meanwhile: OrderAlert.test checks the title.)
  await expect(otherAlert).toBeHidden({ timeout: 10_000 });

  await card.getByRole('button', { name: new RegExp(`^${customerName}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Gezien door .+ om \d{2}:\d{2}/);
  await page.screenshot({ path: testInfo.outputPath('details-1280-light.png') });
});
