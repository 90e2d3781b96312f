import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOrder } from '../../../test/fixtures/orders';
import { renderRoutes } from '../../../test/render';
import { api, server } from '../../../test/server';
import { Component as OrdersPage } from './OrdersPage';

function renderPage(path: string) {
  return renderRoutes([{ path: '/dashboard/bestellingen', Component: OrdersPage }], path);
}

describe('an order opened by its address (the home screen’s rows)', () => {
  it('opens its details, and forgets the address once open', async () => {
    server.use(
      http.get(api('/admin/orders/order-7'), () =>
        HttpResponse.json(adminOrder({ _id: 'order-7', number: 1007 })),
      ),
    );
    const { router } = renderPage('/dashboard/bestellingen?tab=past&bestelling=order-7');

    const dialog = await screen.findByRole('dialog', { name: 'Bestelling #1007' });
    expect(within(dialog).getByText('An Peeters')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=past'));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says so when the order cannot be read, with the server's message", async () => {
    server.use(
      http.get(api('/admin/orders/onbekend'), () =>
        HttpResponse.json({ statusCode: 404, message: 'Bestelling niet gevonden.' }, { status: 404 }),
      ),
    );
    renderPage('/dashboard/bestellingen?bestelling=onbekend');

    expect(await screen.findByRole('alert')).toHaveTextContent('Bestelling niet gevonden.');
  });
});
