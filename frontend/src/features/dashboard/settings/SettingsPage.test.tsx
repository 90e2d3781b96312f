import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import { accountSettings } from '../../../test/fixtures/settings';
import { Component as SettingsPage } from './SettingsPage';

const settings = accountSettings;

function renderPage() {
  server.use(http.get(api('/admin/account/settings'), () => HttpResponse.json(settings)));
  const { router } = renderRoutes(
    [{ path: '/dashboard/instellingen', Component: SettingsPage }],
    '/dashboard/instellingen',
    { toasts: true },
  );
  return router;
}

describe('the settings screen', () => {
  it('keeps Annuleren and Opslaan pinned below the fields, and gives focus back to Bewerken', async () => {
    const router = renderPage();
    const edit = await screen.findByRole('button', { name: 'Bewerken' });

    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Instellingen bewerken' });
    expect(router.state.location.search).toBe('?edit=true');
    for (const name of ['Annuleren', 'Opslaan']) {
      const button = within(dialog).getByRole('button', { name });
      expect(button.closest('form')).toBeNull();
      expect(button.closest('footer')?.parentElement).toBe(dialog);
    }
    expect(within(dialog).getByRole('textbox', { name: 'Winkelnaam' })).toHaveValue('Bakkerij Lemmens');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('shows and edits the slot maximum and the new-order mail switch, checked by the domain', async () => {
    renderPage();
    expect(await screen.findByText('Onbeperkt')).toBeInTheDocument();
    const mailsRow = screen.getByText('E-mail bij elke nieuwe bestelling').closest('div')!;
    expect(within(mailsRow).getByText('Aan')).toBeInTheDocument();

    server.use(
      http.put(api('/admin/account/settings'), () =>
        HttpResponse.json({ ...settings, maxOrdersPerSlot: 8, newOrderMails: false }),
      ),
    );
    const requests = recordRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instellingen bewerken' });
    const maximum = within(dialog).getByRole('textbox', { name: 'Maximum aantal bestellingen per tijdslot' });
    expect(maximum).toHaveValue('');
    const mails = within(dialog).getByRole('switch', { name: 'E-mail bij elke nieuwe bestelling' });
    expect(mails).toBeChecked();

    await userEvent.type(maximum, '0');
    await userEvent.tab();
    expect(
      await within(dialog).findByText('Voer een geheel getal in van 1 tot 1000, of laat leeg voor onbeperkt'),
    ).toBeInTheDocument();
    await userEvent.clear(maximum);
    await userEvent.type(maximum, '8');
    await userEvent.click(mails);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Instellingen opgeslagen')).toBeInTheDocument();

    // The dialog closes 500 ms after the success message.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    const put = requests.find((request) => request.method === 'PUT');
    const form = put?.body as FormData;
    expect(form.get('maxOrdersPerSlot')).toBe('8');
    expect(form.get('newOrderMails')).toBe('false');
    expect(await screen.findByText('8')).toBeInTheDocument();
    expect(
      within(screen.getByText('E-mail bij elke nieuwe bestelling').closest('div')!).getByText('Uit'),
    ).toBeInTheDocument();
    // Much typing in a large form: slow on a busy machine.
  }, 15_000);

  it("shows and edits 'Allergeneninformatie': whether it is complete and the shop's own text", async () => {
    renderPage();
    const row = (await screen.findByText('Allergeneninformatie')).closest('div')!;
    expect(within(row).getByText('Nog niet volledig')).toBeInTheDocument();

    const saved = { ...settings, allergenInfoComplete: true, allergenInfoText: 'Vraag ons naar allergenen.' };
    server.use(http.put(api('/admin/account/settings'), () => HttpResponse.json(saved)));
    const requests = recordRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instellingen bewerken' });
    const section = within(dialog).getByRole('group', { name: 'Allergeneninformatie' });
    const complete = within(section).getByRole('switch', { name: 'Allergeneninformatie is volledig' });
    expect(complete).not.toBeChecked();
    await userEvent.click(complete);
    await userEvent.type(
      within(section).getByRole('textbox', { name: 'Eigen tekst over allergenen' }),
      'Vraag ons naar allergenen.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Instellingen opgeslagen')).toBeInTheDocument();

    const form = requests.find((request) => request.method === 'PUT')?.body as FormData;
    expect(form.get('allergenInfoComplete')).toBe('true');
    expect(form.get('allergenInfoText')).toBe('Vraag ons naar allergenen.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(await screen.findByText('Volledig')).toBeInTheDocument();
    expect(screen.getByText('Vraag ons naar allergenen.')).toBeInTheDocument();
  }, 15_000);

  it("shows and edits 'Standaardtaal van de webshop': one of the three languages, each in itself", async () => {
    renderPage();
    const row = (await screen.findByText('Standaardtaal van de webshop')).closest('div')!;
    expect(within(row).getByText('Nederlands')).toBeInTheDocument();

    server.use(
      http.put(api('/admin/account/settings'), () =>
        HttpResponse.json({ ...settings, defaultLanguage: 'fr' }),
      ),
    );
    const requests = recordRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instellingen bewerken' });
    const language = within(dialog).getByRole('combobox', { name: 'Standaardtaal van de webshop' });
    expect(language).toHaveValue('nl');
    expect(language).toHaveAccessibleDescription(
      'Klanten van wie de browser een andere van deze drie talen verkiest, zien de webshop in die taal.',
    );
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nederlands', 'Français', 'English']);
    await userEvent.selectOptions(language, 'Français');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Instellingen opgeslagen')).toBeInTheDocument();

    const form = requests.find((request) => request.method === 'PUT')?.body as FormData;
    expect(form.get('defaultLanguage')).toBe('fr');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    const saved = screen.getByText('Standaardtaal van de webshop').closest('div')!;
    expect(within(saved).getByText('Français')).toBeInTheDocument();
  }, 15_000);
});

describe("the settings screen's 'Annuleren door de klant'", () => {
  it('is off by default, checks the hours with the domain rule, and saves the switch and the hours', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: 'Annuleren door de klant' });
    const allowed = within(card).getByRole('switch', { name: /^Klanten mogen zelf annuleren/ });
    const hours = within(card).getByRole('textbox', { name: /^Tot hoeveel uur voor het afhalen/ });
    expect(allowed).not.toBeChecked();
    expect(hours).toBeDisabled();

    await userEvent.click(allowed);
    await userEvent.clear(hours);
    await userEvent.type(hours, '200');
    const requests = recordRequests();
    await userEvent.click(within(card).getByRole('button', { name: 'Opslaan' }));
    expect(await within(card).findByText('Voer een geheel aantal uren in van 0 tot 168')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);

    server.use(
      http.put(api('/admin/ordering/customer-cancel'), async ({ request }) =>
        HttpResponse.json(await request.json()),
      ),
    );
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.click(within(card).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    const saved = requests.filter((request) => request.method === 'PUT');
    expect(saved.map((request) => [request.path, request.body])).toEqual([
      [
        '/api/admin/ordering/customer-cancel',
        { customerCancelAllowed: true, customerCancelHoursBeforePickup: 48 },
      ],
    ]);
  });
});

describe("the settings screen's 'Nieuwe bestellingen'", () => {
  it('edits the rules for orders nobody saw: the reminder, the cancel before pickup and confirming by itself', async () => {
    renderPage();
    const reminderRow = (await screen.findByText('Herinnering na … minuten')).closest('div')!;
    expect(within(reminderRow).getByText('5 minuten')).toBeInTheDocument();
    const cancelRow = screen
      .getByText('Automatisch annuleren … minuten voor het ophaalmoment')
      .closest('div')!;
    expect(within(cancelRow).getByText('Uit')).toBeInTheDocument();

    server.use(
      http.put(api('/admin/account/settings'), () =>
        HttpResponse.json({
          ...settings,
          unseenReminderMinutes: 3,
          autoCancelMinutesBeforePickup: 45,
          autoConfirmOrders: true,
        }),
      ),
    );
    const requests = recordRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instellingen bewerken' });
    const reminder = within(dialog).getByRole('textbox', { name: 'Herinnering na … minuten' });
    const cancel = within(dialog).getByRole('textbox', {
      name: 'Automatisch annuleren … minuten voor het ophaalmoment',
    });
    expect(reminder).toHaveValue('5');
    expect(cancel).toHaveValue('');

    await userEvent.clear(reminder);
    await userEvent.type(reminder, '0');
    await userEvent.tab();
    expect(
      await within(dialog).findByText('Voer een geheel aantal minuten in van 1 tot 120'),
    ).toBeInTheDocument();
    await userEvent.clear(reminder);
    await userEvent.type(reminder, '3');
    await userEvent.type(cancel, '45');
    await userEvent.click(
      within(dialog).getByRole('switch', { name: 'Bestellingen automatisch bevestigen' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Instellingen opgeslagen')).toBeInTheDocument();

    const form = requests.find((request) => request.method === 'PUT')?.body as FormData;
    expect(form.get('unseenReminderMinutes')).toBe('3');
    expect(form.get('autoCancelMinutesBeforePickup')).toBe('45');
    expect(form.get('autoConfirmOrders')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(await screen.findByText('45 minuten voor het ophaalmoment')).toBeInTheDocument();
  });
});
