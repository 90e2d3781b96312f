import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOrder } from '../../../test/fixtures/orders';
import { accountSettings } from '../../../test/fixtures/settings';
import { renderRoutes } from '../../../test/render';
import { api, server } from '../../../test/server';
import { Component as OrdersPage } from './OrdersPage';

/**
 * A shop in Tokyo, read on a device in whatever zone the machine has: the times are the shop's, as
 * its mails and pause messages say them. Tokyo is nine hours ahead of UTC and eight of Brussels, so
 * neither the device's zone nor a fixed Brussels can pass for it.
 */
function shopInTokyo() {
  server.use(
    http.get(api('/admin/account/settings'), () =>
      HttpResponse.json({ ...accountSettings, timeZone: 'Asia/Tokyo' }),
    ),
    http.get(api('/admin/orders/today'), () =>
      HttpResponse.json([adminOrder({ createdAt: '2026-11-21T09:40:00.000Z' })]),
    ),
    http.get(api('/admin/ordering/status'), () =>
      HttpResponse.json({ orderingPausedUntil: '2026-11-21T15:30:00.000Z', busyMinutes: 0 }),
    ),
  );
}

describe("the dashboard's times", () => {
  it("are told in the shop's time zone: when an order came in, and until when ordering is paused", async () => {
    shopInTokyo();
    renderRoutes([{ path: '/dashboard/bestellingen', Component: OrdersPage }], '/dashboard/bestellingen');

    expect(
      await screen.findByText('Gepauzeerd tot 00:30: je webshop neemt geen bestellingen aan.'),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /An Peeters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestelling #1001' });
    expect(within(dialog).getByText('Binnengekomen om 18:40 op 21/11/2026')).toBeInTheDocument();
  });
});
