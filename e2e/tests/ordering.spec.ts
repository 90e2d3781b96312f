import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { shopReady } from '../support/shop-ready';

/** What this spec reads of the demo shop's `GET /api/shop/demo/storefront`. */
interface StorefrontRead {
  products: { _id: string; name: string; price: number; productOptions: unknown[] }[];
}

/** The demo shop's products without options (one click adds them), in the page's data order. */
async function simpleProducts(request: APIRequestContext) {
  const view = (await (await request.get('/api/shop/demo/storefront')).json()) as StorefrontRead;
  return view.products.filter((product) => product.productOptions.length === 0);
}

// A whole order and its payment take many steps on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The order form's total, as the cart priced it (discounts included). */
const formTotal = (page: Page) =>
  page
    .getByRole('form', { name: 'Plaats een Bestelling' })
    .locator('p', { hasText: 'Totaal' })
    .locator('strong');

/** On a wide screen the cart stands beside the items: add one product and open the order form. */
async function orderOne(page: Page, productName: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo');
  await shopReady(page);
  await page.getByRole('button', { name: `Toevoegen: ${productName}` }).click();
  const cart = page.getByRole('region', { name: 'Winkelmandje' });
  await expect(cart.getByRole('group', { name: `Aantal: ${productName}` })).toBeVisible();
  await cart.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  const form = page.getByRole('form', { name: 'Plaats een Bestelling' });
  await expect(page.getByRole('heading', { name: 'Plaats een Bestelling' })).toBeFocused();
  return form;
}

/** Fills the customer's details and takes the first day and the first free piece the form offers. */
async function fillOrder(page: Page) {
  const form = page.getByRole('form', { name: 'Plaats een Bestelling' });
  await form.getByRole('textbox', { name: /^Naam/ }).fill('An Peeters');
  await form.getByRole('textbox', { name: /^Gsm-nummer/ }).fill('0470 12 34 56');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('an.peeters@voorbeeld.be');
  await form.locator('[role="grid"] button:not([disabled])').first().click();
  await form
    .getByRole('group', { name: 'Selecteer een tijdslot' })
    .locator('input:not([disabled])')
    .first()
    .check();
  return form;
}

async function placeAndReachPaymentPage(page: Page) {
  const form = page.getByRole('form', { name: 'Plaats een Bestelling' });
  // The message shows for the second before the payment page opens: watch for it from before the click.
  const success = form
    .getByRole('status')
    .filter({ hasText: 'Succes!' })
    .filter({ hasText: 'Bestelling succesvol geplaatst!' })
    .waitFor();
  await form.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  await success;
  await expect(page.getByRole('heading', { name: /^Betalen bij/ })).toBeVisible();
}

test('a customer orders, pays on the payment page and sees the confirmation with its number', async ({
  page,
}) => {
  const [product] = await simpleProducts(page.request);
  await orderOne(page, product!.name);

  // Nothing filled in: the form says what is missing and starts at the first field.
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  await expect(page.getByRole('textbox', { name: /^Naam/ })).toBeFocused();
  await expect(page.getByText('Kies een dag')).toBeVisible();

  await fillOrder(page);
  const total = await formTotal(page).innerText();
  await placeAndReachPaymentPage(page);
  await page.getByRole('button', { name: 'Betalen' }).click();

  await expect(page).toHaveURL(/\/demo\/betaling-succes\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Je betaling is gelukt' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Bestelling #\d+$/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`1 × ${product!.name}`)).toBeVisible();
  await expect(page.getByText('Totaal', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    total,
  );

  // Paid: the cart is done with.
  await page.getByRole('link', { name: 'Terug naar de webshop' }).click();
  await expect(
    page.getByRole('region', { name: 'Winkelmandje' }).getByText('Je winkelmandje is leeg.'),
  ).toBeVisible();
});

test("a customer who stops paying gets the cart back with 'Opnieuw proberen'", async ({ page }) => {
  const [product] = await simpleProducts(page.request);
  await orderOne(page, product!.name);
  await fillOrder(page);
  await placeAndReachPaymentPage(page);

  await page.getByRole('link', { name: 'Annuleren' }).click();

  await expect(page).toHaveURL(/\/demo\/betaling-gestopt\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betaling geannuleerd' })).toBeVisible();
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();

  await expect(page).toHaveURL(/\/demo$/);
  const cart = page.getByRole('region', { name: 'Winkelmandje' });
  await expect(cart.getByRole('group', { name: `Aantal: ${product!.name}` })).toHaveText(/1/);
});

/** The order this browser left to pay for at the demo shop, as the shop page remembers it. */
async function pendingPayment(page: Page) {
  const stored = await page.evaluate(() => localStorage.getItem('bestelklaar:betaling-open:demo'));
  return stored ? (JSON.parse(stored) as { orderId: string; orderKey: string; paymentUrl: string }) : null;
}

test("Back from the payment page: the cart is intact, 'Ga verder met betalen' or 'Annuleer en pas aan'", async ({
  page,
}) => {
  const product = (await simpleProducts(page.request))[2]!;
  await orderOne(page, product.name);
  await fillOrder(page);
  await placeAndReachPaymentPage(page);
  const paymentUrl = page.url();
  const { orderId, orderKey } = (await pendingPayment(page))!;

  await page.goBack();
  await expect(page).toHaveURL(/\/demo$/);
  const choice = page.getByRole('dialog', { name: 'Je bestelling is nog niet betaald' });
  await expect(choice).toBeVisible();
  await expect(choice).toContainText('Je winkelmandje staat nog klaar.');
  // By keyboard: the dialog holds the focus, and its buttons are reached with Tab.
  await expect(choice.getByRole('button', { name: 'Annuleer en pas aan' })).toBeVisible();
  await choice.getByRole('button', { name: 'Ga verder met betalen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Betalen bij/ })).toBeVisible();
  expect(page.url()).toBe(paymentUrl);

  await page.goBack();
  await expect(choice).toBeVisible();
  await choice.getByRole('button', { name: 'Annuleer en pas aan' }).click();
  await expect(choice).toBeHidden();

  // The order is over at once (its place free again), and the cart is as it was.
  const order = await page.request.get(`/api/shop/demo/orders/${orderId}?key=${orderKey}`);
  expect(((await order.json()) as { status: string }).status).toBe('expired');
  expect(await pendingPayment(page)).toBeNull();
  await page.reload();
  await shopReady(page);
  await expect(choice).toBeHidden();
  const cart = page.getByRole('region', { name: 'Winkelmandje' });
  await expect(cart.getByRole('group', { name: `Aantal: ${product.name}` })).toHaveText(/1/);
});

test('a price changed while the cart was open: the order is refused, the cart refreshed and said so', async ({
  page,
}) => {
  // Another product than the other tests', which may run at the same time.
  const product = (await simpleProducts(page.request))[1]!;
  const login = await page.request.post('/api/admin/auth/login', {
    data: { email: 'demo@bestelklaar.be', password: 'demo1234' },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const products = (await (await page.request.get('/api/admin/products', { headers })).json()) as {
    _id: string;
    name: string;
    description: string;
    price: number;
    collection: { _id: string } | null;
    stockQuantity: number | null;
    soldAlone: boolean;
    vatRate: number;
    productOptions: unknown[];
  }[];
  const current = products.find((candidate) => candidate._id === product._id)!;
  const setPrice = async (price: number) => {
    const response = await page.request.put(`/api/admin/products/${current._id}`, {
      headers,
      data: {
        name: current.name,
        description: current.description,
        price,
        collection: current.collection?._id ?? null,
        stockQuantity: current.stockQuantity,
        soldAlone: current.soldAlone,
        vatRate: current.vatRate,
        productOptions: current.productOptions,
      },
    });
    expect(response.status()).toBe(200);
  };

  const form = await orderOne(page, product.name);
  await fillOrder(page);
  const oldTotal = await formTotal(page).innerText();
  await setPrice(Math.round((current.price + 1.25) * 100) / 100);
  try {
    await form.getByRole('button', { name: 'Bestelling Plaatsen' }).click();

    await expect(
      form.getByText('De prijzen in je winkelmandje zijn gewijzigd. Kijk je bestelling na.'),
    ).toBeVisible();
    await expect(formTotal(page)).not.toHaveText(oldTotal);
    const newTotal = await formTotal(page).innerText();
    await expect(form.getByRole('textbox', { name: /^Naam/ })).toHaveValue('An Peeters');
    await expect(
      form.getByRole('group', { name: 'Selecteer een tijdslot' }).getByRole('radio', { checked: true }),
    ).toHaveCount(1);

    // The cart says so too, and the order goes through at the new price.
    await form.getByRole('button', { name: 'Terug naar winkelmandje' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Winkelmandje' })
        .getByText('De prijzen in je winkelmandje zijn gewijzigd.', { exact: false }),
    ).toBeVisible();
    await page
      .getByRole('region', { name: 'Winkelmandje' })
      .getByRole('button', { name: 'Bestelling plaatsen' })
      .click();
    await placeAndReachPaymentPage(page);
    await expect(page.getByText(newTotal).first()).toBeVisible();
  } finally {
    await setPrice(current.price);
  }
});
