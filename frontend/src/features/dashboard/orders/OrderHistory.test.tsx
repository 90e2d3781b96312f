import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OrderHistoryEntryView } from '@bestelklaar/domain';
import { adminOrder } from '../../../test/fixtures/orders';
import { renderRoutes } from '../../../test/render';
import { api, server } from '../../../test/server';
import { Component as OrdersPage } from './OrdersPage';

const you = { kind: 'member', userId: 'user-1', name: 'Eigenaar', isYou: true } as const;
const sofie = { kind: 'member', userId: 'user-2', name: 'Sofie', isYou: false } as const;

function line(changes: Partial<OrderHistoryEntryView>): OrderHistoryEntryView {
  return {
    at: '2026-11-21T10:00:00.000Z',
    move: 'paid',
    from: 'pending_payment',
    to: 'paid',
    reason: null,
    amount: null,
    by: { kind: 'provider', userId: null, name: null, isYou: false },
    ...changes,
  };
}

function shopWith(history: OrderHistoryEntryView[]) {
  const order = adminOrder({ status: 'picked_up', markedAsPickedUp: true });
  server.use(
    http.get(api('/admin/orders/today'), () => HttpResponse.json([order])),
    http.get(api('/admin/orders/order-1'), () => HttpResponse.json({ ...order, history })),
  );
}

async function openHistory() {
  renderRoutes([{ path: '/dashboard/bestellingen', Component: OrdersPage }], '/dashboard/bestellingen');
  await userEvent.click(await screen.findByRole('button', { name: /An Peeters/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Bestelling #1001' });
  const heading = await within(dialog).findByRole('heading', { name: 'Geschiedenis' });
  return within(heading.closest('section')!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe("the order's history in its details", () => {
  it('tells each move and refund in Dutch, at the shop’s time, and who made it', async () => {
    shopWith([
      line({}),
      line({ at: '2026-11-21T10:05:00.000Z', move: 'ready', from: 'paid', to: 'ready', by: you }),
      line({ at: '2026-11-21T10:05:03.000Z', move: 'undoReady', from: 'ready', to: 'paid', by: you }),
      line({
        at: '2026-11-21T10:30:00.000Z',
        move: 'pickedUp',
        from: 'paid',
        to: 'picked_up',
        by: sofie,
      }),
      line({
        at: '2026-11-21T10:45:00.000Z',
        move: 'refunded',
        from: 'picked_up',
        to: 'picked_up',
        amount: 4.5,
        reason: 'Koud',
        by: you,
      }),
    ]);

    // 10:00 UTC is 11:00 in Brussels in November.
    expect(await openHistory()).toEqual([
      expect.stringMatching(/^Betaald door betaalprovider, .* 11:00$/),
      expect.stringMatching(/^Klaar voor afhaling door jou, .* 11:05$/),
      expect.stringMatching(/^Ongedaan gemaakt: klaar voor afhaling door jou, .* 11:05$/),
      expect.stringMatching(/^Opgehaald door Sofie, .* 11:30$/),
      expect.stringMatching(/^Terugbetaald €\u00a04,50 door jou, .* 11:45 — Koud$/),
    ]);
  });

  it("names the customer's cancel and the system's, and leaves out who made a move from before the history", async () => {
    shopWith([
      line({ by: { kind: 'unknown', userId: null, name: null, isYou: false } }),
      line({
        move: 'customerCancelled',
        from: 'paid',
        to: 'cancelled',
        by: { kind: 'customer', userId: null, name: null, isYou: false },
      }),
      line({
        move: 'cancelled',
        from: 'paid',
        to: 'cancelled',
        by: { kind: 'system', userId: null, name: null, isYou: false },
      }),
    ]);
    expect(await openHistory()).toEqual([
      expect.stringMatching(/^Betaald, .* 11:00$/),
      expect.stringMatching(/^Geannuleerd door klant, .* 11:00$/),
      expect.stringMatching(/^Geannuleerd door systeem, .* 11:00$/),
    ]);
  });

  it('names the team member who cancelled, with the reason, and someone no longer there as iemand', async () => {
    shopWith([
      line({}),
      line({
        at: '2026-11-21T11:04:00.000Z',
        move: 'cancelled',
        from: 'paid',
        to: 'cancelled',
        reason: 'Uitverkocht na betaling',
        by: sofie,
      }),
      line({
        at: '2026-11-21T11:04:00.000Z',
        move: 'refunded',
        from: 'cancelled',
        to: 'cancelled',
        amount: 9,
        reason: 'Uitverkocht na betaling',
        by: { kind: 'member', userId: 'user-3', name: null, isYou: false },
      }),
    ]);
    const lines = await openHistory();
    expect(lines[1]).toMatch(/^Geannuleerd door Sofie, .* 12:04 — Uitverkocht na betaling$/);
    expect(lines[2]).toMatch(/^Terugbetaald €\u00a09,00 door iemand, .* 12:04 — Uitverkocht na betaling$/);
  });
});
