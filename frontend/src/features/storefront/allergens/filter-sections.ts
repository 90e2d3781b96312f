import type { ShopSection } from '../shop-sections';
import { isFiltering, passesFilter, type AllergenFilter } from './allergen-filter';

/**
 * The sections with only the items the filter lets through; a section the filter empties goes, so
 * no tab leads to nothing. Without a filter the sections stay as they are.
 */
export function filterSections(
  sections: readonly ShopSection[],
  filter: AllergenFilter,
): { sections: ShopSection[]; hiddenCount: number } {
  if (!isFiltering(filter)) return { sections: [...sections], hiddenCount: 0 };
  let hiddenCount = 0;
  const shown = sections.flatMap((section) => {
    const items = section.items.filter((item) => passesFilter(item, filter));
    hiddenCount += section.items.length - items.length;
    return items.length === 0 && section.items.length > 0 ? [] : [{ ...section, items }];
  });
  return { sections: shown, hiddenCount };
}
