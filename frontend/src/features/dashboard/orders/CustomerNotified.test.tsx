import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderView, OrderMailView } from '@bestelklaar/domain';
import { adminOrder } from '../../../test/fixtures/orders';
import { renderRoutes } from '../../../test/render';
import { api, server } from '../../../test/server';
import { Component as OrdersPage } from './OrdersPage';
import { MAIL_WAIT_REFETCH_MS } from './orders-api';

afterEach(() => vi.useRealTimers());

const SENT_AT = '2026-11-21T10:15:00.000Z';

/** Today's list holds `order`; the order's mails answer `mails()` at each read. */
function shopWith(order: AdminOrderView, mails: () => OrderMailView[]) {
  let state = order;
  server.use(
    http.get(api('/admin/orders/today'), () => HttpResponse.json([state])),
    http.put(api('/admin/orders/order-1/mark-ready'), () => {
      state = { ...state, status: 'ready' };
      return HttpResponse.json(state);
    }),
    http.get(api('/admin/mail/orders/order-1'), () => HttpResponse.json(mails())),
  );
}

async function openOrder() {
  renderRoutes([{ path: '/dashboard/bestellingen', Component: OrdersPage }], '/dashboard/bestellingen');
  await userEvent.click(await screen.findByRole('button', { name: /An Peeters/ }));
  return screen.findByRole('dialog', { name: 'Bestelling #1001' });
}

describe("'Klant verwittigd via e-mail'", () => {
  it('says which mail went out to the customer, and when', async () => {
    shopWith(adminOrder({ status: 'ready' }), () => [
      { kind: 'order-ready', status: 'sent', sentAt: SENT_AT },
    ]);
    const dialog = await openOrder();

    const note = await within(dialog).findByText(/Klant verwittigd via e-mail/);
    expect(note).toHaveTextContent(/Klant verwittigd via e-mail \('Klaar voor afhaling', om \d{2}:\d{2} op /);
  });

  it('says nothing while a mail is only queued or has failed', async () => {
    let reads = 0;
    shopWith(adminOrder({ status: 'cancelled' }), () => {
      reads += 1;
      return [
        { kind: 'order-refunded', status: 'failed', sentAt: null },
        { kind: 'order-cancelled', status: 'queued', sentAt: null },
      ];
    });
    const dialog = await openOrder();

    await expect.poll(() => reads).toBeGreaterThan(0);
    expect(within(dialog).queryByText(/Klant verwittigd via e-mail/)).not.toBeInTheDocument();
  });

  it('appears without a reload when the ready mail goes out a moment after the move, also in the undo toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let mails: OrderMailView[] = [];
    shopWith(adminOrder(), () => mails);
    const dialog = await openOrder();
    expect(within(dialog).queryByText(/Klant verwittigd via e-mail/)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaar voor afhaling' }));
    const toast = await within(dialog).findByText(/Klaar voor afhaling gezet\./);
    expect(toast).not.toHaveTextContent('Klant verwittigd via e-mail');
    // Queued by the move's job a moment later, then sent: no order change announces it.
    mails = [{ kind: 'order-ready', status: 'sent', sentAt: SENT_AT }];
    await act(async () => vi.advanceTimersByTime(MAIL_WAIT_REFETCH_MS + 100));

    // In the details, and in the toast while it is there.
    const notes = await within(dialog).findAllByText(/Klant verwittigd via e-mail/);
    expect(notes.map((note) => note.textContent)).toEqual([
      expect.stringMatching(/^Klant verwittigd via e-mail \('Klaar voor afhaling', om /),
      'Klaar voor afhaling gezet. Klant verwittigd via e-mail.',
    ]);
  });
});
