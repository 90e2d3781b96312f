import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../test/server';
import { Component as ShopLayout } from './ShopLayout';
import { storefrontAnswer, storefrontView } from './storefront-test-handlers';

const TEST_MODE = 'Testmodus — er wordt niet echt betaald';

function renderShop() {
  server.use(storefrontAnswer(storefrontView()));
  const router = createMemoryRouter(
    [{ path: '/:shop', Component: ShopLayout, children: [{ index: true, element: <h1>De Smul</h1> }] }],
    { initialEntries: ['/de-smul'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("a shop's page", () => {
  it('says it is a test while the sandbox takes the payments', async () => {
    server.use(http.get(api('/payments/provider'), () => HttpResponse.json({ provider: 'sandbox' })));
    renderShop();

    expect(await screen.findByRole('note')).toHaveTextContent(TEST_MODE);
    expect(screen.getByRole('link', { name: 'Naar de inhoud' })).toHaveAttribute('href', '#inhoud');
  });

  it('says nothing of the kind with Stripe', async () => {
    renderShop();
    await screen.findByRole('heading', { name: 'De Smul' });
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(screen.queryByText(TEST_MODE)).not.toBeInTheDocument();
  });
});
