import { expect, type Page } from '@playwright/test';
import { shopReady } from './shop-ready';

/**
 * A customer in their own browser orders one product at /demo (the first day and slot offered) and
 * pays in the sandbox; it ends on the success page. Answers the customer's e-mail address.
 */
export async function orderAndPay(customer: Page, name: string): Promise<string> {
  await customer.setViewportSize({ width: 1280, height: 900 });
  await customer.goto('/demo');
  await shopReady(customer);
  await customer
    .getByRole('button', { name: /^Toevoegen: / })
    .first()
    .click();
  await customer.locator('[data-cart-order]').first().click();
  return payForCart(customer, name);
}

/**
 * From the open order form: the customer's details, the first day and slot offered, placed and paid
 * in the sandbox; it ends on the success page. Answers the customer's e-mail address.
 */
export async function payForCart(customer: Page, name: string): Promise<string> {
  const email = await placeFromCart(customer, name);
  await customer.getByRole('button', { name: 'Betalen' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Je betaling is gelukt' })).toBeVisible({
    timeout: 15_000,
  });
  return email;
}

/**
 * From the open order form: the customer's details, the first day and slot offered, placed; it ends
 * on the sandbox's payment page. Answers the customer's e-mail address.
 */
export async function placeFromCart(customer: Page, name: string): Promise<string> {
  const email = `klant-${Date.now().toString(36)}@voorbeeld.be`;
  const form = customer.getByRole('form', { name: 'Plaats een Bestelling' });
  await form.getByRole('textbox', { name: /^Naam/ }).fill(name);
  await form.getByRole('textbox', { name: /^Gsm-nummer/ }).fill('0470 12 34 56');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.locator('[role="grid"] button:not([disabled])').first().click();
  await form
    .getByRole('group', { name: 'Selecteer een tijdslot' })
    .locator('input:not([disabled])')
    .first()
    .check();
  await form.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  await expect(customer.getByRole('heading', { name: /^Betalen bij / })).toBeVisible({ timeout: 15_000 });
  return email;
}
