import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorefrontView } from '@bestelklaar/domain';
import { ApiError } from '../../api/api-error';
import { apiRequest } from '../../api/client';

export const storefrontKeys = {
  all: ['storefront'] as const,
  shop: (shop: string) => [...storefrontKeys.all, shop] as const,
};

/** The spec names no exact wording for a failed shop read, only that it starts like this. */
export const STOREFRONT_FALLBACK = 'Er is iets misgegaan tijdens het laden van de webshop.';

/** How often an open shop page asks whether the shop changed. */
export const LIVE_RECHECK_MS = 1_000;

/** Where the server inlines the page's data in the HTML it sends for `/{shop}`. */
export const INLINED_STOREFRONT_ID = 'storefront-data';

export function getStorefront(shop: string, signal?: AbortSignal): Promise<StorefrontView> {
  return apiRequest<StorefrontView>(`/shop/${encodeURIComponent(shop)}/storefront`, {
    signal,
    auth: false,
    fallback: STOREFRONT_FALLBACK,
  });
}

/**
 * The data the server inlined in the page, once: the element is removed on reading, so a later
 * visit (after the cache let the shop go) asks the server again instead of showing old data.
 */
export function takeInlinedStorefront(shop: string): StorefrontView | undefined {
  const element = document.getElementById(INLINED_STOREFRONT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const view = JSON.parse(element.textContent ?? '') as StorefrontView | null;
    return view?.shop === shop ? view : undefined;
  } catch {
    return undefined;
  }
}

/** An unknown or not yet launched shop: the page leads to /not-found. */
export function isUnknownShop(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export const storefrontQuery = (shop: string) =>
  queryOptions({
    queryKey: storefrontKeys.shop(shop),
    queryFn: ({ signal }) => getStorefront(shop, signal),
    // The first paint uses the inlined data, which is as fresh as the page itself.
    initialData: () => takeInlinedStorefront(shop),
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 60_000,
    // An owner's change ('Uitverkocht vandaag', a pause) reaches an open page within 2 s. Cheap: the
    // server answers from memory, and with 304 while the browser's copy (its ETag) is still current.
    // A page in a background tab asks nothing.
    refetchInterval: LIVE_RECHECK_MS,
    // The spec asks for the shop's info without retries: a missing shop or a failure shows at once.
    retry: false,
  });

export function useStorefront(shop: string) {
  return useQuery(storefrontQuery(shop));
}
