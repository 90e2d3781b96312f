import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { api, recordRequests, server } from '../../test/server';
import { Component as LoginPage } from './LoginPage';
import { CODE_MESSAGE } from './SecondStepForm';

function renderLogin() {
  return renderRoutes(
    [
      { path: '/inloggen', Component: LoginPage },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/dashboard/account', element: <h1>Mijn account</h1> },
    ],
    '/inloggen',
  ).router;
}

const asksSecondStep = () =>
  http.post(api('/admin/auth/login'), () =>
    HttpResponse.json({ twoFactorRequired: true, challenge: 'uitdaging-1' }),
  );

async function logIn() {
  await userEvent.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'sofie@frituur.be');
  await userEvent.type(screen.getByLabelText(/Wachtwoord/), 'geheim-1');
  await userEvent.keyboard('{Enter}');
}

describe("the login's second step", () => {
  it('asks for the code from the app when the login says so, and sends it with the challenge', async () => {
    server.use(
      asksSecondStep(),
      http.post(api('/admin/auth/login/two-factor'), () => HttpResponse.json({ token: 'sessie-1' })),
    );
    const requests = recordRequests();
    const router = renderLogin();
    await logIn();

    const code = await screen.findByRole('textbox', { name: 'Code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    expect(getToken()).toBeNull();

    await userEvent.keyboard('12345{Enter}');
    expect(await screen.findByText(CODE_MESSAGE)).toBeInTheDocument();
    await userEvent.keyboard('6{Enter}');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getToken()).toBe('sessie-1');
    expect(requests.filter((request) => request.path.endsWith('/login/two-factor')).at(-1)!.body).toEqual({
      challenge: 'uitdaging-1',
      code: '123456',
    });
  });

  it('takes a recovery code, and shows the server’s refusal of a wrong code', async () => {
    let tries = 0;
    server.use(
      asksSecondStep(),
      http.post(api('/admin/auth/login/two-factor'), () =>
        ++tries === 1
          ? HttpResponse.json({ message: 'Deze code klopt niet.' }, { status: 401 })
          : HttpResponse.json({ token: 'sessie-2' }),
      ),
    );
    const requests = recordRequests();
    renderLogin();
    await logIn();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), '654321{Enter}');
    expect(await screen.findByText('Deze code klopt niet.')).toBeInTheDocument();
    expect(getToken()).toBeNull();

    const code = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.clear(code);
    await userEvent.type(code, 'ab12-cd34-ef{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path.endsWith('/login/two-factor')).at(-1)!.body).toEqual({
      challenge: 'uitdaging-1',
      code: 'ab12-cd34-ef',
    });
  });

  it("goes back to the password with 'Terug', the address kept", async () => {
    server.use(asksSecondStep());
    renderLogin();
    await logIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Terug' }));
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toHaveValue('sofie@frituur.be');
  });

  it('logs a person without a second factor straight in', async () => {
    server.use(http.post(api('/admin/auth/login'), () => HttpResponse.json({ token: 'sessie-3' })));
    renderLogin();
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(getToken()).toBe('sessie-3');
  });

  it("opens 'Mijn account' first when the shop asks a second factor the person has not set up", async () => {
    server.use(
      http.post(api('/admin/auth/login'), () =>
        HttpResponse.json({ token: 'sessie-4', twoFactorSetupRequired: true }),
      ),
    );
    const router = renderLogin();
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Mijn account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/account');
    expect(getToken()).toBe('sessie-4');
  });
});
