import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOrder } from '../../../test/fixtures/orders';
import { renderRoutes } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import type { AdminOrderView, RefundView } from '@bestelklaar/domain';
import { Component as OrdersPage } from './OrdersPage';

const refund = (changes: Partial<RefundView> = {}): RefundView => ({
  refundId: 'refund-1',
  amount: 4.5,
  reason: 'Soep was op',
  lines: [],
  cancelsOrder: false,
  status: 'succeeded',
  failureReason: null,
  vat: [{ rate: 6, amount: 4.5, vatAmount: 0.25 }],
  createdAt: '2026-11-21T10:15:00.000Z',
  ...changes,
});

/** Today's list holds `order`; the cancel and refund calls answer `answer` (the changed order or an error). */
function shopWith(order: AdminOrderView, answer: (body: unknown) => Response | Promise<Response>) {
  let state = order;
  server.use(
    http.get(api('/admin/orders/today'), () => HttpResponse.json([state])),
    http.post(api('/admin/orders/order-1/cancel'), async ({ request }) => {
      const response = await answer(await request.json());
      if (response.ok) state = (await response.clone().json()) as AdminOrderView;
      return response;
    }),
    http.post(api('/admin/orders/order-1/refunds'), async ({ request }) => {
      const response = await answer(await request.json());
      if (response.ok) state = (await response.clone().json()) as AdminOrderView;
      return response;
    }),
  );
}

/** 'Terugbetalen' asks first: the confirmation names what the customer gets back. */
async function confirmRefund(euros: string) {
  const confirmation = await screen.findByRole('alertdialog', { name: 'Terugbetaling bevestigen' });
  expect(confirmation).toHaveTextContent(`De klant krijgt € ${euros} terug`);
  await userEvent.click(
    within(confirmation).getByRole('button', { name: new RegExp(`^€\\s${euros} terugbetalen$`) }),
  );
}

async function openOrder() {
  renderRoutes([{ path: '/dashboard/bestellingen', Component: OrdersPage }], '/dashboard/bestellingen');
  await userEvent.click(await screen.findByRole('button', { name: /An Peeters/ }));
  return screen.findByRole('dialog', { name: 'Bestelling #1001' });
}

describe('cancelling and refunding an order', () => {
  it("cancels a paid order with a reason, after saying what the customer gets back; the card says 'Geannuleerd'", async () => {
    const order = adminOrder();
    shopWith(order, () =>
      HttpResponse.json({
        ...order,
        status: 'cancelled',
        cancelledAt: '2026-11-21T10:20:00.000Z',
        refundedAmount: 14.5,
        refunds: [refund({ amount: 14.5, reason: 'De keuken is dicht', cancelsOrder: true })],
      }),
    );
    const requests = recordRequests();
    const dialog = await openOrder();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren en terugbetalen' }));
    expect(within(dialog).getByRole('heading', { name: 'Annuleren en terugbetalen' })).toHaveFocus();
    expect(dialog).toHaveTextContent('De bestelling wordt geannuleerd. De klant krijgt € 14,50 terug');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren en terugbetalen' }));
    expect(within(dialog).getByRole('textbox', { name: /Reden/ })).toHaveAccessibleDescription(
      /Dit veld is verplicht/,
    );
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reden/ }), '  De keuken is dicht ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren en terugbetalen' }));

    expect(await within(dialog).findByText('Geannuleerd')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Geannuleerd: De keuken is dicht');
    expect(within(dialog).getByText('Terugbetaald')).toBeInTheDocument();
    for (const gone of ['Annuleren en terugbetalen', 'Gedeeltelijk terugbetalen', 'Markeer als opgehaald'])
      expect(within(dialog).queryByRole('button', { name: gone })).not.toBeInTheDocument();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.path)).toEqual(['/api/admin/orders/order-1/cancel']);
    await waitFor(() => expect(posts[0]?.body).toEqual({ reason: 'De keuken is dicht' }));

    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /An Peeters/ })).toHaveTextContent('Geannuleerd'),
    );
  });

  it('refunds part of an order by amount, refusing more than is left to give back; the card shows what went back', async () => {
    const order = adminOrder({ status: 'picked_up', markedAsPickedUp: true });
    const earlier = refund({ amount: 4.5 });
    shopWith({ ...order, refundedAmount: 4.5, refunds: [earlier] }, () =>
      HttpResponse.json(
        {
          ...order,
          refundedAmount: 6.5,
          refunds: [earlier, refund({ refundId: 'refund-2', amount: 2, reason: 'Koud' })],
        },
        {
          status: 201,
        },
      ),
    );
    const requests = recordRequests();
    const dialog = await openOrder();
    // Picked up: it can be refunded, no longer cancelled.
    expect(
      within(dialog).queryByRole('button', { name: 'Annuleren en terugbetalen' }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Gedeeltelijk terugbetalen' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Bedrag' });
    expect(amount).toHaveAccessibleDescription(/Hoogstens €\s10,00/);
    await userEvent.type(amount, '10,01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reden/ }), 'Koud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terugbetalen' }));
    expect(amount).toHaveAccessibleDescription(
      /Je kunt hoogstens €\s10,00 terugbetalen: meer is er niet betaald./,
    );

    await userEvent.clear(amount);
    await userEvent.type(amount, '2');
    expect(dialog).toHaveTextContent('De klant krijgt € 2,00 terug');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terugbetalen' }));
    // Nothing goes out on the first click: the owner first sees the sum and confirms it.
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    const confirmation = await screen.findByRole('alertdialog', { name: 'Terugbetaling bevestigen' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Terug' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terugbetalen' }));
    await confirmRefund('2,00');

    await waitFor(() => expect(within(dialog).getAllByText('Terugbetaald')).toHaveLength(2));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /An Peeters/ })).toHaveTextContent('€ 6,50 terugbetaald'),
    );
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
        { amount: 2, reason: 'Koud' },
      ]),
    );
  });

  it('refunds whole items of the lines', async () => {
    const order = adminOrder();
    shopWith(order, () =>
      HttpResponse.json({ ...order, refunds: [refund({ amount: 7.25 })] }, { status: 201 }),
    );
    const requests = recordRequests();
    const dialog = await openOrder();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Gedeeltelijk terugbetalen' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Per product' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reden/ }), 'Eén broodje verbrand');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terugbetalen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Kies regels van deze bestelling, elk met een aantal van 1 tot wat er besteld werd.',
    );

    const quantity = within(dialog).getByRole('textbox', { name: /Broodje kaas \(€\s7,25 per stuk\)/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    expect(dialog).toHaveTextContent('De klant krijgt € 7,25 terug');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terugbetalen' }));
    await confirmRefund('7,25');

    await within(dialog).findByText('Terugbetaald');
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
        { lines: [{ position: 0, quantity: 1 }], reason: 'Eén broodje verbrand' },
      ]),
    );
  });

  it("shows the server's Dutch message and keeps the form when the refund is refused; a retry is the same refund", async () => {
    shopWith(adminOrder(), () =>
      HttpResponse.json(
        { statusCode: 409, message: 'Deze bestelling is al volledig terugbetaald.', error: 'Conflict' },
        { status: 409 },
      ),
    );
    const requests = recordRequests();
    const dialog = await openOrder();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Gedeeltelijk terugbetalen' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bedrag' }), '1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reden/ }), 'Te laat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terugbetalen' }));
    await confirmRefund('1,00');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Deze bestelling is al volledig terugbetaald.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Reden/ })).toHaveValue('Te laat');

    // Confirming again is the same refund to the server: the same Idempotency-Key.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terugbetalen' }));
    await confirmRefund('1,00');
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2));
    const keys = requests
      .filter((request) => request.method === 'POST')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
    expect(keys[1]).toBe(keys[0]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Terug' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Gedeeltelijk terugbetalen' })).toHaveFocus(),
    );
  });

  it('says so when a cancel’s refund failed at the payment provider, and offers to refund what did not go back', async () => {
    const order = adminOrder({
      status: 'cancelled',
      cancelledAt: '2026-11-21T10:20:00.000Z',
      refunds: [
        refund({ status: 'failed', amount: 14.5, cancelsOrder: true, failureReason: 'Kaart vervallen' }),
      ],
    });
    shopWith(order, () => HttpResponse.json(order));
    const dialog = await openOrder();

    expect(dialog).toHaveTextContent(
      'De terugbetaling van € 14,50 is mislukt. De klant kreeg dit bedrag niet terug. (Kaart vervallen)',
    );
    expect(within(dialog).getByText('Mislukt')).toBeInTheDocument();
    // Cancelled, yet nothing went back: it can still be refunded, not cancelled again.
    expect(
      within(dialog).queryByRole('button', { name: 'Annuleren en terugbetalen' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gedeeltelijk terugbetalen' }));
    expect(within(dialog).getByRole('textbox', { name: 'Bedrag' })).toHaveAccessibleDescription(
      /Hoogstens €\s14,50/,
    );
  });
});
