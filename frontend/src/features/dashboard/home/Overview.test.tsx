import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { adminOrder, orderPage } from '../../../test/fixtures/orders';
import { renderWithQuery } from '../../../test/render';
import { api, callsOf, recordRequests, server } from '../../../test/server';
import { Overview } from './Overview';

function renderOverview() {
  renderWithQuery(<Overview subdomain="lemmens" shopName="Bakkerij Lemmens" />, { route: '/' });
}

const an = adminOrder();
const bert = adminOrder({
  _id: 'order-2',
  customerDetails: { name: 'Bert Claes', phone: '0470 99 88 77', email: 'bert@example.be' },
  timeSlot: { start: '12:30', end: '13:00' },
  totalAmount: 9,
  status: 'picked_up',
  markedAsPickedUp: true,
  paidAt: '2026-11-21T10:15:00.000Z',
});

describe('the home overview', () => {
  it("shows today's pickups, the month's revenue and what came in lately", async () => {
    server.use(
      http.get(api('/admin/orders/today'), () => HttpResponse.json([an, bert])),
      http.get(api('/admin/orders/recent'), () => HttpResponse.json(orderPage([bert, an]))),
      http.get(api('/admin/orders/revenue/monthly'), () =>
        HttpResponse.json({ month: '2026-11', total: 1234.5, orderCount: 98, averageOrderValue: 12.6 }),
      ),
    );
    renderOverview();

    const today = screen.getByRole('region', { name: 'Vandaag op te halen' });
    const rows = await within(today).findAllByRole('listitem');
    // What is still to be picked up: An, not Bert, who came already.
    expect(within(today).getByText('1')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('12:00 – 12:30An Peeters€ 14,50Nog op te halen');
    expect(rows[1]).toHaveTextContent('12:30 – 13:00Bert Claes€ 9,00Opgehaald');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/bestellingen?bestelling=order-1',
    );
    expect(within(today).getByRole('link', { name: 'Alle bestellingen bekijken' })).toHaveAttribute(
      'href',
      '/dashboard/bestellingen',
    );

    const revenue = await screen.findByRole('region', { name: 'Omzet november' });
    expect(revenue).toHaveTextContent('€ 1.234,50');
    expect(revenue).toHaveTextContent('Bestellingen98');
    expect(revenue).toHaveTextContent('Gemiddeld€ 12,60');

    const recent = screen.getByRole('region', { name: 'Recent binnengekomen' });
    const received = await within(recent).findAllByRole('listitem');
    expect(received[0]).toHaveTextContent('Bert Claes€ 9,00');
    expect(received[0]).toHaveTextContent('21/11/2026');
    expect(within(received[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/bestellingen?bestelling=order-2',
    );
  });

  it("leaves a cancelled order out of 'Vandaag op te halen'", async () => {
    const cancelled = adminOrder({
      _id: 'order-3',
      customerDetails: { name: 'Cas Geannuleerd', phone: '0470 11 22 33', email: 'cas@example.be' },
      status: 'cancelled',
      cancelledAt: '2026-11-21T11:00:00.000Z',
    });
    server.use(http.get(api('/admin/orders/today'), () => HttpResponse.json([an, cancelled, bert])));
    renderOverview();

    const today = screen.getByRole('region', { name: 'Vandaag op te halen' });
    const rows = await within(today).findAllByRole('listitem');
    expect(within(today).getByText('1')).toBeInTheDocument();
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('An Peeters'),
      expect.stringContaining('Bert Claes'),
    ]);
  });

  it("says 'Kon Stripe dashboard niet laden.' when the provider's dashboard cannot be opened", async () => {
    server.use(
      http.get(api('/admin/stripe-connect/dashboard-link'), () => HttpResponse.json({}, { status: 502 })),
    );
    const tab = { close: vi.fn(), opener: {}, location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderOverview();

    await userEvent.click(await screen.findByRole('button', { name: 'Open betaaldashboard' }));
    expect(await screen.findByText('Kon Stripe dashboard niet laden.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });

  it("opens the shop's test mailbox in a new tab with a fresh signed link, only without SMTP", async () => {
    const tab = { close: vi.fn(), opener: {}, location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderOverview();

    await userEvent.click(await screen.findByRole('button', { name: 'Open testmailbox' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('/api/mail/sandbox?token=mailbox-token'));
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });

  it('offers no test mailbox when mail goes out through SMTP', async () => {
    server.use(
      http.get(api('/admin/mail/transport'), () =>
        HttpResponse.json({ transport: 'smtp', mailboxUrl: null }),
      ),
    );
    renderOverview();
    await screen.findByRole('button', { name: 'Open betaaldashboard' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Open testmailbox' })).not.toBeInTheDocument();
  });

  it("shows the spec's texts when the orders cannot be read", async () => {
    server.use(
      http.get(api('/admin/orders/today'), () => HttpResponse.json({}, { status: 500 })),
      http.get(api('/admin/orders/recent'), () => HttpResponse.json({}, { status: 500 })),
      http.get(api('/admin/orders/revenue/monthly'), () => HttpResponse.json({}, { status: 500 })),
    );
    renderOverview();

    expect(
      await screen.findByText('Fout bij het ophalen van bestellingen voor vandaag.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Fout bij het ophalen van de maandelijkse omzet.')).toBeInTheDocument();
    expect(await screen.findByText('Fout bij het ophalen van recente bestellingen.')).toBeInTheDocument();
  });

  it('shows the counter no revenue, and does not ask for it', async () => {
    server.use(
      http.get(api('/admin/shops'), () =>
        HttpResponse.json([{ shopId: 's', shopName: 'Lemmens', subdomain: 'lemmens', role: 'medewerker' }]),
      ),
      http.get(api('/admin/orders/today'), () => HttpResponse.json([an])),
      http.get(api('/admin/orders/recent'), () => HttpResponse.json(orderPage([an]))),
    );
    const requests = recordRequests();
    renderOverview();

    expect(await screen.findByRole('region', { name: /Vandaag/ })).toBeInTheDocument();
    await expect.poll(() => callsOf(requests)).toContain('GET /api/admin/shops');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: /Omzet/ })).not.toBeInTheDocument();
    expect(callsOf(requests)).not.toContain('GET /api/admin/orders/revenue/monthly');
  });

  it("offers a manager no 'Open betaaldashboard': the provider's dashboard is the owner's", async () => {
    server.use(
      http.get(api('/admin/shops'), () =>
        HttpResponse.json([{ shopId: 's', shopName: 'Lemmens', subdomain: 'lemmens', role: 'beheerder' }]),
      ),
    );
    renderOverview();
    expect(await screen.findByRole('region', { name: /Omzet/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Open betaaldashboard' })).not.toBeInTheDocument();
  });
});
