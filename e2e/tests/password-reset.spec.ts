import { createAccount, expect, loginThroughForm, test } from '../support/fixtures';

test('an owner who forgot the password gets a link by mail, sets a new one, and other sessions end', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const account = await createAccount(page, 'Jana Claes');
  const otherSession = (
    await (
      await page.request.post('/api/admin/auth/login', {
        data: { email: account.email, password: account.password },
      })
    ).json()
  ).token as string;

  await page.goto('/inloggen');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/wachtwoord-vergeten$/);
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByRole('button', { name: 'Stuur me een link' }).click();
  await expect(page.getByText('Controleer je mailbox')).toBeVisible();

  // The mail is sent by a job after the request commits: the shop's sandbox mailbox (a signed link the
  // dashboard hands out, here asked with the session still open elsewhere) lists it within moments.
  // Read over HTTP (the mailbox's own pages are another spec's), the link taken from the text part.
  const { mailboxUrl } = (await (
    await page.request.get('/api/admin/mail/transport', {
      headers: { Authorization: `Bearer ${otherSession}` },
    })
  ).json()) as { mailboxUrl: string };
  let mailPath = '';
  await expect(async () => {
    const list = await (await page.request.get(mailboxUrl)).text();
    const row = new RegExp(
      `<td class="recipient">${account.email.replace(/[.]/g, '\\.')}</td>\\s*<td><a href="([^"]+)">Wachtwoord vergeten</a>`,
    ).exec(list);
    expect(row).not.toBeNull();
    mailPath = row![1];
  }).toPass({ timeout: 20_000 });
  const mail = await (await page.request.get(mailPath)).text();
  const link = /(https?:\/\/[^\s"'&<>]+\/wachtwoord-herstellen\?token=[A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  expect(link).toBeDefined();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Nieuw wachtwoord instellen' })).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('kort');
  await page.getByLabel('Herhaal nieuw wachtwoord').fill('anders');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Moet ten minste 6 tekens lang zijn')).toBeVisible();
  await expect(page.getByText('De wachtwoorden komen niet overeen')).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nieuw-geheim');
  await page.getByLabel('Herhaal nieuw wachtwoord').fill('nieuw-geheim');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.')).toBeVisible();

  const refused = await page.request.get('/api/admin/account/settings', {
    headers: { Authorization: `Bearer ${otherSession}` },
  });
  expect(refused.status()).toBe(401);

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nog-een-keer');
  await page.getByLabel('Herhaal nieuw wachtwoord').fill('nog-een-keer');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('alert')).toContainText('Deze link is ongeldig, verlopen of al gebruikt.');
  await expect(page.getByRole('link', { name: 'Vraag een nieuwe link aan' })).toBeVisible();

  await loginThroughForm(page, account.email, 'nieuw-geheim');
});
