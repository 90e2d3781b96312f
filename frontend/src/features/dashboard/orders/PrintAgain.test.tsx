import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PRINTER_MESSAGES } from '@bestelklaar/domain';
import { adminOrder, todaysMarkableOrder } from '../../../test/fixtures/orders';
import { renderRoutes } from '../../../test/render';
import { api, callsOf, recordRequests, server } from '../../../test/server';
import { Component as OrdersPage } from './OrdersPage';

async function openOrder() {
  const { handlers } = todaysMarkableOrder(adminOrder());
  server.use(...handlers);
  renderRoutes([{ path: '/dashboard/bestellingen', Component: OrdersPage }], '/dashboard/bestellingen');
  await userEvent.click(await screen.findByRole('button', { name: /An Peeters/ }));
  return screen.findByRole('dialog', { name: 'Bestelling #1001' });
}

describe("'Opnieuw afdrukken' in the order's details", () => {
  it('sends the order to the kitchen printers again and says so', async () => {
    server.use(
      http.post(api('/admin/orders/order-1/print'), () => HttpResponse.json({ jobs: 2 }, { status: 201 })),
    );
    const requests = recordRequests();
    const dialog = await openOrder();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opnieuw afdrukken' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Naar 2 printers gestuurd');
    expect(callsOf(requests)).toContain('POST /api/admin/orders/order-1/print');
  });

  it("shows the server's word when no printer takes the order", async () => {
    server.use(
      http.post(api('/admin/orders/order-1/print'), () =>
        HttpResponse.json({ message: PRINTER_MESSAGES.noPrinter }, { status: 409 }),
      ),
    );
    const dialog = await openOrder();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opnieuw afdrukken' }));
    expect(await within(dialog).findByText(PRINTER_MESSAGES.noPrinter)).toBeInTheDocument();
  });
});
