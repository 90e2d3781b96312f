import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, loginThroughForm, test } from '../support/fixtures';
import { shopReady } from '../support/shop-ready';

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/auth/login', {
    data: { email: 'demo@bestelklaar.be', password: 'demo1234' },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

test("the owner taps 'Uitverkocht vandaag' in the orders screen and an open shop page greys the item within 2 s", async ({
  page,
  browser,
  request,
}) => {
  // A product of its own, without a collection: it shows last, so other tests' first item is untouched.
  const name = `Lasagne ${randomUUID().slice(0, 6)}`;
  const headers = await ownerHeaders(request);
  const created = await request.post('/api/admin/products', {
    headers,
    multipart: {
      name,
      price: '12.50',
      collection: '',
      soldAlone: 'true',
      description: '',
      stockQuantity: '',
      productOptions: '[]',
    },
  });
  expect(created.status()).toBe(201);
  const { _id: productId } = (await created.json()) as { _id: string };

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  try {
    await customer.goto('/demo');
    await shopReady(customer);
    const card = customer.getByRole('article', { name });
    await expect(card.getByRole('button', { name: `Toevoegen: ${name}` })).toBeEnabled();

    await loginThroughForm(page, 'demo@bestelklaar.be', 'demo1234');
    await page.goto('/dashboard/bestellingen');
    await page.getByRole('heading', { level: 2, name: /^Uitverkocht vandaag/ }).click();
    const toggle = page.getByRole('button', { name: `Uitverkocht vandaag: ${name}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await expect(card.getByRole('button', { name: `Uitverkocht: ${name}` })).toBeDisabled({ timeout: 2_000 });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  } finally {
    await customerContext.close();
    await request.delete(`/api/admin/products/${productId}`, { headers });
  }
});
