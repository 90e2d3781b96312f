import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryWrapper } from '../../../test/render';
import { api, callsOf, recordRequests, server } from '../../../test/server';
import { useProducts } from '../shared/items/products-api';
import { useCollections } from '../shared/collections-queries';
import { useDeleteCollection, useSaveCollection } from './collections-api';

/** Products show their collection's name and icon, so both lists are read again after a change. */
describe('a collection change', () => {
  function renderLists() {
    const requests = recordRequests();
    const { result } = renderHook(
      () => ({
        products: useProducts(),
        collections: useCollections(),
        save: useSaveCollection(),
        remove: useDeleteCollection(),
      }),
      { wrapper: queryWrapper() },
    );
    return { requests, result };
  }

  /** Each list read once on mount and once after the write, in any order. */
  const readsAround = (write: string) =>
    [
      'GET /api/admin/collections',
      'GET /api/admin/collections',
      'GET /api/admin/products',
      'GET /api/admin/products',
      write,
    ].sort();

  it('refetches the collections and the products after a save', async () => {
    server.use(
      http.post(api('/admin/collections'), () =>
        HttpResponse.json({ _id: 'c1', name: 'Soepen', icon: 'Soup', sortOrder: 0 }, { status: 201 }),
      ),
    );
    const { requests, result } = renderLists();
    await waitFor(() => expect(result.current.products.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.collections.isSuccess).toBe(true));

    await act(() => result.current.save.mutateAsync({ input: { name: 'Soepen', icon: 'Soup' } }));

    await waitFor(() => expect(callsOf(requests).sort()).toEqual(readsAround('POST /api/admin/collections')));
  });

  it('refetches the collections and the products after a delete', async () => {
    server.use(http.delete(api('/admin/collections/c2'), () => new HttpResponse(null, { status: 204 })));
    const { requests, result } = renderLists();
    await waitFor(() => expect(result.current.products.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.collections.isSuccess).toBe(true));

    await act(() => result.current.remove.mutateAsync('c2'));

    await waitFor(() =>
      expect(callsOf(requests).sort()).toEqual(readsAround('DELETE /api/admin/collections/c2')),
    );
  });
});
