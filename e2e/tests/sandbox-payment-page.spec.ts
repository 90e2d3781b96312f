import { expect, test } from '../support/fixtures';
import { launchedShop } from '../support/launched-shop';
import { placeFromCart } from '../support/order-and-pay';
import { shopReady } from '../support/shop-ready';

test("the sandbox's payment page keeps the largest total an order can have inside its column, at 360 and 1280 px", async ({
  page,
}) => {
  // The highest price a product may have, ten times: € 999.999,90, just under the most an order may cost.
  const shop = await launchedShop(page.request, { price: '99999.99' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/${shop.subdomain}`);
  await shopReady(page);
  await page.getByRole('button', { name: `Toevoegen: ${shop.productName}` }).click();
  const cart = page.getByRole('region', { name: 'Winkelmandje' });
  const oneMore = cart.getByRole('button', { name: `Eén meer: ${shop.productName}` });
  for (let quantity = 2; quantity <= 10; quantity += 1) {
    await oneMore.click();
    await expect(cart.getByRole('group', { name: `Aantal: ${shop.productName}` })).toContainText(
      String(quantity),
    );
  }
  await cart.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await placeFromCart(page, 'An Peeters');

  const total = page.locator('table.lines tfoot td');
  await expect(total).toHaveText('€ 999.999,90');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const fits = await total.evaluate((cell) => {
      const card = cell.closest('.card')!.getBoundingClientRect();
      const amount = cell.querySelector('strong')!.getBoundingClientRect();
      const own = cell.getBoundingClientRect();
      return { amountInCell: amount.right <= own.right, cellInCard: own.right <= card.right };
    });
    expect({ width, ...fits }).toEqual({ width, amountInCell: true, cellInCard: true });
  }
});
