import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollectionView } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { COLLECTION_FALLBACKS } from './collection-messages';

/** A collection as the API answers it. */
export type Collection = CollectionView;

export interface CollectionInput {
  name: string;
  icon: string;
}

export const collectionsQueryKey = ['admin', 'collections'] as const;
/** Products show their collection's name and icon, so they are refetched when a collection changes. */
const productsQueryKey = ['admin', 'products'] as const;

/** The shop's collections in their order. */
export function useCollections() {
  return useQuery({
    queryKey: collectionsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<Collection[]>('/admin/collections', { signal, fallback: COLLECTION_FALLBACKS.fetch }),
  });
}

export function useSaveCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CollectionInput }) =>
      apiRequest<Collection>(id ? `/admin/collections/${id}` : '/admin/collections', {
        method: id ? 'PUT' : 'POST',
        body: input,
        fallback: id ? COLLECTION_FALLBACKS.update : COLLECTION_FALLBACKS.create,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: collectionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
  });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/admin/collections/${id}`, {
        method: 'DELETE',
        fallback: COLLECTION_FALLBACKS.delete,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: collectionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
  });
}

/** Shows the new order at once and saves it; puts the old order back if saving fails. */
export function useReorderCollections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: Collection[]) =>
      apiRequest<Collection[]>('/admin/collections/order/update', {
        method: 'PUT',
        body: { collections: ordered.map((collection) => collection._id) },
        fallback: COLLECTION_FALLBACKS.reorder,
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: collectionsQueryKey });
      const previous = queryClient.getQueryData<Collection[]>(collectionsQueryKey);
      queryClient.setQueryData(collectionsQueryKey, ordered);
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(collectionsQueryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(collectionsQueryKey, saved),
  });
}
