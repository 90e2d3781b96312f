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

describe('the shop description’s translations', { timeout: 20_000 }, () => {
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
});
