import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { filterStorageKey, NO_FILTER, readStoredFilter, type AllergenFilter } from './allergen-filter';

function storedFilter(shop: string): AllergenFilter {
  try {
    return readStoredFilter(window.localStorage.getItem(filterStorageKey(shop)));
  } catch {
    // Storage can be switched off; the filter then lasts as long as the page.
    return NO_FILTER;
  }
}

/**
 * The customer's allergen filter for one shop, kept in the browser. It applies once the app has
 * taken over the server's page, which knows no filter, so the two never disagree while hydrating.
 */
export function useAllergenFilter(shop: string): [AllergenFilter, (filter: AllergenFilter) => void] {
  const hydrated = useHydrated();
  const [filter, setFilter] = useState<AllergenFilter>(() => (hydrated ? storedFilter(shop) : NO_FILTER));

  useEffect(() => {
    if (hydrated) setFilter(storedFilter(shop));
  }, [hydrated, shop]);

  const change = useCallback(
    (next: AllergenFilter) => {
      setFilter(next);
      try {
        window.localStorage.setItem(filterStorageKey(shop), JSON.stringify(next));
      } catch {
        // Not kept; it still applies on this page.
      }
    },
    [shop],
  );

  return [filter, change];
}
