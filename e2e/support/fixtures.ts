import { randomUUID } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

/** Every test runs against the server the global setup started. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };

export function uniqueEmail(prefix = 'eigenaar'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@voorbeeld.be`;
}

/** Creates an account through the API (fast), for tests that are about what comes after. */
export async function createAccount(page: Page, name = 'Test Eigenaar') {
  const email = uniqueEmail();
  const password = 'geheim123';
  const response = await page.request.post('/api/admin/auth/signup', { data: { name, email, password } });
  expect(response.status()).toBe(201);
  return { name, email, password };
}

/** Logs in through the real login screen. */
export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/inloggen');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
