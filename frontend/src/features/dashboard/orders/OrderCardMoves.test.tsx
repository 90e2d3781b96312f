import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminOrderView } from '@bestelklaar/domain';
import { adminOrder } from '../../../test/fixtures/orders';
import { renderRoutes } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import { Component as OrdersPage } from './OrdersPage';

/** Today: An's order paid, Bart's ready; the moves and the undo change them as the server does. */
function shopWithTwoOrders() {
  const orders = new Map<string, AdminOrderView>([
    ['order-1', adminOrder()],
    [
      'order-2',
      adminOrder({
        _id: 'order-2',
        number: 1002,
        status: 'ready',
        customerDetails: { name: 'Bart Claes', phone: '+32 470 65 43 21', email: 'bart@example.be' },
      }),
    ],
  ]);
  const change = (id: string, changes: Partial<AdminOrderView>) => {
    const changed = { ...orders.get(id)!, ...changes };
    orders.set(id, changed);
    return changed;
  };
  server.use(
    http.get(api('/admin/orders/today'), ({ request }) => {
      const pickedUp = new URL(request.url).searchParams.get('pickedUp');
      const all = [...orders.values()];
      return HttpResponse.json(
        pickedUp === null ? all : all.filter((order) => String(order.markedAsPickedUp) === pickedUp),
      );
    }),
    http.put(api('/admin/orders/:id/mark-ready'), ({ params }) =>
      HttpResponse.json(change(String(params.id), { status: 'ready' })),
    ),
    http.put(api('/admin/orders/:id/mark-picked-up'), ({ params }) =>
      HttpResponse.json(change(String(params.id), { status: 'picked_up', markedAsPickedUp: true })),
    ),
    http.post(api('/admin/orders/:id/undo'), async ({ params, request }) => {
      const { undo } = (await request.json()) as { undo: string };
      const id = String(params.id);
      const answer =
        undo === 'ready'
          ? change(id, { status: 'paid' })
          : change(id, { status: 'ready', markedAsPickedUp: false });
      return HttpResponse.json(answer, { status: 201 });
    }),
  );
}

function renderPage() {
  renderRoutes([{ path: '/dashboard/bestellingen', Component: OrdersPage }], '/dashboard/bestellingen');
}

const card = (name: RegExp) => screen.getByRole('button', { name }).parentElement!;

describe("one tap on an order's card: 'Klaar' and 'Opgehaald'", () => {
  it('marks an order ready from its card, each button named after its order, and the undo takes it back', async () => {
    shopWithTwoOrders();
    const requests = recordRequests();
    renderPage();
    await screen.findByRole('button', { name: /An Peeters/ });

    // Each card's buttons say which order they move; a ready order can only be picked up.
    expect(screen.getByRole('button', { name: 'Klaar: bestelling #1001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opgehaald: bestelling #1001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Klaar: bestelling #1002' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opgehaald: bestelling #1002' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Klaar: bestelling #1001' }));
    expect(
      await screen.findByText('Bestelling #1001 (An Peeters): Klaar voor afhaling gezet.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(card(/An Peeters/)).getByText('Klaar voor afhaling')).toBeVisible());
    // No dialog opened: the move was the tap.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ongedaan maken: bestelling #1001' }));
    await waitFor(() => expect(within(card(/An Peeters/)).getByText('Nog op te halen')).toBeVisible());
    const moves = requests.filter((request) => request.method !== 'GET');
    expect(moves.map((request) => [request.method, request.path, request.body])).toEqual([
      ['PUT', '/api/admin/orders/order-1/mark-ready', { ready: true }],
      ['POST', '/api/admin/orders/order-1/undo', { undo: 'ready' }],
    ]);
  });

  it("picks an order up by keyboard; it leaves the 'Niet opgehaald' list, and its undo stays to bring it back", async () => {
    shopWithTwoOrders();
    const requests = recordRequests();
    renderPage();
    await screen.findByRole('button', { name: /Bart Claes/ });
    await userEvent.click(screen.getByRole('radio', { name: 'Niet opgehaald' }));

    const pickUp = await screen.findByRole('button', { name: 'Opgehaald: bestelling #1002' });
    pickUp.focus();
    await userEvent.keyboard('{Enter}');

    expect(
      await screen.findByText('Bestelling #1002 (Bart Claes): Gemarkeerd als opgehaald.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Bart Claes/ })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Ongedaan maken: bestelling #1002' }));
    expect(await screen.findByRole('button', { name: /Bart Claes/ })).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET').map((request) => request.path)).toEqual([
      '/api/admin/orders/order-2/mark-picked-up',
      '/api/admin/orders/order-2/undo',
    ]);
  });
});
