import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOrder, orderPage } from '../../../test/fixtures/orders';
import { renderRoutes } from '../../../test/render';
import { api, server } from '../../../test/server';
import { filterParams } from '../shared/orders-queries';
import { Component as OrdersPage } from './OrdersPage';

const an = adminOrder();
const bert = adminOrder({
  _id: 'order-2',
  number: 1002,
  customerDetails: { name: 'Bert Claes', phone: '0470 99 88 77', email: 'bert@example.be' },
});

function renderPage(path = '/dashboard/bestellingen') {
  renderRoutes([{ path: '/dashboard/bestellingen', Component: OrdersPage }], path);
}

const queryOf = (path: string) => new URL(path, 'http://test').searchParams;

describe('searching and filtering the orders on the server', () => {
  it("asks the server for what is typed in 'Zoeken', once typing rests, and shows its answer", async () => {
    const searched: (string | null)[] = [];
    server.use(
      http.get(api('/admin/orders/today'), ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        searched.push(search);
        return HttpResponse.json(search === '1002' ? [bert] : [an, bert]);
      }),
    );
    renderPage();
    await screen.findByRole('button', { name: /An Peeters/ });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken' }), '1002');

    await waitFor(() => expect(screen.queryByRole('button', { name: /An Peeters/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Bert Claes/ })).toBeInTheDocument();
    // One read on opening, one for the whole number: not one per key.
    expect(searched).toEqual([null, '1002']);
  });

  it("sends 'Niet opgehaald' to the server on Verleden, so every page is of orders not picked up", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api('/admin/orders/past'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(orderPage([an]));
      }),
    );
    renderPage('/dashboard/bestellingen?tab=past');
    await screen.findByRole('button', { name: /An Peeters/ });

    await userEvent.click(screen.getByRole('radio', { name: 'Niet opgehaald' }));

    await waitFor(() => expect(asked.at(-1)?.get('pickedUp')).toBe('false'));
    expect(asked[0]?.get('pickedUp')).toBeNull();
    expect(asked.at(-1)?.get('limit')).toBe('20');
  });

  it('writes the filter as the query parameters the server reads, leaving out what is not set', () => {
    expect(filterParams({}).toString()).toBe('');
    expect(
      Object.fromEntries(
        filterParams({ search: ' 0470 12 ', pickedUp: true, from: '2026-11-01', to: '2026-11-30' }),
      ),
    ).toEqual({ search: '0470 12', pickedUp: 'true', from: '2026-11-01', to: '2026-11-30' });
    expect(queryOf(`/x?${filterParams({ search: '   ', pickedUp: false })}`).get('search')).toBeNull();
  });
});
