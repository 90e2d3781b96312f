import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../../api/api-error';
import { apiRequest } from '../../../../api/client';
import { adminKeys } from '../dashboard-api';
import type { SoldOutChange, SoldOutMutation } from '../ItemSoldOutButton';
import { sendImageForm } from '../images/send-image-form';

/** The spec's fallback texts of one kind's calls, shown when the server gives no message. */
export interface ItemApiFallbacks {
  fetch: string;
  create: string;
  update: string;
  delete: string;
}

export interface ItemApiConfig {
  /** The path under /admin and the cache key: 'products' or 'menus'. */
  path: 'products' | 'menus';
  fallbacks: ItemApiFallbacks;
  /** Said when an edit has no id to send. */
  idMissing: string;
}

export type SaveItem = { form: FormData } & ({ mode: 'create' } | { mode: 'edit'; id: string | undefined });

/** The admin endpoints of one item kind (list, add, edit, delete), written once for products and menus. */
export function itemApi<Item>({ path, fallbacks, idMissing }: ItemApiConfig) {
  const keys = {
    all: [...adminKeys.all, path] as const,
    list: () => [...keys.all, 'list'] as const,
  };
  const url = `/admin/${path}`;

  const query = () =>
    queryOptions({
      queryKey: keys.list(),
      queryFn: ({ signal }) => apiRequest<Item[]>(url, { signal, fallback: fallbacks.fetch }),
    });

  /** Creates an item, or updates the one being edited (which needs its id). */
  function useSave() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async (save: SaveItem) => {
        if (save.mode === 'create') return sendImageForm<Item>(url, 'POST', save.form, fallbacks.create);
        if (!save.id) throw new ApiError(0, { message: idMissing }, fallbacks.update);
        return sendImageForm<Item>(`${url}/${save.id}`, 'PUT', save.form, fallbacks.update);
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  function useDelete() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: string) =>
        apiRequest<void>(`${url}/${id}`, { method: 'DELETE', fallback: fallbacks.delete }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  /** Marks an item sold out until the end of the shop's day, or orderable again. */
  function useSoldOut(): SoldOutMutation {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ id, soldOut }: SoldOutChange) =>
        apiRequest<unknown>(`${url}/${id}/sold-out`, {
          method: 'PUT',
          body: { soldOut },
          fallback: fallbacks.update,
        }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  return { keys, query, useSave, useDelete, useSoldOut };
}
