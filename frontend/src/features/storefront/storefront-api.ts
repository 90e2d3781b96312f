import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAMETER,
  parseLanguage,
  type Language,
  type StorefrontView,
} from '@bestelklaar/domain';
import { ApiError } from '../../api/api-error';
import { shopRequest } from './shop-request';

export const storefrontKeys = {
  all: ['storefront'] as const,
  shop: (shop: string) => [...storefrontKeys.all, shop] as const,
  /** The shop's read in one language: the server answers each language's content resolved. */
  read: (shop: string, language: Language) => [...storefrontKeys.shop(shop), language] as const,
};

/** How often an open shop page asks whether the shop changed. */
export const LIVE_RECHECK_MS = 1_000;

/** Where the server inlines the page's data in the HTML it sends for `/{shop}`. */
export const INLINED_STOREFRONT_ID = 'storefront-data';

/** The shop's read in `language`; without one, in the shop's own default language. */
export function getStorefront(
  shop: string,
  language?: Language,
  signal?: AbortSignal,
): Promise<StorefrontView> {
  const query = language ? `?${LANGUAGE_PARAMETER}=${language}` : '';
  return shopRequest<StorefrontView>(`/shop/${encodeURIComponent(shop)}/storefront${query}`, {
    signal,
    auth: false,
    // The spec names no exact wording for a failed shop read, only that it starts like this.
    fallback: t`Er is iets misgegaan tijdens het laden van de webshop.`,
  });
}

/**
 * The data the server inlined in the page, once: the element is removed on reading, so a later
 * visit (after the cache let the shop go) asks the server again instead of showing old data.
 */
export function takeInlinedStorefront(shop: string, language: Language): StorefrontView | undefined {
  const element = document.getElementById(INLINED_STOREFRONT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const view = JSON.parse(element.textContent ?? '') as StorefrontView | null;
    return view?.shop === shop && view.language === language ? view : undefined;
  } catch {
    return undefined;
  }
}

/** An unknown or not yet launched shop: the page leads to /not-found. */
export function isUnknownShop(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export const storefrontQuery = (shop: string, language: Language) =>
  queryOptions({
    queryKey: storefrontKeys.read(shop, language),
    queryFn: ({ signal }) => getStorefront(shop, language, signal),
    // The first paint uses the inlined data, which is as fresh as the page itself.
    initialData: () => takeInlinedStorefront(shop, language),
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 60_000,
    // An owner's change ('Uitverkocht vandaag', a pause) reaches an open page within 2 s. Cheap: the
    // server answers from memory, and with 304 while the browser's copy (its ETag) is still current.
    // A page in a background tab asks nothing.
    refetchInterval: LIVE_RECHECK_MS,
    // The spec asks for the shop's info without retries: a missing shop or a failure shows at once.
    retry: false,
    // Switching language keeps the page (and its scroll) on screen until the new read is in.
    placeholderData: (previous) => (previous?.shop === shop ? previous : undefined),
  });

/** The shop's read in the language its pages show now. */
export function useStorefront(shop: string) {
  const { i18n } = useLingui();
  return useQuery(storefrontQuery(shop, parseLanguage(i18n.locale) ?? DEFAULT_LANGUAGE));
}
