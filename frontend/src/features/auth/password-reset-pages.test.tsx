import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '@bestelklaar/domain';
import { renderRoutes } from '../../test/render';
import { api, recordRequests, server } from '../../test/server';
import { getToken, storeSession } from '../../lib/session';
import { Component as ForgotPasswordPage } from './ForgotPasswordPage';
import { Component as LoginPage } from './LoginPage';
import { Component as ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'x'.repeat(43);

function renderAt(path: string) {
  const { router } = renderRoutes(
    [
      { path: '/inloggen', Component: LoginPage },
      { path: '/wachtwoord-vergeten', Component: ForgotPasswordPage },
      { path: '/wachtwoord-herstellen', Component: ResetPasswordPage },
    ],
    path,
  );
  return router;
}

describe('Wachtwoord vergeten', () => {
  it('is reached from the login page, checks the address, and shows the one answer', async () => {
    server.use(
      http.post(api('/auth/password-reset/request'), () =>
        HttpResponse.json({ message: PASSWORD_RESET_MESSAGES.requested }, { status: 202 }),
      ),
    );
    const requests = recordRequests();
    const router = renderAt('/inloggen');
    await userEvent.click(await screen.findByRole('link', { name: 'Wachtwoord vergeten?' }));
    expect(router.state.location.pathname).toBe('/wachtwoord-vergeten');

    const email = await screen.findByRole('textbox', { name: 'E-mailadres' });
    await userEvent.type(email, 'eigenaar@');
    await userEvent.click(screen.getByRole('button', { name: 'Stuur me een link' }));
    expect(await screen.findByText('Voer een geldig e-mailadres in')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await userEvent.type(email, 'voorbeeld.be');
    await userEvent.click(screen.getByRole('button', { name: 'Stuur me een link' }));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.requested)).toBeInTheDocument();
    expect(requests.map((request) => request.body)).toEqual([{ email: 'eigenaar@voorbeeld.be' }]);
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute('href', '/inloggen');
  });

  it("shows the server's refusal, e.g. too many requests", async () => {
    server.use(
      http.post(api('/auth/password-reset/request'), () =>
        HttpResponse.json(
          { statusCode: 429, message: 'Te veel verzoeken. Probeer het later opnieuw.' },
          { status: 429 },
        ),
      ),
    );
    renderAt('/wachtwoord-vergeten');
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mailadres' }), 'a@voorbeeld.be');
    await userEvent.click(screen.getByRole('button', { name: 'Stuur me een link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Te veel verzoeken. Probeer het later opnieuw.',
    );
  });
});

describe('Nieuw wachtwoord instellen', () => {
  it('checks both fields by the registration rule, sends the token, and ends the local session', async () => {
    storeSession('oude-sessie');
    server.use(
      http.post(api('/auth/password-reset/confirm'), () =>
        HttpResponse.json({ message: PASSWORD_RESET_MESSAGES.changed }),
      ),
    );
    const requests = recordRequests();
    renderAt(`/wachtwoord-herstellen?token=${TOKEN}`);
    const password = await screen.findByLabelText('Nieuw wachtwoord');
    const repeat = screen.getByLabelText('Herhaal nieuw wachtwoord');
    await userEvent.type(password, '12345');
    await userEvent.type(repeat, '54321');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Moet ten minste 6 tekens lang zijn')).toBeInTheDocument();
    expect(screen.getByText('De wachtwoorden komen niet overeen')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await userEvent.type(password, '6');
    await userEvent.clear(repeat);
    await userEvent.type(repeat, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.changed)).toBeInTheDocument();
    expect(requests.map((request) => request.body)).toEqual([{ token: TOKEN, password: '123456' }]);
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute('href', '/inloggen');
    expect(getToken()).toBeNull();
  });

  it('offers a new link when the server refuses this one, or the link has no token', async () => {
    server.use(
      http.post(api('/auth/password-reset/confirm'), () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: PASSWORD_RESET_MESSAGES.invalidLink,
            fields: { token: PASSWORD_RESET_MESSAGES.invalidLink },
          },
          { status: 400 },
        ),
      ),
    );
    renderAt(`/wachtwoord-herstellen?token=${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('Nieuw wachtwoord'), 'geheim1');
    await userEvent.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'geheim1');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.invalidLink);
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe link aan' })).toHaveAttribute(
      'href',
      '/wachtwoord-vergeten',
    );
  });

  it('says a link without a token cannot work', async () => {
    renderAt('/wachtwoord-herstellen');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.invalidLink);
    expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
  });
});
