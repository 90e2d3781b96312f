import { createECDH, randomBytes } from 'node:crypto';
import { createAccount, expect, loginThroughForm, test } from '../support/fixtures';

/**
 * 'Meldingen op dit toestel' in real Chromium: the card asks permission, registers the site's
 * service worker at the root, subscribes and sends the subscription to the server; a push the
 * worker receives shows the order's notification, and the worker caches nothing. The push service
 * itself is the browser's (Google's for Chromium, out of reach here), so only `pushManager.subscribe`
 * answers with a device of the test's own; the server, the worker and the notification are real.
 */
const device = (() => {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    endpoint: `https://push.voorbeeld.be/wpush/v2/${randomBytes(24).toString('base64url')}`,
    expirationTime: null,
    keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
})();

test('a device turns notifications on and off on Mijn account, and its service worker shows a pushed order', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript((subscription) => {
    let active: PushSubscription | null = null;
    const fake = {
      endpoint: subscription.endpoint,
      toJSON: () => subscription,
      unsubscribe: async () => {
        active = null;
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => (active = fake);
    PushManager.prototype.getSubscription = async () => active;
  }, device);
  const account = await createAccount(page);
  await loginThroughForm(page, account.email, account.password);
  await page.goto('/dashboard/account');

  const card = page
    .getByRole('region', { name: 'Meldingen op dit toestel' })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'Meldingen op dit toestel' }) }));
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/push/subscriptions') && response.request().method() === 'POST',
  );
  await card.getByRole('button', { name: 'Meldingen aanzetten' }).click();
  expect((await saved).status()).toBe(201);
  await expect(card.getByText('Meldingen staan aan op dit toestel')).toBeVisible();

  // At a phone's width, in the dark theme, the card and its button fit the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const box = (await card.getByRole('button', { name: 'Uitzetten' }).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(360);

  // The worker at the root scope, and a push as a push service delivers it.
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });
  const origin = new URL(page.url()).origin;
  expect(worker).toEqual({ scope: `${origin}/`, script: `${origin}/service-worker.js` });
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => registration.scopeURL === `${origin}/`);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const message = {
    title: 'Nieuwe bestelling 12',
    body: 'Afhalen 17/06/2030, 11:00–11:30 · 2 artikelen · € 9,00',
    url: '/dashboard/bestellingen?bestelling=abc',
    tag: 'bestelling-abc',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(message),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag }) => ({
          title,
          body,
          tag,
        })),
      ),
    )
    .toEqual([{ title: message.title, body: message.body, tag: message.tag }]);
  // No order (nor anything else) is ever kept in a cache.
  expect(await page.evaluate(() => caches.keys())).toEqual([]);

  const forgotten = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/push/subscriptions') && response.request().method() === 'DELETE',
  );
  await card.getByRole('button', { name: 'Uitzetten' }).click();
  expect((await forgotten).status()).toBe(204);
  await expect(card.getByRole('button', { name: 'Meldingen aanzetten' })).toBeVisible();
});
