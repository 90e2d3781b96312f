import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminOrderView } from '@bestelklaar/domain';
import { adminOrder, unseenOrder } from '../../../test/fixtures/orders';
import { renderRoutes } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import { Component as OrdersPage } from './OrdersPage';

/** Today: An's order nobody saw, Bart's seen already; 'Gezien' answers as the server does. */
function shopWithAnUnseenOrder() {
  const orders = new Map<string, AdminOrderView>([
    ['order-1', unseenOrder()],
    [
      'order-2',
      adminOrder({
        _id: 'order-2',
        number: 1002,
        customerDetails: { name: 'Bart Claes', phone: '+32 470 65 43 21', email: 'bart@example.be' },
      }),
    ],
  ]);
  server.use(
    http.get(api('/admin/orders/today'), () => HttpResponse.json([...orders.values()])),
    http.get(api('/admin/orders/:id'), ({ params }) =>
      HttpResponse.json({ ...orders.get(String(params.id)), history: [] }),
    ),
    http.put(api('/admin/orders/:id/acknowledge'), ({ params }) => {
      const id = String(params.id);
      const seen: AdminOrderView = {
        ...orders.get(id)!,
        acknowledgedAt: '2026-11-21T09:47:00.000Z',
        acknowledgedBy: { kind: 'member', userId: 'user-2', name: 'Sofie' },
      };
      orders.set(id, seen);
      return HttpResponse.json(seen);
    }),
  );
}

function renderPage() {
  renderRoutes([{ path: '/dashboard/bestellingen', Component: OrdersPage }], '/dashboard/bestellingen');
}

const card = (name: RegExp) => screen.getByRole('button', { name }).parentElement!;

describe("'Gezien' on the orders screen", () => {
  it("marks the order nobody saw 'Nieuw' on its card, and one tap on 'Gezien' tells the server", async () => {
    shopWithAnUnseenOrder();
    const requests = recordRequests();
    renderPage();
    const an = await waitFor(() => card(/^An Peeters/));
    expect(within(an).getByText('Nieuw')).toBeInTheDocument();
    const bart = card(/^Bart Claes/);
    expect(within(bart).queryByText('Nieuw')).not.toBeInTheDocument();
    expect(within(bart).queryByRole('button', { name: /^Gezien/ })).not.toBeInTheDocument();

    await userEvent.click(within(an).getByRole('button', { name: 'Gezien: bestelling #1001' }));
    await waitFor(() => expect(within(card(/^An Peeters/)).queryByText('Nieuw')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.path)).toEqual([
      '/api/admin/orders/order-1/acknowledge',
    ]);
  });

  it('offers Gezien in the details too, then says who saw it and when', async () => {
    shopWithAnUnseenOrder();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^An Peeters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestelling #1001' });
    expect(within(dialog).getByText('Nieuw')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Gezien' }));
    expect(await within(dialog).findByText(/^Gezien door Sofie om \d{2}:\d{2} op /)).toBeInTheDocument();
    expect(within(dialog).queryByText('Nieuw')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Gezien' })).not.toBeInTheDocument();
  });
});
