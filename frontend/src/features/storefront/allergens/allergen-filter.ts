import {
  ALLERGEN_CODES,
  DIETARY_LABELS,
  isAllergenCode,
  isDietaryLabel,
  suitsDiet,
  type AllergenCode,
  type AllergenInfo,
  type DietaryLabel,
} from '@bestelklaar/domain';

/** What a customer cannot eat, and the diet they keep. */
export interface AllergenFilter {
  avoid: AllergenCode[];
  diets: DietaryLabel[];
}

export const NO_FILTER: AllergenFilter = { avoid: [], diets: [] };

export const isFiltering = (filter: AllergenFilter) => filter.avoid.length > 0 || filter.diets.length > 0;

/** Whether the filter lets the item show: it contains none of the avoided, and suits every chosen diet. */
export function passesFilter(item: AllergenInfo, filter: AllergenFilter): boolean {
  return (
    !item.allergens.some((code) => filter.avoid.includes(code)) &&
    filter.diets.every((diet) => suitsDiet(item.dietary, diet))
  );
}

/** The avoided allergens the item may hold traces of: shown on it, not hidden. */
export function avoidedTraces(item: AllergenInfo, filter: AllergenFilter): AllergenCode[] {
  return item.mayContain.filter((code) => filter.avoid.includes(code));
}

export function filterStorageKey(shop: string): string {
  return `bestelklaar:allergenenfilter:${shop}`;
}

const listOf = <T extends string>(
  value: unknown,
  isKnown: (entry: unknown) => entry is T,
  order: readonly T[],
) => (Array.isArray(value) ? order.filter((known) => value.filter(isKnown).includes(known)) : []);

/** The filter kept in the browser, or none where nothing (sound) is kept. */
export function readStoredFilter(stored: string | null): AllergenFilter {
  if (stored === null) return NO_FILTER;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return NO_FILTER;
    const { avoid, diets } = value as Record<string, unknown>;
    return {
      avoid: listOf(avoid, isAllergenCode, ALLERGEN_CODES),
      diets: listOf(diets, isDietaryLabel, DIETARY_LABELS),
    };
  } catch {
    return NO_FILTER;
  }
}
