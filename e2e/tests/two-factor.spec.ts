import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { createAccount, expect, test, uniqueEmail } from '../support/fixtures';
import { invitationLink } from '../support/invitation-mail';

/**
 * Two-step login in the browser, with real codes: the e2e server runs on the real clock, so the
 * test computes each code with otplib from the secret the screen shows, as an authenticator app
 * would. The server takes a code one 30-second step early or late, and each step once, so the
 * login after the setup uses the next step's code and never has to wait for it.
 */
const APP_CODE_STEP_SECONDS = 30;

/** The app's code for `secret`, `stepsAhead` steps of 30 seconds from now. */
const appCode = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * APP_CODE_STEP_SECONDS });

/** Six digits no step around now gives: a wrong code, for certain. */
async function wrongCode(secret: string): Promise<string> {
  const valid = await Promise.all([-2, -1, 0, 1, 2].map((steps) => appCode(secret, steps)));
  for (let n = 123456; ; n++) if (!valid.includes(String(n))) return String(n);
}

/** The password step of the login screen; the second step follows when the person has one. */
async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/inloggen');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

async function secondStep(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
}

async function logOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('button', { name: 'Uitloggen' })
    .click();
  // Logged out, the person is on the front page.
  await expect(page).toHaveURL(/\/$/);
}

/**
 * On 'Mijn account': 'Tweestapsverificatie instellen', the secret read off the screen (as a person
 * types it into their app), a real code typed back. Returns the secret and the recovery codes shown.
 */
async function setUpSecondFactor(page: Page) {
  const card = page.getByRole('region', { name: 'Tweestapsverificatie' });
  await card.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
  await expect(card.getByRole('img', { name: 'QR-code voor je authenticator-app' })).toBeVisible();
  const secret = (await card.locator('code[aria-label^="Sleutel "]').textContent())!.replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await card.getByRole('textbox', { name: 'Code uit je app' }).fill(await appCode(secret));
  await card.getByRole('button', { name: 'Bevestigen' }).click();
  const codes = card.getByRole('list', { name: 'Herstelcodes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  return { card, secret, recoveryCodes };
}

/** A session token through the API (for reading the sandbox mailbox as the dashboard does). */
async function apiSession(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/admin/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

test('an owner sets up two-step login on Mijn account; the login then asks a code, refuses a wrong one, and a recovery code works once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await createAccount(page);
  await passwordStep(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Mijn account' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
  const { card, secret, recoveryCodes } = await setUpSecondFactor(page);
  expect(recoveryCodes.every((code) => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(code))).toBe(true);
  expect(new Set(recoveryCodes).size).toBe(10);
  await card.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await expect(card.getByText('Tweestapsverificatie staat aan')).toBeVisible();
  // Shown once: opened again, the card says it is on and shows no codes.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Tweestapsverificatie' })).toContainText(
    'Tweestapsverificatie staat aan',
  );
  await expect(page.getByRole('list', { name: 'Herstelcodes' })).toHaveCount(0);
  await logOut(page);

  // The password alone does not open the dashboard: the second step asks a code.
  await passwordStep(page, owner.email, owner.password);
  await expect(page.getByRole('textbox', { name: 'Code' })).toBeVisible();
  await expect(page).toHaveURL(/\/inloggen$/);
  await secondStep(page, await wrongCode(secret));
  await expect(page.getByText('Deze code klopt niet. Probeer het opnieuw.')).toBeVisible();
  await expect(page).toHaveURL(/\/inloggen$/);
  // The setup used this step's code: the next step's, which the server takes one step early.
  await secondStep(page, await appCode(secret, 1));
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);

  // A recovery code instead of the app, typed as people do (capitals, spaces): once.
  const [recovery] = recoveryCodes;
  await passwordStep(page, owner.email, owner.password);
  await secondStep(page, ` ${recovery!.toUpperCase()} `);
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);
  await passwordStep(page, owner.email, owner.password);
  await secondStep(page, recovery!);
  await expect(page.getByText('Deze code klopt niet. Probeer het opnieuw.')).toBeVisible();
  await expect(page).toHaveURL(/\/inloggen$/);
});

test("'Verplicht voor het hele team': a colleague without a second factor is led to set it up before anything else opens, then the dashboard opens", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await createAccount(page);
  const ownerApi = await apiSession(page.request, owner.email, owner.password);

  // The owner's own second factor, set up in the browser: an owner without one may not require it.
  await passwordStep(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/account');
  const { card } = await setUpSecondFactor(page);
  await card.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  const required = page.getByRole('switch', { name: 'Verplicht voor het hele team' });
  await expect(required).not.toBeChecked();
  await required.click();
  await expect(required).toBeChecked();
  // Saved, not only switched: it is still on when the page is opened again.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Verplicht voor het hele team' })).toBeChecked();

  // The owner invites a colleague from Team; the mail is in the shop's sandbox mailbox.
  const colleagueEmail = uniqueEmail('collega');
  const colleaguePassword = 'toonbank123';
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Team' }).click();
  await page.getByRole('button', { name: 'Uitnodigen' }).click();
  const invite = page.getByRole('dialog', { name: 'Uitnodigen' });
  await invite.getByRole('textbox', { name: 'E-mailadres' }).fill(colleagueEmail);
  await invite.getByRole('combobox', { name: 'Rol' }).selectOption({ label: 'Medewerker' });
  await invite.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(page.getByText(`Uitnodiging verstuurd naar ${colleagueEmail}`, { exact: true })).toBeVisible();
  const link = await invitationLink(page, ownerApi, colleagueEmail);

  // The colleague, on a phone, accepts: the one page that opens is the setup of the second factor.
  const colleagueContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(`${link.pathname}${link.search}`);
  await colleague.getByRole('textbox', { name: 'Naam' }).fill('Sofie Toonbank');
  await colleague.getByLabel('Wachtwoord').fill(colleaguePassword);
  await colleague.getByRole('button', { name: 'Account aanmaken en aanvaarden' }).click();
  await expect(colleague).toHaveURL(/\/dashboard\/account$/);
  const colleagueCard = colleague.getByRole('region', { name: 'Tweestapsverificatie' });
  await expect(colleagueCard).toContainText(
    'Je zaak vraagt tweestapsverificatie van het hele team. Stel ze nu in om verder te werken.',
  );
  // At 360 px the setup fits: nothing scrolls sideways.
  expect(
    await colleague.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await expect(colleague.getByRole('button', { name: 'Tweestapsverificatie instellen' })).toBeVisible();
  // Only the setup: the sessions, which the server opens only after it, are not offered yet.
  await expect(colleague.getByRole('region', { name: 'Mijn sessies' })).toHaveCount(0);

  // Nothing else opens before the setup: the orders, by their address, lead back to it.
  await colleague.goto('/dashboard/bestellingen');
  await expect(colleague).toHaveURL(/\/dashboard\/account$/);
  await expect(colleague.getByRole('button', { name: 'Tweestapsverificatie instellen' })).toBeVisible();

  const { card: setUp } = await setUpSecondFactor(colleague);
  await setUp.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  // With the second factor on, the dashboard opens: for a medewerker, the orders.
  await expect(colleague).toHaveURL(/\/dashboard\/bestellingen$/);
  await expect(colleague.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
  await expect(colleague.getByText('Je zaak vraagt tweestapsverificatie. Stel ze eerst in.')).toHaveCount(0);
  await colleagueContext.close();
});
