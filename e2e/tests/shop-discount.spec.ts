import { expect, test } from '../support/fixtures';
import { launchedShop } from '../support/launched-shop';
import { shopReady } from '../support/shop-ready';

const TEXT = 'Lentekorting: 10 % op alles';

/** The shop's calendar day, `YYYY-MM-DD`, `days` from now. */
const brusselsDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('the whole-shop discount’s text shows in the header and the cart, and the totals add up with Korting negative', async ({
  page,
  request,
}) => {
  const shop = await launchedShop(request);
  const created = await request.post('/api/admin/discounts', {
    headers: shop.headers,
    data: {
      discountType: 'Webshop',
      discount: 10,
      startDate: brusselsDay(),
      endDate: brusselsDay(7),
      description: TEXT,
    },
  });
  expect(created.status()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/${shop.subdomain}`);
  await shopReady(page);
  const header = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
  const cart = page.getByRole('region', { name: 'Winkelmandje' });
  await expect(header.getByText(TEXT)).toBeVisible();
  await expect(cart.getByText(TEXT)).toBeVisible();

  await page.getByRole('button', { name: `Toevoegen: ${shop.productName}` }).click();
  // 14,50 − 10 % = 13,05 (0,74 VAT); 14,50 without VAT is 13,68: 13,68 + 0,74 − 1,37 = 13,05.
  const rows = cart.locator('dl', { hasText: 'Totaal' }).locator(':scope > div');
  await expect(rows).toHaveText([
    /^Subtotaal€\s13,68$/,
    /^BTW \(6%\)€\s0,74$/,
    /^Korting-€\s1,37$/,
    /^Totaal€\s13,05$/,
  ]);

  // The owner ends it: the open page drops the text and the discount by itself.
  const { _id } = (await created.json()) as { _id: string };
  expect((await request.delete(`/api/admin/discounts/${_id}`, { headers: shop.headers })).status()).toBe(204);
  await expect(page.getByText(TEXT)).toHaveCount(0);
  await expect(rows).toHaveText([/^Subtotaal€\s13,68$/, /^BTW \(6%\)€\s0,82$/, /^Totaal€\s14,50$/]);
});
