import type { Page } from '@playwright/test';
import { createAccount, expect, loginThroughForm, test } from '../support/fixtures';

const PROVIDER = 'hallo@bestelklaar.be';

/**
 * The public pages arrive prerendered and the app takes them over a moment later (React then owns
 * the nodes, which it marks); interactions wait for that, as clicks before it do nothing.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const first = document.querySelector('#root > *');
    return first !== null && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  });
}

function mailto(href: string | null) {
  expect(href).toMatch(/^mailto:/);
  const url = new URL(href!);
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

async function hasHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

test.describe('landing page', () => {
  test('is a Dutch page with its title, description and Open Graph tags', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveTitle('Online bestellen en afhalen voor restaurants · Bestelklaar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /eenvoudigste manier/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Bestelklaar/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      // Under the configured public address (PUBLIC_BASE_URL), plain http on this test server.
      /^https?:\/\/[^/]+\/og-image\.png$/,
    );
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'De eenvoudigste manier om je klanten online te laten bestellen',
      }),
    ).toBeVisible();
    for (const feature of [
      'Overzichtelijk dashboard',
      'Afhaalmomenten',
      'Professionele webshop',
      'Veilige betaling',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: feature, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Open de demo-webshop' })).toHaveAttribute('href', '/demo');
  });

  test('loads no dashboard or shop code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');

    expect(scripts.some((path) => path.includes('/LandingPage-'))).toBe(true);
    expect(
      scripts.filter((path) => /\/(Dashboard|Home|Shop|Login|Register|Settings)[A-Za-z]*-/.test(path)),
    ).toEqual([]);
  });

  test('the navigation links scroll to their sections', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' });

    await nav.getByRole('link', { name: 'Veelgestelde vragen' }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Veelgestelde vragen' })).toBeInViewport();

    await nav.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Alles wat je nodig hebt om online te verkopen' }),
    ).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a footer link from another page lands on its section of the landing page', async ({ page }) => {
    await open(page, '/privacy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();

    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Veelgestelde vragen' })).toBeInViewport();
  });

  test('the FAQ opens one answer at a time, at most 275 px high, and works by keyboard', async ({ page }) => {
    await open(page, '/#faq');
    const first = page.getByRole('button', { name: 'Hoe begin ik met Bestelklaar?' });
    const second = page.getByRole('button', {
      name: 'Kan ik mijn webshop in de stijl van mijn zaak aankleden?',
    });
    const firstAnswer = page.getByRole('region', { name: 'Hoe begin ik met Bestelklaar?' });

    await first.click();
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText('Stuur ons een e-mail of een bericht via WhatsApp');

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq').getByRole('region')).toHaveCount(1);
    await expect(firstAnswer).toBeHidden();

    await page.setViewportSize({ width: 360, height: 740 });
    const payments = page.getByRole('button', { name: 'Hoe werken de betalingen en de afhaalmomenten?' });
    await payments.click();
    const answer = page.getByRole('region', { name: 'Hoe werken de betalingen en de afhaalmomenten?' });
    await expect(answer).toBeVisible();
    await expect.poll(async () => (await answer.boundingBox())?.height).toBe(275);
    const body = answer.locator(':scope > div');
    expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

    await payments.focus();
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('button', { name: 'Helpen jullie mij bij het opzetten, ook telefonisch?' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('region', { name: 'Helpen jullie mij bij het opzetten, ook telefonisch?' }),
    ).toBeVisible();
    await expect(payments).toHaveAttribute('aria-expanded', 'false');
  });

  test('calls to action and the banner open a prefilled e-mail to the provider', async ({ page }) => {
    await page.goto('/');

    const trial = mailto(
      await page
        .getByRole('main')
        .getByRole('link', { name: 'Vraag een gratis proefperiode aan' })
        .first()
        .getAttribute('href'),
    );
    expect(trial).toMatchObject({ to: PROVIDER, subject: 'Gratis proefperiode Bestelklaar' });
    expect(trial.body).toContain('Ik wil Bestelklaar graag gratis uitproberen');

    const info = mailto(await page.getByRole('link', { name: 'Vraag meer informatie' }).getAttribute('href'));
    expect(info).toMatchObject({ to: PROVIDER, subject: 'Meer informatie over Bestelklaar' });

    const createShop = mailto(
      await page.getByRole('link', { name: 'Maak een webshop' }).getAttribute('href'),
    );
    expect(createShop).toMatchObject({ to: PROVIDER, subject: 'Informatie over een online bestelwebshop' });

    const banner = page.getByRole('note');
    await expect(banner).toContainText('Deze website is nog in opbouw');
    const demo = mailto(await banner.getByRole('link', { name: 'e-mail' }).getAttribute('href'));
    expect(demo).toMatchObject({ to: PROVIDER, subject: 'Demo of meer informatie over Bestelklaar' });
    await expect(banner.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
  });

  test('the logo carousel pauses on hover and stands still for reduced motion', async ({ page }) => {
    await open(page, '/');
    const carousel = page.getByRole('region', { name: 'Zaken die met Bestelklaar werken' });
    const track = carousel.locator(':scope > div > div');
    await carousel.scrollIntoViewIfNeeded();

    await expect(carousel.getByRole('img', { name: 'Pasta Nonna' })).toBeVisible();
    expect(await track.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('40s');
    await carousel.hover();
    expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu opens, blocks page scrolling, and closes when a link is chosen', async ({ page }) => {
    await open(page, '/');
    const menuButton = page.getByRole('button', { name: 'Menu openen' });
    const menu = page.locator('#hoofdmenu');
    await expect(menu).toBeHidden();

    await menuButton.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu sluiten' })).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(180, 700);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await menu.getByRole('link', { name: 'Veelgestelde vragen' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu openen' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(page.getByRole('heading', { level: 2, name: 'Veelgestelde vragen' })).toBeInViewport();
  });

  test('no public page scrolls sideways at 360 px', async ({ page }) => {
    for (const path of ['/', '/algemene-voorwaarden', '/privacy', '/contact', '/contact/bestaat-niet']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await hasHorizontalScroll(page), path).toBe(false);
    }
  });
});

test('a logged-in visitor sees "Ga naar Dashboard" and no "Inloggen"', async ({ page }) => {
  const owner = await createAccount(page);
  await loginThroughForm(page, owner.email, owner.password);

  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
  await expect(nav.getByRole('link', { name: 'Ga naar Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Inloggen' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Maak een webshop' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Ga naar Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the legal pages state payment, commission and retention in Dutch', async ({ page }) => {
  for (const [path, title] of [
    ['/algemene-voorwaarden', 'Algemene voorwaarden'],
    ['/privacy', 'Privacyverklaring'],
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} · Bestelklaar`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article).toContainText('kaartbetaalprovider');
    await expect(article).toContainText('commissie');
    await expect(article).toContainText('7 jaar na het einde van de samenwerking');
    await expect(article).toContainText('2 jaar na hun laatste bestelling');
  }
});

test('the site has a real favicon.ico, lets crawlers see images and lists its pages in a sitemap', async ({
  request,
}) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /api/images/');
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const page of ['/', '/algemene-voorwaarden', '/privacy', '/contact'])
    expect(sitemap).toContain(`<loc>${new URL(sitemapUrl!).origin}${page}</loc>`);
});

test('the contact page offers e-mail and chat, and no help by phone without a number', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('link', { name: 'Neem gerust contact met ons op' }).click();

  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle('Contact · Bestelklaar');
  await expect(page.getByRole('main')).not.toContainText('telefonisch');
  const mail = mailto(await page.getByRole('link', { name: 'Stuur een e-mail' }).getAttribute('href'));
  expect(mail).toMatchObject({ to: PROVIDER, subject: 'Meer informatie over Bestelklaar' });
  await expect(page.getByRole('main').getByRole('link', { name: 'Chat via WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
});

test('unknown product paths show the 404 page, with status 404', async ({ page }) => {
  for (const path of ['/privacy/oud', '/contact/team', '/algemene-voorwaarden/2023/versie']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Deze pagina bestaat niet' }),
      path,
    ).toBeVisible();
    await expect(page).toHaveTitle('Pagina niet gevonden · Bestelklaar');
    await expect(page.getByRole('button', { name: 'Ga terug' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Neem contact met ons op' })).toHaveAttribute(
      'href',
      '/contact',
    );
  }

  await page.getByRole('link', { name: 'Ga naar homepagina' }).click();
  await expect(page).toHaveURL(/\/$/);

  await open(page, '/contact/team');
  await page.getByRole('button', { name: 'Ga terug' }).click();
  await expect(page).toHaveURL(/\/$/);
});
