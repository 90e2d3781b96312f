import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Role } from '@bestelklaar/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, server } from '../../../test/server';
import { Component as HomePage } from './HomePage';

function renderHomeAs(role: Role) {
  server.use(
    http.get(api('/admin/shops'), () =>
      HttpResponse.json([{ shopId: 'shop-1', shopName: 'Frituur', subdomain: 'frituur', role }]),
    ),
  );
  renderRoutes(
    [
      { path: '/dashboard', Component: HomePage },
      { path: '/dashboard/bestellingen', element: <h1>Bestellingen</h1> },
    ],
    '/dashboard',
  );
}

describe('the home screen by role', () => {
  it('sends the counter straight to the orders, since the shop’s settings are not theirs to read', async () => {
    let settingsAsked = false;
    server.use(
      http.get(api('/admin/account/settings'), () => {
        settingsAsked = true;
        return HttpResponse.json({ message: 'Je rol laat dit niet toe.' }, { status: 403 });
      }),
    );
    renderHomeAs('medewerker');
    expect(await screen.findByRole('heading', { name: 'Bestellingen' })).toBeInTheDocument();
    expect(settingsAsked).toBe(false);
  });

  it('shows the accountant the shop’s home as the owner sees it', async () => {
    renderHomeAs('boekhouder');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Bestellingen');
  });
});
