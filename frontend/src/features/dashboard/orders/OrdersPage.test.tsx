import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderView, MailFailureView } from '@bestelklaar/domain';
import { adminOrder, orderPage, todaysMarkableOrder } from '../../../test/fixtures/orders';
import { renderRoutes } from '../../../test/render';
import { api, callsOf, recordRequests, server } from '../../../test/server';
import { Component as OrdersPage } from './OrdersPage';

function renderPage(path = '/dashboard/bestellingen') {
  renderRoutes([{ path: '/dashboard/bestellingen', Component: OrdersPage }], path);
}

const an = adminOrder();
const bert = adminOrder({
  _id: 'order-2',
  number: 1002,
  customerDetails: { name: 'Bert Claes', phone: '0470 99 88 77', email: 'bert@example.be' },
  timeSlot: { start: '12:30', end: '13:00' },
  totalAmount: 9,
  status: 'picked_up',
  markedAsPickedUp: true,
});

/** Today's list as the server answers it, `?pickedUp=` applied as the server applies it. */
function today(orders: AdminOrderView[]) {
  server.use(
    http.get(api('/admin/orders/today'), ({ request }) => HttpResponse.json(pickedUpFilter(orders, request))),
  );
}

function pickedUpFilter(orders: AdminOrderView[], request: Request): AdminOrderView[] {
  const pickedUp = new URL(request.url).searchParams.get('pickedUp');
  return pickedUp === null ? orders : orders.filter((order) => String(order.markedAsPickedUp) === pickedUp);
}

describe('the orders screen', () => {
  it("shows today's orders as cards: name, status, pickup day, slot and amount", async () => {
    today([an, bert]);
    renderPage();

    const card = await screen.findByRole('button', { name: /An Peeters/ });
    expect(card).toHaveTextContent('Nog op te halen');
    expect(card).toHaveTextContent('zaterdag 21 november · 12:00 – 12:30');
    expect(card).toHaveTextContent('€ 14,50');
    expect(screen.getByRole('button', { name: /Bert Claes/ })).toHaveTextContent('Opgehaald');
  });

  it('filters on picked up and not picked up, and says so when nothing is left', async () => {
    today([an, bert]);
    renderPage();
    await screen.findByRole('button', { name: /An Peeters/ });

    await userEvent.click(screen.getByRole('radio', { name: 'Opgehaald' }));
    expect(screen.queryByRole('button', { name: /An Peeters/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bert Claes/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Niet opgehaald' }));
    expect(screen.getByRole('button', { name: /An Peeters/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bert Claes/ })).not.toBeInTheDocument();

    today([bert]);
    await userEvent.click(screen.getByRole('tab', { name: 'Vanaf morgen opgehaald' }));
    expect(await screen.findByText('Geen bestellingen gevonden.')).toBeInTheDocument();
  });

  it("shows the server's message, else the spec's text, when a list cannot be read", async () => {
    server.use(
      http.get(api('/admin/orders/today'), () => HttpResponse.json({}, { status: 500 })),
      http.get(api('/admin/orders/future'), () =>
        HttpResponse.json({ message: 'De databank slaapt.' }, { status: 503 }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fout bij het ophalen van bestellingen voor vandaag.',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Vanaf morgen opgehaald' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('De databank slaapt.');
  });

  it("pages through the past with 'Meer laden'", async () => {
    const older = adminOrder({
      _id: 'order-0',
      number: 999,
      customerDetails: { ...an.customerDetails, name: 'Cas Wouters' },
    });
    server.use(
      http.get(api('/admin/orders/past'), ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return HttpResponse.json(cursor === 'page-2' ? orderPage([older]) : orderPage([an], 'page-2'));
      }),
    );
    const requests = recordRequests();
    renderPage('/dashboard/bestellingen?tab=past');

    await screen.findByRole('button', { name: /An Peeters/ });
    await userEvent.click(screen.getByRole('button', { name: 'Meer laden' }));

    expect(await screen.findByRole('button', { name: /Cas Wouters/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /An Peeters/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
    expect(callsOf(requests).filter((call) => call.includes('/orders/'))).toEqual([
      'GET /api/admin/orders/past',
      'GET /api/admin/orders/past',
    ]);
  });

  it("shows a cancelled order in 'Verleden' marked 'Geannuleerd', with nothing left to mark", async () => {
    const cancelled = adminOrder({ status: 'cancelled', cancelledAt: '2026-11-21T11:00:00.000Z' });
    server.use(http.get(api('/admin/orders/past'), () => HttpResponse.json(orderPage([cancelled]))));
    renderPage('/dashboard/bestellingen?tab=past');

    const card = await screen.findByRole('button', { name: /An Peeters/ });
    expect(card).toHaveTextContent('Geannuleerd');
    await userEvent.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Bestelling #1001' });
    expect(within(dialog).getByText('Geannuleerd')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Markeer als opgehaald' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Klaar voor afhaling' })).not.toBeInTheDocument();
  });
});

describe('the details dialog', () => {
  it('shows the customer, the pickup moment, the lines with their options and allergens, and the total', async () => {
    today([an]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /An Peeters/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Bestelling #1001' });
    expect(within(dialog).getByRole('link', { name: '+32 470 12 34 56' })).toHaveAttribute(
      'href',
      'tel:+32470123456',
    );
    expect(within(dialog).getByRole('link', { name: 'an@example.be' })).toHaveAttribute(
      'href',
      'mailto:an@example.be',
    );
    expect(dialog).toHaveTextContent('zaterdag 21 november, 12:00 – 12:30');
    expect(dialog).toHaveTextContent('2× Broodje kaas');
    expect(dialog).toHaveTextContent("Extra's: Kaas (+€0.50)");
    expect(dialog).toHaveTextContent('Allergenen: Glutenbevattende granen, Melk');
    expect(dialog).toHaveTextContent('Totaal€ 14,50');
  });

  it("says the customer's language when they ordered in French or English, not when in Dutch", async () => {
    today([
      an,
      adminOrder({
        _id: 'order-3',
        number: 1003,
        language: 'fr',
        customerDetails: { ...an.customerDetails, name: 'Claire Dubois' },
      }),
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Claire Dubois/ }));
    const french = await screen.findByRole('dialog', { name: 'Bestelling #1003' });
    expect(within(french).getByText('Taal').nextElementSibling).toHaveTextContent('Frans');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: /An Peeters/ }));
    const dutch = await screen.findByRole('dialog', { name: 'Bestelling #1001' });
    expect(within(dutch).queryByText('Taal')).toBeNull();
  });

  it('marks a paid order ready, then picked up, and hides each button once done; focus goes back to the card', async () => {
    server.use(...todaysMarkableOrder(an).handlers);
    const requests = recordRequests();
    renderPage();
    const card = await screen.findByRole('button', { name: /An Peeters/ });
    await userEvent.click(card);
    const dialog = await screen.findByRole('dialog');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaar voor afhaling' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Klaar voor afhaling' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByText('Klaar voor afhaling')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Markeer als opgehaald' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Markeer als opgehaald' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByText('Opgehaald')).toBeInTheDocument();
    const puts = requests.filter((request) => request.method === 'PUT');
    await waitFor(() =>
      expect(puts.map((request) => request.body)).toEqual([{ ready: true }, { markedAsPickedUp: true }]),
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /An Peeters/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: /An Peeters/ })).toHaveTextContent('Opgehaald');
  });

  it('shows why marking failed, and keeps the button', async () => {
    today([an]);
    server.use(
      http.put(api('/admin/orders/order-1/mark-picked-up'), () => HttpResponse.json({}, { status: 500 })),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /An Peeters/ }));
    const dialog = await screen.findByRole('dialog');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Markeer als opgehaald' }));
    expect(await within(dialog).findByText('Fout bij het markeren als opgehaald.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Markeer als opgehaald' })).toBeInTheDocument();
  });

  it("offers 'Opnieuw versturen' for a mail of this order that failed", async () => {
    const failure: MailFailureView = {
      mailId: 'mail-9',
      orderId: 'order-1',
      kind: 'order-confirmation',
      recipient: 'an@example.be',
      lastError: '550 mailbox unavailable',
      failedAt: '2026-11-21T10:00:00.000Z',
    };
    let failures = [failure, { ...failure, mailId: 'mail-10', orderId: 'order-77' }];
    today([an]);
    server.use(
      http.get(api('/admin/mail/failures'), () => HttpResponse.json(failures)),
      http.post(api('/admin/mail/mail-9/resend'), () => {
        failures = failures.filter((each) => each.mailId !== 'mail-9');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /An Peeters/ }));
    const dialog = await screen.findByRole('dialog');

    expect(await within(dialog).findByText('E-mail niet verzonden')).toBeInTheDocument();
    const resend = within(dialog).getAllByRole('button', { name: 'Opnieuw versturen' });
    expect(resend).toHaveLength(1);
    await userEvent.click(resend[0]!);
    await waitFor(() => expect(within(dialog).queryByText('E-mail niet verzonden')).not.toBeInTheDocument());
  });

  it('prints a kitchen ticket with the number, slot, customer, lines, allergens and total', async () => {
    today([an]);
    // What the print dialog would see, taken when it opens.
    let printed: { ticket: string | null | undefined; printing: boolean } | undefined;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printed = {
        ticket: document
          .querySelector('article[aria-label="Bon bestelling 1001"]')
          ?.textContent?.replace(/\s+/g, ' '),
        printing: document.body.classList.contains('printing'),
      };
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /An Peeters/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Afdrukken' }),
    );

    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(printed?.printing).toBe(true);
    for (const part of [
      'Bestelling #1001',
      '12:00 – 12:30',
      'An Peeters',
      '+32 470 12 34 56',
      '2× Broodje kaas',
      "Extra's: Kaas (+€0.50)",
      'Allergenen: Glutenbevattende granen, Melk',
      'Totaal€ 14,50'.replace(/\s+/g, ' '),
    ]) {
      expect(printed?.ticket).toContain(part);
    }
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.body).not.toHaveClass('printing'));
    print.mockRestore();
  });
});

describe('the prep list', () => {
  it('shows per slot what to prepare on the chosen day, with each item’s allergens', async () => {
    server.use(
      http.get(api('/admin/orders/prep-list'), ({ request }) =>
        HttpResponse.json({
          date: new URL(request.url).searchParams.get('date'),
          slots: [
            {
              timeSlot: { start: '12:00', end: '12:30' },
              orderCount: 2,
              items: [
                {
                  name: 'Broodje kaas',
                  quantity: 3,
                  options: [{ text: "Extra's: Kaas", quantity: 2 }],
                  kitchenNotes: [],
                  allergens: ['gluten', 'milk'],
                },
              ],
            },
          ],
        }),
      ),
    );
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Voorbereidingslijst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voorbereidingslijst' });

    const slot = await within(dialog).findByRole('region', { name: '12:00 – 12:30' });
    expect(slot).toHaveTextContent('2 bestellingen');
    expect(slot).toHaveTextContent('3× Broodje kaas');
    expect(slot).toHaveTextContent("2× Extra's: Kaas");
    expect(slot).toHaveTextContent('Allergenen: Glutenbevattende granen, Melk');
  });
});
