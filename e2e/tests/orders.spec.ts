import type { APIRequestContext } from '@playwright/test';
import { expect, loginThroughForm, test } from '../support/fixtures';
import { orderAndPay } from '../support/order-and-pay';

/** What this spec reads of the admin Order view. */
interface OrderRead {
  _id: string;
  number: number;
  date: string;
  timeSlot: { start: string; end: string };
  customerDetails: { name: string };
}

interface PrepListRead {
  slots: { timeSlot: { start: string; end: string }; orderCount: number }[];
}

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/auth/login', {
    data: { email: 'demo@bestelklaar.be', password: 'demo1234' },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** 'zaterdag 21 november', as the screens name a pickup day. */
const pickupDay = (date: string) =>
  new Intl.DateTimeFormat('nl-BE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

test('a paid order appears with the alert in the open dashboard; the owner marks it picked up and sees it on home and in the prep list', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const customerName = `Klant ${Date.now().toString(36)}`;
  await loginThroughForm(page, 'demo@bestelklaar.be', 'demo1234');
  // The spec's dashboard also links to the orders by their older address.
  await page.goto('/admin/bestellingen');
  await expect(page).toHaveURL(/\/dashboard\/bestellingen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Vandaag Opgehaald' })).toHaveAttribute('aria-selected', 'true');
  // Browsers hold sound back until the page is used: the dashboard says so and offers to allow it.
  const allowSound = page.getByRole('button', { name: 'Geluid aanzetten' });
  if (await allowSound.isVisible()) {
    await allowSound.click();
    await expect(allowSound).toBeHidden();
  }

  const customerContext = await browser.newContext();
  await orderAndPay(await customerContext.newPage(), customerName);

  // Live: no reload; the stream says 'orders' once the payment commits.
  const alert = page.getByRole('alert').filter({ hasText: customerName });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(alert).toContainText(/Nieuwe bestelling|nieuwe bestellingen/);
  await expect(page).toHaveTitle(/^\(\d+\) Nieuwe bestellingen$/);
  await expect(page.getByRole('link', { name: /^Bestellingen \d+ nieuw$/ })).toBeVisible();
  await alert.getByRole('button', { name: 'Gezien' }).click();
  await expect(page.getByRole('alert').filter({ hasText: customerName })).toBeHidden();
  await customerContext.close();

  const headers = await ownerHeaders(page.request);
  const recent = (await (
    await page.request.get('/api/admin/orders/recent?limit=20', { headers })
  ).json()) as {
    items: OrderRead[];
  };
  const order = recent.items.find((each) => each.customerDetails.name === customerName)!;
  expect(order).toBeDefined();
  const slotText = `${order.timeSlot.start} – ${order.timeSlot.end}`;

  // The order is in today's or the coming days' tab, depending on the first day the shop offered.
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  if (order.date !== today) await page.getByRole('tab', { name: 'Vanaf morgen opgehaald' }).click();
  const card = page.getByRole('button', { name: new RegExp(`^${customerName} .*#${order.number} `) });
  await expect(card).toContainText('Nog op te halen');
  await card.click();
  const dialog = page.getByRole('dialog', { name: `Bestelling #${order.number}` });
  await expect(dialog).toContainText(slotText);
  await expect(dialog.getByRole('link', { name: '+32 470 12 34 56' })).toHaveAttribute('href', /^tel:/);
  await dialog.getByRole('button', { name: 'Markeer als opgehaald' }).click();
  await expect(dialog.getByRole('button', { name: 'Markeer als opgehaald' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(card).toContainText('Opgehaald');
  await expect(card).toBeFocused();

  // The prep list of that day counts it in its slot.
  await page.getByRole('button', { name: 'Voorbereidingslijst' }).click();
  const prepDialog = page.getByRole('dialog', { name: 'Voorbereidingslijst' });
  // The calendar opens on today; the keyboard moves on to the order's day and picks it.
  await prepDialog.getByRole('button', { name: /^Dag / }).click();
  const daysAhead = Math.round((Date.parse(order.date) - Date.parse(today)) / 86_400_000);
  for (let step = 0; step < daysAhead; step += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(
    prepDialog.getByRole('heading', { name: `Voorbereiding ${pickupDay(order.date)}` }),
  ).toBeVisible();
  const prep = (await (
    await page.request.get(`/api/admin/orders/prep-list?date=${order.date}`, { headers })
  ).json()) as PrepListRead;
  const count = prep.slots.find((slot) => slot.timeSlot.start === order.timeSlot.start)!.orderCount;
  expect(count).toBeGreaterThanOrEqual(1);
  const slot = prepDialog.getByRole('region', { name: slotText });
  await expect(slot).toContainText(count === 1 ? '1 bestelling' : `${count} bestellingen`);
  await page.keyboard.press('Escape');

  // Home: it came in lately, and if it is for today, it is picked up among today's pickups.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('region', { name: 'Recent binnengekomen' })).toContainText(customerName);
  await expect(page.getByRole('region', { name: /^Omzet / })).toContainText('Bestellingen');
  const todayCard = page.getByRole('region', { name: 'Vandaag op te halen' });
  await expect(todayCard.getByRole('link', { name: 'Alle bestellingen bekijken' })).toBeVisible();
  if (order.date === today) {
    await expect(todayCard.getByRole('listitem').filter({ hasText: customerName })).toContainText(
      'Opgehaald',
    );
  }
});
