import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminOrder, todaysMarkableOrder } from '../../../test/fixtures/orders';
import { renderRoutes } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import { Component as OrdersPage } from './OrdersPage';

afterEach(() => vi.useRealTimers());

/** Today's list holds one paid order that the owner can mark and take back. */
function shopWithOneOrder(undoAnswer?: () => Response) {
  const { state, handlers } = todaysMarkableOrder(adminOrder());
  server.use(
    ...handlers,
    http.post(api('/admin/orders/order-1/undo'), async ({ request }) => {
      if (undoAnswer) return undoAnswer();
      const { undo } = (await request.json()) as { undo: string };
      state.order =
        undo === 'ready'
          ? { ...state.order, status: 'paid' }
          : { ...state.order, status: 'ready', markedAsPickedUp: false };
      return HttpResponse.json(state.order, { status: 201 });
    }),
  );
}

async function openOrder() {
  renderRoutes([{ path: '/dashboard/bestellingen', Component: OrdersPage }], '/dashboard/bestellingen');
  await userEvent.click(await screen.findByRole('button', { name: /An Peeters/ }));
  return screen.findByRole('dialog', { name: 'Bestelling #1001' });
}

describe("undoing 'Klaar voor afhaling' and 'Markeer als opgehaald'", () => {
  it('takes back a move with one click, and the order is as it was', async () => {
    shopWithOneOrder();
    const requests = recordRequests();
    const dialog = await openOrder();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaar voor afhaling' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Markeer als opgehaald' }));
    expect(await within(dialog).findByText('Gemarkeerd als opgehaald.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ongedaan maken' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Markeer als opgehaald' })).toBeInTheDocument(),
    );
    expect(within(dialog).getByText('Klaar voor afhaling')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Ongedaan maken' })).not.toBeInTheDocument();
    const undos = requests.filter((request) => request.path === '/api/admin/orders/order-1/undo');
    await waitFor(() => expect(undos.map((request) => request.body)).toEqual([{ undo: 'pickedUp' }]));
  });

  it('offers the way back for 5 s only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    shopWithOneOrder();
    const dialog = await openOrder();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaar voor afhaling' }));
    expect(await within(dialog).findByText('Klaar voor afhaling gezet.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(4_000));
    expect(within(dialog).getByRole('button', { name: 'Ongedaan maken' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1_100));
    expect(within(dialog).queryByRole('button', { name: 'Ongedaan maken' })).not.toBeInTheDocument();
  });

  it("shows the server's Dutch answer when it was too late", async () => {
    shopWithOneOrder(() =>
      HttpResponse.json(
        {
          statusCode: 409,
          message: 'Ongedaan maken kan alleen tot 5 seconden na de klik.',
          error: 'Conflict',
        },
        { status: 409 },
      ),
    );
    const dialog = await openOrder();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaar voor afhaling' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Ongedaan maken' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ongedaan maken kan alleen tot 5 seconden na de klik.',
    );
  });
});
