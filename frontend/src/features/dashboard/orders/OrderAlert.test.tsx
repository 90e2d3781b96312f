import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderView } from '@bestelklaar/domain';
import { adminOrder, unseenOrder } from '../../../test/fixtures/orders';
import { queryWrapper, testQueryClient } from '../../../test/render';
import { api, server } from '../../../test/server';
import { useNewOrders } from './new-orders';
import { OrderAlert } from './OrderAlert';
import { RING_EVERY_MS, waitingTitle } from './use-order-alert';

afterEach(() => {
  vi.useRealTimers();
  document.title = '';
});

const earlier = adminOrder({ _id: 'earlier', paidAt: '2026-11-21T08:00:00.000Z' });
const fresh = unseenOrder({
  _id: 'fresh',
  number: 1002,
  customerDetails: { name: 'Bert Claes', phone: '0470 99 88 77', email: 'bert@example.be' },
  paidAt: '2026-11-21T09:45:00.000Z',
});
const third = unseenOrder({ _id: 'third', number: 1003, paidAt: '2026-11-21T09:50:00.000Z' });

describe('which orders are new', () => {
  let today: AdminOrderView[] = [];
  let future: AdminOrderView[] = [];
  const acknowledged: string[] = [];
  const serveLists = () =>
    server.use(
      http.get(api('/admin/orders/today'), () => HttpResponse.json(today)),
      http.get(api('/admin/orders/future'), () => HttpResponse.json(future)),
      http.put(api('/admin/orders/:id/acknowledge'), ({ params }) => {
        const id = String(params.id);
        acknowledged.push(id);
        const seen = (order: AdminOrderView) =>
          order._id === id ? { ...order, acknowledgedAt: '2026-11-21T09:55:00.000Z' } : order;
        today = today.map(seen);
        future = future.map(seen);
        return HttpResponse.json([...today, ...future].find((order) => order._id === id));
      }),
    );
  const ids = (orders: AdminOrderView[]) => orders.map((order) => order._id);

  it("the paid orders of today and later nobody has seen, newest first, until 'Gezien' on the server", async () => {
    today = [earlier, fresh];
    future = [third];
    acknowledged.length = 0;
    serveLists();
    const { result } = renderHook(() => useNewOrders(), { wrapper: queryWrapper() });
    await waitFor(() => expect(ids(result.current.orders)).toEqual(['third', 'fresh']));

    act(() => result.current.acknowledge());
    await waitFor(() => expect(result.current.orders).toEqual([]));
    expect(acknowledged.sort()).toEqual(['fresh', 'third']);
  });

  it("hears 'Gezien' from another tab or device through the live stream's read of the lists", async () => {
    today = [fresh];
    future = [];
    serveLists();
    const client = testQueryClient();
    const { result } = renderHook(() => useNewOrders(), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(ids(result.current.orders)).toEqual(['fresh']));

    today = [{ ...fresh, acknowledgedAt: '2026-11-21T09:50:00.000Z' }];
    // What the live stream's 'orders' topic leads to.
    await act(() => client.invalidateQueries());
    await waitFor(() => expect(result.current.orders).toEqual([]));
  });

  it('leaves out an order that moved on without a tap (ready, picked up or cancelled)', async () => {
    today = [
      { ...fresh, status: 'ready' },
      { ...third, status: 'picked_up', markedAsPickedUp: true },
      { ...fresh, _id: 'gone', status: 'cancelled' },
    ];
    future = [];
    serveLists();
    const { result } = renderHook(() => useNewOrders(), { wrapper: queryWrapper() });
    await new Promise((resolve) => setTimeout(resolve, 50));
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
  it('rings at once, again every 30 s while the order waits, and stops at Gezien', async () => {
    vi.useFakeTimers();
    document.title = 'Bestellingen · Bestelklaar';
    const ring = vi.fn();
    render(<Harness ring={ring} initial={[fresh]} />);

    expect(RING_EVERY_MS).toBe(30_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Nieuwe bestelling');
    expect(screen.getByRole('alert')).toHaveTextContent('Bert Claes');
    expect(ring).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('(1) Nieuwe bestellingen');

    act(() => vi.advanceTimersByTime(29_999));
    expect(ring).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(ring).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(60_000));
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

    expect(document.title).toBe(waitingTitle(2));
    expect(document.title).toBe('(2) Nieuwe bestellingen');

    document.title = 'Producten · Bestelklaar';
    // The title watcher reacts to the change on its own, and gives the page its own back at 'Gezien'.
    await act(() => Promise.resolve());
    expect(document.title).toBe('(2) Nieuwe bestellingen');
    act(() => screen.getByRole('button', { name: 'Gezien' }).click());
    expect(document.title).toBe('Producten · Bestelklaar');
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

/** The dashboard's alert as its layout wires it: the server's unseen orders, rung for until seen. */
function DashboardAlert({ ring }: { ring: () => void }) {
  const { orders, acknowledge } = useNewOrders();
  return (
    <MemoryRouter>
      <OrderAlert orders={orders} acknowledge={acknowledge} ring={ring} />
    </MemoryRouter>
  );
}

describe('the alert over the server’s unseen orders', () => {
  it('rings every 30 s and counts in the title until another device taps Gezien, then stops here too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    document.title = 'Home · Bestelklaar';
    let today = [fresh];
    server.use(
      http.get(api('/admin/orders/today'), () => HttpResponse.json(today)),
      http.get(api('/admin/orders/future'), () => HttpResponse.json([])),
    );
    const client = testQueryClient();
    const ring = vi.fn();
    render(<DashboardAlert ring={ring} />, { wrapper: queryWrapper(client) });

    expect(await screen.findByRole('alert')).toHaveTextContent('Bert Claes');
    expect(document.title).toBe('(1) Nieuwe bestellingen');
    expect(ring).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(30_000));
    expect(ring).toHaveBeenCalledTimes(2);

    // Seen on the kitchen's tablet: the live stream's 'orders' reads the lists again here.
    today = [{ ...fresh, acknowledgedAt: '2026-11-21T09:46:00.000Z' }];
    await act(() => client.invalidateQueries());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(document.title).toBe('Home · Bestelklaar');
    act(() => vi.advanceTimersByTime(90_000));
    expect(ring).toHaveBeenCalledTimes(2);
  });
});
