import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { api, server, week } from '../../test/server';
import { soup } from '../../test/fixtures/items';
import { accountSettings } from '../../test/fixtures/settings';
import { Component as DashboardLayout, loader } from './DashboardLayout';
import { Component as HomePage } from './home/HomePage';
import { Component as SchedulingPage } from './scheduling/SchedulingPage';
import { Component as SettingsPage } from './settings/SettingsPage';
import type { AccountSettings } from './shared/dashboard-api';

/** An account just signed up: its own name and e-mail, nothing of the shop yet. */
const newAccount: AccountSettings = {
  ...accountSettings,
  shopName: '',
  shopDescription: '',
  shopAddress: '',
  subdomain: '',
  onboardingCompleted: false,
  contactEmail: '',
  contactGsm: '',
  shopMinimumOrderTimeBeforePickup: 24,
};

const completeSettings: AccountSettings = {
  ...newAccount,
  shopName: 'Bakkerij Lemmens',
  shopDescription: 'Brood en gebak',
  shopAddress: 'Markt 1, 2000 Antwerpen',
  contactEmail: 'info@lemmens.be',
  contactGsm: '0470 12 34 56',
};

/** A product and a pickup moment: every step but the settings done. */
function serveProductAndPickupMoment() {
  server.use(
    http.get(api('/admin/products'), () => HttpResponse.json([soup])),
    http.get(api('/admin/pickup-moments'), () =>
      HttpResponse.json(week({ maandag: [{ start: '11:00', end: '13:00' }] })),
    ),
  );
}

/** A server that keeps the settings it is sent, as the real one does. */
function serveSettings(initial: AccountSettings) {
  let current = initial;
  server.use(
    http.get(api('/admin/account/settings'), () => HttpResponse.json(current)),
    http.put(api('/admin/account/settings'), async ({ request }) => {
      const form = await request.formData();
      const text = (name: string) => String(form.get(name) ?? '');
      current = {
        ...current,
        ...Object.fromEntries(
          ['name', 'shopName', 'shopDescription', 'shopAddress', 'contactEmail', 'contactGsm'].map((name) => [
            name,
            text(name),
          ]),
        ),
      };
      return HttpResponse.json(current);
    }),
  );
}

function renderDashboard(path: string) {
  storeSession('token');
  return renderRoutes(
    [
      {
        path: '/dashboard',
        loader,
        Component: DashboardLayout,
        children: [
          { index: true, Component: HomePage },
          { path: 'instellingen', Component: SettingsPage },
          { path: 'ophaalmomenten', Component: SchedulingPage },
          { path: 'producten', element: <h1>Producten</h1> },
        ],
      },
    ],
    path,
    { toasts: true },
  );
}

describe("the home screen's 'Instellingen Ontbreken'", () => {
  it('names every required setting still empty, by the labels of the form', async () => {
    serveSettings(newAccount);
    renderDashboard('/dashboard');

    const card = await screen.findByRole('article', { name: 'Instellingen Ontbreken' }, { timeout: 3000 });
    expect(within(card).getByText('Vul deze velden in:')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Winkelnaam', 'Beschrijving', 'Adres', 'Contact e-mail', 'Contact GSM']);
  });

  it('stays while the contact details are missing, though name, description and address are there', async () => {
    serveSettings({
      ...newAccount,
      shopName: 'Bakkerij Lemmens',
      shopDescription: 'Brood en gebak',
      shopAddress: 'Markt 1, 2000 Antwerpen',
    });
    renderDashboard('/dashboard');

    const card = await screen.findByRole('article', { name: 'Instellingen Ontbreken' }, { timeout: 3000 });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Contact e-mail', 'Contact GSM']);
  });
});

describe('the settings form of a new shop', () => {
  it("offers the account's e-mail as the contact e-mail", async () => {
    serveSettings(newAccount);
    renderDashboard('/dashboard/instellingen?edit=true');

    const dialog = await screen.findByRole('dialog', { name: 'Instellingen bewerken' });
    expect(within(dialog).getByRole('textbox', { name: 'Contact e-mail' })).toHaveValue('els@lemmens.be');
  });

  it('keeps a contact e-mail of its own', async () => {
    serveSettings({ ...newAccount, contactEmail: 'info@lemmens.be' });
    renderDashboard('/dashboard/instellingen?edit=true');

    const dialog = await screen.findByRole('dialog', { name: 'Instellingen bewerken' });
    expect(within(dialog).getByRole('textbox', { name: 'Contact e-mail' })).toHaveValue('info@lemmens.be');
  });
});

describe("the 'Volgende stap' after a setup step", () => {
  it('points to the next missing step once the settings are saved, and leads there', async () => {
    serveSettings(newAccount);
    const { router } = renderDashboard('/dashboard/instellingen?edit=true');

    const dialog = await screen.findByRole('dialog', { name: 'Instellingen bewerken' });
    expect(screen.queryByText('Volgende stap')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Winkelnaam' }), 'Bakkerij Lemmens');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Beschrijving' }), 'Brood en gebak');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Adres' }), 'Markt 1, 2000 Antwerpen');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Contact GSM' }), '0470 12 34 56');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const notice = screen.getByText('Volgende stap').closest<HTMLElement>('[role="status"]')!;
    await userEvent.click(within(notice).getByRole('link', { name: 'Product toevoegen' }));
    expect(router.state.location.pathname).toBe('/dashboard/producten');
    expect(router.state.location.search).toBe('?add=true');
  });

  it('points back to Home to launch once every step is done', async () => {
    serveSettings(completeSettings);
    serveProductAndPickupMoment();
    renderDashboard('/dashboard/ophaalmomenten');

    const notice = (await screen.findByText('Volgende stap')).closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByRole('link', { name: 'Je webshop lanceren' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says nothing on a step still to do', async () => {
    serveSettings(newAccount);
    serveProductAndPickupMoment();
    const { client } = renderDashboard('/dashboard/instellingen');

    await screen.findByText('els@lemmens.be');
    // Every read it could decide on has come in.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByText('Volgende stap')).not.toBeInTheDocument();
  });

  it('says nothing once the shop is launched', async () => {
    serveSettings({ ...completeSettings, subdomain: 'lemmens' });
    serveProductAndPickupMoment();
    const { client } = renderDashboard('/dashboard/ophaalmomenten');

    await screen.findByText('11:00 - 13:00');
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByText('Volgende stap')).not.toBeInTheDocument();
  });
});
