import { createAccount, expect, loginThroughForm, test } from '../support/fixtures';

/** 'dd/mm/yyyy' of the day `days` after today in Brussels, the zone the browser runs in. */
function dutchDateIn(days: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' })
    .format(new Date())
    .split('-')
    .map(Number);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

test.beforeEach(async ({ page }) => {
  const owner = await createAccount(page);
  await loginThroughForm(page, owner.email, owner.password);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Ophaalmomenten' })
    .click();
  await expect(page.getByRole('heading', { name: 'Ophaalmomenten', level: 1 })).toBeVisible();
});

test('an owner sets two Monday pickup moments, meets the overlap error, and finds them after a reload', async ({
  page,
}) => {
  const monday = page.getByRole('article', { name: 'Maandag' });
  await expect(monday.getByText('Geen ophaalmomenten')).toBeVisible();
  await monday.getByRole('button', { name: 'Maandag bewerken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ophaalmomenten op maandag' });
  const add = dialog.getByRole('button', { name: 'Ophaalmoment toevoegen' });

  await add.click();
  const first = dialog.getByRole('group', { name: 'Ophaalmoment 1' });
  await expect(first.getByLabel('Starttijd')).toHaveValue('14:00');
  await expect(first.getByLabel('Eindtijd')).toHaveValue('14:15');
  await expect(first.getByLabel('Starttijd')).toBeFocused();
  await first.getByLabel('Starttijd').selectOption('11:30');
  await first.getByLabel('Eindtijd').selectOption('13:30');

  await add.click();
  const second = dialog.getByRole('group', { name: 'Ophaalmoment 2' });
  await expect(second.getByLabel('Starttijd')).toHaveValue('13:30');
  await second.getByLabel('Starttijd').selectOption('17:00');
  await second.getByLabel('Eindtijd').selectOption('19:00');

  await add.click();
  const third = dialog.getByRole('group', { name: 'Ophaalmoment 3' });
  await expect(third.getByLabel('Starttijd')).toHaveValue('19:00');
  await third.getByLabel('Starttijd').selectOption('18:00');
  await expect(third.getByRole('alert')).toHaveText('Tijdslots mogen niet overlappen');
  await expect(second.getByRole('alert')).toHaveText('Tijdslots mogen niet overlappen');
  await third.getByLabel('Eindtijd').selectOption('17:45');
  await expect(third.getByRole('alert')).toHaveText('Eindtijd moet later zijn dan de starttijd.');
  await dialog.getByRole('button', { name: 'Ophaalmoment 3 verwijderen' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Ophaalmomenten opgeslagen')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(monday.getByText('Ophaalmoment 1')).toBeVisible();
  await expect(monday.getByText('11:30 - 13:30')).toBeVisible();
  await expect(monday.getByText('Ophaalmoment 2')).toBeVisible();
  await expect(monday.getByText('17:00 - 19:00')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Dinsdag' }).getByText('Geen ophaalmomenten')).toBeVisible();
});

test('an owner adds, edits and deletes a vacation period', async ({ page }) => {
  await page.getByRole('tab', { name: 'Vakantiemodus' }).click();
  await expect(page).toHaveURL(/tab=vakantiemodus/);
  await expect(page.getByText('Geen vakantiemodus ingesteld.')).toBeVisible();

  await page.getByRole('button', { name: 'Vakantie toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vakantie toevoegen' });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Begindatum is verplicht.')).toBeVisible();
  await expect(dialog.getByText('Reden is verplicht.')).toBeVisible();

  // The calendar opens on today; the keyboard moves three days on and picks.
  await dialog.getByRole('button', { name: /Begindatum/ }).click();
  await expect(page.getByRole('dialog', { name: 'Begindatum kiezen' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: /Begindatum/ })).toHaveText(dutchDateIn(3));

  // The end's calendar starts the day after the begin date.
  await dialog.getByRole('button', { name: /Einddatum/ }).click();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: /Einddatum/ })).toHaveText(dutchDateIn(8));

  await dialog.getByLabel('Reden').fill('Zomervakantie');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  const period = `${dutchDateIn(3)} - ${dutchDateIn(8)}`;
  await expect(page.getByText(period)).toBeVisible();
  await expect(page.getByText('Zomervakantie')).toBeVisible();

  await page.getByRole('button', { name: `Vakantie ${period} bewerken` }).click();
  const edit = page.getByRole('dialog', { name: 'Vakantie bewerken' });
  await edit.getByRole('button', { name: /Einddatum/ }).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await edit.getByLabel('Reden').fill('Verbouwing');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toBeHidden();

  await page.reload();
  const changed = `${dutchDateIn(3)} - ${dutchDateIn(9)}`;
  await expect(page.getByText(changed)).toBeVisible();
  await expect(page.getByText('Verbouwing')).toBeVisible();

  await page.getByRole('button', { name: `Vakantie ${changed} verwijderen` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Vakantie verwijderen' });
  await expect(confirm).toContainText(
    `Weet je zeker dat je de vakantiemodus van ${changed} wilt verwijderen?`,
  );
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('Geen vakantiemodus ingesteld.')).toBeVisible();
});
