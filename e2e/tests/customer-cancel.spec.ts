import type { Locator, Page } from '@playwright/test';
import { expectAccessibleNow, expect, loginThroughForm, test } from '../support/fixtures';
import { launchedShop, type LaunchedShop } from '../support/launched-shop';
import { shopReady } from '../support/shop-ready';

const HOURS_BEFORE = 2;

/** A sold-out item beside the one the shop sells, so its greyed card is on the page too. */
async function soldOutItem(page: Page, shop: LaunchedShop): Promise<string> {
  const name = 'Tiramisu';
  const created = await page.request.post('/api/admin/products', {
    headers: shop.headers,
    multipart: {
      name,
      description: 'Huisgemaakt.',
      price: '5.50',
      collection: '',
      stockQuantity: '',
      soldAlone: 'true',
      productOptions: '[]',
    },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const marked = await page.request.put(`/api/admin/products/${_id}/sold-out`, {
    headers: shop.headers,
    data: { soldOut: true },
  });
  expect(marked.status()).toBe(200);
  return name;
}

/**
 * A pickup day after the first one offered, so that its deadline (hours before its latest piece) is
 * still ahead whatever the hour now; from the next month when this one offers no second day.
 */
async function chooseLaterDay(form: Locator): Promise<void> {
  const days = form.locator('[role="grid"] button:not([disabled])');
  await expect(days.first()).toBeVisible();
  if ((await days.count()) < 2) {
    await form.getByRole('button', { name: 'Ga naar volgende maand' }).click();
    await days.first().click();
  } else {
    await days.nth(1).click();
  }
}

/** 'HH:MM' `hours` earlier, for a time at least that late in the day. */
function hoursEarlier(time: string, hours: number): string {
  const [hour, minute] = time.split(':');
  return `${String(Number(hour) - hours).padStart(2, '0')}:${minute}`;
}

test("the owner lets customers cancel; a customer on a phone in New York orders, pays, cancels on the order page until the shop's deadline in Brussels time, and the owner sees it cancelled on a tablet", async ({
  page,
  browser,
}) => {
  // Two browsers, a payment and two accessibility analyses of a moment: longer than the default.
  test.setTimeout(150_000);
  const shop = await launchedShop(page.request);
  const soldOut = await soldOutItem(page, shop);

  // The owner allows it in the settings, until 2 hours before pickup.
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginThroughForm(page, shop.email, shop.password);
  await page.goto('/dashboard/instellingen');
  const setting = page.getByRole('region', { name: 'Annuleren door de klant' });
  await setting.getByRole('switch', { name: 'Klanten mogen zelf annuleren' }).click();
  await setting.getByRole('textbox', { name: 'Tot hoeveel uur voor het afhalen' }).fill(String(HOURS_BEFORE));
  await setting.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Opgeslagen', { exact: true })).toBeVisible();

  // The customer's phone keeps New York's clock; the shop's times are Brussels'.
  const customerContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    timezoneId: 'America/New_York',
  });
  const customer = await customerContext.newPage();
  await customer.goto(`/${shop.subdomain}`);
  await shopReady(customer);
  await expect(customer.getByRole('button', { name: `Uitverkocht: ${soldOut}` })).toBeDisabled();
  await expectAccessibleNow(
    customer,
    'een uitverkocht item',
    `article:has([aria-label="Uitverkocht: ${soldOut}"])`,
  );

  await customer.getByRole('button', { name: `Toevoegen: ${shop.productName}` }).click();
  await customer.getByRole('button', { name: /^Winkelmandje / }).click();
  const sheet = customer.getByRole('dialog', { name: 'Winkelmandje' });
  // 'Verder winkelen' is a plain button under the step's own action.
  const order = sheet.getByRole('button', { name: 'Bestelling plaatsen' });
  const onward = sheet.getByRole('button', { name: 'Verder winkelen' });
  await expect(onward).toBeVisible();
  expect((await onward.boundingBox())!.y).toBeGreaterThan((await order.boundingBox())!.y);
  await order.click();

  // The form is longer than the phone's screen: its own action stays in sight at the foot, the way
  // back to the cart scrolls along, and 'Verder winkelen' is not offered instead.
  const form = sheet.getByRole('form', { name: 'Plaats een Bestelling' });
  const place = form.getByRole('button', { name: 'Bestelling Plaatsen' });
  await expect(place).toBeInViewport();
  await expect(form.getByRole('button', { name: 'Terug naar winkelmandje' })).not.toBeInViewport();
  await expect(onward).toHaveCount(0);

  const customerName = `Klant ${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: /^Naam/ }).fill(customerName);
  await form.getByRole('textbox', { name: /^Gsm-nummer/ }).fill('0470 12 34 56');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(`klant-${Date.now().toString(36)}@voorbeeld.be`);
  await chooseLaterDay(form);
  const slot = form.getByRole('group', { name: 'Selecteer een tijdslot' }).locator('label').first();
  const slotText = (await slot.textContent())!.trim();
  await slot.locator('input').check();
  // The chosen piece under the pointer, with the sticky action over the list.
  await slot.hover();
  await expect(place).toBeInViewport();
  await expectAccessibleNow(
    customer,
    'het gekozen tijdslot onder de muis',
    'fieldset:has(input[type="radio"])',
  );
  await place.click();
  await customer.getByRole('button', { name: 'Betalen' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Je betaling is gelukt' })).toBeVisible({
    timeout: 15_000,
  });

  // The order page: until when, by the shop's clock, not New York's.
  await customer.getByRole('link', { name: 'Volg je bestelling' }).click();
  await expect(customer.getByText('Betaald', { exact: true })).toBeVisible();
  const pickupDay = (await customer.getByText('Ophaaldag').locator('xpath=..').locator('dd').textContent())!;
  const deadline = `${pickupDay.replace(/ \d{4}$/, '')} om ${hoursEarlier(slotText.slice(0, 5), HOURS_BEFORE)}`;
  await expect(
    customer.getByText(`Je kunt deze bestelling zelf annuleren tot ${deadline}. Je krijgt dan € 14,50`),
  ).toBeVisible();

  await customer.getByRole('button', { name: 'Bestelling annuleren' }).click();
  const confirm = customer.getByRole('alertdialog', { name: /^Bestelling #\d+ annuleren\?$/ });
  await confirm.getByRole('button', { name: 'Bestelling annuleren' }).click();
  await expect(customer.getByText('Geannuleerd — € 14,50 terugbetaald')).toBeVisible();
  await expect(customer.getByText(/^Je hebt deze bestelling geannuleerd\./)).toBeVisible();
  await expect(customer.getByText('Terugbetaald', { exact: true })).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Bestelling annuleren' })).toHaveCount(0);
  await customerContext.close();

  // On a tablet the owner's orders start in the first screen: what stands above them (the service
  // controls and 'Uitverkocht vandaag' in one card, the filters without their labels, the periods)
  // keeps to a few lines.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/dashboard/bestellingen');
  await expect(page.getByRole('button', { name: 'Drukte: +60 min' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Uitverkocht vandaag (1)' })).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1, name: 'Bestellingen' }).boundingBox())!;
  const periods = (await page.getByRole('tablist').boundingBox())!;
  expect(periods.y + periods.height - title.y).toBeLessThanOrEqual(340);

  // It shows there cancelled, with what went back.
  await page.getByRole('tab', { name: 'Vanaf morgen opgehaald' }).click();
  const card = page.getByRole('listitem').filter({ hasText: customerName });
  await expect(card).toBeInViewport({ ratio: 1 });
  await expect(card.getByText('Geannuleerd', { exact: true })).toBeVisible();
  await expect(card.getByText('€ 14,50 terugbetaald')).toBeVisible();
});
