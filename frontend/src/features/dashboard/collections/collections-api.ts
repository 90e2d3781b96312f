import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentTranslations } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { productKeys } from '../shared/items/products-api';
import { COLLECTION_FALLBACKS } from '../shared/collection-messages';
import { type Collection, collectionKeys, collectionsQuery } from '../shared/collections-queries';

export interface CollectionInput {
  name: string;
  icon: string;
  /** The name in French and English; absent leaves the stored ones as they are. */
  translations?: ContentTranslations;
}

/** Products show their collection's name and icon, so they are refetched when a collection changes. */
function invalidateCollectionsAndProducts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
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
    onSuccess: () => invalidateCollectionsAndProducts(queryClient),
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
    onSuccess: () => invalidateCollectionsAndProducts(queryClient),
  });
}

const reorderKey = [...collectionKeys.all, 'reorder'] as const;

/**
 * Shows the new order at once and saves it. The owner may move on before a save is answered: the
 * saves go out one after another, in order, and the newest order wins. Only when the newest save
 * fails is the server's order shown again.
 */
export function useReorderCollections() {
  const queryClient = useQueryClient();
  const { queryKey } = collectionsQuery();
  // While this save's callbacks run, it still counts as pending itself.
  const newerSavePending = () => queryClient.isMutating({ mutationKey: reorderKey }) > 1;
  return useMutation({
    mutationKey: reorderKey,
    scope: { id: 'collections-order' },
    mutationFn: (ordered: Collection[]) =>
      apiRequest<Collection[]>('/admin/collections/order/update', {
        method: 'PUT',
        body: { collections: ordered.map((collection) => collection._id) },
        fallback: COLLECTION_FALLBACKS.reorder,
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, ordered);
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (newerSavePending()) return;
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      // An earlier save may have failed as well; the server says which order it kept.
      void queryClient.invalidateQueries({ queryKey });
    },
    onSuccess: (saved) => {
      if (!newerSavePending()) queryClient.setQueryData(queryKey, saved);
    },
  });
}
