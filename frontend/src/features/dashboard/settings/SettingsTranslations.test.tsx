import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import { accountSettings } from '../../../test/fixtures/settings';
import type { AccountSettings } from '../shared/dashboard-api';
import { SettingsFormDialog } from './SettingsFormDialog';

const settings: AccountSettings = {
  ...accountSettings,
  shopDescriptionTranslations: { en: { description: 'Bread and pastries' } },
};

describe('the settings’ translations', { timeout: 20_000 }, () => {
  it('shows the stored English under the Dutch description, and sends both languages as JSON text', async () => {
    server.use(http.put(api('/admin/account/settings'), () => HttpResponse.json(settings)));
    const requests = recordRequests();
    renderWithQuery(
      <SettingsFormDialog settings={settings} open onOpenChange={() => {}} onSaved={() => {}} />,
      { route: '/' },
    );
    const dialog = screen.getByRole('dialog');

    expect(
      within(dialog).getByRole('textbox', {
        name: 'Engels',
        description: 'Nederlands: Brood en gebak',
      }),
    ).toHaveValue('Bread and pastries');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Frans' }), 'Pain et pâtisserie');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await expect.poll(() => requests.some((request) => request.method === 'PUT')).toBe(true);
    const form = requests.find((request) => request.method === 'PUT')!.body as FormData;
    expect(JSON.parse(String(form.get('shopDescriptionTranslations')))).toEqual({
      fr: { description: 'Pain et pâtisserie' },
      en: { description: 'Bread and pastries' },
    });
    expect(form.get('shopDescription')).toBe('Brood en gebak');
  });

  it('edits the text about allergens in French and English beside the Dutch one, sent apart', async () => {
    const withNote: AccountSettings = {
      ...settings,
      allergenInfoText: 'Vraag ons naar allergenen.',
      allergenInfoTextTranslations: { fr: { description: 'Demandez-nous les allergènes.' } },
    };
    server.use(http.put(api('/admin/account/settings'), () => HttpResponse.json(withNote)));
    const requests = recordRequests();
    renderWithQuery(
      <SettingsFormDialog settings={withNote} open onOpenChange={() => {}} onSaved={() => {}} />,
      { route: '/' },
    );
    const dialog = screen.getByRole('dialog');

    expect(
      within(dialog).getByRole('textbox', {
        name: 'Eigen tekst over allergenen (Frans)',
        description: 'Nederlands: Vraag ons naar allergenen.',
      }),
    ).toHaveValue('Demandez-nous les allergènes.');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Eigen tekst over allergenen (Engels)' }),
      'Ask us about allergens.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await expect.poll(() => requests.some((request) => request.method === 'PUT')).toBe(true);
    const form = requests.find((request) => request.method === 'PUT')!.body as FormData;
    expect(JSON.parse(String(form.get('allergenInfoTextTranslations')))).toEqual({
      fr: { description: 'Demandez-nous les allergènes.' },
      en: { description: 'Ask us about allergens.' },
    });
    expect(JSON.parse(String(form.get('shopDescriptionTranslations')))).toEqual({
      en: { description: 'Bread and pastries' },
    });
    expect(form.get('allergenInfoText')).toBe('Vraag ons naar allergenen.');
  });
});
