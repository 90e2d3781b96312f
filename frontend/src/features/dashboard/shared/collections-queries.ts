import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionView } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { COLLECTION_FALLBACKS } from './collection-messages';
import { adminKeys } from './dashboard-api';

/**
 * The collections as every screen that lists them reads them (collections, products, menus,
 * discounts). The changes are the collections screen's own: collections/collections-api.ts.
 */

/** A collection as the API answers it. */
export type Collection = CollectionView;

export const collectionKeys = {
  all: [...adminKeys.all, 'collections'] as const,
  list: () => [...collectionKeys.all, 'list'] as const,
};

export function getCollections(signal?: AbortSignal): Promise<Collection[]> {
  return apiRequest<Collection[]>('/admin/collections', { signal, fallback: COLLECTION_FALLBACKS.fetch });
}

/** The shop's collections in their order. */
export const collectionsQuery = () =>
  queryOptions({ queryKey: collectionKeys.list(), queryFn: ({ signal }) => getCollections(signal) });

export function useCollections() {
  return useQuery(collectionsQuery());
}
