import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryWrapper } from '../../../../test/render';
import { api, recordRequests, server } from '../../../../test/server';
import { useSaveProduct } from './products-api';

afterEach(() => {
  vi.useRealTimers();
});

describe('useSaveProduct', () => {
  it('gives up after 60 seconds with the spec text', async () => {
    vi.useFakeTimers();
    // The server never answers; only the client's own timeout ends the request.
    server.use(http.post(api('/admin/products'), () => new Promise<never>(() => undefined)));
    const { result } = renderHook(() => useSaveProduct(), { wrapper: queryWrapper() });
    const saving = result.current
      .mutateAsync({ mode: 'create', form: new FormData() })
      .catch((error: Error) => error);
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(result.current.isPending).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(((await saving) as Error).message).toBe(
      'De aanvraag heeft te lang geduurd en is afgebroken. Probeer een kleinere afbeelding.',
    );
  });

  it('shows the spec text for a 413, also without a body from the server', async () => {
    server.use(
      http.put(
        api('/admin/products/p1'),
        () => new HttpResponse('<html>Request Entity Too Large</html>', { status: 413 }),
      ),
    );
    const { result } = renderHook(() => useSaveProduct(), { wrapper: queryWrapper() });
    const error = await result.current
      .mutateAsync({ mode: 'edit', id: 'p1', form: new FormData() })
      .catch((caught: Error) => caught);
    expect((error as Error).message).toBe(
      'De afbeelding is te groot. Probeer een kleinere of meer gecomprimeerde afbeelding te uploaden.',
    );
  });

  it('refuses an update without a product id, without calling the server', async () => {
    const requests = recordRequests();
    const { result } = renderHook(() => useSaveProduct(), { wrapper: queryWrapper() });
    const error = await result.current
      .mutateAsync({ mode: 'edit', id: undefined, form: new FormData() })
      .catch((caught: Error) => caught);
    expect((error as Error).message).toBe('Product ID ontbreekt. Kan geen update uitvoeren.');
    expect(requests).toEqual([]);
  });
});
