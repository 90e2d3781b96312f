import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderView } from '@bestelklaar/domain';
import { adminOrder, orderPage } from '../../../test/fixtures/orders';
import { queryWrapper, testQueryClient } from '../../../test/render';
import { api, server } from '../../../test/server';
import { useNewOrders } from './new-orders';
import { OrderAlert } from './OrderAlert';
import { RING_EVERY_MS } from './use-order-alert';

afterEach(() => {
  vi.useRealTimers();
  document.title = '';
});

const earlier = adminOrder({ _id: 'earlier', paidAt: '2026-11-21T08:00:00.000Z' });
const fresh = adminOrder({
  _id: 'fresh',
  number: 1002,
  customerDetails: { name: 'Bert Claes', phone: '0470 99 88 77', email: 'bert@example.be' },
  paidAt: '2026-11-21T09:45:00.000Z',
});
const third = adminOrder({ _id: 'third', number: 1003, paidAt: '2026-11-21T09:50:00.000Z' });

describe('which orders are new', () => {
  let recent: AdminOrderView[] = [];
  const serveRecent = () =>
    server.use(http.get(api('/admin/orders/recent'), () => HttpResponse.json(orderPage(recent))));
  const ids = (orders: AdminOrderView[]) => orders.map((order) => order._id);

  it('none of those already there on the first visit; then each paid order that arrives, until Gezien', async () => {
    recent = [earlier];
    serveRecent();
    const client = testQueryClient();
    const { result } = renderHook(() => useNewOrders(), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(localStorage.getItem('ordersSeenUntil')).toBe(earlier.paidAt));
    expect(result.current.orders).toEqual([]);

    recent = [third, fresh, earlier];
    // What the live stream's 'orders' topic leads to.
    await act(() => client.invalidateQueries());
    await waitFor(() => expect(ids(result.current.orders)).toEqual(['third', 'fresh']));

    act(() => result.current.acknowledge());
    expect(result.current.orders).toEqual([]);
    expect(localStorage.getItem('ordersSeenUntil')).toBe(third.paidAt);
  });

  it('remembers what was seen across a reload, and counts what came in while the dashboard was closed', async () => {
    localStorage.setItem('ordersSeenUntil', earlier.paidAt!);
    recent = [fresh, earlier];
    serveRecent();
    const { result } = renderHook(() => useNewOrders(), { wrapper: queryWrapper() });
    await waitFor(() => expect(ids(result.current.orders)).toEqual(['fresh']));
  });

  it("hears 'Gezien' from another tab of the dashboard", async () => {
    localStorage.setItem('ordersSeenUntil', earlier.paidAt!);
    recent = [fresh, earlier];
    serveRecent();
    const { result } = renderHook(() => useNewOrders(), { wrapper: queryWrapper() });
    await waitFor(() => expect(ids(result.current.orders)).toEqual(['fresh']));

    localStorage.setItem('ordersSeenUntil', fresh.paidAt!);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'ordersSeenUntil' })));
    expect(result.current.orders).toEqual([]);
  });

  it('leaves out an order that was picked up already (another tab, another device)', async () => {
    localStorage.setItem('ordersSeenUntil', earlier.paidAt!);
    recent = [{ ...fresh, status: 'picked_up', markedAsPickedUp: true }, earlier];
    serveRecent();
    const { result } = renderHook(() => useNewOrders(), { wrapper: queryWrapper() });
    await waitFor(() => expect(localStorage.getItem('ordersSeenUntil')).toBe(earlier.paidAt));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current.orders).toEqual([]);
  });
});

/** The alert with orders a test hands it; 'Gezien' clears them, as the dashboard's acknowledge does. */
function Harness({ ring, initial }: { ring: () => void; initial: AdminOrderView[] }) {
  const [orders, setOrders] = useState(initial);
  return (
    <MemoryRouter>
      <OrderAlert orders={orders} acknowledge={() => setOrders([])} ring={ring} />
      <button type="button" onClick={() => setOrders((current) => [third, ...current])}>
        nog een
      </button>
    </MemoryRouter>
  );
}

describe('the alert', () => {
  it('rings at once, again every few seconds, and stops at Gezien', async () => {
    vi.useFakeTimers();
    document.title = 'Bestellingen · Bestelklaar';
    const ring = vi.fn();
    render(<Harness ring={ring} initial={[fresh]} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Nieuwe bestelling');
    expect(screen.getByRole('alert')).toHaveTextContent('Bert Claes');
    expect(ring).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('(1) Bestellingen · Bestelklaar');

    act(() => vi.advanceTimersByTime(RING_EVERY_MS * 3));
    expect(ring).toHaveBeenCalledTimes(4);

    act(() => screen.getByRole('button', { name: 'Gezien' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.title).toBe('Bestellingen · Bestelklaar');

    act(() => vi.advanceTimersByTime(RING_EVERY_MS * 5));
    expect(ring).toHaveBeenCalledTimes(4);
  });

  it('keeps one rhythm when more orders arrive, and counts them in the title, also after a page sets its own', async () => {
    vi.useFakeTimers();
    document.title = 'Home · Bestelklaar';
    const ring = vi.fn();
    render(<Harness ring={ring} initial={[fresh]} />);

    act(() => vi.advanceTimersByTime(RING_EVERY_MS / 2));
    act(() => screen.getByRole('button', { name: 'nog een' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('2 nieuwe bestellingen');
    expect(ring).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(RING_EVERY_MS / 2));
    expect(ring).toHaveBeenCalledTimes(2);

    document.title = 'Producten · Bestelklaar';
    // The title watcher reacts to the change on its own.
    await act(() => Promise.resolve());
    expect(document.title).toBe('(2) Producten · Bestelklaar');
  });

  it('stays quiet without new orders', () => {
    vi.useFakeTimers();
    const ring = vi.fn();
    render(<Harness ring={ring} initial={[]} />);

    act(() => vi.advanceTimersByTime(RING_EVERY_MS * 3));
    expect(ring).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
