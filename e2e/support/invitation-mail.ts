import { expect, type Page } from '@playwright/test';

/**
 * The link of the invitation mail to `email`, read as the owner reads it: from the shop's sandbox
 * mailbox (its signed address, as the dashboard gets it), waiting for the mail to be sent. `page`
 * ends on the mail.
 */
export async function invitationLink(
  page: Page,
  ownerHeaders: Record<string, string>,
  email: string,
): Promise<URL> {
  const transport = await page.request.get('/api/admin/mail/transport', { headers: ownerHeaders });
  const { mailboxUrl } = (await transport.json()) as { mailboxUrl: string };
  await expect(async () => {
    await page.goto(mailboxUrl);
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: /^Uitnodiging voor het team van / })
    .click();
  const mailText = (await page.locator('pre').textContent())!;
  return new URL(/https?:\/\/\S+\/uitnodiging\?token=[\w-]+/.exec(mailText)![0]);
}
