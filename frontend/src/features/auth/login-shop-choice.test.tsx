import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { api, callsOf, recordRequests, server } from '../../test/server';
import { Component as LoginPage } from './LoginPage';

/** A token whose payload names `shop`, as the server's does. */
const tokenFor = (shop: string) => `x.${btoa(JSON.stringify({ sub: 'u', shop }))}.y`;

const twoShops = [
  { shopId: 'frituur', shopName: 'Frituur Zus', subdomain: 'frituur', role: 'eigenaar' },
  { shopId: 'kebab', shopName: 'Kebab Broer', subdomain: 'kebab', role: 'medewerker' },
];

function renderLogin() {
  renderRoutes(
    [
      { path: '/inloggen', Component: LoginPage },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    '/inloggen',
  );
}

async function logIn() {
  await userEvent.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'sofie@frituur.be');
  await userEvent.type(screen.getByLabelText(/Wachtwoord/), 'geheim-1');
  await userEvent.keyboard('{Enter}');
}

describe('after login, a person in more than one shop', () => {
  it('picks the shop to open; another than the login’s switches the session there', async () => {
    server.use(
      http.post(api('/admin/auth/login'), () => HttpResponse.json({ token: tokenFor('frituur') })),
      http.get(api('/admin/shops'), () => HttpResponse.json(twoShops)),
      http.post(api('/admin/auth/switch-shop'), () => HttpResponse.json({ token: tokenFor('kebab') })),
    );
    const requests = recordRequests();
    renderLogin();
    await logIn();

    const shops = await screen.findByRole('list', { name: 'Je zaken' });
    expect(
      within(shops)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Frituur Zus · Eigenaar', 'Kebab Broer · Medewerker']);
    await userEvent.click(within(shops).getByRole('button', { name: 'Kebab Broer · Medewerker' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(getToken()).toBe(tokenFor('kebab'));
    expect(requests.find((request) => request.path.endsWith('/switch-shop'))!.body).toEqual({
      shopId: 'kebab',
    });
  });

  it('opens the login’s own shop without a switch', async () => {
    server.use(
      http.post(api('/admin/auth/login'), () => HttpResponse.json({ token: tokenFor('frituur') })),
      http.get(api('/admin/shops'), () => HttpResponse.json(twoShops)),
    );
    const requests = recordRequests();
    renderLogin();
    await logIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Frituur Zus · Eigenaar' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(getToken()).toBe(tokenFor('frituur'));
    expect(callsOf(requests)).not.toContain('POST /api/admin/auth/switch-shop');
  });

  it('goes straight on with one shop, or when the shops cannot be read', async () => {
    server.use(
      http.post(api('/admin/auth/login'), () => HttpResponse.json({ token: tokenFor('frituur') })),
      http.get(api('/admin/shops'), () => HttpResponse.json({}, { status: 500 })),
    );
    renderLogin();
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
