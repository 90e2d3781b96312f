import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToken, storeSession } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { api, callsOf, recordRequests, server } from '../../test/server';
import { Component as DashboardLayout, loader } from './DashboardLayout';

const TEST_MODE = 'Testmodus — er wordt niet echt betaald';

function renderDashboard(token = 'token', path = '/dashboard') {
  storeSession(token);
  renderRoutes(
    [
      {
        path: '/dashboard',
        loader,
        Component: DashboardLayout,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'instellingen', element: <h1>Instellingen</h1> },
          { path: 'account', element: <h1>Mijn account</h1> },
        ],
      },
    ],
    path,
    { toasts: true },
  );
}

/** A token whose payload names `shop`, as the server's does. */
const tokenFor = (shop: string) => `x.${btoa(JSON.stringify({ sub: 'u', shop }))}.y`;

const twoShops = [
  { shopId: 'frituur', shopName: 'Frituur Zus', subdomain: 'frituur', role: 'eigenaar' },
  { shopId: 'kebab', shopName: 'Kebab Broer', subdomain: 'kebab', role: 'medewerker' },
];

describe('the dashboard frame', () => {
  it("starts with 'Naar de inhoud', which moves focus past the navigation to the content", async () => {
    renderDashboard();
    await screen.findByRole('heading', { name: 'Home' });

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Naar de inhoud' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('says it is a test while the sandbox takes the payments', async () => {
    server.use(http.get(api('/payments/provider'), () => HttpResponse.json({ provider: 'sandbox' })));
    renderDashboard();

    expect(await screen.findByRole('note')).toHaveTextContent(TEST_MODE);
  });

  it('says nothing of the kind with Stripe', async () => {
    renderDashboard();
    await screen.findByRole('heading', { name: 'Home' });
    // Give the provider's answer time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(screen.queryByText(TEST_MODE)).not.toBeInTheDocument();
  });

  it('leads every page to the setup on Mijn account while the shop asks a second factor the person lacks', async () => {
    server.use(
      http.get(api('/admin/account/two-factor'), () =>
        HttpResponse.json({ enabled: false, requiredByShop: true }),
      ),
    );
    renderDashboard('token', '/dashboard/instellingen');
    expect(await screen.findByRole('heading', { name: 'Mijn account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Instellingen' })).not.toBeInTheDocument();
  });

  it('opens the page asked for once the second factor is on', async () => {
    server.use(
      http.get(api('/admin/account/two-factor'), () =>
        HttpResponse.json({ enabled: true, requiredByShop: true }),
      ),
    );
    renderDashboard('token', '/dashboard/instellingen');
    expect(await screen.findByRole('heading', { name: 'Instellingen' })).toBeInTheDocument();
  });

  it('has no shop switcher for a person with one shop', async () => {
    renderDashboard();
    await screen.findByRole('link', { name: 'Team' });
    expect(screen.queryByRole('combobox', { name: 'Zaak' })).not.toBeInTheDocument();
  });

  it('switches to another shop: a new session, the data read again, the role of that shop', async () => {
    server.use(
      http.get(api('/admin/shops'), () => HttpResponse.json(twoShops)),
      http.post(api('/admin/auth/switch-shop'), () => HttpResponse.json({ token: tokenFor('kebab') })),
    );
    renderDashboard(tokenFor('frituur'));
    const switcher = await screen.findByRole('combobox', { name: 'Zaak' });
    expect(switcher).toHaveValue('frituur');
    expect(await screen.findByRole('link', { name: 'Team' })).toBeInTheDocument();
    const requests = recordRequests();

    await userEvent.selectOptions(switcher, 'Kebab Broer');

    expect(await screen.findByText('Je werkt nu in Kebab Broer')).toBeInTheDocument();
    expect(getToken()).toBe(tokenFor('kebab'));
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/admin/auth/switch-shop' });
    await expect.poll(() => requests[0]!.body).toEqual({ shopId: 'kebab' });
    await expect.poll(() => callsOf(requests)).toContain('GET /api/admin/shops');
    await expect.poll(() => screen.queryByRole('link', { name: 'Team' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Zaak' })).toHaveValue('kebab');
    // The new session's requests carry the new token.
    const after = requests.slice(1);
    expect(after.length).toBeGreaterThan(0);
    expect(
      after.every((request) => request.headers.get('Authorization') === `Bearer ${tokenFor('kebab')}`),
    ).toBe(true);
  });

  it('stays in the shop when the switch is refused, and says so', async () => {
    server.use(
      http.get(api('/admin/shops'), () => HttpResponse.json(twoShops)),
      http.post(api('/admin/auth/switch-shop'), () =>
        HttpResponse.json({ message: 'Je bent geen lid van deze zaak.' }, { status: 403 }),
      ),
    );
    renderDashboard(tokenFor('frituur'));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Zaak' }), 'Kebab Broer');

    expect(await screen.findByText('Je bent geen lid van deze zaak.')).toBeInTheDocument();
    expect(getToken()).toBe(tokenFor('frituur'));
    expect(screen.getByRole('combobox', { name: 'Zaak' })).toHaveValue('frituur');
  });

  it("answers a section the role lacks with 'Je rol laat dit niet toe.' instead of the page", async () => {
    server.use(
      http.get(api('/admin/shops'), () =>
        HttpResponse.json([
          { shopId: 'kebab', shopName: 'Kebab Broer', subdomain: 'kebab', role: 'medewerker' },
        ]),
      ),
    );
    renderDashboard('token', '/dashboard/instellingen');

    expect(await screen.findByText('Je rol laat dit niet toe.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Instellingen' })).not.toBeInTheDocument();
  });

  it('opens the same section for an owner', async () => {
    renderDashboard('token', '/dashboard/instellingen');
    expect(await screen.findByRole('heading', { name: 'Instellingen' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Team' });
    expect(screen.queryByText('Je rol laat dit niet toe.')).not.toBeInTheDocument();
  });
});
