import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session';
import { queryWrapper, testQueryClient } from '../../../test/render';
import { useLiveOrders } from './live-updates';

/** Stands in for the browser's EventSource: the test plays the server. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }

  send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }

  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  storeSession('token-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderLive() {
  const client = testQueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const view = renderHook(() => useLiveOrders(), { wrapper: queryWrapper(client) });
  return { invalidated, ...view };
}

describe('the live orders stream', () => {
  it("opens the dashboard's stream with a ticket traded for the session, and reads the orders again on 'orders'", async () => {
    const { invalidated } = renderLive();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe('/api/live?ticket=ticket-token-1');
    act(() => source!.open());

    act(() => source!.send({ topic: 'products', at: '2026-11-21T10:00:00.000Z' }));
    expect(invalidated).toEqual([]);
    act(() => source!.send({ topic: 'orders', at: '2026-11-21T10:00:01.000Z' }));
    expect(invalidated).toEqual([['admin', 'orders']]);
    act(() => source!.send({ topic: '*', at: '2026-11-21T10:00:02.000Z' }));
    expect(invalidated).toEqual([['admin', 'orders'], ['admin']]);
  });

  it('catches up after the browser reconnected by itself', async () => {
    const { invalidated } = renderLive();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;
    act(() => source!.open());
    act(() => source!.fail(false));
    act(() => source!.open());

    expect(FakeEventSource.opened).toHaveLength(1);
    expect(invalidated).toEqual([['admin', 'orders']]);
  });

  it('opens a new stream with a new ticket and backoff when the server closed it, and closes it on leaving', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { invalidated, unmount } = renderLive();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => FakeEventSource.opened[0]!.fail(true));
    act(() => vi.advanceTimersByTime(999));
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));

    act(() => FakeEventSource.opened[1]!.fail(true));
    act(() => vi.advanceTimersByTime(1999));
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(3));
    const third = FakeEventSource.opened[2]!;
    act(() => third.open());
    expect(invalidated).toEqual([['admin', 'orders']]);

    unmount();
    expect(third.readyState).toBe(FakeEventSource.CLOSED);
  });
});
