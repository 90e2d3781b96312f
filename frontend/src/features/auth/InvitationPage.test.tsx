import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bestelklaar/domain';
import { getToken } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { api, recordRequests, server } from '../../test/server';
import { Component as InvitationPage } from './InvitationPage';

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/uitnodiging', Component: InvitationPage },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/dashboard/account', element: <h1>Mijn account</h1> },
    ],
    path,
  ).router;
}

const accepted = () =>
  http.post(api('/admin/auth/invitations/accept'), () => HttpResponse.json({ token: 'sessie-van-de-zaak' }));

describe("the invitation's page", () => {
  it('lets a new person choose a name and password by the registration rules, then opens the dashboard', async () => {
    server.use(accepted());
    const requests = recordRequests();
    const router = renderAt('/uitnodiging?token=abc.def');

    const name = await screen.findByRole('textbox', { name: 'Naam' });
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken en aanvaarden' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(requests).toEqual([]);

    await userEvent.type(name, '  Jonas ');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord/), 'geheim1');
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getToken()).toBe('sessie-van-de-zaak');
    expect(requests[0]!.body).toEqual({ token: 'abc.def', name: 'Jonas', password: 'geheim1' });
  });

  it('lets a person with an account accept with the password they have', async () => {
    server.use(accepted());
    const requests = recordRequests();
    renderAt('/uitnodiging?token=abc.def');

    await userEvent.click(await screen.findByRole('radio', { name: 'Ja, ik heb een account' }));
    expect(screen.queryByRole('textbox', { name: 'Naam' })).not.toBeInTheDocument();
    const password = screen.getByLabelText(/^Wachtwoord/);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(screen.getByRole('button', { name: 'Uitnodiging aanvaarden' }));
    expect(await screen.findByText('Dit veld is verplicht')).toBeInTheDocument();
    expect(requests).toEqual([]);

    // An existing password is taken as it is, even shorter than a new one must be.
    await userEvent.type(password, 'oud{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(requests[0]!.body).toEqual({ token: 'abc.def', password: 'oud' });
  });

  it.each([
    [MESSAGES.invitationAccepted, 409],
    [MESSAGES.invitationExpired, 409],
    [MESSAGES.invitationRevoked, 409],
    [MESSAGES.invitationUnknown, 404],
    [MESSAGES.invalidCredentials, 401],
  ])("shows the server's refusal: %s", async (message, status) => {
    server.use(
      http.post(api('/admin/auth/invitations/accept'), () => HttpResponse.json({ message }, { status })),
    );
    renderAt('/uitnodiging?token=abc.def');
    await userEvent.click(await screen.findByRole('radio', { name: 'Ja, ik heb een account' }));
    await userEvent.type(screen.getByLabelText(/^Wachtwoord/), 'geheim1');
    await userEvent.click(screen.getByRole('button', { name: 'Uitnodiging aanvaarden' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it("puts the server's field messages beside the fields", async () => {
    server.use(
      http.post(api('/admin/auth/invitations/accept'), () =>
        HttpResponse.json(
          { message: 'Controleer de gegevens.', fields: { password: 'Kies een ander wachtwoord.' } },
          { status: 400 },
        ),
      ),
    );
    renderAt('/uitnodiging?token=abc.def');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Naam' }), 'Jonas');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord/), 'geheim1');
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken en aanvaarden' }));

    expect(await screen.findByText('Kies een ander wachtwoord.')).toBeInTheDocument();
    expect(screen.getByText('Controleer de gegevens.')).toBeInTheDocument();
  });

  it('says a link without its token is incomplete, and offers no form', async () => {
    renderAt('/uitnodiging');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze uitnodigingslink is onvolledig.');
    expect(screen.queryByRole('button', { name: /aanvaarden/ })).not.toBeInTheDocument();
  });

  it("opens 'Mijn account' first when the shop asks a second factor of its whole team", async () => {
    server.use(
      http.post(api('/admin/auth/invitations/accept'), () =>
        HttpResponse.json({ token: 'sessie', twoFactorSetupRequired: true }),
      ),
    );
    renderAt('/uitnodiging?token=abc.def');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Naam' }), 'Jonas');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord/), 'geheim1{Enter}');
    expect(await screen.findByRole('heading', { name: 'Mijn account' })).toBeInTheDocument();
  });
});
