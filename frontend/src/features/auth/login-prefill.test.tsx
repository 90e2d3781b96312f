import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { api, server } from '../../test/server';
import { Component as LoginPage } from './LoginPage';
import { Component as RegisterPage } from './RegisterPage';

function renderRegister() {
  renderRoutes(
    [
      { path: '/registreren', Component: RegisterPage },
      { path: '/inloggen', Component: LoginPage },
    ],
    '/registreren',
    { toasts: true },
  );
}

describe('from registering to logging in', () => {
  it('fills in the e-mail address just registered, so only the password is left to type', async () => {
    server.use(http.post(api('/admin/auth/signup'), () => HttpResponse.json({ _id: 'a1' }, { status: 201 })));
    renderRegister();

    await userEvent.type(screen.getByRole('textbox', { name: /Naam/ }), 'Els Lemmens');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'els@lemmens.be');
    await userEvent.type(screen.getByLabelText(/Wachtwoord/), 'geheim-wachtwoord-1');
    await userEvent.click(screen.getByRole('button', { name: 'Registreren' }));

    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toHaveValue('els@lemmens.be');
    expect(screen.getByLabelText(/Wachtwoord/)).toHaveValue('');
  });

  it("takes the address typed along when 'Al een account? Inloggen' leads to the login form", async () => {
    renderRegister();

    await userEvent.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'els@lemmens.be');
    await userEvent.click(screen.getByRole('link', { name: 'Inloggen' }));

    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toHaveValue('els@lemmens.be');
  });
});
