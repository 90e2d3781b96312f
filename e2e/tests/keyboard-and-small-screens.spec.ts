import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, loginThroughForm, test } from '../support/fixtures';

async function loggedIn(page: Page) {
  const owner = await createAccount(page);
  await loginThroughForm(page, owner.email, owner.password);
}

/** The logged-in owner's bearer header, for arranging data through the API. */
async function auth(page: Page) {
  return { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
}

async function createCollection(page: Page, name: string, icon: string) {
  const response = await page.request.post('/api/admin/collections', {
    headers: await auth(page),
    data: { name, icon },
  });
  expect(response.status()).toBe(201);
}

/** Opens by keyboard, as a keyboard user does: focus the control, press Enter. */
async function pressOpen(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

test.describe('closing a dialog gives focus back to the control that opened it', () => {
  test.beforeEach(async ({ page }) => loggedIn(page));

  test('products: add, edit and delete', async ({ page }) => {
    await page.goto('/dashboard/producten');
    const add = page.getByRole('button', { name: 'Product toevoegen' }).first();
    await pressOpen(add);
    const adding = page.getByRole('dialog', { name: 'Product toevoegen' });
    await expect(adding).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(adding).toBeHidden();
    await expect(add).toBeFocused();

    // Saved: the empty state and its button are gone; focus lands on the header's add button.
    await pressOpen(add);
    await adding.getByLabel('Naam').fill('Desembrood');
    await adding.getByRole('textbox', { name: 'Prijs', exact: true }).fill('4,20');
    await adding.getByRole('textbox', { name: 'Prijs', exact: true }).press('Enter');
    await expect(adding).toBeHidden();
    await expect(page.getByRole('button', { name: 'Product toevoegen' })).toBeFocused();

    const card = page.getByRole('article', { name: 'Desembrood' });
    const edit = card.getByRole('button', { name: 'Bewerken' });
    await pressOpen(edit);
    const editing = page.getByRole('dialog', { name: 'Product bewerken' });
    await editing.getByRole('button', { name: 'Annuleren' }).press('Enter');
    await expect(editing).toBeHidden();
    await expect(edit).toBeFocused();

    const remove = card.getByRole('button', { name: 'Verwijderen' });
    await pressOpen(remove);
    const confirm = page.getByRole('alertdialog', { name: 'Product verwijderen' });
    await expect(confirm.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
  });

  test('collections: add, edit and delete', async ({ page }) => {
    await createCollection(page, 'Soepen', 'Soup');
    await page.goto('/dashboard/collecties');
    const add = page.getByRole('button', { name: 'Collectie toevoegen' });
    await pressOpen(add);
    const adding = page.getByRole('dialog', { name: 'Collectie toevoegen' });
    await adding.getByLabel('Naam').fill('Broodjes');
    await adding.getByRole('radio', { name: 'Burgers' }).click();
    await adding.getByRole('button', { name: 'Opslaan' }).press('Enter');
    await expect(adding).toBeHidden();
    await expect(add).toBeFocused();

    const edit = page.getByRole('button', { name: 'Soepen bewerken' });
    await pressOpen(edit);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(edit).toBeFocused();

    // Deleted: the row and its button are gone; focus lands on the page's main content.
    await pressOpen(page.getByRole('button', { name: 'Soepen verwijderen' }));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).press('Enter');
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Soepen verwijderen' })).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('pickup moments: the day editor and the vacation form', async ({ page }) => {
    await page.goto('/dashboard/ophaalmomenten');
    const monday = page.getByRole('button', { name: 'Maandag bewerken' });
    await pressOpen(monday);
    const day = page.getByRole('dialog', { name: 'Ophaalmomenten op maandag' });
    await day.getByRole('button', { name: 'Ophaalmoment toevoegen' }).press('Enter');
    await day.getByRole('button', { name: 'Opslaan' }).press('Enter');
    await expect(day).toBeHidden();
    await expect(monday).toBeFocused();

    await page.getByRole('tab', { name: 'Vakantiemodus' }).click();
    const add = page.getByRole('button', { name: 'Vakantie toevoegen' });
    await pressOpen(add);
    await page
      .getByRole('dialog', { name: 'Vakantie toevoegen' })
      .getByRole('button', { name: 'Annuleren' })
      .press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('settings', async ({ page }) => {
    await page.goto('/dashboard/instellingen');
    const edit = page.getByRole('button', { name: 'Bewerken' });
    await pressOpen(edit);
    await expect(page.getByRole('dialog', { name: 'Instellingen bewerken' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(edit).toBeFocused();
  });
});

test('a dialog the focus falls back on shows no focus ring around itself', async ({ page }) => {
  await loggedIn(page);
  await page.goto('/dashboard/ophaalmomenten');
  await pressOpen(page.getByRole('button', { name: 'Maandag bewerken' }));
  const dialog = page.getByRole('dialog', { name: 'Ophaalmomenten op maandag' });
  await expect(dialog).toBeVisible();
  const unfocused = await dialog.evaluate((element) => getComputedStyle(element).boxShadow);

  // As when the focused Opslaan turns busy: the dialog itself takes the focus, after keyboard use.
  await page.keyboard.press('Tab');
  await dialog.evaluate((element) => element.focus());
  await expect(dialog).toBeFocused();

  const focused = await dialog.evaluate((element) => {
    const style = getComputedStyle(element);
    return { boxShadow: style.boxShadow, outlineStyle: style.outlineStyle };
  });
  expect(focused).toEqual({ boxShadow: unfocused, outlineStyle: 'none' });
});

test('collections are reordered by keyboard one move after another, focus staying on the moved row', async ({
  page,
}) => {
  await loggedIn(page);
  for (const [name, icon] of [
    ['Broodjes', 'Sandwich'],
    ['Soepen', 'Soup'],
    ['Dranken', 'CupSoda'],
  ])
    await createCollection(page, name, icon);
  await page.goto('/dashboard/collecties');
  const names = () =>
    page.getByRole('table', { name: 'Collecties' }).locator('tbody tr td:nth-child(3)').allInnerTexts();
  await expect.poll(names).toEqual(['Broodjes', 'Soepen', 'Dranken']);

  const handle = page.getByRole('button', { name: 'Verplaats Broodjes' });
  await handle.focus();
  for (const [position, expected] of [
    [2, ['Soepen', 'Broodjes', 'Dranken']],
    [3, ['Soepen', 'Dranken', 'Broodjes']],
  ] as const) {
    await page.keyboard.press('Space');
    // Picked up, and the table has measured where its rows are (it then says the row is over its own
    // place): an arrow pressed before that (on a loaded machine) would move nothing.
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`Broodjes naar positie ${position - 1} van 3.`)).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`Broodjes naar positie ${position} van 3.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect.poll(names).toEqual(expected);
    // At once, while the order may still be saving: the same handle, ready for the next move.
    await expect(handle).toBeFocused();
    await expect(handle).toBeEnabled();
  }

  await page.reload();
  await expect.poll(names).toEqual(['Soepen', 'Dranken', 'Broodjes']);
});

test('the dashboard starts with a skip link to its content', async ({ page }) => {
  await loggedIn(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page.locator('main#inhoud')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is in the content, not in the navigation.
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('the home screen’s missing-step cards show their icon beside the title and line up their buttons', async ({
  page,
}) => {
  await loggedIn(page);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  const buttonTops: number[] = [];
  for (const card of await cards.all()) {
    const title = (await card.getByRole('heading', { level: 3 }).boundingBox())!;
    const icon = (await card.locator('svg').first().boundingBox())!;
    expect(icon.x + icon.width).toBeLessThanOrEqual(title.x);
    const iconMiddle = icon.y + icon.height / 2;
    expect(iconMiddle).toBeGreaterThanOrEqual(title.y);
    expect(iconMiddle).toBeLessThanOrEqual(title.y + title.height);
    buttonTops.push((await card.getByRole('link').boundingBox())!.y);
  }
  expect(Math.max(...buttonTops) - Math.min(...buttonTops)).toBeLessThan(1);
});

test('form dialogs keep Annuleren and Opslaan in view while their fields scroll (1280 × 900)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loggedIn(page);

  await page.goto('/dashboard/instellingen');
  await page.getByRole('button', { name: 'Bewerken' }).click();
  const settings = page.getByRole('dialog', { name: 'Instellingen bewerken' });
  await expectPinnedFooter(settings);
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/ophaalmomenten');
  await page.getByRole('button', { name: 'Maandag bewerken' }).click();
  const day = page.getByRole('dialog', { name: 'Ophaalmomenten op maandag' });
  for (let slot = 0; slot < 8; slot += 1)
    await day.getByRole('button', { name: 'Ophaalmoment toevoegen' }).click();
  await expectPinnedFooter(day);
});

/** The dialog's fields scroll, and its buttons stay on screen below them, outside the scrolling part. */
async function expectPinnedFooter(dialog: Locator) {
  const save = dialog.getByRole('button', { name: 'Opslaan' });
  await expect(save).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeInViewport({ ratio: 1 });
  const layout = await dialog.evaluate((element) => {
    const fields = element.querySelector('form')!.parentElement!;
    const save = Array.from(element.querySelectorAll('button')).find(
      (button) => button.textContent === 'Opslaan',
    )!;
    return {
      fieldsScroll: fields.scrollHeight > fields.clientHeight,
      saveScrollsAlong: fields.contains(save),
    };
  });
  expect(layout).toEqual({ fieldsScroll: true, saveScrollsAlong: false });
}

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.beforeEach(async ({ page }) => loggedIn(page));

  test('every tab bar fits, with the selected tab in view', async ({ page }) => {
    await page.goto('/dashboard/ophaalmomenten');
    const tablists = page.getByRole('tablist');
    await expect(tablists).not.toHaveCount(0);
    for (const tablist of await tablists.all()) {
      for (const tab of await tablist.getByRole('tab').all()) {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        const fit = await tablist.evaluate((list) => ({
          scroll: list.scrollWidth,
          client: list.clientWidth,
        }));
        expect(fit.scroll).toBeLessThanOrEqual(fit.client);
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
        ).toBe(true);
      }
    }
  });

  test('the dashboard menu opens over the page, locks its scrolling and closes on Escape', async ({
    page,
  }) => {
    await page.goto('/dashboard/ophaalmomenten');
    const main = page.getByRole('main');
    const heading = page.getByRole('heading', { level: 1, name: 'Ophaalmomenten' });
    await expect(heading).toBeVisible();
    const before = (await heading.boundingBox())!.y;
    const menu = page.locator('#dashboard-navigatie');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expect(menu).toBeVisible();
    // Over the page, not pushing it down.
    expect((await heading.boundingBox())!.y).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(180, 700);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu openen' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(main).toBeVisible();
  });

  test('a page reached from the menu opens at its top', async ({ page }) => {
    for (const name of ['Desembrood', 'Rozijnenbrood', 'Croissant', 'Appeltaart']) {
      const response = await page.request.post('/api/admin/products', {
        headers: await auth(page),
        multipart: {
          name,
          description: '',
          price: '4.20',
          collection: '',
          stockQuantity: '',
          soldAlone: 'true',
          productOptions: '[]',
        },
      });
      expect(response.status()).toBe(201);
    }
    // Seen before, so it shows at once, at full length, when it is reached again.
    await page.goto('/dashboard/ophaalmomenten');
    await expect(page.getByRole('article', { name: 'Zondag' })).toBeVisible();
    const nav = page.locator('#dashboard-navigatie');
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await nav.getByRole('link', { name: 'Producten' }).click();
    await expect(page.getByRole('article')).toHaveCount(4);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Menu openen' }).click();
    await nav.getByRole('link', { name: 'Ophaalmomenten' }).click();
    await expect(page.getByRole('article', { name: 'Zondag' })).toBeVisible();
    // Long enough to have stayed scrolled down.
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('a page loaded anew opens at its top, not where the previous page was left', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/privacy');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

  await page.goto('/algemene-voorwaarden');
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const first = document.querySelector('#root > *');
    return first !== null && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('while the sandbox takes the payments, the dashboard and the shop say it is a test', async ({
  page,
}) => {
  const provider = await (await page.request.get('/api/payments/provider')).json();
  expect(provider).toEqual({ provider: 'sandbox' });
  await loggedIn(page);
  const notice = page.getByRole('note').filter({ hasText: 'Testmodus — er wordt niet echt betaald' });
  await expect(notice).toBeVisible();

  await page.goto('/demo');
  await expect(notice).toBeVisible();
});
