import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { api, server } from '../../test/server';
import { Component as ShopLayout } from './ShopLayout';
import { storefrontAnswer, storefrontView } from '../../test/fixtures/storefront';

const TEST_MODE = 'Testmodus — er wordt niet echt betaald';

function renderShop() {
  server.use(storefrontAnswer(storefrontView()));
  renderRoutes(
    [{ path: '/:shop', Component: ShopLayout, children: [{ index: true, element: <h1>De Smul</h1> }] }],
    '/de-smul',
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
