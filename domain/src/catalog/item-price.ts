import { CATALOG_MESSAGES } from './catalog-messages';
import type { OptionGroup } from './option-groups';
import { addCents, sumCents, type Cents } from '../money';
import { discountedCents } from '../pricing/discounted-cents';

/**
 * What a customer picked, keyed by option-group index: a choice index (select), a list of choice
 * indexes (multiselect) or a text (text).
 */
export type SelectedOptions = Record<string, number | number[] | string | undefined>;

function chosenIndexes(group: OptionGroup, picked: SelectedOptions[string]): number[] {
  if (group.type === 'text' || picked === undefined || typeof picked === 'string') return [];
  return [...new Set(Array.isArray(picked) ? picked : [picked])];
}

/** The Dutch message for the first problem with a selection, or undefined when it can be ordered. */
export function checkSelection(
  groups: readonly OptionGroup[],
  selected: SelectedOptions,
): string | undefined {
  for (const [index, group] of groups.entries()) {
    const picked = selected[index];
    const indexes = chosenIndexes(group, picked);
    if (indexes.some((choice) => !Number.isInteger(choice) || !group.options[choice]))
      return CATALOG_MESSAGES.unknownChoice(group.name);
    if (group.type === 'select' && indexes.length > 1) return CATALOG_MESSAGES.unknownChoice(group.name);
    const max = group.maxSelections ?? 1;
    if (group.type === 'multiselect' && indexes.length > max)
      return CATALOG_MESSAGES.tooManySelections(max, group.name);
  }
  const missing = groups.some((group, index) => {
    if (!group.required) return false;
    const picked = selected[index];
    if (group.type === 'text') return typeof picked !== 'string' || picked.trim() === '';
    return chosenIndexes(group, picked).length === 0;
  });
  return missing ? CATALOG_MESSAGES.requiredOptionsMissing : undefined;
}

/** The extras of the chosen options; unknown choices add nothing (checkSelection refuses them). */
export function selectedExtrasCents(groups: readonly OptionGroup[], selected: SelectedOptions): Cents {
  return sumCents(
    groups.flatMap((group, index) =>
      chosenIndexes(group, selected[index]).flatMap((choice) => group.options[choice]?.priceCents ?? []),
    ),
  );
}

/**
 * Base price plus the chosen extras, minus the discount percentage, rounded half-up to whole cents
 * (the same rounding as the cart's, `pricing/priceItem`).
 */
export function itemPriceCents(
  basePrice: Cents,
  groups: readonly OptionGroup[],
  selected: SelectedOptions,
  discountPercent = 0,
): Cents {
  const full = addCents(basePrice, selectedExtrasCents(groups, selected));
  return discountedCents(full, discountPercent);
}
