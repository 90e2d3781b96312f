import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../api/client';
import { getToken } from '../../../lib/session';
import { adminKeys } from '../shared/dashboard-api';
import { orderKeys } from '../shared/orders-queries';

const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/** What the stream's topics mean for the cache: `*` (after a lost connection) may concern anything. */
export function keysToRefresh(topic: string): readonly (readonly string[])[] {
  if (topic === '*') return [adminKeys.all];
  if (topic === 'orders') return [orderKeys.all];
  return [];
}

/**
 * Keeps the dashboard's orders current: the server's Server-Sent Events say "orders changed" (an order
 * paid, ready or picked up, on any instance) and the lists are read again. The browser's EventSource
 * reconnects by itself after a drop; when the server closes the stream for good (a restart, a refused
 * session), it is opened again with backoff. Every reopening reads the orders again, so nothing missed
 * in between stays missing. EventSource cannot send headers, and a session in a URL ends up in logs:
 * each opening trades the session for a one-minute ticket first.
 */
export function useLiveOrders(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: number | undefined;
    let failures = 0;
    let interrupted = false;
    let stopped = false;

    const refresh = (topic: string) => {
      for (const queryKey of keysToRefresh(topic)) void queryClient.invalidateQueries({ queryKey });
    };

    const retryLater = () => {
      const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
      failures += 1;
      retry = window.setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      if (!getToken() || stopped) return;
      let ticket: string;
      try {
        ({ ticket } = await apiRequest<{ ticket: string }>('/admin/live/tickets', {
          method: 'POST',
          fallback: 'Live bijwerken is niet gelukt.',
        }));
      } catch {
        interrupted = true;
        if (!stopped) retryLater();
        return;
      }
      if (stopped) return;
      source = new EventSource(`${API_BASE}/live?${new URLSearchParams({ ticket })}`);
      source.onopen = () => {
        if (interrupted) refresh('orders');
        interrupted = false;
        failures = 0;
      };
      source.onmessage = (event: MessageEvent<string>) => {
        try {
          const { topic } = JSON.parse(event.data) as { topic?: unknown };
          if (typeof topic === 'string') refresh(topic);
        } catch {
          // Not one of ours: nothing to refresh.
        }
      };
      source.onerror = () => {
        interrupted = true;
        if (source?.readyState !== EventSource.CLOSED) return;
        retryLater();
      };
    };

    void connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);
}
