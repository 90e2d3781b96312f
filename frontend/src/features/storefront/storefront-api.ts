import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAMETER,
  parseLanguage,
  type Language,
  type StorefrontView,
} from '@bestelklaar/domain';
import { ApiError } from '../../api/api-error';
import { shopRequest } from './shop-request';
import { createStorefrontStore } from './storefront-store';

/** How often an open shop page asks whether the shop changed. */
export const LIVE_RECHECK_MS = 1_000;

/** Where the server inlines the page's data in the HTML it sends for `/{shop}`. */
export const INLINED_STOREFRONT_ID = 'storefront-data';

/** The shop's read in `language`; without one, in the shop's own default language. */
export function getStorefront(shop: string, language?: Language): Promise<StorefrontView> {
  const query = language ? `?${LANGUAGE_PARAMETER}=${language}` : '';
  return shopRequest<StorefrontView>(`/shop/${encodeURIComponent(shop)}/storefront${query}`, {
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

/**
 * The shop's reads this page holds, one per language (the server answers each language's content
 * resolved): the shop's page, its layout and the payment pages read them here, the server's
 * rendering and the layout's loader put them here, and the order form asks them again here.
 */
export const storefronts = createStorefrontStore({
  fetch: getStorefront,
  // The first paint uses the inlined data, which is as fresh as the page itself.
  initial: (shop, language) =>
    typeof document === 'undefined' ? undefined : takeInlinedStorefront(shop, language),
  // An owner's change ('Uitverkocht vandaag', a pause) reaches an open page within 2 s. Cheap: the
  // server answers from memory, and with 304 while the browser's copy (its ETag) is still current.
  recheckMs: LIVE_RECHECK_MS,
});

/**
 * The shop's read in the language its pages show now, kept current while shown. Switching language
 * keeps the page (and its scroll) on screen until the new read is in. The spec asks for the shop's
 * info without retries: a missing shop or a failure shows at once.
 */
export function useStorefront(shop: string) {
  const { i18n } = useLingui();
  const language = parseLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;
  const snapshot = () => storefronts.read(shop, language);
  const read = useSyncExternalStore(storefronts.subscribe, snapshot, snapshot);
  useEffect(() => storefronts.watch(shop, language), [shop, language]);
  const refetch = useCallback(() => storefronts.refresh(shop, language), [shop, language]);
  const data = read.data ?? (read.error === null ? read.placeholder : undefined);
  return {
    data,
    error: read.error,
    isError: read.error !== null,
    isPending: data === undefined && read.error === null,
    isFetching: read.fetching,
    refetch,
  };
}
