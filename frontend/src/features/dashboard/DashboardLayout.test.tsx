import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { api, server } from '../../test/server';
import { Component as DashboardLayout, loader } from './DashboardLayout';

const TEST_MODE = 'Testmodus — er wordt niet echt betaald';

function renderDashboard() {
  storeSession('token');
  renderRoutes(
    [
      {
        path: '/dashboard',
        loader,
        Component: DashboardLayout,
        children: [{ index: true, element: <h1>Home</h1> }],
      },
    ],
    '/dashboard',
  );
}

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
});
